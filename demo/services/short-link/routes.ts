import { Hono, type Context } from 'hono';
import { SHORT_LINK_PATH, ShortLinkRequest, ShortLinkResponse } from '../../../core/contracts/index.js';
import type { ServiceDeps } from '../deps.js';
import { requireContentType } from '../edge.js';
import { fail, parseRequest, respond } from '../http.js';
import { rateLimit } from '../rate-limit.js';
import { CODE_PATTERN, newCode, tokenMatches } from './codes.js';
import { checkLongUrl } from './long-url.js';
import { codeFor, longUrlOf } from './queries.js';
import { shortLinkSettingsFromEnv, type ShortLinkSettings } from './settings.js';

/** Where a stored short link resolves: `{publicOrigin}/s/{code}`. */
export const RESOLVE_PATH = '/s';

const bearerOf = (c: Context) => /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];

async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return fail(400, 'Invalid request: the body is not JSON.');
  }
}

/**
 * The short-link service (D§7), mounted at the root because it owns two paths:
 * - POST `{base}/links` with `Authorization: Bearer <token>` and `{long_url}` → `{data: {link}}`:
 *   rate limited per client, the URL checked (see long-url.ts), one code per long URL;
 * - GET `/s/{code}` → 302 to the stored URL, re-checked against the allowed origins; an unknown
 *   code goes to the 404 page.
 */
export function shortLinkRoutes(
  { db, settings, clientKey }: ServiceDeps,
  base: string,
  own: ShortLinkSettings = shortLinkSettingsFromEnv(),
) {
  const pageOrigins = [...new Set([settings.publicOrigin, ...settings.allowedOrigins])];
  const app = new Hono();

  app.post(
    base + SHORT_LINK_PATH,
    rateLimit({ db, ...own.rateLimit, ...(clientKey ? { key: clientKey } : {}) }),
    async (c, next) => (tokenMatches(bearerOf(c), own.token) ? next() : fail(401, 'A valid bearer token is required.')),
    requireContentType('application/json'),
    async (c) => {
      const { long_url: longUrl } = parseRequest(ShortLinkRequest, await jsonBody(c));
      const check = checkLongUrl(longUrl, pageOrigins);
      if (!check.ok) fail(400, check.reason);
      const code = await codeFor(db, check.url, newCode());
      return respond(c, ShortLinkResponse, { data: { link: `${settings.publicOrigin}${RESOLVE_PATH}/${code}` } });
    },
  );

  app.get(`${RESOLVE_PATH}/:code`, async (c) => {
    const code = c.req.param('code');
    const longUrl = CODE_PATTERN.test(code) ? await longUrlOf(db, code) : null;
    const check = longUrl === null ? null : checkLongUrl(longUrl, pageOrigins);
    return check?.ok ? c.redirect(check.url, 302) : c.redirect('/404', 302);
  });

  return app;
}
