import { createRequire } from 'node:module';
import { expect, type ConsoleMessage, type Page } from '@playwright/test';
import { decodeJwt, SignJWT } from 'jose';
import { listWidgetFolders } from '../../build/discover.mjs';
import { E2E_JWT_SECRET } from './server-settings.js';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

/**
 * Scrolls down the page half a screen at a time, as a reader does, to its end or to the top of
 * `stopAt`'s element, then back to the top. Each step waits for a frame, or a tenth of a second
 * if none comes: a page that stopped drawing frames (once, a WordPress post in a fresh-clone CI
 * run) then fails the test's own check, naming what is left, instead of hanging it.
 */
export function scrollThrough(page: Page, stopAt?: string): Promise<void> {
  return page.evaluate(async (selector) => {
    const end = () => {
      const stop = selector ? document.querySelector(selector) : null;
      return stop ? stop.getBoundingClientRect().top + scrollY : document.documentElement.scrollHeight;
    };
    for (let y = 0; y < end(); y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((done) => { requestAnimationFrame(done); setTimeout(done, 100); });
    }
    scrollTo(0, 0);
  }, stopAt);
}

/**
 * Brings a gallery to its hydrated states: scrolls through the page so each `visible` element
 * hydrates, waits until every `tag` element not left to `hydrate="interaction"` is hydrated or
 * failed, then for the calls, two frames and the entrance animations. Axe then sees what a reader
 * sees, not the printed fallback mid-way (a CMS image without alt, say, that the widget names on
 * hydration) or an item mid-fade.
 */
export async function settleGallery(page: Page, tag: string, { entranceEffects = true } = {}): Promise<void> {
  // The gallery's examples, not its API tables below them (demo/server/widget-api.ts): no widget there.
  const scrollThroughExamples = () => scrollThrough(page, '.gallery-api');
  // The gallery's tags, the widgets printed inside them (full-bleed media's video) and those nested
  // in shadow roots (the blog's share bar, the rail's sign-up form): a gallery is settled when
  // those have hydrated too.
  const pending = () => page.evaluate((t) => {
    const shadowRoots = (root: Document | ShadowRoot): ShadowRoot[] => [...root.querySelectorAll('*')]
      .flatMap((el) => (el.shadowRoot ? [el.shadowRoot, ...shadowRoots(el.shadowRoot)] : []));
    const isWidget = (el: Element) => el.localName.startsWith('mck-');
    // Printed inside: those a reader can see (not the ones in a tab panel not shown).
    const printed = [...document.querySelectorAll(t), ...[...document.querySelectorAll(`${t} *`)]
      .filter((el) => isWidget(el) && el.getClientRects().length > 0)];
    const nested = shadowRoots(document).flatMap((root) => [...root.querySelectorAll('*')].filter(isWidget));
    return [...printed, ...nested]
      .filter((el) => el.getAttribute('hydrate') !== 'interaction' && !el.hasAttribute('data-mck-hydrated') && !el.hasAttribute('data-mck-error'))
      .map((el) => el.outerHTML.slice(0, 80));
  }, tag);
  // Scrolled through again while any is pending: a tag that appears after a pass (rich text
  // expanded when its chunk arrives, a late template) hydrates on visibility only once seen.
  await expect.poll(async () => {
    await scrollThroughExamples();
    return pending();
  }, { timeout: 15_000 }).toEqual([]);
  // Once more now that all have hydrated: a widget that hydrated late in the pass has not seen the
  // part of the page scrolled past, and what starts on sight (the factoids' slide-in) would start
  // under axe's own scrolling, mid-check.
  await scrollThroughExamples();
  // A quiet network, waited for but not required: a player frame's native <audio> may keep its
  // media request open (Chrome suspends the download rather than ending it), and on a loaded
  // machine the audio gallery never went quiet (two fresh-clone runs timed out here).
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  // A caller that ends animations itself (a screenshot with animations disabled, under reduced
  // motion) need not wait for them.
  if (entranceEffects) await entranceEffectsEnded(page);
}

/**
 * Entrance animations ended (a fading item's contrast is not its contrast), also those that start
 * later (the factoids' slide-in, item by item): quiet twice in a row, a quarter second apart.
 */
