import { object, size, string, type Infer } from 'superstruct';
import { envelope } from './envelope.js';

/** Where the short-link service shortens, under its configured base URL (`services.shortLink`). */
export const SHORT_LINK_PATH = '/links';

/** Longest long URL the service stores. */
export const MAX_LONG_URL_LENGTH = 2048;

/** POST {shortLink}/links with `Authorization: Bearer <config.shortLinkToken>` (D§7). */
export const ShortLinkRequest = object({ long_url: size(string(), 1, MAX_LONG_URL_LENGTH) });
export type ShortLinkRequest = Infer<typeof ShortLinkRequest>;

/** The answer: the short link is `data.link` (D§7 "the response field read is data.link"). */
export const ShortLinkResponse = envelope(object({ link: string() }));
export type ShortLinkResponse = Infer<typeof ShortLinkResponse>;
