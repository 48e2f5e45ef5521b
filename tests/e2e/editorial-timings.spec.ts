import { expect, test } from '@playwright/test';
import { CEROS_SCALE_DELAY_MS } from '../../widgets/ceros/ceros.layout.js';
import { PARALLAX_RESIZE_DEBOUNCE_MS } from '../../widgets/scrolly/scrolly.layout.js';
import { TABLE_SCALE_WAIT_MS } from '../../widgets/table/table.zoom.js';

// The editorial modules' waits (E§9) in Chromium on Playwright's clock, no real waiting: each
// module does nothing until its wait has run out, then does it. (The quiz, factoids, carousels and
// hero have their own specs.)

test.use({ viewport: { width: 1280, height: 800 } });

test(`the registration wall on a timer blocks the page once its seconds have run, not a moment before`, async ({ page }) => {
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
  await page.goto('/widgets/mck-regwall');
  // The gallery's timer wall (timer="5") hydrates on interaction: pointing at it starts its timer,
  // on a clock that stands still from here on (it moves only by runFor).
  await page.clock.pauseAt(new Date('2026-01-01T01:00:00Z'));
  const wall = page.locator('mck-regwall[timer="5"]');
  await wall.scrollIntoViewIfNeeded();
  await wall.hover();
  await expect(wall).toHaveAttribute('data-mck-rendered', '');
  const dialog = wall.getByRole('dialog');
  await page.clock.runFor(4_999);
  await expect(dialog).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Get Started' })).toBeVisible();
});

test(`the table zooms out ${TABLE_SCALE_WAIT_MS} ms after the button, and back in`, async ({ page }) => {
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
  await page.setViewportSize({ width: 700, height: 800 });
  await page.goto('/widgets/mck-table');
  const table = page.locator('mck-table').first();
  await expect(table).toHaveAttribute('data-mck-rendered', '');
  const zoom = table.locator('[part=zoom]');
  const scale = () => table.locator('.scaler').evaluate((el) => (el as HTMLElement).style.zoom || '1');
  await page.clock.pauseAt(new Date('2026-01-01T01:00:00Z')); // time moves only by runFor from here
  await zoom.click();
  await expect(zoom).toHaveAttribute('aria-pressed', 'true');
  await page.clock.runFor(TABLE_SCALE_WAIT_MS - 1);
  expect(await scale()).toBe('1');
  await page.clock.runFor(1);
  await expect.poll(scale).not.toBe('1');
  expect(Number(await scale())).toBeLessThan(1);
  await zoom.click();
  await expect(zoom).toHaveAttribute('aria-pressed', 'false');
  await page.clock.runFor(TABLE_SCALE_WAIT_MS);
  await expect.poll(scale).toBe('1');
});

test(`scrolly's parallax follows the window width ${PARALLAX_RESIZE_DEBOUNCE_MS} ms after the last resize`, async ({ page }) => {
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
  await page.goto('/widgets/mck-scrolly');
  const layout = page.locator('mck-scrolly').first().locator('.scrolly');
  await expect(layout).toHaveClass(/\bparallax\b/); // desktop width, motion allowed
  await page.clock.pauseAt(new Date('2026-01-01T01:00:00Z'));
  await page.evaluate(() => addEventListener('resize', () => { (window as { resized?: boolean }).resized = true; }));
  await page.setViewportSize({ width: 800, height: 800 });
  await expect.poll(() => page.evaluate(() => (window as { resized?: boolean }).resized === true)).toBe(true);
  await page.clock.runFor(PARALLAX_RESIZE_DEBOUNCE_MS - 1);
  await expect(layout).toHaveClass(/\bparallax\b/);
  await page.clock.runFor(1);
  await expect(layout).not.toHaveClass(/\bparallax\b/);
});

test(`a Ceros experience is scaled to its box ${CEROS_SCALE_DELAY_MS} ms after it renders`, async ({ page }) => {
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
  await page.goto('/widgets/mck-ceros');
  await page.clock.pauseAt(new Date('2026-01-01T01:00:00Z'));
  const ceros = page.locator('mck-ceros[scale-to-fit]');
  await ceros.scrollIntoViewIfNeeded();
  const frame = ceros.locator('[part=frame]');
  await expect(frame).toBeAttached();
  const transform = () => frame.evaluate((el) => (el as HTMLElement).style.transform);
  await page.clock.runFor(CEROS_SCALE_DELAY_MS - 1);
  expect(await transform()).toBe('');
  await page.clock.runFor(1);
  await expect.poll(transform).toMatch(/^scale\(0\.\d+\)$/);
});
