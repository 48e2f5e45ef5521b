/**
 * One visit series of the bench's long page: a fresh Chromium profile (empty HTTP cache, no V8
 * code cache), the page loaded three times in it; the first load is the first visit, the third
 * the repeat visit (scripts from the HTTP cache, with the code cache V8 made on the second load).
 * Each load is measured until every widget has rendered (its first render, its error state or an
 * empty render: `data-mck-rendered` or `data-mck-error`, core/host/hydration.ts); the page without
 * a widget script (the `page` variant), until a second after its load event.
 *
 * Leaving the page is a failure of the bench (BenchFailure), as is a widget that never renders:
 * the static server answers navigations away with 204 (the page stays), popups are closed.
 * Numbers for people; no test asserts them.
 */
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
import { readLayoutShift, RECORD_LAYOUT_SHIFTS } from './layout-shift.mjs';
import { describeLongestFrame, readLongFrames, RECORD_LONG_FRAMES } from './long-frames.mjs';
import { describeSplit, splitLongestTask, startTrace } from './task-trace.mjs';
import { launchVisitor } from './visitor.mjs';

/** A run of the bench that could not be measured: printed with its cause, exit code 1. */
export class BenchFailure extends Error {}

/**
 * Records long tasks from the start, and the console errors and uncaught errors of the page (no
 * DevTools domain tells the bench of them: bench/visitor.mjs).
 */
const INIT = () => {
  const w = /** @type {any} */ (window);
  w.__bench = { longtasks: [], errors: 0, pageErrors: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__bench.longtasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const error = console.error;
  console.error = function countedError(...args) {
    w.__bench.errors += 1;
    return error.apply(this, args);
  };
  addEventListener('error', () => { w.__bench.pageErrors += 1; });
  addEventListener('unhandledrejection', () => { w.__bench.pageErrors += 1; });
};

/**
 * The recorders the measured page runs before any of its scripts, as the first script of its
 * head (catalogueHtml's `head`): long tasks and errors, layout shifts, long animation frames.
 */
export const BENCH_RECORDERS = `<script>${[INIT, RECORD_LAYOUT_SHIFTS, RECORD_LONG_FRAMES].map((fn) => `(${fn})();`).join('\n')}</script>`;

/**
 * In the page: resolves when every `[data-bench]` tag has rendered (or at `timeout` ms since
 * navigation) with the times (ms since navigation) the first screen's and all tags were done.
 * The first screen: the tags with a box whose top is in the viewport at the start. A tag without
 * a box (the page's contact dialog is `display: contents` until opened) shows the reader nothing
 * there: counted, the first screen waited for a closed dialog, which the hydration queue takes
 * in document order after the tags in view (every tag `load`: rendered at 875 ms in a trace, the
 * tags in view by 532).
 * Watches the attributes rather than polling, so the watching costs the page next to nothing.
 */
const WATCH = ({ timeout }) => new Promise((done) => {
  const w = /** @type {any} */ (window);
  const els = [...document.querySelectorAll('[data-bench]')];
  const rendered = (el) => el.hasAttribute('data-mck-rendered') || el.hasAttribute('data-mck-error');
  const firstScreen = els.filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().top < innerHeight);
  let firstAt = null;
  let finished = false;
  const observer = new MutationObserver(() => check());
  const finish = () => {
    finished = true;
    observer.disconnect();
    const left = els.filter((el) => !rendered(el));
    done({
      firstScreen: firstAt,
      all: left.length ? null : performance.now(),
      total: els.length,
      firstScreenCount: firstScreen.length,
      errorStates: els.filter((el) => el.hasAttribute('data-mck-error')).length,
      // A chunk that failed to load is the bench's failure, not the widget's state.
      loadFailures: [...new Set(els.filter((el) => el.getAttribute('data-mck-error') === 'load').map((el) => el.localName))],
      left: left.map((el) => ({ tag: el.localName, block: Number(el.dataset.bench), hydrated: el.hasAttribute('data-mck-hydrated') })),
    });
  };
  function check() {
    if (finished) return;
    if (firstAt === null && firstScreen.every(rendered)) w.__benchFirstScreen = firstAt = performance.now();
    if (els.every(rendered)) finish();
  }
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-mck-rendered', 'data-mck-error'] });
  setTimeout(finish, Math.max(0, timeout - performance.now()));
  check();
});

