import { expect, test } from '@playwright/test';
import { collectConsole, expectAxeClean, signInThroughForm } from './support.js';

test('an anonymous reader meets the wall; signing in takes it away at once', async ({ page }) => {
  const problems = collectConsole(page);
  await page.goto('/pages/regwall');
  const wall = page.locator('mck-regwall');
  const dialog = wall.getByRole('dialog', { name: 'Register to keep reading' });
  await expect(dialog).toBeVisible();

  // While it blocks, Tab never reaches the page behind: focus is in the wall, or, past its last
  // control, in the browser's own UI until the next Tab.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(['mck-regwall', 'body']).toContain(await page.evaluate(() => document.activeElement?.localName));
  }
  await expectAxeClean(page);

  // Continue goes to the sign-in route, the wall steps aside for it, and the reader signs in.
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/#\/signin$/);
  await expect(dialog).toBeHidden();
  await signInThroughForm(page);
  await expect(wall.locator('section')).toHaveCount(0);

  // Leaving the route does not bring it back: the shared session says signed in (only that lifts it).
  await page.evaluate(() => { location.hash = ''; });
  await expect(wall.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('The first shift')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a hash route that shows no sign-in screen does not lift the wall', async ({ page }) => {
  await page.goto('/pages/regwall#/nothing-here');
  const dialog = page.locator('mck-regwall').getByRole('dialog', { name: 'Register to keep reading' });
  await expect(dialog).toBeVisible();
  await page.evaluate(() => { location.hash = '#/also-nothing'; });
  await page.waitForTimeout(200); // a wall that stepped aside would be hidden by now
  await expect(dialog).toBeVisible();
});

test('the click variant: a click on the overlay opens the registration modal route', async ({ page }) => {
  await page.goto('/pages/regwall');
  await page.locator('mck-regwall').evaluate((el) => el.setAttribute('page-type', 'UB Page enabled by click'));
  const dialog = page.locator('mck-regwall').getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(page).toHaveURL(/#\/registration-modal$/);
});
