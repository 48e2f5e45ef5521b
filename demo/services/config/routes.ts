import { Hono } from 'hono';
import { PageConfig } from '../../../core/page/config.js';
import type { ServiceDeps } from '../deps.js';
import { respond } from '../http.js';
import { overridesFromQuery, pageConfigFor } from './page-config.js';

/**
 * GET / → the PageConfig the demo pages print (same query overrides as the pages). Service URLs
 * come from settings.publicOrigin, never from the request's Host header, so the answer is the
 * same for everyone and shared caches may keep it for a minute.
 */
export function configRoutes({ settings }: Pick<ServiceDeps, 'settings'>) {
  const app = new Hono();
  app.get('/', (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return respond(c, PageConfig, pageConfigFor(settings.publicOrigin, settings, overridesFromQuery((n) => c.req.query(n))));
  });
  return app;
}
