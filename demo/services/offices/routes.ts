import { Hono } from 'hono';
import { OFFICES_PATH, OfficesRequest, OfficesResponse } from '../../../core/contracts/offices.js';
import type { ServiceDeps } from '../deps.js';
import { fail, parseRequest, respond } from '../http.js';
import { listOffices } from './queries.js';

/** Offices change a few times a year: browsers and CDNs may keep an answer for a few minutes. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * The article service's offices (D§2 "Locations and map", D§3 "City office"):
 * GET {article}/api/offices[?region=<id>]. A cheap read of a small table, so no rate limit.
 */
export function officeRoutes({ db }: Pick<ServiceDeps, 'db'>) {
  const app = new Hono();

  app.get(OFFICES_PATH, async (c) => {
    const request = parseRequest(OfficesRequest, c.req.query());
    const regions = await listOffices(db, request.region ?? null);
    if (request.region && !regions.length) fail(404, 'No such region.');
    c.header('Cache-Control', CACHE_CONTROL);
    return respond(c, OfficesResponse, { data: { regions } });
  });

  return app;
}
