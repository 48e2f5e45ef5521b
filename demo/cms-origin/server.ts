import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { overridesFromQuery, pageConfigFor } from '../services/config/page-config.js';
import { spContentRoutes } from '../services/third-party/sp-content.js';
import type { ServiceSettings } from '../services/settings.js';
import { includeExamples, includeFailure } from '../server/gallery-examples.js';
import { jsonForScript } from '../server/html.js';
import { DEFAULT_SITE_SOURCES } from '../server/paths.js';
import { LEGACY_PAGES, legacyPageHtml, vendorFile, type LegacyPageName } from './legacy.js';

/** The page template: one block per built widget, new ones above `<!-- mck:new-widget -->`. */
export const CMS_PAGE_TEMPLATE = new URL('./page.html', import.meta.url);

export interface CmsOriginOptions {
  /** Origin of the demo server that serves the bundle (/mck/) and the services (/api/). */
  bundleOrigin: string;
  settings: ServiceSettings;
  /** Serve the page as one of the legacy-page matrix (demo/cms-origin/legacy.ts) instead of as it is. */
  legacy?: LegacyPageName;
}

/**
 * The second-origin legacy CMS (demo/cms-origin/README.md): a page that embeds the loader and
 * the tags by absolute URL and points its config at the demo's services, under its own careless
 * global CSS and inline scripts. `?lang=`, `?site=`, `?editor=1`, `?flags=` work as on the demo.
 */
export function cmsOriginApp({ bundleOrigin, settings, legacy }: CmsOriginOptions) {
  const app = new Hono();
  app.get('/', (c) => {
    const config = pageConfigFor(bundleOrigin, settings, overridesFromQuery((name) => c.req.query(name)));
    // Read on every request (the galleries' examples it includes too), so an added widget block
    // shows without a restart.
    let withExamples: string;
    try {
      withExamples = includeExamples(readFileSync(CMS_PAGE_TEMPLATE, 'utf8'), 'demo/cms-origin/page.html', DEFAULT_SITE_SOURCES.widgetsDir);
    } catch (err) {
      return includeFailure(c, err);
    }
    const page = withExamples
      .replaceAll('{{bundle}}', bundleOrigin)
      .replace('{{config}}', () => jsonForScript(config));
    if (!legacy) return c.html(page);
    const { html, nonce } = legacyPageHtml(page, legacy);
    const csp = (LEGACY_PAGES[legacy] as { csp?: (bundle: string, nonce: string) => string }).csp?.(bundleOrigin, nonce);
    if (csp) c.header('Content-Security-Policy', csp);
    return c.html(html);
  });
  // The page libraries of the legacy pages (demo/cms-origin/legacy.ts).
  app.get('/vendor/:name', (c) => {
    const text = vendorFile(c.req.param('name'));
    if (text === null) return c.text('Not found on the test CMS.', 404);
    const type = c.req.param('name').endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8';
    return c.body(text, 200, { 'Content-Type': type, 'Cache-Control': 'no-cache' });
  });
  // The CMS serves its bespoke interactives itself (E§2 /spContent/…), on the page's own origin.
  app.route('/', spContentRoutes());
  app.get('*', (c) => c.text('Not found on the test CMS.', 404));
  return app;
}
