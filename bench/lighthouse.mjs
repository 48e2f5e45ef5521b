/**
 * Lighthouse's mobile performance score of the demo pages, for `npm run bench`: Lighthouse 12
 * from npm with its defaults (mobile emulation, simulated slow 4G and 4× CPU), driving Debian's
 * Chromium (scripts/chromium.mjs) that chrome-launcher starts with a remote-debugging port.
 * One fresh Chromium per run; `runs` runs per page, of which the median run is reported (as
 * Lighthouse's own `computeMedianRun` picks it: by FCP and interactive time), with every run's
 * score beside it: one run's score moves by a few points from one run to the next on a loaded
 * machine (97 and 100 for the same page minutes apart). Numbers for people; no test asserts them.
 */
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';

/** The pages issue 24 names, at their demo-server paths (demo/server/site-routes.ts). */
export const LIGHTHOUSE_PAGES = ['/', '/pages/article-modules', '/pages/article-rich-text', '/registration', '/pages/search'];
/** The score goal (0–100). */
export const LIGHTHOUSE_GOAL = 98;

/** Runs per page by default. */
export const LIGHTHOUSE_RUNS = 3;

const scoreOf = (lhr) => (lhr?.categories.performance.score == null ? null : Math.round(lhr.categories.performance.score * 100));

/** One Lighthouse run of `url` in a fresh Chromium: its result, or the error it ended with. */
async function runOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'error',
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    return result?.lhr?.runtimeError ? { error: result.lhr.runtimeError.message } : { lhr: result?.lhr };
  } catch (err) {
    return { error: String(err.message).split('\n')[0] };
  } finally {
    await chrome.kill();
  }
}

/** Score, TBT, CLS, LCP and FCP of each page's median run on the demo server at `origin`, and every run's score. */
export async function measureLighthouse({ origin, pages = LIGHTHOUSE_PAGES, runs = LIGHTHOUSE_RUNS }) {
  const rows = [];
  for (const path of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await runOnce(`${origin}${path}`));
    const valid = results.map((r) => r.lhr).filter((lhr) => scoreOf(lhr) != null);
    if (!valid.length) {
      rows.push({ page: path, score: null, scores: [], tbt: null, cls: null, lcp: null, fcp: null, error: results.find((r) => r.error)?.error ?? 'no score' });
      continue;
    }
    const lhr = computeMedianRun(valid);
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    rows.push({
      page: path,
      score: scoreOf(lhr),
      scores: results.map((r) => scoreOf(r.lhr)),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      lcp: audit('largest-contentful-paint'),
      fcp: audit('first-contentful-paint'),
      error: null,
    });
  }
  return rows;
}
