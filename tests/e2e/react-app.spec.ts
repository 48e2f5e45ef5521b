/**
 * The React 19 example app (examples/react-app/) as its team runs it: app.tsx bundled by esbuild,
 * `mck-widgets/react` resolved through this package's own `exports` (as from node_modules), the
 * built bundle served beside it. Arrays and property-only props reach a widget whose code has not
 * loaded when React commits, and one mounted after; a widget's event reaches React's handler.
 */
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { expect, test } from '@playwright/test';
import * as esbuild from 'esbuild';
import { Hono } from 'hono';
import { distAssets } from '../../demo/server/static-assets.js';

const ROOT = join(import.meta.dirname, '../..');
const APP = join(ROOT, 'examples/react-app');

let server: ServerType | undefined;
let origin: string;

test.beforeAll(async () => {
  const bundle = await esbuild.build({
    entryPoints: [join(APP, 'app.tsx')],
    bundle: true,
    format: 'esm',
    write: false,
    jsx: 'automatic',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const app = new Hono();
  app.use('/mck/*', distAssets(join(ROOT, 'dist')));
  app.get('/', (c) => c.html(readFileSync(join(APP, 'index.html'), 'utf8')));
  app.get('/app.js', (c) => c.body(bundle.outputFiles[0]!.text, 200, { 'content-type': 'text/javascript' }));
  server = await new Promise<ServerType>((listening) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => listening(s));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  const listening = server;
  if (listening) await new Promise((closed) => listening.close(closed));
});

test('a React 19 app hands arrays and property-only props to widgets before and after their code loads', async ({ page }) => {
  const failures: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') failures.push(m.text()); });
  page.on('response', (r) => { if (r.status() >= 400) failures.push(`${r.status()} ${r.url()}`); });
  // What React committed: the tag was not yet defined, so only a property could carry the array.
  await page.addInitScript(() => {
    new MutationObserver((records, observer) => {
      const el = records.flatMap((r) => [...r.addedNodes]).find((n): n is Element => n instanceof Element && n.querySelector('mck-accordion') !== null)?.querySelector('mck-accordion');
      if (!el) return;
      observer.disconnect();
      (window as unknown as { atCommit: object }).atCommit = {
        defined: customElements.get('mck-accordion') !== undefined,
        itemsAttribute: el.getAttribute('items'),
      };
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${origin}/`);

  const fromReact = page.locator('mck-accordion[heading="From React"]');
  const plain = page.locator('mck-accordion[heading="Plain JSX"]');
  await expect(fromReact).toHaveAttribute('data-mck-hydrated', '');
  expect(await page.evaluate(() => (window as unknown as { atCommit: object }).atCommit)).toEqual({ defined: false, itemsAttribute: null });
  // The array became the widget's items, and openFirst (a property only) opened the first.
  const first = fromReact.getByRole('button', { name: 'What does the firm publish?' });
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(fromReact.getByRole('button', { name: 'How often?' })).toHaveAttribute('aria-expanded', 'false');

  // The widget's event reaches React's handler; React's new array reaches the widget.
  await fromReact.getByRole('button', { name: 'How often?' }).click();
  await expect(page.getByTestId('toggles')).toContainText('1:open');
  await page.getByRole('button', { name: 'Add a question' }).click();
  await expect(fromReact.getByRole('button', { name: 'Added by React' })).toBeVisible();

  // Plain JSX with JSON text works as an attribute.
  await expect(plain.getByRole('button', { name: 'From JSON text' })).toBeVisible();

  // Mounted once the tag is defined: the property setter takes the array at once.
  await page.getByRole('button', { name: 'Show another accordion' }).click();
  const later = page.locator('mck-accordion[heading="Mounted later"]');
  await expect(later.getByRole('button', { name: 'Rendered at once' })).toBeVisible();
  expect(failures).toEqual([]);
});
