import { expect, test, type Page } from '@playwright/test';
import { signInThroughForm } from './support.js';

/** A demo account whose subscriptions these tests change (and put back). */
const ACCOUNT = { email: 'linked@example.com', password: 'Linked-pass-1' };

interface AccountLinks { email: string; subscribe: { code: string; url: string }[]; unsubscribe: { code: string; url: string }[] }

/** The account's links as the demo's links page gives them (a fresh encrypted id each time). */
async function linksOf(page: Page, email: string): Promise<AccountLinks> {
  const { accounts } = await (await page.request.get('/demo/subscription-links.json')).json() as { accounts: AccountLinks[] };
  return accounts.find((a) => a.email === email)!;
}

const widget = (page: Page, tag: string) => page.locator(tag).locator('[part=base]');

test.describe('subscriptions', () => {
  test('subscribe by a mail link: subscribed, then already subscribed; unsubscribe by link after confirming', async ({ page }) => {
    const { subscribe } = await linksOf(page, ACCOUNT.email);
    const link = subscribe.find((l) => l.code === 'ALERT_BANKING') ?? subscribe[0]!;
    await page.goto(new URL(link.url).pathname + new URL(link.url).search);
    const subscribed = widget(page, 'mck-subscribe-link');
    await expect(subscribed).toHaveAttribute('data-state', 'success');
    await expect(subscribed.getByRole('status')).toContainText('You are now subscribed to');
    await page.reload();
    await expect(subscribed).toHaveAttribute('data-state', 'already');

    // The links page now offers the unsubscribe link for it.
    await page.goto('/demo/subscription-links');
    await page.locator(`section[data-email="${ACCOUNT.email}"] a`, { hasText: link.code }).last().click();
    await expect(page).toHaveURL(/\/pages\/unsubscribe\?/);
    const unsubscribe = widget(page, 'mck-unsubscribe-link');
    await expect(unsubscribe).toHaveAttribute('data-state', 'confirm');
    await unsubscribe.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(unsubscribe).toHaveAttribute('data-state', 'success');
    await expect(unsubscribe.getByRole('status')).toHaveText('You have been unsubscribed. You will no longer receive this email.');
    expect((await linksOf(page, ACCOUNT.email)).unsubscribe.map((l) => l.code)).not.toContain(link.code);
  });

  test('a subscribe link without its parameters, or for a store that is down, says so', async ({ page }) => {
    await page.goto('/pages/subscribe?subcode=ALERT_TECHNOLOGY');
    await expect(widget(page, 'mck-subscribe-link')).toHaveAttribute('data-state', 'empty-code');
    await page.goto('/pages/subscribe?subcode=ALERT_TECHNOLOGY&eid=demo-store-unavailable');
    await expect(widget(page, 'mck-subscribe-link')).toHaveAttribute('data-state', 'api-error');
    await page.goto('/pages/subscribe?subcode=ALERT_NO_SUCH_THING&eid=abc');
    await expect(widget(page, 'mck-subscribe-link')).toHaveAttribute('data-state', 'sub-not-found');
  });

  test('edit subscriptions signed in: unsaved changes warn before leaving by a link; save keeps them', async ({ page }) => {
    await page.goto('/pages/subscriptions');
    const editor = page.locator('mck-edit-subscriptions');
    await expect(editor.locator('[part=sign-in]')).toBeVisible();
    await signInThroughForm(page, ACCOUNT.email, ACCOUNT.password);
    const guide = editor.getByRole('checkbox', { name: 'AI basics in five emails' });
    await expect(guide).toBeVisible();
    const before = await guide.isChecked();
    await guide.setChecked(!before);

    // Following a link asks; dismissing stays on the page with the change.
    const asked: string[] = [];
    page.once('dialog', (dialog) => { asked.push(dialog.message()); void dialog.dismiss(); });
    await page.getByTestId('away').click();
    expect(asked).toEqual(['You have unsaved changes. Leave this page anyway?']);
    await expect(page).toHaveURL(/\/pages\/subscriptions$/);
    expect(await guide.isChecked()).toBe(!before);

    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.locator('[part~=success-banner]')).toHaveText('Your subscriptions have been saved.');
    await page.reload();
    await expect(guide).toBeChecked({ checked: !before });

    // Saved: leaving asks nothing. Put the account back as it was.
    await guide.setChecked(before);
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.locator('[part~=success-banner]')).toBeVisible();
    page.once('dialog', (dialog) => { asked.push(dialog.message()); void dialog.dismiss(); });
    await page.getByTestId('away').click();
    await expect(page).toHaveURL(/\/pages\/session$/);
    expect(asked).toHaveLength(1);
  });

  test('one-click subscribe: anonymous with email and captcha, then signed in with one click; success goes to signup_thanks', async ({ page }) => {
    await page.goto('/pages/subscriptions');
    const block = page.locator('mck-one-click-subscribe');
    await block.scrollIntoViewIfNeeded(); // as a reader would: it hydrates once near the screen
    await block.getByLabel('Email address').fill(`one-click-${Date.now()}@example.org`);
    await block.getByLabel('I am not a robot (test captcha)').check();
    await block.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/#\/signup_thanks$/);

    await page.goto('/pages/subscriptions');
    await signInThroughForm(page, ACCOUNT.email, ACCOUNT.password);
    // Start from "not subscribed" whatever an earlier run left: untick it in the editor and save.
    const editor = page.locator('mck-edit-subscriptions');
    const strategy = editor.getByRole('checkbox', { name: 'Strategy and corporate finance' });
    await expect(strategy).toBeVisible();
    if (await strategy.isChecked()) {
      await strategy.uncheck();
      await editor.getByRole('button', { name: 'Save' }).click();
      await expect(editor.locator('[part~=success-banner]')).toBeVisible();
    }
    // Below the editor's long list: it hydrates once the reader scrolls near it (unticking above
    // scrolled there only when the account was subscribed, as a fresh database's is).
    await block.scrollIntoViewIfNeeded();
    await expect(block.locator('[part=status]')).toHaveText('Subscribe to Strategy and corporate finance with one click.');
    await block.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/#\/signup_thanks$/);
    await expect(block.locator('[part=status]')).toHaveText('You are subscribed to Strategy and corporate finance.');
    await expect(block.getByRole('link', { name: 'Manage subscriptions' })).toHaveAttribute('href', '/my-account/edit_subscriptions');
    await expect(strategy).toBeChecked();

    // Put the account back.
    await strategy.uncheck();
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.locator('[part~=success-banner]')).toBeVisible();
  });
});
