import { expect, test } from '@playwright/test';
import { collectConsole } from './support.js';

test('a broken widget shows its error state and names tag and attribute; its neighbours work', async ({ page }) => {
  const console = collectConsole(page);
  await page.goto('/pages/broken');

  await expect(page.getByTestId('broken-accordion').locator('[part=error]')).toHaveText('This module could not be displayed.');
  await expect(page.getByTestId('broken-video').locator('[part=error]')).toBeVisible();

  const working = page.getByTestId('working-accordion');
  await working.getByRole('button', { name: /Does the rest of the page work/ }).click();
  await expect(working.getByText('Yes: one widget failing does not stop the others.')).toBeVisible();
  await expect(page.getByTestId('working-video').locator('video')).toHaveAttribute('src', /\.mp4$/);

  await expect(page.getByTestId('unknown')).toHaveText(/Server-rendered content of an unknown tag/);

  expect(console.some((l) => l.includes('[mck-accordion] attribute "items" is not valid JSON'))).toBe(true);
  expect(console.some((l) => l.includes('[mck-video] attribute "video-id" is required'))).toBe(true);
  expect(console.filter((l) => l.includes('unknown tag <mck-does-not-exist>'))).toHaveLength(1);
});

test('an invalid page configuration is reported clearly; widgets that need no service still work', async ({ page }) => {
  const console = collectConsole(page);
  await page.goto('/widgets/mck-accordion?config=broken');
  await expect(page.locator('mck-accordion').first().getByRole('button').first()).toBeVisible();
  expect(console.some((l) => l.includes('invalid page configuration'))).toBe(true);
});
