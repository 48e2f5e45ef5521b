import { expect, test, type Page } from '@playwright/test';

// The careers bar's variants by scrolling a real page (the gallery: the in-page bar between tall
// blocks), against the built bundle.

const bar = (page: Page) => page.locator('mck-careers-sticky-bar[section-title^="Find your place"]');
const sticky = (page: Page) => bar(page).locator('[part=sticky]');
/** Scrolls so that the in-page bar's top is `offset` viewport heights below the viewport's top. */
const scrollBarTo = (page: Page, offset: number) => bar(page).evaluate((el, off) => {
  const inPage = el.shadowRoot!.querySelector('[part=in-page]')!;
  window.scrollTo(0, inPage.getBoundingClientRect().top + window.scrollY - off * window.innerHeight);
}, offset);

test.describe('mck-careers-sticky-bar', () => {
  test('variants follow the scroll: hidden, sticky-default past 50 %, minimal past 100 %, minimal-top once scrolled past', async ({ page }) => {
    await page.goto('/widgets/mck-careers-sticky-bar');
    await expect(bar(page)).toHaveAttribute('data-mck-hydrated', '');
    await expect(bar(page).locator('[part=in-page]')).toBeAttached();

    await scrollBarTo(page, 0.4);
    await expect(sticky(page)).toHaveCount(0);
    await scrollBarTo(page, 1.8); // 0.8 viewport below
    await expect(sticky(page)).toHaveAttribute('data-variant', 'sticky-default');
    await expect(sticky(page).locator('[part=signin]')).toBeVisible();
    await scrollBarTo(page, 2.3); // 1.3 below (the in-page bar ahead)
    await expect(sticky(page)).toHaveAttribute('data-variant', 'sticky-minimal');
    await scrollBarTo(page, 0.2);
    await expect(sticky(page)).toHaveCount(0);
    await scrollBarTo(page, -1.6); // scrolled past it
    await expect(sticky(page)).toHaveAttribute('data-variant', 'sticky-minimal-top');
    await expect(sticky(page).locator('[part=signin]')).toHaveCount(0);
    await expect.poll(async () => (await sticky(page).boundingBox())?.y).toBe(0); // at the top, once slid in
  });

  test('with reduced motion the bar appears without sliding, and nothing sticks in editor mode', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/widgets/mck-careers-sticky-bar');
    await expect(bar(page)).toHaveAttribute('data-mck-hydrated', '');
    await scrollBarTo(page, 1.8);
    await expect(sticky(page)).toHaveAttribute('data-variant', 'sticky-default');
    expect(await sticky(page).evaluate((el) => getComputedStyle(el).animationName)).toBe('none');

    await page.goto('/widgets/mck-careers-sticky-bar?editor=1');
    await expect(bar(page)).toHaveAttribute('data-mck-hydrated', '');
    await scrollBarTo(page, 1.8);
    await expect(bar(page).locator('[part=in-page]')).toBeAttached();
    // Two frames: the scroll was measured (once per frame) and any variant rendered.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await expect(sticky(page)).toHaveCount(0);
  });
});
