import { createRequire } from 'node:module';
import { expect, type ConsoleMessage, type Page } from '@playwright/test';
import { decodeJwt, SignJWT } from 'jose';
import { listWidgetFolders } from '../../build/discover.mjs';
import { E2E_JWT_SECRET } from './server-settings.js';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

/**
 * Brings a gallery to its hydrated states: scrolls through the page so each `visible` element
 * hydrates, waits until every `tag` element not left to `hydrate="interaction"` is hydrated or
 * failed, then for the calls, two frames and the entrance animations. Axe then sees what a reader
 * sees, not the printed fallback mid-way (a CMS image without alt, say, that the widget names on
 * hydration) or an item mid-fade.
 */
export async function settleGallery(page: Page, tag: string): Promise<void> {
  const scrollThrough = () => page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((done) => requestAnimationFrame(done));
    }
    scrollTo(0, 0);
  });
  // The gallery's tags, and the widgets nested in shadow roots (the blog's share bar, the rail's
  // sign-up form): a gallery is settled when those have hydrated too.
  const pending = () => page.evaluate((t) => {
    const shadowRoots = (root: Document | ShadowRoot): ShadowRoot[] => [...root.querySelectorAll('*')]
      .flatMap((el) => (el.shadowRoot ? [el.shadowRoot, ...shadowRoots(el.shadowRoot)] : []));
    const nested = shadowRoots(document).flatMap((root) => [...root.querySelectorAll('*')].filter((el) => el.localName.startsWith('mck-')));
    return [...document.querySelectorAll(t), ...nested]
      .filter((el) => el.getAttribute('hydrate') !== 'interaction' && !el.hasAttribute('data-mck-hydrated') && !el.hasAttribute('data-mck-error'))
      .map((el) => el.outerHTML.slice(0, 80));
  }, tag);
  // Scrolled through again while any is pending: a tag that appears after a pass (rich text
  // expanded when its chunk arrives, a late template) hydrates on visibility only once seen.
  await expect.poll(async () => {
    await scrollThrough();
    return pending();
  }, { timeout: 15_000 }).toEqual([]);
  // Once more now that all have hydrated: a widget that hydrated late in the pass has not seen the
  // part of the page scrolled past, and what starts on sight (the factoids' slide-in) would start
  // under axe's own scrolling, mid-check.
  await scrollThrough();
  // A quiet network, waited for but not required: a player frame's native <audio> may keep its
  // media request open (Chrome suspends the download rather than ending it), and on a loaded
  // machine the audio gallery never went quiet (two fresh-clone runs timed out here).
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  // Entrance animations end (a fading item's contrast is not its contrast), also those that start
  // later (the factoids' slide-in, item by item): quiet twice in a row, half a second apart.
  const running = () => page.evaluate(() => {
    const roots: Array<Document | ShadowRoot> = [document];
    for (const node of document.querySelectorAll('*')) if (node.shadowRoot) roots.push(node.shadowRoot);
    // Each shadow root lists its own animations (the document's list leaves them out); scroll-driven
    // and looping ones never end.
    return roots.flatMap((root) => root.getAnimations())
      .filter((a) => a.timeline instanceof DocumentTimeline && a.effect?.getTiming().iterations !== Infinity)
      .filter((a) => a.playState === 'running' || a.pending).length;
  });
  for (let quiet = 0, polls = 0; quiet < 2 && polls < 40; polls += 1) {
    quiet = (await running()) === 0 ? quiet + 1 : 0;
    await page.waitForTimeout(500);
  }
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
