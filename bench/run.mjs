#!/usr/bin/env node
/**
 * npm run bench — bundle sizes and a hydration benchmark in Chromium. Not part of the tests.
 *
 *   node bench/run.mjs [--runs 5] [--count 200] [--cpu 1] [--tags mck-a,mck-b] [--no-build]
 *                      [--demo-port 4431] [--no-galleries] [--no-services] [--galleries-only]
 *                      [--services-only]
 *
 * 1. Builds (node build.mjs --eager) unless --no-build, then prints the gzip -9 size and cap of
 *    every chunk (loader, runtime, core, each kit, boot, each widget; build/size-report.mjs, as
 *    npm run size) and the eager single bundle, and what a page with only one widget downloads
 *    (loader + boot + runtime + core + the kits it imports + its chunk), mck-video and
 *    mck-accordion first.
 * 2. Serves the project folder on 127.0.0.1 (node:http, gzip like a CDN would) with a page of
 *    `--count` widget tags (the widgets dist/manifest.json lists, round robin, with sample
 *    attributes and server-rendered fallback content), and measures three variants:
 *      load     the loader, every tag forced to hydrate="load"
 *      default  the loader, each tag's default strategy (the page is scrolled to the end once
 *               the first screen is done, so "visible" tags get their turn)
 *      eager    dist-eager/mck-all.js: boot and every widget in one module, no loader
 *    For each: time until the first screen's widgets and until all widgets have rendered (a
 *    shadow root with content and no fallback slot left), long tasks (count, total ms, the
 *    longest, the longest after DOMContentLoaded, i.e. without the page's own parsing and first
 *    layout, and the part over 50 ms of each, i.e. total blocking time), where the longest frame's
 *    time went (bench/long-frames.mjs), cumulative layout shift (bench/layout-shift.mjs), JS
 *    requests and bytes over the wire.
 *    Runs are interleaved (load, default, eager, load, …) and the table shows medians.
 * 3. Unless --no-galleries: starts the demo server on --demo-port (and the next port) and prints
 *    the cumulative layout shift of each gallery page /widgets/<tag>, with what moved most.
 * 4. Unless --no-services: the reference services under load (bench/services.mjs).
 * --galleries-only: only step 3 (after the build), for --tags' galleries or every gallery.
 * --services-only: only step 4 (no build, no browser).
 *
 * The page configuration points every service at /stub/ on the same server, which answers 503
 * at once: widgets that call services show their error or fallback state. It measures hydration,
 * not the services. Debian's Chromium, as every test uses it (scripts/chromium.mjs); never downloads one.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
import { createServer } from 'node:http';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { galleryLayoutShift, readLayoutShift, RECORD_LAYOUT_SHIFTS, startDemo } from './layout-shift.mjs';
import { describeLongestFrame, RECORD_LONG_FRAMES } from './long-frames.mjs';
import { formatPageCost, formatSizeTable, gzipSize, measureDist, pageCost } from '../build/size-report.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');
const EAGER = join(ROOT, 'dist-eager', 'mck-all.js');

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    count: { type: 'string', default: '200' },
    cpu: { type: 'string', default: '1' },
    tags: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    timeout: { type: 'string', default: '30000' },
    'demo-port': { type: 'string', default: '4431' },
    'no-galleries': { type: 'boolean', default: false },
    'no-services': { type: 'boolean', default: false },
    'galleries-only': { type: 'boolean', default: false },
    'services-only': { type: 'boolean', default: false },
  },
});
const RUNS = clamp(Number(args.runs), 1, 50);
const COUNT = clamp(Number(args.count), 1, 5000);
const CPU = clamp(Number(args.cpu), 1, 20);
const TIMEOUT = clamp(Number(args.timeout), 1000, 120_000);

function clamp(n, lo, hi) {
  if (!Number.isFinite(n)) throw new Error('bench: numeric option expected');
  return Math.min(hi, Math.max(lo, Math.round(n)));
}

// ---------------------------------------------------------------------------------------------
// Sample content per widget (tags not listed get no attributes; page-level singletons are left out)
// ---------------------------------------------------------------------------------------------

// Each fallback is what a CMS prints: the same content, in the rendered widget's box (the
// widgets' examples show how; their <style> blocks are copied into the page, see fallbackStyles).
const accordionItems = (i) => [
  { title: `Question ${i}.1`, body: '<p>Answer one, with <a href="#x">a link</a>.</p>' },
  { title: `Question ${i}.2`, body: '<p>Answer two.</p>' },
  { title: `Question ${i}.3`, body: '<p>Answer three.</p>' },
];
const signinForm = '<form method="post" action="#"><h2>Sign in</h2><label>Email address <input name="username" type="email"></label><label>Password <input name="password" type="password"></label><button>Sign in</button></form>';
const shareLinks = (url, title) => `<ul>${[
  ['LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`],
  ['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`],
  ['X', `https://x.com/intent/post?url=${encodeURIComponent(url)}`],
  ['Email', `mailto:?subject=${encodeURIComponent(title)}`],
].map(([name, href]) => `<li><a href="${href}">${name}</a></li>`).join('')}</ul>`;
const SAMPLES = {
  'mck-accordion': (i) => ({
    attrs: { items: JSON.stringify(accordionItems(i)) },
    fallback: accordionItems(i).map((item) => `<details><summary>${item.title}</summary>${item.body}</details>`).join(''),
  }),
  'mck-video': (i) => ({
    attrs: { 'video-id': `bench-${i}`, label: `Video ${i}`, autoplay: 'false' },
    fallback: `<p style="aspect-ratio: 16 / 9; margin: 0">Video ${i} (server-rendered fallback)</p>`,
  }),
  'mck-account-menu': () => ({ attrs: {}, fallback: '<a href="#signin/">Sign in</a>' }),
  'mck-signin': () => ({ attrs: {}, fallback: signinForm }),
  'mck-pdf-downloads': (i) => ({
    attrs: { heading: 'Downloads', 'access-status': 'public', 'full-report': JSON.stringify({ src: `/files/pdf/report-${i}.pdf`, name: `Report ${i}`, pageCount: 12 }) },
    fallback: `<h2>Downloads</h2><ul><li><a href="/files/pdf/report-${i}.pdf">Report ${i}</a> (PDF, 12 pages)</li></ul>`
      + '<div><button type="button" disabled>Print</button><button type="button" disabled>Save</button></div>',
  }),
  'mck-share-bar': (i) => ({ attrs: { 'page-title': `Article ${i}` }, fallback: shareLinks(`https://www.example.com/article-${i}`, `Article ${i}`) }),
};

/** The <style> blocks of the widgets' examples: the CSS a CMS template prints with the fallbacks. */
function fallbackStyles(tags) {
  return tags.map((tag) => join(ROOT, 'widgets', tag.slice(4), `${tag.slice(4)}.examples.html`))
    .filter((file) => existsSync(file))
    .flatMap((file) => readFileSync(file, 'utf8').match(/<style>[\s\S]*?<\/style>/g) ?? [])
    .join('\n');
}
/** Page-level elements a page has once; 200 of them would measure something else. */
const SINGLETONS = new Set([
  'mck-page-shell', 'mck-auth-router', 'mck-consent', 'mck-careers-sticky-bar', 'mck-regwall',
  'mck-not-found', 'mck-relogin-notice', 'mck-article', 'mck-five-fifty',
]);

