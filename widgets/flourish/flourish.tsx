import { useSignals } from '@preact/signals-react/runtime';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField, useEditorMode } from '../../core/host/editor.js';
import { type flourishAttributes, t } from './flourish.api.js';

/** The page of one visualisation on the embed host (`embedBase` ends with `/`, the id is one safe segment). */
const flourishEmbedUrl = (embedBase: string, visualisationId: string) =>
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
function flourishSandbox(src: string, pageUrl: string): string {
  return new URL(src, pageUrl).origin === new URL(pageUrl).origin ? SANDBOX : `${SANDBOX} allow-same-origin`;
}

/**
 * The visualisation in a frame, and a link to open it on its own: the frame is a third party's
 * page, so readers whose assistive technology or browser handles it badly still reach it.
 */
export function Flourish({ visualisationId, embedBase, title }: WidgetProps<typeof flourishAttributes>) {
  useSignals();
  const editing = useEditorMode();
  const src = flourishEmbedUrl(embedBase, visualisationId);
  return (
    <figure className="flourish" part="base">
      {editing ? <EditorField name="Title" value={title} as="p" className="editor-title" part="editor-title" /> : null}
      <iframe
        className="frame"
        part="frame"
        src={src}
        title={title || t('Flourish_FrameTitle')}
        loading="lazy"
        sandbox={flourishSandbox(src, location.href)}
        referrerPolicy="strict-origin-when-cross-origin"
      />
      <a className="link" part="link" href={src} target="_blank" rel="noopener noreferrer">{t('Flourish_OpenLink')}</a>
    </figure>
  );
}
