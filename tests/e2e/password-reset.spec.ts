import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from './support.js';

/** A seeded account no other spec signs in with: each run gives it a new password. */
const EMAIL = 'practice@example.com';

/** The newest reset link mailed to `email`, read from the demo outbox page as a person would. */
async function resetLinkFromOutbox(page: Page, email: string): Promise<string> {
  await page.goto(`/demo/outbox?to=${encodeURIComponent(email)}`);
  const link = page.locator('a[href*="/pages/reset-password?token="]').first();
  await expect(link).toBeVisible();
  return (await link.getAttribute('href'))!;
}

test.describe('password reset', () => {
  test('ask for a link, follow it from the outbox, choose a password: signed in; the used link is invalid', async ({ page }) => {
    await page.goto('/pages/forgot-password');
    const forgot = page.locator('mck-forgot-password');
    await expect(forgot).toHaveAttribute('data-mck-hydrated'); // not the printed fallback form
    const form = forgot.locator('form[part~=base]'); // the rendered form, not the printed fallback beside it
    await form.getByLabel('Email address').fill(EMAIL);
    await form.getByLabel('I am not a robot (test captcha)').check();
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expect(forgot.getByRole('status')).toContainText('a link to reset its password is on its way');

    const link = await resetLinkFromOutbox(page, EMAIL);
    await page.goto(link);
    const reset = page.locator('mck-reset-password');
    await expect(reset).toHaveAttribute('data-mck-hydrated');
    const password = `Adventure-${Date.now() % 100000}-Works`;
    await reset.getByLabel('New password', { exact: true }).fill(password);
    await reset.getByLabel('Confirm new password').fill(password);
    await reset.getByRole('button', { name: 'Save password' }).click();
    await expect(reset.getByRole('status')).toHaveText('Your password has been changed and you are signed in.');
    await expect(page.locator('mck-account-menu').getByText('Paolo Rossi')).toBeVisible();
    await expectAxeClean(page);

    // The same link again: used, so the invalid-link state.
    await page.goto(link);
    await expect(reset).toHaveAttribute('data-mck-hydrated');
    await reset.getByLabel('New password', { exact: true }).fill(`${password}x`);
    await reset.getByLabel('Confirm new password').fill(`${password}x`);
    await reset.getByRole('button', { name: 'Save password' }).click();
    await expect(reset.getByRole('alert')).toHaveText('This password reset link is invalid or has expired.');
    await expect(reset.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', /\/pages\/forgot-password$/);
  });

  test('a link without its token shows the invalid-link state', async ({ page }) => {
    await page.goto('/pages/reset-password?uid=someone');
    await expect(page.locator('mck-reset-password').getByRole('alert')).toHaveText('This password reset link is invalid or has expired.');
  });
});
