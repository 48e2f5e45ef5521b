import { Hono } from 'hono';
import { fail } from '../http.js';
import { DEMO_PDFS, PDF_PATH } from './catalogue.js';
import { demoPdf } from './pdf.js';

/** GET /files/pdf/{name}: the demo's article PDFs, made once on first request (pdf.ts). */
export function pdfFileRoutes() {
  const made = new Map<string, Buffer>();
  const app = new Hono();
  app.get(`${PDF_PATH}/:name`, (c) => {
    const name = c.req.param('name');
    const spec = Object.hasOwn(DEMO_PDFS, name) ? DEMO_PDFS[name]! : fail(404, 'No such PDF.');
    let file = made.get(name);
    if (!file) made.set(name, (file = demoPdf(spec.title, spec.pages, spec.bytes)));
    return c.body(new Uint8Array(file), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${name}"`,
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return app;
}
