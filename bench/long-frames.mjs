/**
 * Where the longest task came from, for `npm run bench`: Chromium's long-animation-frame entries
 * say which scripts ran in a long frame (module evaluation, a promise callback, a message
 * handler …) and how long style and layout took. Numbers for people; no test asserts them.
 */

/** addInitScript: records long animation frames from the start. */
export const RECORD_LONG_FRAMES = () => {
  const w = /** @type {any} */ (window);
  w.__frames = [];
  if (!PerformanceObserver.supportedEntryTypes?.includes('long-animation-frame')) return;
  new PerformanceObserver((list) => {
    for (const f of /** @type {any[]} */ (list.getEntries())) {
      w.__frames.push({
        start: f.startTime,
        duration: f.duration,
        styleAndLayout: f.styleAndLayoutStart ? f.startTime + f.duration - f.styleAndLayoutStart : 0,
        scripts: f.scripts.map((s) => ({
          duration: s.duration,
          what: `${s.invokerType} ${s.invoker}`.trim(),
          source: (s.sourceURL || '').split('/').pop(),
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
};

/**
 * One line about the longest frame so far (or the longest starting at or after `after`, ms since
 * navigation): its length, style/layout, and its longest scripts.
 */
export async function describeLongestFrame(page, after = 0) {
  const frames = await page.evaluate(() => /** @type {any} */ (window).__frames ?? []);
  const worst = frames.filter((f) => (f.start ?? 0) >= after).sort((a, b) => b.duration - a.duration)[0];
  if (!worst) return '—';
  const scripts = worst.scripts.sort((a, b) => b.duration - a.duration).slice(0, 3)
    .map((s) => `${s.what}${s.source ? ` (${s.source})` : ''} ${Math.round(s.duration)} ms`);
  return `frame ${Math.round(worst.duration)} ms: style+layout ${Math.round(worst.styleAndLayout)} ms; ${scripts.join('; ') || 'no script'}`;
}
