/**
 * Layout shift for `npm run bench`: a recorder installed before any page script, the cumulative
 * layout shift score of a page load (web-vitals' definition: the largest session window, shifts
 * after recent input left out), and the gallery and demo pages measured on the demo server, at
 * desktop and mobile sizes.
 * Numbers for people; no test asserts them.
 */
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** addInitScript: records each layout shift with the elements that moved. */
export const RECORD_LAYOUT_SHIFTS = () => {
  const w = /** @type {any} */ (window);
  w.__shifts = [];
  const name = (node) => (node instanceof Element ? node.localName + (node.id ? `#${node.id}` : '') : node?.nodeName ?? '?');
  new PerformanceObserver((list) => {
    for (const e of /** @type {any[]} */ (list.getEntries())) {
      if (e.hadRecentInput) continue;
      w.__shifts.push({ at: e.startTime, value: e.value, moved: (e.sources ?? []).map((s) => name(s.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/**
 * CLS of the shifts recorded so far: shifts less than 1 s apart form a session (5 s at most);
 * the score is the largest session's sum. `moved` names the elements of its largest shift.
 */
export async function readLayoutShift(page) {
  const shifts = await page.evaluate(() => /** @type {any} */ (window).__shifts ?? []);
  let best = { value: 0, moved: [] };
  let session = null;
  for (const s of shifts) {
    if (!session || s.at - session.last > 1000 || s.at - session.first > 5000) session = { first: s.at, last: s.at, value: 0, top: s };
    session.last = s.at;
    session.value += s.value;
    if (s.value > session.top.value) session.top = s;
    if (session.value > best.value) best = { value: session.value, moved: session.top.moved };
  }
  return best;
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
 * CLS of one page load: loaded in a fresh context of `device` (one of {@link VIEWPORTS}), then
 * scrolled to the end a viewport at a time (visible tags hydrate as a reader reaches them), then
 * left to settle until every tag is hydrated or failed and the network is quiet.
 */
export async function pageLayoutShift({ browser, url, device = VIEWPORTS.desktop, timeout }) {
  const context = await browser.newContext(device);
  try {
    const page = await context.newPage();
    await page.addInitScript(RECORD_LAYOUT_SHIFTS);
    await page.goto(url, { waitUntil: 'networkidle', timeout });
    for (let step = 0; step < 50; step++) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      });
      await page.waitForLoadState('networkidle', { timeout });
      if (atEnd) break;
    }
    await page.waitForFunction(() => [...document.querySelectorAll('body *')]
      .filter((el) => el.localName.startsWith('mck-'))
      .every((el) => el.hasAttribute('data-mck-hydrated') || el.hasAttribute('data-mck-error')), null, { timeout }).catch(() => {});
    await page.waitForTimeout(500); // the last renders' shifts are reported after their frame
    return await readLayoutShift(page);
  } finally {
    await context.close();
  }
}

/** CLS of each gallery page `/widgets/<tag>` (see {@link pageLayoutShift}), at 1280×800 unless `device` says otherwise. */
export async function galleryLayoutShift({ browser, origin, tags, timeout, device = VIEWPORTS.desktop }) {
  const rows = [];
  for (const tag of tags) {
    rows.push({ page: `/widgets/${tag}`, ...(await pageLayoutShift({ browser, url: `${origin}/widgets/${tag}`, device, timeout })) });
  }
  return rows;
}

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
 * value: null, error }` for a page that could not be measured (the caller decides what that means).
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
