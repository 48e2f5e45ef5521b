/**
 * The npm package as another team gets it: `npm pack` of this repository (its dist/ as built),
 * the tarball installed into an empty project, the installed bundle found through the package's
 * `exports` and served the way README "Hosting the bundle" says (demo/server/static-assets.ts),
 * and a page printing a widget the way a CMS does renders it. Needs no demo service: the page's
 * config names none, and mck-accordion calls none.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { serve, type ServerType } from '@hono/node-server';
import { expect, test } from '@playwright/test';
import { Hono } from 'hono';
import { distAssets } from '../../demo/server/static-assets.js';

const ROOT = join(import.meta.dirname, '../..');
const run = promisify(execFile);

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>A page of another team</title>
<link rel="icon" href="data:,">
<script type="application/json" id="mck-config">{ "language": "en", "services": {} }</script>
<script src="/mck/mck-loader.js" defer></script>
<link rel="stylesheet" href="/mck/mck-layout.css">
<link rel="stylesheet" href="/mck/mck-fallback.css">
</head>
<body>
<main class="mck-main-3by1">
  <div>
    <mck-accordion heading="From the package" items='[{"title":"Installed from the tarball","body":"<p>Rendered by the packed bundle.</p>"}]'>
      <details><summary>Installed from the tarball</summary><p>Rendered by the packed bundle.</p></details>
    </mck-accordion>
  </div>
  <aside></aside>
</main>
</body>
</html>`;

let tmp: string;
let packed: string[];
let installed: string[];
let server: ServerType | undefined;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  tmp = mkdtempSync(join(tmpdir(), 'mck-package-'));
  const { stdout } = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', tmp], { cwd: ROOT });
  const [pack] = JSON.parse(stdout) as [{ filename: string; files: { path: string }[] }];
  packed = pack.files.map((f) => f.path);

  const project = join(tmp, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'another-team', version: '1.0.0', private: true }));
  // Offline: the bundle carries everything it runs, so the tarball must install with no registry.
  await run('npm', ['install', join(tmp, pack.filename), '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: project });
  installed = readdirSync(join(project, 'node_modules')).filter((name) => !name.startsWith('.'));

  // The installed bundle, found as a user's tooling finds it: through the package's exports.
  const dist = dirname(createRequire(join(project, 'package.json')).resolve('mck-widgets/loader'));
  const app = new Hono();
  app.use('/mck/*', distAssets(dist));
  app.get('/', (c) => c.html(PAGE));
  const started = await new Promise<ServerType>((listening) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => listening(s));
  });
  server = started;
  origin = `http://127.0.0.1:${(started.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  const listening = server;
  if (listening) await new Promise((closed) => listening.close(closed));
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test('the package holds the bundle, its licence and docs, and nothing of the repository', () => {
  expect(packed).toEqual(expect.arrayContaining(['package.json', 'LICENSE', 'README.md', 'CHANGELOG.md', 'dist/mck-loader.js', 'dist/mck-layout.css', 'dist/mck-fallback.css', 'dist/mck-react.js', 'dist/mck-react.d.ts']));
  const others = packed.filter((path) => !path.startsWith('dist/') && !['package.json', 'LICENSE', 'README.md', 'CHANGELOG.md'].includes(path));
  expect(others).toEqual([]);
  // Source maps stay on the CDN (README "Hosting the bundle"): most of dist/'s bytes, for no page.
  expect(packed.filter((path) => /\.map(\.gz)?$/.test(path))).toEqual([]);
});

test('installs from the tarball alone, with nothing else to fetch', () => {
  expect(installed).toEqual(['mck-widgets']);
});

test('a page of another team renders a widget from the installed package', async ({ page }) => {
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`${origin}/`);

  const accordion = page.locator('mck-accordion');
  await expect(accordion).toHaveAttribute('data-mck-hydrated', '');
  // The rendered widget's own controls (in its shadow root), not the printed <details>.
  const trigger = accordion.getByRole('button', { name: 'Installed from the tarball' });
  await expect(trigger).toBeVisible();
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const body = accordion.getByRole('region', { name: 'Installed from the tarball' });
  await expect(body).toBeVisible();
  await expect(body).toHaveText('Rendered by the packed bundle.');
  expect(failures).toEqual([]);
});
