import { Hono } from 'hono';
import { GeoResponse } from '../../../core/contracts/index.js';
import { fail, respond } from '../http.js';

/**
 * Where a demo visitor "is" when nothing says otherwise: loopback has no country. Chosen: the
 * United States outside California, a place with no opt-in rule and no forced-off group, so the
 * demo's defaults are the plain ones.
 */
export const DEFAULT_GEO: GeoResponse = { country_code: 'US', region_code: 'NY' };

/** Demo-only ways to pretend to be elsewhere: this header (service tests), or the cookie (browser tests). */
export const GEO_OVERRIDE_HEADER = 'X-Demo-Geo';
export const GEO_OVERRIDE_COOKIE = 'mck_demo_geo';

/** An override value: `DE`, `US-CA`, or `fail` (the service answers 503, as a broken geo-IP would). */
const OVERRIDE = /^([A-Z]{2})(?:-([A-Z0-9]{1,3}))?$/;

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * The geo-IP reference service (A§7): GET / → `{ country_code, region_code? }` for the caller.
 * A real one reads the client address; the demo has none worth reading, so it answers
 * {@link DEFAULT_GEO} unless the caller asks to be elsewhere through the demo override.
 */
export function geoRoutes() {
  const app = new Hono();
  app.get('/', (c) => {
    c.header('Cache-Control', 'private, no-store'); // per visitor, and overrides change it
    const override = (c.req.header(GEO_OVERRIDE_HEADER) ?? cookieValue(c.req.header('Cookie'), GEO_OVERRIDE_COOKIE))?.trim().toUpperCase();
    if (override === 'FAIL') fail(503, 'The geo-IP lookup is unavailable (on purpose: demo override "fail").');
    const match = override ? OVERRIDE.exec(override) : null;
    if (override && !match) fail(400, `${GEO_OVERRIDE_HEADER} must look like "DE" or "US-CA".`);
    const geo = match ? { country_code: match[1]!, ...(match[2] ? { region_code: match[2] } : {}) } : DEFAULT_GEO;
    return respond(c, GeoResponse, geo);
  });
  return app;
}
