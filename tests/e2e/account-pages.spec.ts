import { expect, test } from '@playwright/test';
import { PROTECTED_PAGES } from '../../core/contracts/protected-pages.js';
import { signInThroughForm } from './support.js';

/** The account pages at the paths the account menu links to (A§2): protected, and reached by the menu. */
test.describe('protected account pages', () => {
  for (const name of PROTECTED_PAGES) {
    test(`/my-account/${name} sends a signed-out reader to the sign-in prompt carrying the path`, async ({ page }) => {
      await page.goto(`/my-account/${name}`);
      await expect(page).toHaveURL(`/#/signin_prompt/${encodeURIComponent(`/my-account/${name}`)}`);
    });
  }

  test('signed in, the menu reaches each account page and marks it', async ({ page }) => {
    await page.goto('/pages/session');
    await signInThroughForm(page);
    await expect(page.locator('mck-signin').getByText('Signed in as Rosa Reyes')).toBeVisible();
    for (const [label, name] of [['Profile', 'edit_profile'], ['Email subscriptions', 'edit_subscriptions'], ['Saved articles', 'saved_articles']]) {
      await page.locator('[data-testid=menu-1] mck-account-menu').getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(`/my-account/${name}`);
      const menu = page.locator('mck-account-menu').first();
      await expect(menu.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
      await page.goto('/pages/session');
    }
  });
});
