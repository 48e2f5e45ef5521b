/**
 * The loader in real Chromium. Self-contained: builds loader/loader.ts with a map of fake chunks,
 * serves them from a temp folder on a loopback port, and launches Chromium itself
 * (scripts/chromium.mjs). Runs with the other Playwright tests (`npm test`), or alone:
 *   npx playwright test loader/
 */
import { test, expect, chromium, type Browser, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, mkdirSync, writeFileSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
import * as esbuild from 'esbuild';
import { fileURLToPath } from 'node:url';
import { buildLoader } from './build-loader.mjs';

/** What the test page's scripts leave on `window` (the page scripts below write them). */
type TestWindow = { __order: string[]; __boots: number; __events: string[]; mck: { loader: { watch(root: ShadowRoot): void } } };

/** A fake widget chunk: defines the tag; the element renders "<tag> ok" into its shadow root. */
const widgetChunk = (tag: string) => `
  (window.__order ||= []).push(${JSON.stringify(tag)});
  customElements.define(${JSON.stringify(tag)}, class extends HTMLElement {
    connectedCallback() {
      const root = this.shadowRoot || this.attachShadow({ mode: 'open' });
      root.innerHTML = '<p>${tag} ok</p>';
    }
  });`;

// tag → [chunk, default strategy]; paths relative to the loader (/mck/mck-loader.js); boot, in
// /mck/core/, gets them relative to itself.
const WIDGETS: Record<string, [string, string]> = {
  'mck-a': ['widgets/a-H1.js', 'load'],
  'mck-unused': ['widgets/unused-H2.js', 'load'],
  'mck-late': ['widgets/late-H3.js', 'visible'],
  'mck-vis': ['widgets/vis-H4.js', 'visible'],
  'mck-focus': ['widgets/focus-H5.js', 'interaction'],
  'mck-hover': ['widgets/hover-H6.js', 'interaction'],
  'mck-idle': ['widgets/idle-H7.js', 'idle'],
  'mck-forced': ['widgets/forced-H8.js', 'visible'],
  'mck-flaky': ['widgets/flaky-H9.js', 'load'],
  'mck-broken': ['widgets/broken-H10.js', 'load'],
};

let root: string;
let server: Server;
let origin: string;
let browser: Browser;
/** Requests per path since the last reset, in order. */
let requests: string[] = [];
let flakyServed = 0;

const count = (path: string) => requests.filter((r) => r.split('?')[0] === path).length;
const chunkUrl = (tag: string) => `/mck/${WIDGETS[tag]![0]}`;

test.beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'mck-loader-'));
  const { code } = await buildLoader({
    defaults: Object.fromEntries(Object.entries(WIDGETS).map(([tag, [, how]]) => [tag, how])),
    boot: 'core/boot-B1.js',
  });
  // A stand-in boot with the real chunk loading and hydration queue (core/page/chunk-loader.ts,
  // core/page/hydrate.ts), without the session core.
  const bootEntry = join(root, 'boot-entry.ts');
  const core = (file: string) => JSON.stringify(fileURLToPath(new URL(`../core/page/${file}`, import.meta.url)));
  writeFileSync(bootEntry, `
    import { createChunkLoader } from ${core('chunk-loader.ts')};
    import { createHydrator } from ${core('hydrate.ts')};
    (window as any).__boots = ((window as any).__boots || 0) + 1;
    ((window as any).__order ||= []).push('boot');
    export const hydrate = createHydrator(createChunkLoader(${JSON.stringify(Object.fromEntries(Object.entries(WIDGETS).map(([tag, [chunk]]) => [tag, `../${chunk}`])))}, import.meta.url));
  `);
  const boot = await esbuild.build({ entryPoints: [bootEntry], bundle: true, format: 'esm', write: false, logLevel: 'silent' });
  mkdirSync(join(root, 'mck/widgets'), { recursive: true });
  mkdirSync(join(root, 'mck/core'), { recursive: true });
  writeFileSync(join(root, 'mck/mck-loader.js'), code);
  writeFileSync(join(root, 'mck/core/boot-B1.js'), boot.outputFiles[0]!.text);
  for (const [tag, [chunk]] of Object.entries(WIDGETS)) writeFileSync(join(root, 'mck', chunk), widgetChunk(tag));

  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push(url.pathname + url.search);
    const path = url.pathname;
    const fail = (status: number) => { res.writeHead(status, { 'content-type': 'text/plain' }); res.end('no'); };
    if (path === '/favicon.ico') return fail(204);
    if (path === chunkUrl('mck-broken')) return fail(500);
    if (path === chunkUrl('mck-flaky') && flakyServed++ === 0) return fail(404);
    const file = normalize(join(root, path));
    if (!file.startsWith(root) || !existsSync(file)) return fail(404);
    const type = file.endsWith('.html') ? 'text/html' : 'text/javascript';
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
});

