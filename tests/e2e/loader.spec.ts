import { expect, test } from '@playwright/test';

test('tags added after load are hydrated, loading their chunk then', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (req) => { if (req.url().includes('/mck/widgets/')) chunks.push(req.url()); });
  await page.goto('/pages/late-tags');
  await page.waitForLoadState('networkidle');
  expect(chunks.filter((u) => u.includes('accordion'))).toHaveLength(0);

  await page.getByTestId('add-rich-text').click();
  const added = page.getByTestId('rich-text').locator('mck-accordion');
  await expect(added).toHaveAttribute('data-mck-hydrated', '');
  await added.getByRole('button', { name: /Added later/ }).click();
  await expect(added.getByRole('region', { name: /Added later/ })).toHaveText('Hydrated by the loader after insertion.');

  await page.getByTestId('add-rich-text').click();
  await expect(page.getByTestId('rich-text').locator('mck-accordion')).toHaveCount(2);
  await expect(page.getByTestId('rich-text').locator('mck-accordion').nth(1)).toHaveAttribute('data-mck-hydrated', '');
  expect(chunks.filter((u) => u.includes('accordion'))).toHaveLength(1);
});

test('a page loads only the chunks its tags need', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (req) => { if (req.url().includes('/mck/')) chunks.push(new URL(req.url()).pathname); });
  await page.goto('/widgets/mck-accordion');
  await expect(page.locator('mck-accordion').first()).toHaveAttribute('data-mck-hydrated', '');
  await page.waitForLoadState('networkidle');
  expect(chunks.some((p) => p.includes('accordion'))).toBe(true);
  expect(chunks.some((p) => /video|signin|account-menu/.test(p))).toBe(false);
});

test('hydration strategies: load now, interaction on first focus, visible on scroll; content visible before', async ({ page }) => {
  await page.goto('/pages/hydration');
  await expect(page.getByTestId('h-load')).toHaveAttribute('data-mck-hydrated', '');
  await expect(page.getByTestId('h-idle')).toHaveAttribute('data-mck-hydrated', '');

  const interaction = page.getByTestId('h-interaction');
  await expect(interaction).not.toHaveAttribute('data-mck-hydrated', '');
  await expect(interaction.locator('summary')).toBeVisible();
  await interaction.locator('summary').hover();
  await expect(interaction).toHaveAttribute('data-mck-hydrated', '');

  const visible = page.getByTestId('h-visible');
  await expect(visible).not.toHaveAttribute('data-mck-hydrated', '');
  await visible.scrollIntoViewIfNeeded();
  await expect(visible).toHaveAttribute('data-mck-hydrated', '');
  await expect(visible.getByRole('button', { name: /Hydrates when scrolled into view/ })).toBeVisible();
});