const escapeAttr = (s) => String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function pageHtml({ tags, variant, origin }) {
  const stub = `${origin}/stub`;
  const config = {
    language: 'en',
    site: 'dotcom',
    services: Object.fromEntries(['user', 'forms', 'search', 'article', 'shortLink', 'video', 'geo', 'cms', 'lookups'].map((s) => [s, `${stub}/${s}`])),
    videoPolicyKey: 'bench',
    requestTimeoutMs: 2000,
  };
  const body = [];
  for (let i = 0; i < COUNT; i++) {
    const tag = tags[i % tags.length];
    const sample = SAMPLES[tag]?.(i) ?? { attrs: {}, fallback: `<p>${tag} fallback</p>` };
    const attrs = { ...sample.attrs, ...(variant === 'load' ? { hydrate: 'load' } : {}) };
    const attrText = Object.entries(attrs).map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join('');
    body.push(`<section class="b"><h2>Block ${i}</h2><p>Some editorial text around the widget, as a CMS page has.</p><${tag} data-bench="${i}"${attrText}>${sample.fallback}</${tag}></section>`);
  }
  const script = variant === 'eager'
    ? '<script type="module" src="/dist-eager/mck-all.js"></script>'
    : '<script src="/dist/mck-loader.js" defer></script>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>bench ${variant}</title>
<style>body{font:16px/1.4 sans-serif;margin:0 auto;max-width:900px}.b{padding:8px 0;min-height:120px}</style>
${fallbackStyles(tags)}
<script type="application/json" id="mck-config">${JSON.stringify(config)}</script>
${script}
</head><body>
${body.join('\n')}
</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Static server (loopback only)
// ---------------------------------------------------------------------------------------------

const TYPES = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.json': 'application/json', '.html': 'text/html', '.map': 'application/json', '.css': 'text/css' };

function startServer(pages) {
  const gzCache = new Map();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = decodeURIComponent(url.pathname);
    const send = (status, type, body, extra = {}) => {
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && body.length > 512;
      const key = gzip && `${path}:${body.length}`;
      let payload = body;
      if (gzip) {
        payload = gzCache.get(key) ?? gzipSync(body, { level: 6 });
        gzCache.set(key, payload);
      }
      res.writeHead(status, {
        'content-type': type,
        'cache-control': 'no-store',
        'access-control-allow-origin': '*',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
        ...extra,
      });
      res.end(payload);
    };
    if (path.startsWith('/stub/')) {
      if (req.method === 'OPTIONS') return send(204, 'text/plain', Buffer.alloc(0), { 'access-control-allow-headers': '*', 'access-control-allow-methods': '*' });
      return send(503, 'application/json', Buffer.from('{"message":"bench stub: no services"}'));
    }
    if (path === '/favicon.ico') return send(204, 'text/plain', Buffer.alloc(0));
    if (pages.has(path)) return send(200, 'text/html', Buffer.from(pages.get(path)));
    if (!path.startsWith('/dist/') && !path.startsWith('/dist-eager/')) return send(404, 'text/plain', Buffer.from('not found'));
    const file = normalize(join(ROOT, path));
    if (!file.startsWith(ROOT) || !existsSync(file) || !statSync(file).isFile()) return send(404, 'text/plain', Buffer.from('not found'));
    return send(200, TYPES[extname(file)] ?? 'application/octet-stream', readFileSync(file));
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

// ---------------------------------------------------------------------------------------------
// Measuring one page load
// ---------------------------------------------------------------------------------------------

/** Installed before any page script: records long tasks from the start. */
const INIT = () => {
  const w = /** @type {any} */ (window);
  w.__bench = { longtasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__bench.longtasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
};

/** In the page: polls until every widget has rendered; resolves with timings (ms since navigation). */
const WATCH = ({ timeout }) => new Promise((done) => {
  const els = [...document.querySelectorAll('[data-bench]')];
  const rendered = (el) => {
    const root = el.shadowRoot;
    return !!root && root.childElementCount > 0 && !root.querySelector('[data-mck-fallback]');
  };
  const firstScreen = els.filter((el) => el.getBoundingClientRect().top < innerHeight);
  let firstAt = null;
  const tick = () => {
    const now = performance.now();
    if (firstAt === null && firstScreen.every(rendered)) firstAt = now;
    const left = els.filter((el) => !rendered(el)).length;
    if (!left || now > timeout) return done({ firstScreen: firstAt, all: left ? null : now, left, firstScreenCount: firstScreen.length });
    setTimeout(tick, 10);
  };
  tick();
});

async function measure(browser, origin, variant) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (CPU > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  }
  const problems = { errors: 0, pageErrors: 0 };
  page.on('console', (m) => m.type() === 'error' && problems.errors++);
  page.on('pageerror', () => problems.pageErrors++);
  await page.addInitScript(INIT);
  await page.addInitScript(RECORD_LAYOUT_SHIFTS);
  await page.addInitScript(RECORD_LONG_FRAMES);
  await page.goto(`${origin}/bench-${variant}.html`, { waitUntil: 'domcontentloaded', timeout: TIMEOUT });
  const watching = page.evaluate(WATCH, { timeout: TIMEOUT });
  if (variant === 'default') {
    // After the first screen, scroll to the end a viewport at a time, as a reader would, so each
    // "visible" tag comes into view (larger jumps would skip tags: each hydrates on its own).
    await page.waitForFunction(() => document.readyState === 'complete', null, { timeout: TIMEOUT });
    for (let step = 0; step < 500; step++) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      });
      await page.waitForTimeout(25);
      if (atEnd) break;
    }
  }
  const timing = await watching;
  await page.waitForTimeout(300); // let tasks started by the last render finish and be reported
  const extra = await page.evaluate((until) => {
    const w = /** @type {any} */ (window);
    const tasks = w.__bench.longtasks.filter((t) => until === null || t.start <= until + 300);
    const js = performance.getEntriesByType('resource').filter((r) => /\.m?js(\?|$)/.test(r.name));
    return {
      longTasks: tasks.length,
      longTaskMs: tasks.reduce((s, t) => s + t.duration, 0),
      longestTaskMs: tasks.reduce((s, t) => Math.max(s, t.duration), 0),
      // Parsing and first layout of the page happen before DOMContentLoaded, with or without widgets.
      longestAfterDclMs: tasks.filter((t) => t.start >= performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd)
        .reduce((s, t) => Math.max(s, t.duration), 0),
      blockingMs: tasks.reduce((s, t) => s + Math.max(0, t.duration - 50), 0),
      jsRequests: js.length,
      jsBytes: js.reduce((s, r) => s + (r.encodedBodySize || 0), 0),
      runtimeRequests: js.filter((r) => /\/chunks\/runtime-/.test(r.name)).length,
    };
  }, timing.all);
  const cls = (await readLayoutShift(page)).value;
  const longestFrame = await describeLongestFrame(page);
  const dcl = await page.evaluate(() => performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd);
  const longestFrameAfterDcl = await describeLongestFrame(page, dcl);
  await context.close();
  return { ...timing, ...extra, cls, longestFrame, longestFrameAfterDcl, ...problems };
}