test.afterAll(async () => {
  await browser?.close();
  await new Promise((ok) => server?.close(ok));
  if (root) rmSync(root, { recursive: true, force: true });
});

/** Opens a page whose body is `body`; the loader is included the way a CMS prints it. */
async function open(body: string, name = 'page', include = '<script src="/mck/mck-loader.js" defer></script>'): Promise<{ page: Page; logs: { type: string; text: string }[] }> {
  requests = [];
  flakyServed = 0;
  // The page lives in another folder than the loader, so chunk URLs must come from the script's URL.
  mkdirSync(join(root, 'pages'), { recursive: true });
  writeFileSync(join(root, 'pages', `${name}.html`), `<!doctype html><html><head>
    <script>
      window.__events = [];
      document.addEventListener('mck:hydrated', (e) => window.__events.push(e.detail.tag + ':' + (e.target.id || '')));
    </script>
    ${include}
  </head><body>${body}</body></html>`);
  const page = await browser.newPage();
  const logs: { type: string; text: string }[] = [];
  page.on('console', (m) => logs.push({ type: m.type(), text: m.text() }));
  page.on('pageerror', (e) => logs.push({ type: 'pageerror', text: e.message }));
  await page.goto(`${origin}/pages/${name}.html`);
  return { page, logs };
}

const hydrated = (page: Page, selector: string) =>
  expect(page.locator(selector)).toHaveAttribute('data-mck-hydrated', '', { timeout: 5000 });

test('loads boot first, then only the chunks the page needs, once per tag; marks and announces hydration', async () => {
  const { page, logs } = await open(`
    <mck-a id="a1"><p class="ssr">server-rendered a1</p></mck-a>
    <mck-a id="a2"></mck-a>
    <div><mck-a id="a3"></mck-a></div>`);
  await hydrated(page, '#a1');
  await hydrated(page, '#a2');
  await hydrated(page, '#a3');
  // The fake element rendered into its shadow root; the server-rendered light DOM was left alone.
  expect(await page.locator('#a1').evaluate((el) => el.shadowRoot?.textContent)).toBe('mck-a ok');
  expect(await page.evaluate(() => (window as unknown as TestWindow).__order)).toEqual(['boot', 'mck-a']);
  expect(await page.evaluate(() => (window as unknown as TestWindow).__boots)).toBe(1);
  expect(count('/mck/core/boot-B1.js')).toBe(1);
  expect(count(chunkUrl('mck-a'))).toBe(1);
  expect(count(chunkUrl('mck-unused'))).toBe(0);
  expect((await page.evaluate(() => (window as unknown as TestWindow).__events)).sort()).toEqual(['mck-a:a1', 'mck-a:a2', 'mck-a:a3']);
  expect(logs.filter((l) => l.type === 'error' || l.type === 'warning' || l.type === 'pageerror')).toEqual([]);
  await page.close();
});

test('many elements ready at once are all marked, in document order, each announced once', async () => {
  const ids = Array.from({ length: 60 }, (_, i) => `m${i}`);
  const { page } = await open(ids.map((id) => `<section><mck-a id="${id}"><p>server ${id}</p></mck-a></section>`).join(''));
  await hydrated(page, '#m59');
  for (const id of ids) await hydrated(page, `#${id}`);
  expect(await page.evaluate(() => (window as unknown as TestWindow).__events)).toEqual(ids.map((id) => `mck-a:${id}`));
  await page.close();
});

