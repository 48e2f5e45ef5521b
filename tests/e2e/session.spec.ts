import { expect, test } from '@playwright/test';
import { READER, signInThroughForm } from './support.js';

test.describe('sign-in round trip: one session for every widget', () => {
  test('signing in updates every widget and the legacy script; reload keeps it; sign-out clears it', async ({ page }) => {
    await page.goto('/pages/session');
    await expect(page.locator('[data-testid=menu-1] mck-account-menu').getByRole('link', { name: 'Sign in' })).toBeVisible();

    await signInThroughForm(page);

    await expect(page.locator('mck-signin').getByText('Signed in as Rosa Reyes')).toBeVisible();
    for (const menu of ['menu-1', 'menu-2']) {
      const nav = page.locator(`[data-testid=${menu}] mck-account-menu`);
      await nav.scrollIntoViewIfNeeded();
      await expect(nav.getByText('Rosa Reyes')).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Saved articles' })).toHaveAttribute('href', '/my-account/saved_articles');
    }
    await expect(page.getByTestId('legacy-status')).toHaveText(`Legacy script saw: signed in as ${READER.email}`);

    // Tokens are kept: a new page load restores the session from the user service.
    await page.reload();
    await expect(page.locator('mck-signin').getByText('Signed in as Rosa Reyes')).toBeVisible();

    await page.locator('mck-signin').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.locator('[data-testid=menu-1] mck-account-menu').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByTestId('legacy-status')).toHaveText('Legacy script saw: signed out');
    expect(await page.evaluate(() => localStorage.getItem('mck.accessToken'))).toBeNull();
  });

  test('a wrong password shows the error and keeps what was typed', async ({ page }) => {
    await page.goto('/pages/session');
    await signInThroughForm(page, READER.email, 'not-the-password');
    const form = page.locator('mck-signin form');
    await expect(form.getByRole('alert')).toHaveText('The email address or password you entered is incorrect.');
    await expect(form.getByLabel('Email address')).toHaveValue(READER.email);
    await expect(form.getByLabel('Password')).toHaveValue('not-the-password');
  });

  test('another tab follows sign-in and sign-out', async ({ page, context }) => {
    await page.goto('/pages/session');
    const other = await context.newPage();
    await other.goto('/pages/session');
    await expect(other.locator('[data-testid=menu-1] mck-account-menu').getByRole('link', { name: 'Sign in' })).toBeVisible();

    await signInThroughForm(page);
    await expect(other.locator('[data-testid=menu-1] mck-account-menu').getByText('Rosa Reyes')).toBeVisible();

    await page.locator('mck-signin').getByRole('button', { name: 'Sign out' }).click();
    await expect(other.locator('[data-testid=menu-1] mck-account-menu').getByRole('link', { name: 'Sign in' })).toBeVisible();
  });
});