/**
 * In the page without a widget script (the `page` variant): resolves a second after the load
 * event, when its parsing, layout and images are done, as {@link WATCH} would with no tag to wait
 * for (`settled` is when: the long tasks up to then are the page's own).
 */
const SETTLE = () => new Promise((done) => {
  const settled = () => setTimeout(() => done({ firstScreen: null, all: null, settled: performance.now(), total: 0, firstScreenCount: 0, errorStates: 0, loadFailures: [], left: [] }), 1000);
  if (document.readyState === 'complete') settled();
  else addEventListener('load', settled, { once: true });
});

/** In the page: WATCH for the tags to render, or SETTLE where there is no widget script. */
const watchOf = (variant) => (variant === 'page' ? SETTLE : WATCH);

/**
 * After the first screen (its tags rendered, as {@link WATCH} says), scroll to the end a viewport
 * at a time, as a reader would: each position stays for two frames, so the loader's visibility
 * check sees every tag pass by. Scrolling sooner would hand the queue's first places to tags
 * further down and time the first screen behind them.
 * Returns the tags the reader had to go back to (scrolled past without being reached).
 */
async function scrollThrough(page, timeout) {
  await page.waitForFunction(() => document.readyState === 'complete', null, { timeout });
  await page.waitForFunction(() => /** @type {any} */ (window).__benchFirstScreen != null, null, { timeout })
    .catch(() => { throw new Error(`the first screen's tags did not render within ${timeout} ms`); });
  for (let step = 0; step < 500; step++) {
    const atEnd = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight);
      await new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    if (atEnd) break;
  }
  // Widgets above that changed height while the reader scrolled can carry a tag past the
  // viewport between two frames: the reader goes back to each tag not reached yet (once each).
  return page.evaluate(async () => {
    const missed = [];
    const frames = () => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
    const reached = (el) => ['data-mck-hydrated', 'data-mck-rendered', 'data-mck-error'].some((a) => el.hasAttribute(a));
    for (const el of document.querySelectorAll('[data-bench]')) {
      if (reached(el)) continue;
      missed.push(el.localName);
      el.scrollIntoView({ block: 'center' });
      await frames();
    }
    return missed;
  });
}

/** `left` as "mck-a ×3 (waiting), mck-b ×1 (hydrated, no render)". */
const describeLeft = (left) => {
  const counts = new Map();
  for (const { tag, hydrated, block } of left) {
    const key = `${tag} (${hydrated ? 'hydrated, never rendered' : 'never hydrated'})`;
    counts.set(key, [...(counts.get(key) ?? []), block]);
  }
  return [...counts].map(([k, blocks]) => `${k} in block${blocks.length > 1 ? 's' : ''} ${blocks.join(', ')}`).join('; ');
};

/**
 * Measures one load of `url` in `browser` (bench/visitor.mjs), on a new tab, at `cpu`× slowdown.
 * Throws BenchFailure when the page is left, crashes, or a tag does not render within `timeout`.
 */