export async function entranceEffectsEnded(page: Page): Promise<void> {
  const running = () => page.evaluate(() => {
    const roots: Array<Document | ShadowRoot> = [document];
    for (const node of document.querySelectorAll('*')) if (node.shadowRoot) roots.push(node.shadowRoot);
    // Each shadow root lists its own animations (the document's list leaves them out); scroll-driven
    // and looping ones never end.
    return roots.flatMap((root) => root.getAnimations())
      .filter((a) => a.timeline instanceof DocumentTimeline && a.effect?.getTiming().iterations !== Infinity)
      .filter((a) => a.playState === 'running' || a.pending).length;
  });
  for (let quiet = 0, polls = 0; polls < 80; polls += 1) {
    quiet = (await running()) === 0 ? quiet + 1 : 0;
    if (quiet === 2) return;
    await page.waitForTimeout(250);
  }
}

/** Everything that went wrong on the page: console errors, page errors, failed or 4xx/5xx requests. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console.error: ${m.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('requestfailed', (r) => {
    // ERR_ABORTED is the page cancelling a request itself, not a failure: a video dropping its media
    // when it pauses, a widget that unmounts on sign-in aborting its call still in flight (the
    // country lookup of a form the session hides), a lazy image removed before it loaded. A
    // failure the server or the network causes has a status or another error.
    if (/ERR_ABORTED/.test(r.failure()?.errorText ?? '')) return;
    problems.push(`request failed: ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.request().method()} ${r.url()}`);
  });
  return problems;
}

/** The tags on the page not hydrated yet, and those in an error state. */
const notHydrated = (page: Page, tags: string[]) => page.evaluate((names) => names.flatMap((tag) =>
  [...document.querySelectorAll(tag)].flatMap((el, i) => {
    if (el.hasAttribute('data-mck-error')) return [`${tag}[${i}] error ${el.getAttribute('data-mck-error')}`];
    return el.hasAttribute('data-mck-hydrated') ? [] : [`${tag}[${i}] not hydrated`];
  })), tags);

/**
 * Every one of `tags` on the page (the CMS pages carry every built widget), hydrated with no error
 * state, as a reader scrolling down would bring them: one pass down the page (each tag comes within
 * the loader's reach), then each tag still waiting scrolled to on its own; the whole page in a few
 * round trips rather than three per tag.
 */
export async function hydrateEvery(page: Page, tags: string[]): Promise<void> {
  for (const tag of tags) expect(await page.locator(tag).count(), `${tag} is on the page`).toBeGreaterThan(0);
  await page.evaluate(async () => {
    for (let y = 0; y <= document.documentElement.scrollHeight; y += Math.round(innerHeight * 0.75)) {
      scrollTo(0, y);
      await new Promise((next) => setTimeout(next, 60));
    }
  });
  // Each element still waiting, scrolled to in turn (by the element itself: a locator by index of
  // "not hydrated yet" names another element, or none, once one before it hydrates), on every
  // poll: on a loaded machine a tag may be scrolled past before its visibility was seen.
  const scrollToWaiting = () => page.evaluate(async (waiting) => {
    for (const el of document.querySelectorAll(waiting)) {
      if (el.hasAttribute('data-mck-hydrated') || el.hasAttribute('data-mck-error')) continue;
      el.scrollIntoView({ block: 'center' });
      await new Promise((next) => requestAnimationFrame(() => setTimeout(next, 60)));
    }
  }, tags.join(','));
  await expect.poll(async () => {
    await scrollToWaiting();
    return notHydrated(page, tags);
  }, { timeout: 20_000 }).toEqual([]);
}

/** The demo's seeded reader (demo/db seed). */
export const READER = { email: 'reader@example.com', password: 'Reader-pass-1' };

/** Collects console messages of the given types for the page's lifetime. */
export function collectConsole(page: Page, types: Array<ReturnType<ConsoleMessage['type']>> = ['error', 'warning']): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (types.includes(message.type())) lines.push(message.text());
  });
  return lines;
}

