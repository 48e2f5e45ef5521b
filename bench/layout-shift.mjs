/**
 * Layout shift for `npm run bench`: a recorder installed before any page script, the cumulative
 * layout shift score of a page load (web-vitals' definition: the largest session window, shifts
 * after recent input left out), and the gallery and demo pages measured on the demo server, at
 * desktop and mobile sizes.
 * Numbers for people; no test asserts them.
 */
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * addInitScript: records each layout shift with the elements that moved, and the size changes of
 * the page's widgets (a ResizeObserver on every mck- element of the document), for
 * {@link readLayoutShift} to say which widget each shift is blamed on.
 */
export const RECORD_LAYOUT_SHIFTS = () => {
  const w = /** @type {any} */ (window);
  w.__shifts = [];
  w.__resizes = [];
  const sizes = new WeakMap();
  const resizes = new ResizeObserver((entries) => {
    const at = performance.now();
    for (const e of entries) {
      const box = e.borderBoxSize[0];
      const was = sizes.get(e.target);
      sizes.set(e.target, box);
      if (was) w.__resizes.push({ el: e.target, at, by: Math.abs(box.blockSize - was.blockSize) + Math.abs(box.inlineSize - was.inlineSize) });
    }
  });
  const watch = (node) => {
    if (!(node instanceof Element)) return;
    if (node.localName.startsWith('mck-')) resizes.observe(node);
    node.querySelectorAll('*').forEach((el) => el.localName.startsWith('mck-') && resizes.observe(el));
  };
  new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach(watch))).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const e of /** @type {any[]} */ (list.getEntries())) {
      if (e.hadRecentInput) continue;
      w.__shifts.push({ at: e.startTime, value: e.value, sources: (e.sources ?? []).filter((s) => s.node).map((s) => ({ node: s.node, from: s.previousRect, to: s.currentRect })) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/**
 * In the page: each recorded shift as `{ at, value, moved, blame }`, `blame` mapping widget tags
 * to their share of the shift's score. A shift is blamed on the widgets that changed size in the
 * same frame (within 30 ms of it) above or around the topmost element that moved, by how much
 * each changed; when none did (a widget's own content moving inside it, or a change the
 * observer missed), on the widget the topmost moved element is in, else the nearest widget
 * before it in the document.
 */
const BLAME_SHIFTS = () => {
  const w = /** @type {any} */ (window);
  const isWidget = (node) => node instanceof Element && node.localName.startsWith('mck-');
  const parentOf = (node) => (node.parentNode instanceof ShadowRoot ? node.parentNode.host : node.parentNode);
  /** The node, or the shadow host it is in, as it sits in the document's own tree. */
  const inDocument = (node) => {
    while (node && node.getRootNode() instanceof ShadowRoot) node = node.getRootNode().host;
    return node;
  };
  const name = (node) => (node instanceof Element ? node.localName + (node.id ? `#${node.id}` : '') : node?.nodeName ?? '?');
  const widgetOf = (node) => {
    for (let n = node; n; n = parentOf(n)) if (isWidget(n)) return n;
    const walker = document.createTreeWalker(document.body ?? document.documentElement, NodeFilter.SHOW_ELEMENT);
    walker.currentNode = inDocument(node);
    for (let n = walker.previousNode(); n; n = walker.previousNode()) if (isWidget(n)) return n;
    return null;
  };
  return (w.__shifts ?? []).map((s) => {
    const topmost = [...s.sources].sort((a, b) => a.from.y - b.from.y)[0];
    const blame = {};
    const add = (el, x) => {
      const tag = el ? el.localName : '(no widget)';
      blame[tag] = (blame[tag] ?? 0) + x;
    };
    const target = topmost && inDocument(topmost.node);
    const near = (w.__resizes ?? []).filter((r) => r.by > 0.5 && Math.abs(r.at - s.at) <= 30 && target && target.isConnected
      && (r.el.contains(target) || Boolean(r.el.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING)));
    const sum = near.reduce((x, r) => x + r.by, 0);
    if (sum) near.forEach((r) => add(r.el, (s.value * r.by) / sum));
    else add(topmost ? widgetOf(topmost.node) : null, s.value);
    return { at: s.at, value: s.value, moved: s.sources.map((x) => name(x.node)), blame };
  });
};

/**
 * CLS of the shifts recorded so far: shifts less than 1 s apart form a session (5 s at most);
 * the score is the largest session's sum. `moved` names the elements of its largest shift;
 * `byTag` sums every shift's score (all sessions) by the widget tag it is blamed on.
 */
export async function readLayoutShift(page) {
  const shifts = await page.evaluate(BLAME_SHIFTS);
  let best = { value: 0, moved: [] };
  let session = null;
  const byTag = {};
  for (const s of shifts) {
    if (!session || s.at - session.last > 1000 || s.at - session.first > 5000) session = { first: s.at, last: s.at, value: 0, top: s };
    session.last = s.at;
    session.value += s.value;
    if (s.value > session.top.value) session.top = s;
    if (session.value > best.value) best = { value: session.value, moved: session.top.moved };
    for (const [tag, x] of Object.entries(s.blame ?? {})) byTag[tag] = (byTag[tag] ?? 0) + x;
  }
  return { ...best, byTag };
}

/** `byTag` as "mck-a 0.412, mck-b 0.120, …": the `top` largest, then how much the rest adds up to. */
export function formatByTag(byTag, top = 8) {
  const rows = Object.entries(byTag).filter(([, x]) => x >= 0.0005).sort((a, b) => b[1] - a[1]);
  if (!rows.length) return 'none';
  const rest = rows.slice(top).reduce((s, [, x]) => s + x, 0);
  return rows.slice(0, top).map(([tag, x]) => `${tag} ${x.toFixed(3)}`).join(', ') + (rest ? `, ${rows.length - top} more ${rest.toFixed(3)}` : '');
}

/**
 * Starts the demo server (reference services on PGlite in .data/bench) on `port` and `port + 1`
 * (its second-origin CMS), away from the e2e suite's 4399/4400. Resolves once it answers.
 */
export async function startDemo({ root, port }) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), MCK_CMS_PORT: String(port + 1), MCK_DATA_DIR: '.data/bench' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (chunk) => { log += chunk; });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`bench: the demo server exited:\n${log}`);
    try {
      if ((await fetch(`${origin}/api/config`)).ok) return { origin, stop: () => child.kill('SIGTERM') };
    } catch { /* not listening yet */ }
    await sleep(100);
  }
  child.kill('SIGTERM');
  throw new Error(`bench: the demo server did not start on ${origin}:\n${log}`);
}