test('a blocking script in <head> (document still loading) waits for DOMContentLoaded and finds every tag', async () => {
  const { page } = await open(
    `<mck-a id="a1"></mck-a>${'<p>filler</p>'.repeat(200)}<mck-a id="a2"></mck-a>`,
    'blocking',
    '<script src="/mck/mck-loader.js"></script>',
  );
  await hydrated(page, '#a1');
  await hydrated(page, '#a2');
  expect(count(chunkUrl('mck-a'))).toBe(1);
  await page.close();
});

test('server-rendered content stays visible until the chunk is loaded (no hiding CSS)', async () => {
  const { page } = await open(`<div style="height: 4000px"></div><mck-vis id="v"><p class="ssr">server text</p></mck-vis>`);
  await page.waitForTimeout(300);
  expect(count(chunkUrl('mck-vis'))).toBe(0);
  // Not upgraded yet: the light DOM text is rendered and has a box.
  expect(await page.locator('#v').evaluate((el) => el.matches(':defined'))).toBe(false);
  const style = await page.locator('#v').evaluate((el) => getComputedStyle(el).display + '/' + getComputedStyle(el).visibility);
  expect(style).not.toMatch(/none|hidden/);
  expect(await page.locator('#v .ssr').evaluate((el) => (el as HTMLElement).offsetHeight)).toBeGreaterThan(0);
  await page.close();
});

test('tags added later (also nested in inserted rich text) are hydrated', async () => {
  const { page } = await open(`<mck-a id="a1"></mck-a><div id="rich"></div>`);
  await hydrated(page, '#a1');
  await page.evaluate(() => {
    document.getElementById('rich')!.innerHTML = '<section><p>text <span><mck-late id="l1" hydrate="load"></mck-late></span></p></section>';
  });
  await hydrated(page, '#l1');
  // A second element of an already loaded tag, added later.
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<div><mck-a id="a2"></mck-a></div>'));
  await hydrated(page, '#a2');
  expect(count(chunkUrl('mck-late'))).toBe(1);
  expect(count(chunkUrl('mck-a'))).toBe(1);
  expect(count('/mck/core/boot-B1.js')).toBe(1);
  await page.close();
});

test('tags inside a shadow root handed to window.mck.loader.watch are hydrated, also ones added later', async () => {
  const { page } = await open(`<div id="host"></div>`);
  await page.evaluate(() => {
    const root = document.getElementById('host')!.attachShadow({ mode: 'open' });
    root.innerHTML = '<mck-a id="s1"></mck-a>';
    (window as unknown as TestWindow).mck.loader.watch(root);
    setTimeout(() => root.append(Object.assign(document.createElement('mck-late'), { id: 's2' })), 100);
  });
  await hydrated(page, '#host >> #s1');
  await hydrated(page, '#host >> #s2');
  expect(count(chunkUrl('mck-a'))).toBe(1);
  expect(count(chunkUrl('mck-late'))).toBe(1);
  await page.close();
});

test('visible waits until the element is scrolled near the viewport; the hydrate attribute overrides the default', async () => {
  const { page } = await open(`
    <mck-forced id="f" hydrate="load"></mck-forced>
    <div style="height: 5000px"></div>
    <mck-vis id="v"></mck-vis>
    <div style="height: 500px"></div>`);
  await hydrated(page, '#f');
  await page.waitForTimeout(500);
  expect(count(chunkUrl('mck-vis'))).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 5000 - window.innerHeight - 100)); // within the margin
  await hydrated(page, '#v');
  expect(count(chunkUrl('mck-vis'))).toBe(1);
  await page.close();
});

