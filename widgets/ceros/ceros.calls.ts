import { CerosOembed } from '../../core/contracts/ceros-oembed.js';
import type { FailurePolicy } from '../../core/kits/async/index.js';
import { sanitizeEmbed } from '../../core/kits/html/embed.js';
import { request } from '../../core/session/http.js';

/** No E§8 row for Ceros: a failed oembed shows a short notice in the box; the link to the experience stays. */
export const cerosFailures: FailurePolicy = { fallback: 'Ceros_LoadFailed' };

export interface CerosFrame {
  /** The `src` of the oembed html's one iframe on the experience's own origin. */
  src: string;
  /** Its `allow` (fullscreen, …), when it has one. */
  allow: string | undefined;
  width?: number;
  height?: number;
  title?: string;
}

/**
 * GET {cms}/oembed/ceros?url= (E§7). The answer is a third party's html: only an iframe on the
 * experience's own origin, with a title, survives (the html kit); none surviving is a failure.
 */
export async function fetchCerosFrame(url: string, signal: AbortSignal): Promise<CerosFrame> {
  const answer = await request('cms', '/oembed/ceros', { auth: false, query: { url }, schema: CerosOembed, signal });
  const origin = new URL(url).origin;
  const frame = sanitizeEmbed(answer.html, [origin]);
  if (!frame) throw new Error(`[mck-ceros] url "${url}": the oembed answer holds no titled iframe on ${origin}`);
  return { src: frame.src, allow: frame.allow, width: answer.width, height: answer.height, title: frame.title };
}