/** The viewports pages are measured at: a desktop window, and Lighthouse's mobile device (a Moto G Power, 412 px wide). */
export const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
};

/**
 * Resolves once the page has rendered a frame and then had no request of its own in flight for
 * `quietMs` (Playwright's 'networkidle' is a load state, reached once: after a scroll it resolves
 * at once, and a scroll step could pass a tag between two frames). Throws, naming what is still
 * loading, when that takes longer than `timeout`.
 */
async function settle(page, inFlight, { quietMs = 300, timeout }) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const until = Date.now() + timeout;
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    if (inFlight.size) quietSince = Date.now();
    if (Date.now() > until) throw new Error(`requests still in flight after ${timeout} ms: ${[...inFlight].map((r) => r.url()).slice(0, 3).join(', ')}`);
    await sleep(50);
  }
}

/**
 * In the page: the mck- tags a reader could see that have not rendered (neither hydrated nor failed).
 * Tags waiting for the reader's input, hidden, or wholly beside the viewport do not count: the page
 * is only scrolled down, and a tag to its left or right (a carousel's later slide, such as the
 * five-fifty story's panels at 412 px) shows, and hydrates, only once the reader swipes to it.
 */
const UNRENDERED = () => [...document.querySelectorAll('body *')]
  .filter((el) => el.localName.startsWith('mck-') && el.getAttribute('hydrate') !== 'interaction' && el.checkVisibility())
  .filter((el) => {
    const box = el.getBoundingClientRect();
    return box.right > 0 && box.left < innerWidth;
  })
  .filter((el) => !el.hasAttribute('data-mck-hydrated') && !el.hasAttribute('data-mck-error'))
  .map((el) => el.localName);