test('each element keeps its own strategy after its tag is defined', async () => {
  const { page } = await open(`
    <mck-a id="now" hydrate="load"></mck-a>
    <mck-a id="hover" hydrate="interaction" style="display:block; width:200px; height:40px"></mck-a>
    <div style="height: 5000px"></div>
    <mck-a id="later" hydrate="visible"></mck-a>`);
  await hydrated(page, '#now');
  await page.waitForTimeout(300);
  expect(await page.locator('#hover').getAttribute('data-mck-hydrated')).toBeNull();
  expect(await page.locator('#later').getAttribute('data-mck-hydrated')).toBeNull();
  await page.hover('#hover');
  await hydrated(page, '#hover');
  expect(await page.locator('#later').getAttribute('data-mck-hydrated')).toBeNull();
  await page.locator('#later').scrollIntoViewIfNeeded();
  await hydrated(page, '#later');
  expect(count(chunkUrl('mck-a'))).toBe(1);
  await page.close();
});

test('hydrate="load" forces an element far below the fold', async () => {
  const { page } = await open(`<div style="height: 6000px"></div><mck-forced id="f" hydrate="load"></mck-forced>`);
  await hydrated(page, '#f');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.close();
});

test('interaction waits for focus or hover on the element', async () => {
  const { page } = await open(`
    <mck-focus id="fo"><button id="btn">server button</button></mck-focus>
    <mck-hover id="ho" style="display:block; width:200px; height:50px"><p>hover me</p></mck-hover>
    <mck-idle id="idle"></mck-idle>`);
  await hydrated(page, '#idle'); // idle loads by itself
  await page.waitForTimeout(500);
  expect(count(chunkUrl('mck-focus'))).toBe(0);
  expect(count(chunkUrl('mck-hover'))).toBe(0);
  await page.focus('#btn');
  await hydrated(page, '#fo');
  expect(count(chunkUrl('mck-hover'))).toBe(0);
  await page.hover('#ho');
  await hydrated(page, '#ho');
  expect(count(chunkUrl('mck-focus'))).toBe(1);
  expect(count(chunkUrl('mck-hover'))).toBe(1);
  await page.close();
});

test('an unknown mck- tag warns once per tag name and the page keeps working', async () => {
  const { page, logs } = await open(`<mck-nope></mck-nope><mck-nope></mck-nope><mck-other></mck-other><mck-a id="a1"></mck-a>`);
  await hydrated(page, '#a1');
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<mck-nope></mck-nope>'));
  await page.waitForTimeout(200);
  const warnings = logs.filter((l) => l.type === 'warning').map((l) => l.text);
  expect(warnings).toEqual([
    '[mck] unknown tag <mck-nope>: no widget of that name in this bundle',
    '[mck] unknown tag <mck-other>: no widget of that name in this bundle',
  ]);
  await page.close();
});

test('a chunk that fails once is retried and hydrates; one that keeps failing is reported once and marked', async () => {
  const { page, logs } = await open(`
    <mck-flaky id="fl"></mck-flaky>
    <mck-broken id="b1"><p>server fallback</p></mck-broken>
    <mck-broken id="b2"></mck-broken>
    <mck-a id="a1"></mck-a>`);
  await hydrated(page, '#fl');
  await hydrated(page, '#a1');
  await expect(page.locator('#b1')).toHaveAttribute('data-mck-error', 'load', { timeout: 5000 });
  await expect(page.locator('#b2')).toHaveAttribute('data-mck-error', 'load');
  expect(count(chunkUrl('mck-flaky'))).toBe(2);
  expect(count(chunkUrl('mck-broken'))).toBe(2);
  // A later element of the broken tag is marked too, without another request or message.
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<mck-broken id="b3"></mck-broken>'));
  await expect(page.locator('#b3')).toHaveAttribute('data-mck-error', 'load');
  expect(count(chunkUrl('mck-broken'))).toBe(2);
  const errors = logs.filter((l) => l.type === 'error' && l.text.startsWith('[mck]')).map((l) => l.text);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toContain('<mck-broken>');
  expect(errors[0]).toContain('widgets/broken-H10.js');
  await expect(page.locator('#b1 p')).toHaveText('server fallback');
  expect(await page.locator('#b1').getAttribute('data-mck-hydrated')).toBeNull();
  await page.close();
});
