import { create } from 'superstruct';
import { SHORT_LINK_PATH, ShortLinkRequest, ShortLinkResponse } from '../../core/contracts/short-link.js';
import { getConfig } from '../../core/page/config.js';
import { request } from '../../core/session/http.js';

/**
 * POST {shortLink}/links with the configured bearer token and `{long_url}`; answers `data.link`
 * (D§7). The short-link service is a third party: it gets its own token and none of the reader's.
 */
export async function requestShortLink(longUrl: string, signal?: AbortSignal): Promise<string> {
  const body = await request('shortLink', SHORT_LINK_PATH, {
    method: 'POST',
    auth: false,
    json: create({ long_url: longUrl }, ShortLinkRequest),
    headers: { Authorization: `Bearer ${getConfig()?.shortLinkToken ?? ''}` },
    schema: ShortLinkResponse,
    signal,
  });
  return body.data.link;
}

/**
 * The link to share for `longUrl`: the short link, else (any failure) the long tracked URL itself,
 * silently (D§8 "long tracked url used in popup, no message"; the console gets a note).
 */
export async function linkToShare(longUrl: string): Promise<{ link: string; shortened: boolean }> {
  try {
    return { link: await requestShortLink(longUrl), shortened: true };
  } catch (err) {
    console.warn(`[mck-share-bar] short link failed, sharing the long URL: ${(err as Error).message}`);
    return { link: longUrl, shortened: false };
  }
}