async function measureLoad({ browser, url, variant, cpu, timeout, label, popups }) {
  const page = await browser.newPage({ cpu, onPopup: (popupUrl) => popups.push(popupUrl) });
  const fail = (why) => new BenchFailure(`${label}: ${why}`);
  const stayed = () => page.evaluate(() => /** @type {any} */ (window).__benchDocument === true).catch(() => false);
  try {
    await page.goto(url, { timeout });
    // Marks this document: a widget that navigates the page (or reloads it) leaves it unmarked.
    await page.evaluate(() => { /** @type {any} */ (window).__benchDocument = true; });
    const watching = page.evaluate(watchOf(variant), { timeout });
    const skipped = variant === 'default' ? await scrollThrough(page, timeout) : [];
    const timing = await watching;
    if (timing.all == null && timing.settled == null) {
      throw fail(`${timing.left.length} of ${timing.total} tags did not render within ${timeout} ms: ${describeLeft(timing.left)}`);
    }
    if (timing.loadFailures.length) throw fail(`the chunks of ${timing.loadFailures.join(', ')} failed to load (data-mck-error="load")`);
    await page.waitForTimeout(300); // let tasks started by the last render finish and be reported
    const extra = await page.evaluate((until) => {
      const w = /** @type {any} */ (window);
      const tasks = w.__bench.longtasks.filter((t) => t.start <= until + 300);
      const dcl = performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd;
      const js = performance.getEntriesByType('resource').filter((r) => /\.m?js(\?|$)/.test(r.name));
      return {
        dcl,
        longTasks: tasks.length,
        longTaskMs: tasks.reduce((s, t) => s + t.duration, 0),
        longestTaskMs: tasks.reduce((s, t) => Math.max(s, t.duration), 0),
        // Parsing and first layout of the page happen before DOMContentLoaded, with or without widgets.
        longestAfterDclMs: tasks.filter((t) => t.start >= dcl).reduce((s, t) => Math.max(s, t.duration), 0),
        blockingMs: tasks.reduce((s, t) => s + Math.max(0, t.duration - 50), 0),
        jsRequests: js.length,
        jsTransferred: js.reduce((s, r) => s + (r.transferSize || 0), 0),
        jsFromCache: js.filter((r) => r.transferSize === 0 && r.encodedBodySize > 0).length,
        errors: w.__bench.errors,
        pageErrors: w.__bench.pageErrors,
      };
    }, timing.all ?? timing.settled);
    const { value: cls, byTag: clsByTag } = await readLayoutShift(page);
    const frames = await readLongFrames(page);
    if (!(await stayed())) throw fail('the page was left (a widget navigated it or reloaded it)');
    const { left: _left, loadFailures: _failed, ...times } = timing;
    return { ...times, ...extra, cls, clsByTag, skipped, longestFrameAfterDcl: describeLongestFrame(frames, extra.dcl) };
  } catch (err) {
    if (err instanceof BenchFailure) throw err;
    if (page.crashed) throw fail('the page crashed');
    if (!(await stayed())) throw fail(`the page was left: ${err.message.split('\n')[0]}`);
    throw fail(err.message.split('\n')[0]);
  } finally {
    if (!page.isClosed()) await page.close();
  }
}

/**
 * A visit series: a new browser with an empty profile, three loads of `url`; returns the first
 * and the third (repeat) load. Popups a widget opens are closed and listed in `popups`. The page
 * at `url` prints BENCH_RECORDERS first in its head.
 */
export async function visitSeries({ url, variant, cpu, timeout, label, popups }) {
  const profile = mkdtempSync(join(tmpdir(), 'mck-bench-'));
  const browser = await launchVisitor({ profile, viewport: { width: 1280, height: 800 } });
  try {
    const first = await measureLoad({ browser, url, variant, cpu, timeout, label: `${label}, first visit`, popups });
    await measureLoad({ browser, url, variant, cpu: 1, timeout, label: `${label}, second visit (makes the code cache)`, popups });
    await new Promise((ok) => setTimeout(ok, 500)); // the code cache is written after the load
    const repeat = await measureLoad({ browser, url, variant, cpu, timeout, label: `${label}, repeat visit`, popups });
    return { first, repeat };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

/**
 * A first visit traced (CDP Tracing), for where its longest task after DOMContentLoaded went
 * (bench/task-trace.mjs). Tracing slows the page: not one of the measured loads.
 */
export async function tracedFirstVisit({ url, variant, cpu, timeout }) {
  const profile = mkdtempSync(join(tmpdir(), 'mck-bench-trace-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath(), args: CHROMIUM_ARGS, viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    const trace = await startTrace(cdp);
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout });
    const watching = page.evaluate(watchOf(variant), { timeout });
    if (variant === 'default') await scrollThrough(page, timeout);
    await watching;
    await page.waitForTimeout(300);
    return describeSplit(splitLongestTask(await trace.stop()));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
