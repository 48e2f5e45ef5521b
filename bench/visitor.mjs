/**
 * A browser as a visitor has it, for the bench's measured loads of the 200-tag page: Debian's
 * Chromium driven over the DevTools protocol (its pipe) with no protocol domain enabled on the
 * page. Only commands that need none are sent: the viewport and the CPU slowdown (Emulation),
 * `Page.navigate`, and `Runtime.evaluate` to read what the page recorded.
 *
 * Why not Playwright here: it enables Runtime, Page, Network and Log on every page it drives. With
 * the Runtime domain on, V8 captures stack traces with source positions (for the inspector), and it
 * compiles code without them: it parses the code on the stack again to find them. During the React
 * runtime chunk's evaluation that took 45–60 ms at 4× CPU (trace: `V8.CollectSourcePositions`
 * inside `v8.evaluateModule`; React DOM makes Error objects as it evaluates, its Suspense
 * sentinels, codes 460, 474 and 542, which are probably what asks). First visits
 * of the 200-tag page at 4× with default strategies, this repo's machine: with Runtime enabled,
 * the runtime's evaluation took 54 ms in 2 of 3 loads; with no domain enabled, 5–13 ms in 5 of 5
 * (with only Network, 5 of 5 too). A reader's browser has no DevTools attached: the bench
 * measures that. Playwright still drives the traced load, the interactions, the galleries and
 * Lighthouse.
 *
 * The page records what the bench reads (long tasks, frames, shifts, console errors) itself, from
 * a script the bench prints first in its head (bench/hydration.mjs BENCH_RECORDERS).
 */
import { spawn } from 'node:child_process';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';

/** What Playwright passes too, so that a page in a window nobody looks at runs as a shown one. */
const VISITOR_ARGS = [
  '--headless', '--hide-scrollbars', '--mute-audio', '--no-default-browser-check',
  '--disable-background-timer-throttling', '--disable-backgrounding-occluded-windows', '--disable-renderer-backgrounding',
];

/**
 * Starts Chromium on `profile` (a user data folder: its HTTP and code caches persist between the
 * pages of one browser, as a returning visitor's do).
 * @param {{ profile: string, viewport: { width: number, height: number } }} options
 */
export async function launchVisitor({ profile, viewport }) {
  const child = spawn(chromiumPath(), [
    ...CHROMIUM_ARGS, ...VISITOR_ARGS, '--remote-debugging-pipe', `--user-data-dir=${profile}`,
    `--window-size=${viewport.width},${viewport.height}`, 'about:blank',
  ], { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] });
  const [toBrowser, fromBrowser] = [child.stdio[3], child.stdio[4]];
  let nextId = 0;
  const waiting = new Map();
  const listeners = new Set();
  let exited = false;
  child.once('exit', () => {
    exited = true;
    for (const { fail } of waiting.values()) fail(new Error('Chromium exited'));
    waiting.clear();
  });
  // Messages are JSON, each ended by a NUL byte.
  let pending = '';
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (data) => {
    const parts = (pending + data).split('\0');
    pending = parts.pop();
    for (const part of parts) {
      const message = JSON.parse(part);
      const call = message.id !== undefined && waiting.get(message.id);
      if (call) {
        waiting.delete(message.id);
        if (message.error) call.fail(new Error(`${call.method}: ${message.error.message}`));
        else call.done(message.result);
      } else if (message.method) {
        for (const listener of listeners) listener(message);
      }
    }
  });
  const send = (method, params = {}, sessionId) => new Promise((done, fail) => {
    if (exited) return fail(new Error(`${method}: Chromium exited`));
    const id = ++nextId;
    waiting.set(id, { method, done, fail });
    toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
  });
  // Targets the browser makes (popups) and their crashes: the browser's own events.
  await send('Target.setDiscoverTargets', { discover: true });

  return {
    /**
     * A new tab at `cpu`× slowdown. `onPopup(url)` is told of each window the page opens (closed
     * at once).
     */
    async newPage({ cpu = 1, onPopup = () => {} } = {}) {
      const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
      const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
      const inPage = (method, params) => send(method, params, sessionId);
      let crashed = false;
      let closed = false;
      const listener = ({ method, params }) => {
        if (method === 'Target.targetCreated' && params.targetInfo.openerId === targetId && params.targetInfo.type === 'page') {
          onPopup(params.targetInfo.url);
          send('Target.closeTarget', { targetId: params.targetInfo.targetId }).catch(() => {});
        }
        if (method === 'Target.targetCrashed' && params.targetId === targetId) crashed = true;
      };
      listeners.add(listener);
      await inPage('Emulation.setDeviceMetricsOverride', { ...viewport, deviceScaleFactor: 1, mobile: false });
      if (cpu > 1) await inPage('Emulation.setCPUThrottlingRate', { rate: cpu });

      /** Runs `fn(arg)` (or the expression `fn`) in the page; resolves with its (awaited) value. */
      const evaluate = async (fn, arg) => {
        const expression = typeof fn === 'string' ? fn : `(${fn})(${JSON.stringify(arg ?? null)})`;
        const { result, exceptionDetails } = await inPage('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
        if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
        return result.value;
      };
      const waitForFunction = async (fn, arg, { timeout }) => {
        const until = Date.now() + timeout;
        while (!(await evaluate(fn, arg))) {
          if (Date.now() > until) throw new Error(`waited ${timeout} ms for ${String(fn).slice(0, 80)}`);
          await new Promise((ok) => setTimeout(ok, 100));
        }
      };
      return {
        get crashed() { return crashed; },
        isClosed: () => closed,
        evaluate,
        waitForFunction,
        waitForTimeout: (ms) => new Promise((ok) => setTimeout(ok, ms)),
        /** Navigates and resolves once the document's DOMContentLoaded has fired. */
        async goto(url, { timeout }) {
          const { errorText } = await inPage('Page.navigate', { url });
          if (errorText) throw new Error(`${url}: ${errorText}`);
          await waitForFunction(() => document.readyState !== 'loading' && location.href !== 'about:blank', null, { timeout });
        },
        async close() {
          closed = true;
          listeners.delete(listener);
          await send('Target.closeTarget', { targetId }).catch(() => {});
        },
      };
    },
    async close() {
      if (exited) return;
      const gone = new Promise((ok) => child.once('exit', ok));
      await send('Browser.close').catch(() => {});
      await Promise.race([gone, new Promise((ok) => setTimeout(ok, 5000))]);
      if (!exited) child.kill('SIGKILL');
    },
  };
}
