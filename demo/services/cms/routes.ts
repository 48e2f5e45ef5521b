import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { is } from 'superstruct';
import { DictionaryLanguage, DictionaryResponse } from '../../../core/contracts/index.js';
import { fail, respond } from '../http.js';
import { cerosOembedRoutes } from '../third-party/ceros.js';
import { placeholderImageSvg } from './placeholder-image.js';

const DICTIONARY_DIR = fileURLToPath(new URL('./dictionary/', import.meta.url));

/** The CMS endpoints the widgets call: dictionaries per language (A§7), article images. */
export function cmsRoutes() {
  const app = new Hono();

  // Read on every request (the files are small) so edited texts show without a restart.
  app.get('/dictionary/:language', async (c) => {
    const language = c.req.param('language');
    if (!is(language, DictionaryLanguage)) fail(404, `No dictionary for language "${language}".`);
    const entries: unknown = JSON.parse(await readFile(`${DICTIONARY_DIR}${language}.json`, 'utf8'));
    c.header('Cache-Control', 'public, max-age=300');
    return respond(c, DictionaryResponse, { data: entries });
  });

  // Ceros's oEmbed, answered by the CMS for the page (E§7; the stand-in: third-party/ceros.ts).
  app.route('/', cerosOembedRoutes());

  // The seeded articles point their images here: placeholder art, no binary files to ship.
  app.get('/images/:name{[a-z0-9-]+\\.svg}', (c) => {
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(placeholderImageSvg(c.req.param('name')));
  });

  return app;
}
