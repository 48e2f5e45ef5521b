import { expect, test, type Page } from '@playwright/test';
import { KEPT_ATTR } from '../../core/host/hydration.js';
import { builtTags, collectConsole, entranceEffectsEnded, expectAxeClean, expectLooksAsBaseline, expectNoSidewaysScroll, holdStill, settleGallery } from './support.js';

test('the index lists every catalogue widget and links the built ones', async ({ page }) => {
  await page.goto('/');
  for (const tag of ['mck-accordion', 'mck-video', 'mck-quiz', 'mck-global-search']) {
    await expect(page.getByText(tag, { exact: true }).first()).toBeVisible();
  }
  await page.getByRole('link', { name: 'mck-accordion', exact: true }).first().click();
  await expect(page).toHaveURL(/\/widgets\/mck-accordion$/);
});

// Every built widget's gallery, checked without anyone listing it here, in one load as a reader's
// screen changes: loaded on a 390 px phone, where no widget makes the page scroll sideways and the
// examples look as their baseline; narrowed to 320 px, still no sideways scrolling (a widget must
// follow a resize too); widened to a 1280 px desktop, rendered, axe clean and looking as its
// baseline. Baselines: tests/e2e/baselines/; after an intended change of look, README "Visual
// regression".
const PHONE = 390;
/** The narrowest phone checked for sideways scrolling, after the 390 px load. */
const NARROWEST = 320;
const DESKTOP = 1280;
/** Two frames of the page: a resize and the layout after it have happened. */
const frames = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
/** The widgets the box keeper holds at a height they were seen at (core/host/box-keeper.ts), shadow roots included. */
const heldBoxes = (page: Page) => page.evaluate((attr) => {
  const roots = (root: Document | ShadowRoot): Array<Document | ShadowRoot> => [root, ...[...root.querySelectorAll('*')]
    .flatMap((el) => (el.shadowRoot ? roots(el.shadowRoot) : []))];
  return roots(document).flatMap((root) => [...root.querySelectorAll(`[${attr}]`)].map((el) => el.localName));
}, KEPT_ATTR);

for (const tag of builtTags()) {
  test(`${tag} gallery fits ${NARROWEST}–${PHONE} px phones, renders its states at ${DESKTOP} px, is axe clean and looks as its baselines`, async ({ page }) => {
    test.setTimeout(60_000);
    await holdStill(page);
    await page.setViewportSize({ width: PHONE, height: 800 });
    await page.goto(`/widgets/${tag}`);
    const first = page.locator(tag).first();
    // As a reader would, scrolling the page (not a gallery's scrolling frame): a "visible" tag
    // hydrates once near the screen (a hidden one, a modal's, by its own strategy).
    await first.evaluate((el) => scrollTo(0, el.getBoundingClientRect().top + scrollY - innerHeight / 2));
    await expect(first).toHaveAttribute('data-mck-hydrated', '');
    await settleGallery(page, tag, { entranceEffects: false });
    await expectNoSidewaysScroll(page);
    // Each state's own look: a widget whose state is smaller than its printed box holds that
    // height while in view (core/host/box-keeper.ts; its browser tests), and which ones are held
    // depends on when each rendered against the scroll. A change of width frees them all, as a
    // phone turned does: one pixel narrower and back.
    // A frame at each width: the page's resize events come with its frames, so each width is seen.
    // Again while any box is still held: a widget whose first render came after the change (a
    // late chunk or answer on a loaded machine) is held from then on.
    await expect.poll(async () => {
      await page.setViewportSize({ width: PHONE - 1, height: 800 });
      await frames(page);
      await page.setViewportSize({ width: PHONE, height: 800 });
      await frames(page);
      return heldBoxes(page);
    }, { timeout: 10_000 }).toEqual([]);
    await expectLooksAsBaseline(page, `${tag}-${PHONE}.png`);

    await page.setViewportSize({ width: NARROWEST, height: 800 });
    await frames(page);
    await expectNoSidewaysScroll(page);

    // Widened: every tag has hydrated by now; the layout follows in a frame or two.
    await page.setViewportSize({ width: DESKTOP, height: 800 });
    await frames(page);
    await entranceEffectsEnded(page);
    await expectAxeClean(page, 'main');
    await expectLooksAsBaseline(page, `${tag}-${DESKTOP}.png`);
  });
}

test('mck-video plays the MP4 from the reference video service; one at a time', async ({ page }) => {
  const console = collectConsole(page, ['warning']);
  await page.goto('/widgets/mck-video');
  const videos = page.locator('mck-video');
  const auto = videos.nth(0).locator('video');
  await expect(auto).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/.+\.mp4$/);
  await expect.poll(() => auto.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);

  const city = videos.nth(1);
  await city.scrollIntoViewIfNeeded();
  await city.getByRole('button', { name: 'Play video' }).click();
  await expect.poll(() => city.locator('video').evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
  await expect.poll(() => auto.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

  const failing = videos.nth(3);
  await failing.scrollIntoViewIfNeeded();
  await expect(failing).toHaveAttribute('data-state', 'unavailable');
  await expect(failing.getByText('This video is unavailable (server-rendered fallback).')).toBeVisible();
  expect(console.some((l) => l.includes('[mck-video] video "broken-demo" left unloaded'))).toBe(true);
});

test('language from the page config: German dictionary; Arabic is right-to-left', async ({ page }) => {
  await page.goto('/pages/session?lang=de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('mck-signin').getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await page.goto('/pages/session?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

test('editor mode shows placeholders for empty fields, and items visitors would not see', async ({ page }) => {
  await page.goto('/widgets/mck-accordion?editor=1');
  const faq = page.locator('mck-accordion').first();
  // The item without a title is shown to editors, with a placeholder where the title goes.
  await expect(faq.locator('[part=placeholder]', { hasText: 'Empty field: Title' })).toBeVisible();
  // The accordion without a heading shows the heading placeholder.
  await expect(page.locator('mck-accordion').nth(1).locator('[part=placeholder]', { hasText: 'Empty field: Heading' })).toBeVisible();
  // Visitors see neither.
  await page.goto('/widgets/mck-accordion');
  await expect(page.locator('mck-accordion').first().getByRole('button')).toHaveCount(2);
  await expect(page.locator('mck-accordion [part=placeholder]')).toHaveCount(0);
});
