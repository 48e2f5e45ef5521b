/**
 * Where the longest task came from, for `npm run bench`: Chromium's long-animation-frame entries
 * say which scripts ran in a long frame (module evaluation, a promise callback, a message
 * handler …), each with its URL and, for a script's own run, how much of it was compiling
 * (before `executionStart`) and how much evaluating; and how long style and layout took. A module
 * script is compiled when it arrives, outside its entry: that time is in the frame's rest.
 * Numbers for people; no test asserts them.
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
        blocking: f.blockingDuration ?? 0,
        styleAndLayout: f.styleAndLayoutStart ? f.startTime + f.duration - f.styleAndLayoutStart : 0,
        scripts: f.scripts.map((s) => ({
          duration: s.duration,
          // Compiling happens between the script entry's start and its executionStart (zero when
          // the code was compiled off the main thread or came from V8's code cache).
          compile: s.executionStart ? Math.max(0, s.executionStart - s.startTime) : 0,
          forcedLayout: s.forcedStyleAndLayoutDuration ?? 0,
          type: s.invokerType,
          invoker: s.invoker,
          source: s.sourceURL || '',
          fn: s.sourceFunctionName || '',
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
};

/** `https://…/dist/chunks/runtime-K3O7QV4B.js` → `chunks/runtime-K3O7QV4B.js`. */
const shortUrl = (url) => {
  try {
    const path = new URL(url).pathname;
    return path.replace(/^\/(dist|dist-eager|mck)\//, '');
  } catch {
    return url;
  }
};

/** One script of a frame: where it came from and what its time was spent on. */
export function describeScript(s) {
  const where = s.source ? shortUrl(s.source) : s.invoker || '?';
  const what = s.type === 'classic-script' || s.type === 'module-script'
    ? `${s.type} ${where}: compile ${Math.round(s.compile)} ms, evaluate ${Math.round(s.duration - s.compile)} ms`
    : `${s.type} ${s.invoker}${s.fn ? ` ${s.fn}()` : ''} in ${where} ${Math.round(s.duration)} ms`;
  return s.forcedLayout >= 1 ? `${what} (forced layout ${Math.round(s.forcedLayout)} ms)` : what;
}

/** The recorded long frames of the page. */
export const readLongFrames = (page) => page.evaluate(() => /** @type {any} */ (window).__frames ?? []);

/**
 * One line about the longest of `frames` starting at or after `after` (ms since navigation): its
 * length, style/layout, and its longest scripts with URL and compile / evaluate split.
 */
export function describeLongestFrame(frames, after = 0) {
  const worst = frames.filter((f) => (f.start ?? 0) >= after).sort((a, b) => b.duration - a.duration)[0];
  if (!worst) return 'no long frame';
  const scripts = [...worst.scripts].sort((a, b) => b.duration - a.duration);
  const inScripts = scripts.reduce((sum, s) => sum + s.duration, 0);
  const listed = scripts.slice(0, 3).map(describeScript);
  if (scripts.length > 3) listed.push(`${scripts.length - 3} more scripts ${Math.round(scripts.slice(3).reduce((sum, s) => sum + s.duration, 0))} ms`);
  const other = Math.max(0, worst.duration - inScripts - worst.styleAndLayout);
  return `frame at ${Math.round(worst.start)} ms, ${Math.round(worst.duration)} ms long: `
    + `${listed.join('; ') || 'no script over 5 ms'}; style+layout ${Math.round(worst.styleAndLayout)} ms; `
    + `not in a script entry (module compile, GC, browser work) ${Math.round(other)} ms`;
}