// ---------------------------------------------------------------------------------------------
// Sizes
// ---------------------------------------------------------------------------------------------

const kb = (n) => (n == null ? '—' : `${(n / 1024).toFixed(1)} KB`);

/** Chunk sizes, caps and page costs from build/size-report.mjs (the module npm run size uses). */
function sizes() {
  const { manifest, rows } = measureDist({ root: ROOT, dist: DIST });
  if (existsSync(EAGER)) {
    const bytes = readFileSync(EAGER);
    rows.push({ file: relative(ROOT, EAGER), kind: 'eager', role: 'eager bundle (all)', raw: bytes.length, gzip: gzipSize(bytes), cap: null, why: null, over: false });
  }
  console.log('\nSizes (gzip -9)');
  console.log(formatSizeTable(rows));
  // What a page downloads with only one widget on it: loader + boot + runtime + core + its kits + its chunk.
  const first = (tag) => (PAGE_TAGS.includes(tag) ? PAGE_TAGS.indexOf(tag) : PAGE_TAGS.length);
  const pages = Object.keys(manifest.widgets).sort((a, b) => first(a) - first(b)).map((tag) => pageCost(manifest, rows, [tag]));
  console.log('');
  for (const page of pages) console.log(`  ${formatPageCost(page)}`);
  return { rows, pages };
}
/** Shown first: the two pages issue 6 asks about (a page with only a video; one with only an accordion, which uses kit html). */
const PAGE_TAGS = ['mck-video', 'mck-accordion'];