/**
 * CLS of one page load: loaded in a fresh context of `device` (one of {@link VIEWPORTS}), then
 * scrolled to the end a viewport at a time, settling after each step (visible tags hydrate as a
 * reader reaches them), then left until every tag a reader could see has rendered. `kept` lists
 * the navigations widgets started (kept from leaving the page).
 * Throws, naming the cause, when the page navigates away, never settles, or a tag never renders:
 * a figure taken then would not be the page's.
 */
export async function pageLayoutShift({ browser, url, device = VIEWPORTS.desktop, timeout }) {
  const context = await browser.newContext(device);
  try {
    const page = await context.newPage();
    const inFlight = new Set();
    page.on('request', (r) => inFlight.add(r));
    page.on('requestfinished', (r) => inFlight.delete(r));
    page.on('requestfailed', (r) => inFlight.delete(r));
    await page.addInitScript(RECORD_LAYOUT_SHIFTS);
    await page.goto(url, { waitUntil: 'load', timeout });
    // A widget that sends the reader elsewhere (an account page signed out, a blog entry that
    // follows its canonical URL) stays on the page, as on the bench's long page: its document
    // navigation is answered 204 No Content, which keeps the current document, and is listed.
    const kept = [];
    await page.route('**/*', (route) => {
      const request = route.request();
      if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return route.fallback();
      kept.push(request.url());
      return route.fulfill({ status: 204 });
    });
    let left = null;
    // A new document all the same (not a hash route or history entry of this one).
    page.on('domcontentloaded', () => { left ??= page.url(); });
    const stayed = () => { if (left) throw new Error(`the page navigated to ${left} while measured`); };
    await settle(page, inFlight, { timeout });
    for (let step = 0; step < 100; step++) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      });
      await settle(page, inFlight, { timeout });
      stayed();
      if (atEnd) break;
    }
    await page.waitForFunction(`(${UNRENDERED})().length === 0`, null, { timeout }).catch(() => {});
    const unrendered = await page.evaluate(UNRENDERED);
    if (unrendered.length) throw new Error(`never rendered in ${timeout} ms: ${[...new Set(unrendered)].join(', ')}`);
    await page.waitForTimeout(500); // the last renders' shifts are reported after their frame
    stayed();
    return { ...(await readLayoutShift(page)), kept };
  } finally {
    await context.close();
  }
}

/** CLS of each gallery page `/widgets/<tag>` at 1280×800 (see {@link demoPageLayoutShift}). */
export const galleryLayoutShift = ({ browser, origin, tags, timeout }) =>
  demoPageLayoutShift({ browser, origin, paths: tags.map((tag) => `/widgets/${tag}`), devices: ['desktop'], timeout });

/**
 * The demo pages: the index and every page it links that is not a gallery (`/pages/<slug>`), and
 * the registration page at its site path (the one Lighthouse is run on).
 */
export async function demoPagePaths(origin) {
  const index = await (await fetch(`${origin}/`)).text();
  const linked = [...index.matchAll(/href="(\/pages\/[\w-]+)"/g)].map((m) => m[1]);
  return ['/', ...new Set(linked), '/registration'];
}

/**
 * CLS of each demo page (by default {@link demoPagePaths}) at each of `devices` (names of
 * {@link VIEWPORTS}, both by default): rows `{ page, device, value, moved }`, or `{ page, device,
 * value: null, error }` for a page that could not be measured (a failure of the bench: the caller says so).
 */
export async function demoPageLayoutShift({ browser, origin, paths, devices = Object.keys(VIEWPORTS), timeout }) {
  const rows = [];
  for (const path of paths ?? (await demoPagePaths(origin))) {
    for (const device of devices) {
      try {
        rows.push({ page: path, device, ...(await pageLayoutShift({ browser, url: origin + path, device: VIEWPORTS[device], timeout })) });
      } catch (err) {
        rows.push({ page: path, device, value: null, moved: [], error: err instanceof Error ? err.message.split('\n')[0] : String(err) });
      }
    }
  }
  return rows;
}
