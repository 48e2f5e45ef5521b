import { expect, test } from '@playwright/test';
import { collectConsole, expectAxeClean } from './support.js';

test('/404 is the not-found page: title, texts and the link home', async ({ page }) => {
  const console = collectConsole(page, ['error']);
  const response = await page.goto('/404');
  expect(response!.status()).toBe(404);
  const widget = page.locator('mck-not-found');
  await expect(widget).toHaveAttribute('data-mck-hydrated', '');
  await expect(widget.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(widget.locator('[part=text]')).toHaveText('This page does not exist.');
  await expect(page).toHaveTitle('404: NotFound');
  await expectAxeClean(page);
  await page.keyboard.press('Tab'); // the skip link or the first control; then reach the home link
  const home = widget.getByRole('link', { name: 'Go to the Home page' });
  // Past the demo layout's navigation, however many demo pages it lists.
  const focused = () => home.evaluate((a) => a === (a.getRootNode() as ShadowRoot).activeElement);
  for (let i = 0; i < 200 && !(await focused()); i += 1) await page.keyboard.press('Tab');
  expect(await focused(), 'the home link is reached by Tab').toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  // The page itself answers 404, which Chromium logs as a failed resource: only that line.
  expect(console.filter((line) => !line.includes('status of 404'))).toEqual([]);
});

test('an invalid demo page redirects to /404', async ({ page }) => {
  await page.goto('/pages/no-such-page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.locator('mck-not-found').getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('in Arabic the texts are translated and right to left', async ({ page }) => {
  await page.goto('/404?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('mck-not-found').getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeVisible();
});
