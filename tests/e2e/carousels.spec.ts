import { expect, test, type Page } from '@playwright/test';
import { EXHIBIT_CAROUSEL_SPEED_MS } from '../../widgets/exhibit-carousel/exhibit-carousel.speeds.js';
import { IMAGE_CAROUSEL_SPEED_MS } from '../../widgets/image-carousel/image-carousel.layout.js';

// The carousels' speeds (E§9) on Playwright's clock (no real waiting): a move from the keyboard
// is still under way just before its speed has passed and done once it has; under reduced motion
// it is done at the next frame.

test.use({ viewport: { width: 1280, height: 800 } });

/** How far (in px, either way) slide 2's inline start is from the carousel's, in px (0 once it is the one in view). */
const offsetOfSecond = (page: Page, tag: string) => page.locator(tag).first().evaluate((el) => {
  const region = el.shadowRoot!.querySelector('[part=carousel]')!.getBoundingClientRect();
  return Math.abs(Math.round(el.shadowRoot!.querySelectorAll('[part=slide]')[1]!.getBoundingClientRect().left - region.left));
});

async function openFirst(page: Page, tag: string) {
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
  await page.goto(`/widgets/${tag}`);
  const region = page.locator(tag).first().locator('[part=carousel]');
  await expect(region).toBeVisible();
  await expect(page.locator(tag).first().locator('[part=counter]')).toContainText('01 / ');
  await page.clock.pauseAt(new Date('2026-01-01T00:10:00Z'));
  return region;
}

for (const [tag, speed] of [['mck-exhibit-carousel', EXHIBIT_CAROUSEL_SPEED_MS], ['mck-image-carousel', IMAGE_CAROUSEL_SPEED_MS]] as const) {
  test(`${tag} moves one slide in ${speed} ms from the keyboard`, async ({ page }) => {
    const region = await openFirst(page, tag);
    const start = await offsetOfSecond(page, tag);
    expect(start).toBeGreaterThan(0);
    await region.focus();
    await page.keyboard.press('ArrowRight');
    // keen-slider eases out (quintic): half-way through the time the slide is near, not there.
    await page.clock.runFor(speed / 2);
    const underWay = await offsetOfSecond(page, tag);
    expect(underWay).toBeGreaterThan(0);
    expect(underWay).toBeLessThan(start);
    await page.clock.runFor(speed / 2 + 20);
    await expect.poll(() => offsetOfSecond(page, tag)).toBe(0);
    await expect(page.locator(tag).first().locator('[part=counter]')).toContainText('02 / ');
  });

  test(`${tag} moves instantly under reduced motion`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const region = await openFirst(page, tag);
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await page.clock.runFor(20);
    expect(await offsetOfSecond(page, tag)).toBe(0);
  });
}
