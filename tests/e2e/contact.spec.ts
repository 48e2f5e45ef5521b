import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectConsole, expectAxeClean } from './support.js';

/** A fresh visitor address per test and run: the service limits codes per address and hour. */
const visitor = (what: string) => `${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@visitor.test`;

async function openFor(page: Page, button: string, query = ''): Promise<Locator> {
  await page.goto(`/pages/contact${query}`);
  await expect(page.locator('mck-contact-modal')).toHaveAttribute('data-mck-hydrated', '');
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.locator('mck-contact-modal').getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillIn(form: Locator, email: string, message = 'Could we talk about the energy study?') {
  await form.getByLabel('Name', { exact: true }).fill('Vera Visitor');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Subject').fill('The energy study');
  if (message) await form.getByLabel(/^Message/).fill(message);
  await form.getByRole('checkbox', { name: /not a robot/ }).check();
}

/** The newest one-time code mailed to `email`, from the demo outbox. */
async function codeFor(page: Page, email: string, count = 1): Promise<string> {
  let code = '';
  await expect.poll(async () => {
    const { messages } = await (await page.request.get(`/demo/outbox.json?to=${encodeURIComponent(email)}`)).json();
    const codes = messages.filter((m: { kind: string }) => m.kind === 'one-time-code');
    code = /code is (\d{6})/.exec(codes[0]?.body ?? '')?.[1] ?? '';
    return codes.length;
  }).toBe(count);
  return code;
}

async function toCodeStep(page: Page, email: string, query = '?flags=otp_verification_enabled') {
  const dialog = await openFor(page, 'Get in touch', query);
  await fillIn(dialog, email);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByLabel('Verification code')).toBeVisible();
  return dialog;
}

test('contacts a partner with the code from the outbox', async ({ page }) => {
  const problems = collectConsole(page);
  const email = visitor('vera');
  const dialog = await toCodeStep(page, email);
  await expect(dialog.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible();
  await expectAxeClean(page);
  await dialog.getByLabel('Verification code').fill(` ${await codeFor(page, email)} `);
  await dialog.getByRole('button', { name: 'Verify and send' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thank you for getting in touch. We will reply to you by email soon.');
  const { messages } = await (await page.request.get('/demo/outbox.json?to=ada.partner@example.com')).json();
  expect(messages[0]).toMatchObject({ kind: 'contact', subject: 'Contact form: The energy study' });
  expect(messages[0].body).toContain(`From: Vera Visitor <${email}>`);
  await expectAxeClean(page);
  expect(problems).toEqual([]);
});

test('a wrong code is "invalid"; an expired one offers "here", which mails a new code', async ({ page }) => {
  const email = visitor('late');
  const dialog = await toCodeStep(page, email);
  const code = await codeFor(page, email);
  await dialog.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Verify and send' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('That code is not right. Please check it and try again.');

  expect((await page.request.post(`/demo/one-time-codes/expire?email=${encodeURIComponent(email)}`)).status()).toBe(204);
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Verify and send' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Your code has expired. Click here to get a new one.');
  await dialog.getByRole('link', { name: 'here' }).click();
  const fresh = await codeFor(page, email, 2);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByLabel('Verification code').fill(fresh);
  await dialog.getByRole('button', { name: 'Verify and send' }).click();
  await expect(dialog.getByRole('status')).toContainText('Thank you for getting in touch.');
});

test('"send a new code" waits 30 seconds, counting down', async ({ page }) => {
  await page.clock.install();
  const dialog = await toCodeStep(page, visitor('wait'));
  const resend = dialog.getByRole('button', { name: 'Send a new code' });
  await expect(resend).toBeDisabled();
  await expect(dialog.getByText('You can ask for a new code in 30 s.')).toBeVisible();
  await page.clock.runFor(29_000);
  await expect(dialog.getByText('You can ask for a new code in 1 s.')).toBeVisible();
  await expect(resend).toBeDisabled();
  await page.clock.runFor(1_000);
  await expect(resend).toBeEnabled();
  await expect(dialog.getByText(/You can ask for a new code/)).toHaveCount(0);
});

test('from "talk to us" the message is required: send stays disabled without it', async ({ page }) => {
  const dialog = await openFor(page, 'Talk to us');
  await fillIn(dialog, visitor('talk'), '');
  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Message', { exact: true }).fill('Please call me back.');
  await expect(send).toBeEnabled();
  await send.click();
  await expect(dialog.getByRole('status')).toContainText('Thank you for getting in touch.');
});

test('a free-mail address from a profile gets the work-email warning under email_domain_validation_enabled', async ({ page }) => {
  const dialog = await openFor(page, 'Get in touch', '?flags=email_domain_validation_enabled');
  await fillIn(dialog, 'vera@gmail.com');
  await expect(dialog.getByText('Please use your work email address: we cannot accept addresses at gmail.com.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expectAxeClean(page);
});

test('a failed send shows the error alert and empties the form', async ({ page }) => {
  const dialog = await openFor(page, 'Write to an outside address');
  await fillIn(dialog, visitor('fail'));
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Something went wrong. Please try again later.');
  for (const label of ['Name', 'Email address', 'Subject']) await expect(dialog.getByLabel(label, { exact: true })).toHaveValue('');
  await expect(dialog.getByRole('checkbox', { name: /not a robot/ })).not.toBeChecked();
});

test('mck-form sends the global contact us form inline', async ({ page }) => {
  await page.goto('/pages/contact');
  const form = page.locator('mck-form');
  await expect(form.getByRole('heading', { name: 'Contact us' })).toBeVisible();
  await fillIn(form, visitor('global'));
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('status')).toContainText('Thank you for getting in touch.');
  const { messages } = await (await page.request.get('/demo/outbox.json?to=contact@example.com')).json();
  expect(messages[0].body).toContain('Source: global contact us');
});

test('"Get in touch" clicked before the contact dialog has hydrated still opens it (the page event is kept for it)', async ({ page }) => {
  // Hold the dialog's code until after the click: the click then comes before the widget listens.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/widgets\/contact-modal-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/pages/contact');
  await page.waitForFunction(() => Boolean(window.mck?.events));
  await page.getByRole('button', { name: 'Get in touch', exact: true }).click();
  await expect(page.locator('mck-contact-modal')).not.toHaveAttribute('data-mck-hydrated', '');
  release();
  const dialog = page.locator('mck-contact-modal').getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: /Ada Partner/ })).toBeVisible();
});
