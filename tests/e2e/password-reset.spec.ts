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

  test("a password with the account's email name passes in the browser; the service's refusal shows its message and keeps the input", async ({ page }) => {
    await page.goto('/pages/forgot-password');
    const forgot = page.locator('mck-forgot-password');
    await expect(forgot).toHaveAttribute('data-mck-hydrated');
    const form = forgot.locator('form[part~=base]');
    await form.getByLabel('Email address').fill(EMAIL);
    await form.getByLabel('I am not a robot (test captcha)').check();
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expect(forgot.getByRole('status')).toContainText('a link to reset its password is on its way');

    await page.goto(await resetLinkFromOutbox(page, EMAIL));
    const reset = page.locator('mck-reset-password');
    await expect(reset).toHaveAttribute('data-mck-hydrated');
    const withName = `Practice-${Date.now() % 100000}-Strong`; // "practice" is the email's name
    await reset.getByLabel('New password', { exact: true }).fill(withName);
    await reset.getByLabel('Confirm new password').fill(withName);
    await reset.getByRole('button', { name: 'Save password' }).click();
    await expect(reset.getByRole('alert')).toHaveText('This password is not strong enough for your account. Please choose another.');
    await expect(reset.getByLabel('New password', { exact: true })).toHaveValue(withName);
    await expect(reset.getByLabel('Confirm new password')).toHaveValue(withName);

    // The link is still usable: another password goes through.
    const good = `Adventure-${Date.now() % 100000}-Works`;
    await reset.getByLabel('New password', { exact: true }).fill(good);
    await reset.getByLabel('Confirm new password').fill(good);
    await reset.getByRole('button', { name: 'Save password' }).click();
    await expect(reset.getByRole('status')).toHaveText('Your password has been changed and you are signed in.');
  });

  test('a link without its token shows the invalid-link state', async ({ page }) => {
    await page.goto('/pages/reset-password?uid=someone');
    await expect(page.locator('mck-reset-password').getByRole('alert')).toHaveText('This password reset link is invalid or has expired.');
  });
});
