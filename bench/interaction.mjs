/**
 * Interaction to next paint of three things a reader does, for `npm run bench`: typing in the
 * site search box, opening the sign-in dialog through the auth router, answering a quiz question.
 * Each on its demo page (real services), in a fresh browser profile at `cpu`× CPU slowdown from
 * the first byte, driven by real input (Playwright's mouse and keyboard over what is on screen).
 *
 * The figure is the Event Timing API's (PerformanceObserver type `event`, durationThreshold 16):
 * an interaction lasts from its first event's start to the paint after its handlers, the longest
 * of its events; the action's figure is its longest interaction (the INP of that action). Events
 * under 16 ms are not reported by the browser: "< 16 ms". Numbers for people; no test asserts them.
 */
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';

/** INP's goal for each action (ms). */
export const INP_GOAL_MS = 100;

/** addInitScript: records event timing entries and the last pointerdown's time. */
const RECORD_EVENTS = () => {
  const w = /** @type {any} */ (window);
  w.__events = [];
  addEventListener('pointerdown', (e) => { w.__lastDown = e.timeStamp; }, true);
  new PerformanceObserver((list) => {
    for (const e of /** @type {any[]} */ (list.getEntries())) {
      w.__events.push({ name: e.name, id: e.interactionId, start: e.startTime, duration: e.duration, processing: e.processingEnd - e.processingStart, delay: e.processingStart - e.startTime });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

/** The interactions that started at or after `since`: the longest, and how many there were. */
async function readInteractions(page, since) {
  const events = await page.evaluate((t) => /** @type {any} */ (window).__events.filter((e) => e.id > 0 && e.start >= t), since);
  const byId = new Map();
  for (const e of events) if (!byId.has(e.id) || byId.get(e.id).duration < e.duration) byId.set(e.id, e);
  const worst = [...byId.values()].sort((a, b) => b.duration - a.duration)[0] ?? null;
  return { inp: worst?.duration ?? null, over16: byId.size, worst };
}

/** Each action: its page, what to wait for before, the input, and what shows it worked. */
const ACTIONS = [
  {
    name: 'typing in the site search box (mck-global-search)',
    path: '/pages/search',
    ready: (page) => page.locator('mck-global-search[data-mck-rendered] input[part~="input"]').waitFor(),
    act: async (page) => {
      await page.locator('mck-global-search input[part~="input"]').click();
      return async () => page.keyboard.type('healthcare', { delay: 150 });
    },
    done: (page) => page.locator('mck-global-search [part~="suggestion"]').first().waitFor({ timeout: 10_000 }).then(() => 'suggestions shown', () => 'no suggestions shown'),
  },
  {
    name: 'opening the sign-in dialog (mck-auth-router, link to #/signin)',
    path: '/pages/auth-routes',
    ready: (page) => page.locator('mck-auth-router[data-mck-rendered]').waitFor({ state: 'attached' }),
    act: async (page) => async () => page.locator('a[href="#/signin"]').first().click(),
    done: (page) => page.locator('mck-auth-router dialog[open] mck-signin[data-mck-rendered] form').first().waitFor({ timeout: 10_000 })
      .then(() => page.evaluate(() => `sign-in form shown ${Math.round(performance.now() - /** @type {any} */ (window).__lastDown)} ms after the click (checked after it showed)`), () => 'the sign-in form did not show'),
  },
  {
    name: 'answering a quiz question (mck-quiz)',
    path: '/pages/article-modules',
    ready: async (page) => {
      await page.locator('mck-quiz').first().scrollIntoViewIfNeeded();
      await page.locator('mck-quiz[data-mck-rendered] button[part~="option"]').first().waitFor();
    },
    act: async (page) => async () => page.locator('mck-quiz button[part~="option"]').first().click(),
    done: (page) => page.locator('mck-quiz [part~="response"]').first().waitFor({ timeout: 10_000 }).then(() => 'answer shown', () => 'no answer shown'),
  },
];

/** Measures every action on the demo server at `origin`; one fresh profile each. */
export async function measureInteractions({ origin, cpu, timeout }) {
  const rows = [];
  for (const action of ACTIONS) {
    const profile = mkdtempSync(join(tmpdir(), 'mck-bench-inp-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath(), args: CHROMIUM_ARGS, viewport: { width: 1280, height: 800 } });
    try {
      await context.addInitScript(RECORD_EVENTS);
      const page = context.pages()[0] ?? await context.newPage();
      page.setDefaultTimeout(timeout);
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
      await page.goto(`${origin}${action.path}`, { waitUntil: 'load', timeout });
      await action.ready(page);
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
      await page.waitForTimeout(1000); // idle-time hydration and the first renders' effects are done
      const input = await action.act(page);
      const since = await page.evaluate(() => performance.now());
      await input();
      const outcome = await action.done(page);
      await page.waitForTimeout(1000); // event timing entries are reported after the next paint
      rows.push({ action: action.name, page: action.path, outcome, ...(await readInteractions(page, since)) });
    } catch (err) {
      rows.push({ action: action.name, page: action.path, outcome: `failed: ${String(err.message).split('\n')[0]}`, inp: null, over16: 0, worst: null, failed: true });
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
  return rows;
}
