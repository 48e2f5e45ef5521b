import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { overridesFromQuery, pageConfigFor } from '../services/config/page-config.js';
import { spContentRoutes } from '../services/third-party/sp-content.js';
import type { ServiceSettings } from '../services/settings.js';
import { jsonForScript } from '../server/html.js';

/** The page template: one block per built widget, new ones above `<!-- mck:new-widget -->`. */
export const CMS_PAGE_TEMPLATE = new URL('./page.html', import.meta.url);

export interface CmsOriginOptions {
  /** Origin of the demo server that serves the bundle (/mck/) and the services (/api/). */
  bundleOrigin: string;
  settings: ServiceSettings;
}

/**
 * The second-origin legacy CMS (demo/cms-origin/README.md): a page that embeds the loader and
 * the tags by absolute URL and points its config at the demo's services, under its own careless
 * global CSS and inline scripts. `?lang=`, `?site=`, `?editor=1`, `?flags=` work as on the demo.
 */
export function cmsOriginApp({ bundleOrigin, settings }: CmsOriginOptions) {
  const app = new Hono();
  app.get('/', (c) => {
    const config = pageConfigFor(bundleOrigin, settings, overridesFromQuery((name) => c.req.query(name)));
    // Read on every request, so an added widget block shows without a restart.
    const page = readFileSync(CMS_PAGE_TEMPLATE, 'utf8')
      .replaceAll('{{bundle}}', bundleOrigin)
      .replace('{{config}}', () => jsonForScript(config));
    return c.html(page);
  });
  // The CMS serves its bespoke interactives itself (E§2 /spContent/…), on the page's own origin.
  app.route('/', spContentRoutes());
  app.get('*', (c) => c.text('Not found on the test CMS.', 404));
  return app;
}
