import { Hono } from 'hono';
import { PageConfig } from '../../../core/page/config.js';
import type { ServiceDeps } from '../deps.js';
import { respond } from '../http.js';
import { overridesFromQuery, pageConfigFor } from './page-config.js';

/** GET / → the PageConfig the demo pages print (same query overrides as the pages). */
export function configRoutes({ settings }: Pick<ServiceDeps, 'settings'>) {
  const app = new Hono();
  app.get('/', (c) => {
    const origin = new URL(c.req.url).origin;
    return respond(c, PageConfig, pageConfigFor(origin, settings, overridesFromQuery((n) => c.req.query(n))));
  });
  return app;
}
