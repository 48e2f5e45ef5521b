import { expect, test } from '@playwright/test';
import { HERO_RESIZE_DEBOUNCE_MS, parallaxShift } from '../../widgets/hero/hero.layout.js';
import { collectConsole, expectAxeClean } from './support.js';

// The hero gallery at desktop width against the demo: the article default's parallax follows the
// page's scroll, a full hero with is-default-hero-on-mobile becomes the article default once the
// window has stayed narrow for the debounce (on Playwright's clock), and the video hero plays the
// video service's file by keyboard.

test.use({ viewport: { width: 1280, height: 800 } });

const hero = (page: import('@playwright/test').Page, selector: string) => page.locator(`mck-hero${selector}`).first();

test('the article default moves its background slower than the page on desktop', async ({ page }) => {
  await page.goto('/widgets/mck-hero');
  const article = hero(page, '[variant="article-default"]');
  await expect(article).toHaveAttribute('data-mck-hydrated', '');
  await expect(article.locator('[part=media]')).toBeAttached();
  // Scroll until the hero's top is 200 px above the viewport: its background trails by 200 × the rate.
  await article.evaluate((el) => scrollBy(0, el.getBoundingClientRect().top + 200));
  await expect.poll(() => article.locator('[part=media]').evaluate((el) => (el as HTMLElement).style.transform))
    .toBe(`translate3d(0px, ${parallaxShift(-200)}px, 0px)`);
});

test('a full hero with is-default-hero-on-mobile becomes the article default once the window stays narrow', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
  await page.goto('/widgets/mck-hero');
  const full = hero(page, '[variant="full"][is-default-hero-on-mobile]');
  await full.scrollIntoViewIfNeeded();
  await expect(full).toHaveAttribute('data-layout', 'full');
  await page.clock.pauseAt(new Date('2026-01-01T00:10:00Z'));
  // The debounce starts at the resize event, which the browser dispatches at its next rendering
  // step, after innerWidth has changed: wait for the event itself (the hero's listener, added
  // before this one, has then run too), not for the width.
  await page.evaluate(() => addEventListener('resize', () => { (window as { resized?: boolean }).resized = true; }));
  await page.setViewportSize({ width: 600, height: 800 });
  await expect.poll(() => page.evaluate(() => (window as { resized?: boolean }).resized === true && innerWidth)).toBe(600);
  await page.clock.runFor(HERO_RESIZE_DEBOUNCE_MS - 10);
  await expect(full).toHaveAttribute('data-layout', 'full');
  await page.clock.runFor(10);
  await expect(full).toHaveAttribute('data-layout', 'article-default');
});

test('the video hero plays the service\'s video by keyboard and closes with Escape, focus following', async ({ page }) => {
  const problems = collectConsole(page, ['error']);
  await page.goto('/widgets/mck-hero');
  const video = hero(page, '[variant="video"]');
  await video.scrollIntoViewIfNeeded();
  const play = video.locator('[part=play]');
  await expect(play).toHaveText('Play video (2:30)');
  await play.focus();
  await page.keyboard.press('Enter');
  await expect(video.locator('video[part=video]')).toBeFocused();
  await expect(video.locator('video[part=video]')).toHaveAttribute('src', '/api/video/media/test-pattern.mp4');
  await expectAxeClean(page, 'mck-hero[variant="video"]');
  await page.keyboard.press('Escape');
  await expect(play).toBeFocused();
  await expect(video.locator('[part=player]')).toHaveCount(0);
  expect(problems.filter((line) => !line.includes('[mck-hero] attribute'))).toEqual([]);
});