/**
 * `lines` without those that a gallery's documented error-state examples print (each names its tag
 * and cause): a test working an example near the top of a gallery may also hear the examples below
 * it, as they come near the screen. Each test names what it expects.
 */
export const besides = (lines: string[], expected: string[]): string[] =>
  lines.filter((line) => !expected.some((text) => line.includes(text)));

/** Runs axe on the page (open shadow roots included) and fails with the violations listed. */
export async function expectAxeClean(page: Page, selector = 'body'): Promise<void> {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async (sel) => {
    const axe = (window as unknown as { axe: { run: (el: Element, o: object) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown }> }> }> } }).axe;
    const result = await axe.run(document.querySelector(sel)!, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.help} ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  }, selector);
  expect(violations, violations.join('\n')).toEqual([]);
}

export async function signInThroughForm(page: Page, email = READER.email, password = READER.password): Promise<void> {
  const form = page.locator('mck-signin form').first();
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** The demo server: the bundle under /mck/, the services under /api/ (playwright.config.ts's baseURL). */
export const DEMO_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4399}`;
/** The second-origin legacy CMS page (demo/cms-origin/), set by playwright.config.ts. */
export const CMS_URL = process.env.E2E_CMS_URL ?? `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4399) + 1}`;

/** Tags of every built widget (widgets/<folder>/meta.json with its define file), through the build's reader. */
export function builtTags(): string[] {
  return listWidgetFolders('widgets').filter((w) => w.hasDefine).map((w) => w.tag).sort();
}


/**
 * Replaces the page's stored access token by one the service itself signed (same key, same
 * reader) and sees as expired (`exp` a minute ago): the next call or page load has to refresh.
 * Resolves with that expired token.
 */
export async function expireAccessToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('mck.accessToken')!);
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(decodeJwt(stored).sub!)
    .setIssuedAt(now - 1000)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
  await page.evaluate((token) => localStorage.setItem('mck.accessToken', token), expired);
  return expired;
}

/**
 * The elements that stick out of the viewport where the sticking out begins: each lies beyond the
 * viewport's edge while its parent (across shadow roots) does not, and no ancestor clips it (a
 * scroller's content scrolls inside the scroller, not the page). Then the widest of all offenders.
 * Each named by its widget, tag, part and class, with its box, so the failure says what to fix.
 */
function offenders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const parentOf = (el: Element): Element | null => el.parentElement ?? ((el.getRootNode() as ShadowRoot).host ?? null);
    const beyond = (box: DOMRect) => box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
    // An element sticks out, or its own text does (a long word or URL runs past a box that fits).
    const range = document.createRange();
    const textBeyond = (el: Element) => getComputedStyle(el).overflowX === 'visible' && [...el.childNodes].some((node) => {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) return false;
      range.selectNodeContents(node);
      return beyond(range.getBoundingClientRect());
    });
    // What no reader sees takes no room either (a closed <details>'s list keeps its box).
    const out = (el: Element) => (beyond(el.getBoundingClientRect()) || textBeyond(el)) && el.checkVisibility({ visibilityProperty: true });
    const clipped = (el: Element) => {
      for (let up = parentOf(el); up && up !== document.documentElement; up = parentOf(up)) {
        const style = getComputedStyle(up);
        if (style.overflowX !== 'visible' || style.position === 'fixed') return true;
      }
      return false;
    };
    const name = (el: Element) => {
      let widget = parentOf(el);
      while (widget && !widget.localName.startsWith('mck-')) widget = parentOf(widget);
      const host = widget?.localName;
      const part = el.getAttribute('part');
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      const box = el.getBoundingClientRect();
      const text = el.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${host ? `${host} › ` : ''}${el.localName}${part ? `[part=${part}]` : ''}${cls} (${Math.round(box.left)}–${Math.round(box.right)} px)${text ? ` "${text}"` : ''}`;
    };
    const all: Element[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        all.push(el);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document);
    const sticking = all.filter((el) => out(el) && !clipped(el));
    const starts = sticking.filter((el) => { const up = parentOf(el); return !up || !out(up); });
    const widest = [...sticking].sort((a, b) => b.getBoundingClientRect().width - a.getBoundingClientRect().width)[0];
    return [...starts.slice(0, 8).map(name), ...(widest ? [`widest: ${name(widest)}`] : [])];
  });
}

