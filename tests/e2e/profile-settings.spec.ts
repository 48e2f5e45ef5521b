import { expect, test } from '@playwright/test';
import { collectConsole, expectAxeClean, signInThroughForm } from './support.js';

/** A seeded account no other spec signs in with; this spec changes only its job title and country. */
const PREMIUM = { email: 'premium@example.com', password: 'Premium-pass-1' };

test.describe('profile settings', () => {
  test('an anonymous visitor is sent to the sign-in prompt carrying the page path', async ({ page }) => {
    await page.goto('/pages/profile');
    await expect(page).toHaveURL(/\/#\/signin_prompt\/%2Fpages%2Fprofile$/);
  });

  test('edit the profile: the banner shows, the saved values come back on reload', async ({ page }) => {
    const errors = collectConsole(page, ['error']);
    await page.goto('/pages/session');
    await signInThroughForm(page, PREMIUM.email, PREMIUM.password);
    await expect(page.locator('mck-signin').getByText('Signed in as Priya Menon')).toBeVisible();

    await page.goto('/pages/profile');
    const profile = page.locator('mck-profile-settings');
    await expect(profile.getByLabel('First name')).toHaveValue('Priya');
    await expect(profile.getByLabel('Business function')).toHaveValue('ACCT');
    const title = `Chief Financial Officer ${Date.now() % 1000}`;
    await profile.getByLabel('Job title').fill(title);
    await profile.getByLabel('Country').selectOption('DE');
    await profile.getByLabel('First name').fill('P'.repeat(51));
    await profile.getByLabel('First name').blur(); // a field's message shows once it was left
    await expect(profile.getByText('First name can be at most 50 characters.')).toBeVisible();
    await profile.getByLabel('First name').fill('Priya');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await expect(profile.getByRole('status').filter({ hasText: 'Your profile has been updated.' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('mck.userInfo'))).toBe('Priya Menon');
    await expectAxeClean(page);

    await page.reload();
    await expect(profile.getByLabel('Job title')).toHaveValue(title);
    await expect(profile.getByLabel('Country')).toHaveValue('DE');
    await profile.getByLabel('Country').selectOption('IN'); // as seeded, for the next run
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await expect(profile.getByText('Your profile has been updated.')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('unlink the only social login of an account without a password through the create-password dialog', async ({ page }) => {
    // The demo's stand-in for a social sign-up: a fresh Google-only account, signed in.
    await page.goto('/pages/session');
    const answer = await page.request.post('/api/user/demo/social-accounts', { data: {} });
    expect(answer.ok()).toBe(true);
    const tokens = { access: answer.headers().access_token!, refresh: answer.headers().refresh_token! };
    await page.evaluate((t) => {
      localStorage.setItem('mck.accessToken', t.access);
      localStorage.setItem('mck.refreshToken', t.refresh);
    }, tokens);

    await page.goto('/pages/profile');
    const profile = page.locator('mck-profile-settings');
    await expect(profile.getByLabel('Email address')).toBeDisabled();
    await profile.getByRole('button', { name: 'Unlink Google' }).click();
    const dialog = profile.getByRole('dialog', { name: 'Create a password' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('New password').fill('Created-pass-3');
    await dialog.getByLabel('Confirm password').fill('Created-pass-3');
    await dialog.getByRole('button', { name: 'Create password and unlink' }).click();
    await expect(dialog).toBeHidden();
    await expect(profile.getByText('Your Google account has been unlinked.')).toBeVisible();
    await expect(profile.getByRole('button', { name: 'Unlink Google' })).toHaveCount(0);
    await expect(profile.getByLabel('Email address')).toBeEnabled(); // a password now, no provider
  });
});