function table(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (r) => '  ' + r.map((c, i) => (i === 0 || i === 1 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [line(head), '  ' + widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const median = (xs) => {
  const v = xs.filter((x) => x != null).sort((a, b) => a - b);
  if (!v.length) return null;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};


/** CLS of each gallery page on the demo server (bench/layout-shift.mjs), started for the purpose. */
async function measureGalleries(browser, tags) {
  const demo = await startDemo({ root: ROOT, port: clamp(Number(args['demo-port']), 1024, 65534) });
  try {
    return await galleryLayoutShift({ browser, origin: demo.origin, tags, timeout: TIMEOUT });
  } finally {
    demo.stop();
  }
}

function printGalleries(galleries) {
  if (!galleries.length) return;
  console.log('\nCumulative layout shift per gallery page (demo server; target: at most 0.01)');
  console.log(table(['page', 'moved most', 'CLS'], galleries.map((g) => [g.page, g.moved.join(' ') || '—', g.value.toFixed(3)])));
}

// ---------------------------------------------------------------------------------------------

async function main() {
  if (args['services-only']) return (await import('./services.mjs')).benchServices();
  if (!args['no-build']) {
    const built = spawnSync(process.execPath, [join(ROOT, 'build.mjs'), '--eager', '--quiet'], { stdio: 'inherit', cwd: ROOT });
    if (built.status !== 0) throw new Error('bench: the build failed');
  }
  const manifestFile = join(DIST, 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error('bench: dist/manifest.json missing (run node build.mjs)');
  if (!existsSync(EAGER)) throw new Error('bench: dist-eager/mck-all.js missing (run node build.mjs --eager)');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  if (args['galleries-only']) {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    try {
      printGalleries(await measureGalleries(browser, args.tags ? args.tags.split(',').map((t) => t.trim()) : Object.keys(manifest.widgets)));
    } finally {
      await browser.close();
    }
    return;
  }
  const sizeRows = sizes();

  let tags = args.tags ? args.tags.split(',').map((t) => t.trim()) : Object.keys(manifest.widgets).filter((t) => !SINGLETONS.has(t));
  tags = tags.filter((t) => manifest.widgets[t]);
  if (!tags.length) {
    console.log('\nNo widgets to benchmark (none built, or all are page-level singletons).');
    return;
  }

  const pages = new Map();
  const server = await startServer(pages);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const variants = ['load', 'default', 'eager'];
  for (const v of variants) pages.set(`/bench-${v}.html`, pageHtml({ tags, variant: v, origin }));

  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const results = Object.fromEntries(variants.map((v) => [v, []]));
  let galleries = [];
  try {
    console.log(`\nHydration: ${COUNT} tags (${tags.join(', ')}), ${RUNS} run(s) per variant, CPU slowdown ${CPU}x, Chromium ${browser.version()}`);
    await measure(browser, origin, 'load'); // warm-up (disk cache of the OS, JIT of the server)
    for (let run = 0; run < RUNS; run++) {
      for (const v of variants) {
        const r = await measure(browser, origin, v);
        results[v].push(r);
        process.stdout.write(`  run ${run + 1} ${v.padEnd(7)} all rendered ${r.all == null ? `timeout (${r.left} left)` : `${Math.round(r.all)} ms`}, long tasks ${r.longTasks} / ${Math.round(r.longTaskMs)} ms, longest ${Math.round(r.longestTaskMs)} ms, CLS ${r.cls.toFixed(3)}\n`);
      }
    }
    if (!args['no-galleries']) galleries = await measureGalleries(browser, Object.keys(manifest.widgets));
  } finally {
    await browser.close();
    server.close();
  }

  const label = { load: 'loader, hydrate="load"', default: 'loader, default strategies', eager: 'eager single bundle' };
  const metric = (v, key, fmt = (x) => `${Math.round(x)}`) => {
    const m = median(results[v].map((r) => r[key]));
    return m == null ? '—' : fmt(m);
  };
  const rows = [
    ['first screen rendered (ms)', 'firstScreen'],
    ['all rendered (ms)', 'all'],
    ['long tasks (count)', 'longTasks'],
    ['long tasks (total ms)', 'longTaskMs'],
    ['longest task overall, page parsing included (ms)', 'longestTaskMs'],
    ['longest task while hydrating, after DOMContentLoaded (ms)', 'longestAfterDclMs'],
    ['total blocking time (ms over 50)', 'blockingMs'],
    ['cumulative layout shift', 'cls', (x) => x.toFixed(3)],
    ['JS requests', 'jsRequests'],
    ['JS transferred', 'jsBytes', kb],
    ['runtime chunk requests', 'runtimeRequests'],
    ['console errors', 'errors'],
  ].map(([name, key, fmt]) => [name, '', ...variants.map((v) => metric(v, key, fmt))]);
  console.log(`\nMedians of ${RUNS} run(s)`);
  console.log(table(['metric', '', ...variants.map((v) => label[v])], rows));
  const worst = (v, key) => Math.round(Math.max(...results[v].map((r) => r[key])));
  // The target is about hydration: the page's own HTML parsing (before DOMContentLoaded) is a task
  // of the browser's that every variant has, widgets or not.
  console.log(`\n  longest task while hydrating (after DOMContentLoaded), any run: ${variants.map((v) => `${v} ${worst(v, 'longestAfterDclMs')} ms`).join(', ')} (target: at most 50 ms)`);
  console.log(`  longest task overall (the page's own parsing included), any run: ${variants.map((v) => `${v} ${worst(v, 'longestTaskMs')} ms`).join(', ')}`);
  for (const v of variants) {
    const run = results[v].reduce((a, b) => (b.longestAfterDclMs > a.longestAfterDclMs ? b : a));
    console.log(`    ${v}, while hydrating: ${run.longestFrameAfterDcl}`);
  }
  printGalleries(galleries);
  const timeouts = variants.filter((v) => results[v].some((r) => r.all == null));
  if (timeouts.length) console.log(`\n  note: some runs of ${timeouts.join(', ')} did not render every widget within ${TIMEOUT} ms`);
  if (variants.some((v) => results[v].some((r) => r.errors))) {
    console.log('  note: console errors come from widgets whose service calls hit the 503 stub; expected here.');
  }

  mkdirSync(join(ROOT, '.bench'), { recursive: true });
  const out = join(ROOT, '.bench', 'last.json');
  writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), count: COUNT, runs: RUNS, cpu: CPU, tags, sizes: sizeRows, results, galleries }, null, 2));
  console.log(`\n  raw results: ${relative(ROOT, out)}`);
  if (!args['no-services']) await (await import('./services.mjs')).benchServices(); // the reference services under load (bench/services.mjs)
}

main().catch((err) => {
  console.error(err.message ?? err);
  process.exitCode = 1;
});