/**
 * Phones: no widget may make a 320–390 px page scroll sideways (a reader on a phone sees a cut-off
 * button, "Searc", and a page that wobbles under the thumb). Fails naming what sticks out. Returns
 * the layout's width (the viewport's less a classic scrollbar, where one takes room).
 */
export async function expectNoSidewaysScroll(page: Page): Promise<number> {
  const sizes = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  const sticking = sizes.scroll > sizes.client ? await offenders(page) : [];
  expect(sizes.scroll, `the page is ${sizes.scroll} px wide on a ${sizes.client} px screen:\n${sticking.join('\n')}`).toBeLessThanOrEqual(sizes.client);
  return sizes.client;
}

// Visual regression (widgets.spec.ts's gallery test): baselines in tests/e2e/baselines/
// (playwright.config.ts snapshotPathTemplate).

/** One instant for every run: relative dates ("3 days ago"), the calendar's month, anything read from the clock. */
const FIXED_NOW = new Date('2026-03-16T10:00:00Z');

/**
 * Before the page loads: the clock fixed (timers keep running, so hydration and the widgets' own
 * waits do not stop) and reduced motion (carousels do not autoplay, no entrance effect is caught
 * mid-way).
 */
export async function holdStill(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.setFixedTime(FIXED_NOW);
}

// What is drawn by something other than the widgets and changes from run to run: video frames,
// third-party frames (Flourish, Ceros, bespoke interactives), map tiles, and canvases. Their boxes
// stay in the picture (a mask paints over them), so their size and place are still compared. (The
// careers events gallery lists folders of events in 2031, the same whatever the service's clock
// says: compared unmasked.) And the scrolly's step media: which step is
// active (the others dimmed) follows the window's middle, and a screenshot taller than the window
// moves that middle while it is taken, so the dimming depends on when the observer ran.
const VOLATILE = ['video', 'iframe', 'canvas', '.leaflet-tile-pane', 'audio', 'mck-scrolly [part=frame]'];

/** The gallery's examples (not the API tables under them) look as the baseline `name`. */
export async function expectLooksAsBaseline(page: Page, name: string): Promise<void> {
  // Every image drawn first (a loaded machine may still be fetching one below the fold; lazy ones
  // start now), in the page and in the widgets' shadow roots; one that fails stays as it is.
  await page.evaluate(() => {
    // From the top of the page (where a fixed banner, the consent's, sits depends on it), and a
    // gallery's scrolling frames (blog, profile) at their start: scrolling a tag into view scrolls
    // its frame too, by as much as the tag had grown by then.
    scrollTo(0, 0);
    for (const frame of document.querySelectorAll('.gallery-examples *')) {
      if (frame.scrollTop || frame.scrollLeft) frame.scrollTo(0, 0);
    }
    const roots: Array<Document | ShadowRoot> = [document];
    for (const node of document.querySelectorAll('*')) if (node.shadowRoot) roots.push(node.shadowRoot);
    const images = roots.flatMap((root) => [...root.querySelectorAll('img')]);
    for (const img of images) img.loading = 'eager';
    const drawn = Promise.all(images.map((img) => img.decode().catch(() => {})));
    return Promise.race([drawn, new Promise((done) => setTimeout(done, 10_000))]);
  });
  // And the page's height still: a widget whose answer arrives late grows after the network went
  // quiet on a loaded machine (a mask is placed by the boxes measured before the picture).
  await expect.poll(() => page.evaluate(async () => {
    const heights: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      heights.push(document.documentElement.scrollHeight);
      await new Promise((next) => setTimeout(next, 100));
    }
    return heights.every((h) => h === heights[0]);
  }), { timeout: 10_000 }).toBe(true);
  await expect.soft(page.locator('.gallery-examples')).toHaveScreenshot(name, {
    animations: 'disabled',
    caret: 'hide',
    mask: VOLATILE.map((selector) => page.locator(selector)),
    // Text anti-aliasing may differ by a few pixels between runs on a loaded machine.
    maxDiffPixelRatio: 0.002,
    timeout: 15_000,
  });
}
