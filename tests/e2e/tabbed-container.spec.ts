import { expect, test } from '@playwright/test';
import { settleGallery } from './support.js';

const TAG = 'mck-tabbed-container';

test.describe('mck-tabbed-container on its gallery page', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('every panel reads in order under its label as a heading', async ({ page }) => {
      await page.goto(`/widgets/${TAG}`);
      const first = page.locator(TAG).first();
      await expect(first.getByRole('heading', { level: 3 })).toHaveText(['Where the growth is', 'Overview', 'What leaders say', 'In numbers']);
      for (const section of await first.locator('section').all()) await expect(section).toBeVisible();
    });
  });

  test('hydrating moves nothing: the first panel keeps the box the printed fallback gave it', async ({ page, context }) => {
    const firstPanelBox = () => page.locator(TAG).first().locator('section').first().boundingBox();
    await context.route('**/mck-loader.js', (route) => route.abort());
    await page.goto(`/widgets/${TAG}`);
    const printed = await firstPanelBox();
    await context.unroute('**/mck-loader.js');
    await page.goto(`/widgets/${TAG}`);
    await expect(page.locator(TAG).first()).toHaveAttribute('data-mck-rendered', '');
    expect(await firstPanelBox()).toEqual(printed);
  });

  test('a tab shows its panel, and the widget printed in it hydrates where the CMS put it', async ({ page }) => {
    await page.goto(`/widgets/${TAG}`);
    await settleGallery(page, TAG);
    const container = page.locator(TAG).first();
    const quote = container.locator('mck-pull-quote');
    await expect(quote).toBeHidden();
    await container.getByRole('tab', { name: 'What leaders say' }).click();
    await expect(container).toHaveAttribute('active-tab', '1');
    await expect(quote).toBeVisible();
    await expect(quote).toHaveAttribute('data-mck-hydrated', '');
    await expect(quote).toContainText('learn fastest');
    await page.keyboard.press('ArrowRight');
    await expect(container.getByRole('tab', { name: 'In numbers' })).toBeFocused();
    await expect(container.locator('mck-factoids')).toBeVisible();
  });
});
