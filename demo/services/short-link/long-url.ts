import { MAX_LONG_URL_LENGTH } from '../../../core/contracts/index.js';

/**
 * Whether `raw` may be shortened and later redirected to: an http(s) URL of at most 2048
 * characters on one of `allowedOrigins` (the site's own pages). Anything else would make the
 * service an open redirector under the firm's name. Answers the normalised URL, or the reason.
 */
export function checkLongUrl(raw: string, allowedOrigins: readonly string[]): { ok: true; url: string } | { ok: false; reason: string } {
  if (raw.length > MAX_LONG_URL_LENGTH) return { ok: false, reason: `long_url is longer than ${MAX_LONG_URL_LENGTH} characters.` };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'long_url is not an absolute URL.' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'long_url must be an http(s) URL.' };
  if (url.username || url.password) return { ok: false, reason: 'long_url must not carry credentials.' };
  if (!allowedOrigins.includes(url.origin)) return { ok: false, reason: 'long_url is not a page of this site.' };
  if (url.href.length > MAX_LONG_URL_LENGTH) return { ok: false, reason: `long_url is longer than ${MAX_LONG_URL_LENGTH} characters.` };
  return { ok: true, url: url.href };
}
