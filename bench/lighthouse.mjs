/**
 * Lighthouse's mobile performance score of the demo pages, for `npm run bench`: Lighthouse 12
 * from npm with its defaults (mobile emulation, simulated slow 4G and 4× CPU), driving Debian's
 * Chromium (scripts/chromium.mjs) that chrome-launcher starts with a remote-debugging port.
 * One fresh Chromium per page. Numbers for people; no test asserts them.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';

/** The pages issue 24 names, at their demo-server paths (demo/server/site-routes.ts). */
export const LIGHTHOUSE_PAGES = ['/', '/pages/article-modules', '/pages/article-rich-text', '/registration', '/pages/search'];
/** The score goal (0–100). */
export const LIGHTHOUSE_GOAL = 98;

/** Score, TBT, CLS and LCP of each page on the demo server at `origin`. */
export async function measureLighthouse({ origin, pages = LIGHTHOUSE_PAGES }) {
  const rows = [];
  for (const path of pages) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
      logLevel: 'error',
    });
    try {
      const result = await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = result?.lhr;
      const audit = (id) => lhr?.audits[id]?.numericValue ?? null;
      rows.push({
        page: path,
        score: lhr?.categories.performance.score == null ? null : Math.round(lhr.categories.performance.score * 100),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        lcp: audit('largest-contentful-paint'),
        fcp: audit('first-contentful-paint'),
        error: lhr?.runtimeError?.message ?? null,
      });
    } catch (err) {
      rows.push({ page: path, score: null, tbt: null, cls: null, lcp: null, fcp: null, error: String(err.message).split('\n')[0] });
    } finally {
      await chrome.kill();
    }
  }
  return rows;
}
