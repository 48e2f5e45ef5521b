/** The page of one visualisation on the embed host (`embedBase` ends with `/`, the id is one safe segment). */
export const flourishEmbedUrl = (embedBase: string, visualisationId: string) =>
  `${embedBase}visualisation/${visualisationId}/embed`;

/** What the frame may do: run its scripts and open the visualisation's links in new tabs. */
const SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

/**
 * The frame's sandbox. Flourish's own embed code also grants `allow-same-origin`, so an embed
 * keeps its own origin (flo.uri.sh) and its storage. With `allow-scripts` that is only safe for a
 * frame on another origin than the page: a frame on the page's own origin could reach into the
 * page, take the `sandbox` off its own `<iframe>` and reload unsandboxed. So an embed host on the
 * page's origin (a stand-in, a proxy) runs in an opaque origin instead; serve embeds from a
 * separate origin when they need their storage.
 */
export function flourishSandbox(src: string, pageUrl: string): string {
  return new URL(src, pageUrl).origin === new URL(pageUrl).origin ? SANDBOX : `${SANDBOX} allow-same-origin`;
}
