import { Hono } from 'hono';
import { CodedListResponse, TitlesResponse } from '../../../core/contracts/index.js';
import type { ServiceDeps } from '../deps.js';
import { respond } from '../http.js';
import { listCountries, listFunctions, listTitles } from './queries.js';

/** Lookup lists for the registration and profile dropdowns (A§3, A§7). */
export function lookupRoutes({ db }: Pick<ServiceDeps, 'db'>) {
  const app = new Hono();
  app.get('/v1/lookuplists/function', async (c) => respond(c, CodedListResponse, { data: await listFunctions(db) }));
  app.get('/v1/lookuplists/country', async (c) => respond(c, CodedListResponse, { data: await listCountries(db) }));
  app.get('/v1/lookuplists/titles', async (c) => respond(c, TitlesResponse, { data: { titles: await listTitles(db) } }));
  return app;
}
