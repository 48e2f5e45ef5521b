import { expect, test, type Page } from '@playwright/test';
import { collectConsole, expectAxeClean } from './support.js';

/** The return-route cookie of the registration kit (core/kits/registration RETURN_ROUTE_COOKIE). */
const RETURN_ROUTE_COOKIE = 'mck_registration_return';
const RETURN_PAGE = '/pages/forgot-password';

const stepper = (page: Page) => page.locator('mck-registration-stepper');
const heading = (page: Page) => stepper(page).locator('[part=heading]');

/** Step 1 with a new address, against the running user service; resolves at step 2. */
async function createAccount(page: Page): Promise<string> {
  const email = `stepper-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  const form = stepper(page).locator('form');
  await expect(heading(page)).toHaveText('Create your account');
  await expect(stepper(page).locator('[part=progress]')).toHaveText('Step 1 of 4');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password').fill('Stepper-pass-1');
  await form.getByLabel('First name').fill('Sam');
  await form.getByLabel('Last name').fill('Stepper');
  await form.getByLabel('Country').selectOption({ label: 'Germany' });
  await form.getByLabel('I am not a robot (test captcha)').check();
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page)).toHaveText('Choose your newsletters');
  await expect(heading(page)).toBeFocused();
  await expect(stepper(page).locator('[aria-current=step]')).toHaveText('Newsletters');
  return email;
}

test('registers through the four steps against the services; the chosen subscriptions are saved, then back to the return page', async ({ page }) => {
  const problems = collectConsole(page, ['error']);
  await page.goto(`/pages/registration-stepper?redirectURL=${encodeURIComponent(RETURN_PAGE)}`);
  await expectAxeClean(page, 'mck-registration-stepper');
  await createAccount(page);
  expect(await page.evaluate(() => localStorage.getItem('mck.accessToken'))).toBeTruthy();

  const first = stepper(page).locator('[part=subscription] input').first();
  await first.check();
  const newsletter = await first.getAttribute('value');
  await expectAxeClean(page, 'mck-registration-stepper');
  await stepper(page).getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page)).toHaveText('Choose your alerts');
  const alert = stepper(page).locator('[part=subscription] input').first();
  await alert.check();
  const alertCode = await alert.getAttribute('value');
  await stepper(page).getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page)).toHaveText('Choose your email guides');
  await expect(stepper(page).getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await stepper(page).getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(`${RETURN_PAGE}#/default`);
  // The new reader is signed in on the return page, with what steps 2-4 chose.
  await expect.poll(() => page.evaluate(() => (window as unknown as { mck?: { session?: { user?: { subscriptions: string[] } | null } } }).mck?.session?.user?.subscriptions ?? []))
    .toEqual(expect.arrayContaining([newsletter, alertCode]));
  expect(problems).toEqual([]);
});

test('with disable_reg_confirmation_toast the sign-up ends on the confirmation page, which goes on to the saved return route', async ({ page }) => {
  await page.goto(`/pages/registration-stepper?flags=disable_reg_confirmation_toast&redirectURL=${encodeURIComponent(RETURN_PAGE)}`);
  await createAccount(page);
  await stepper(page).getByRole('button', { name: 'Continue' }).click();
  await stepper(page).getByRole('button', { name: 'Continue' }).click();
  await stepper(page).getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/registration-confirmation\?isRegistered=true$/);
  await expect(page.locator('mck-registration-confirmation').getByRole('heading', { name: 'Thank you for registering' })).toBeVisible();
  await expect(page).toHaveURL(`${RETURN_PAGE}#/default`, { timeout: 15_000 });
});

test('Back goes one step, and from step 2 to the source page hash; opened again signed in, the stepper sends the reader home', async ({ page }) => {
  await page.goto(`/pages/registration-stepper?source=save&redirectURL=${encodeURIComponent(RETURN_PAGE)}`);
  await createAccount(page);
  await stepper(page).getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page)).toHaveText('Choose your alerts');
  await stepper(page).getByRole('button', { name: 'Back' }).click();
  await expect(heading(page)).toHaveText('Choose your newsletters');
  await stepper(page).getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(`${RETURN_PAGE}#/save`);

  await page.goto('/pages/registration-stepper');
  // Hydrating and the session check first: a busy machine may take longer than the default wait.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/, { timeout: 15_000 });
});

test('an address that has an account shows code 1002 and keeps what was typed', async ({ page }) => {
  await page.goto('/pages/registration-stepper');
  const form = stepper(page).locator('form');
  await form.getByLabel('Email address').fill('reader@example.com');
  await form.getByLabel('Password').fill('Stepper-pass-1');
  await form.getByLabel('First name').fill('Sam');
  await form.getByLabel('Last name').fill('Stepper');
  await form.getByLabel('Country').selectOption({ label: 'Germany' });
  await form.getByLabel('I am not a robot (test captcha)').check();
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(stepper(page).locator('[part~=error-message]')).toContainText('An account with this email address already exists');
  await expect(heading(page)).toHaveText('Create your account');
  await expect(form.getByLabel('First name')).toHaveValue('Sam');
});

test('the confirmation page thanks the reader, then goes to the route saved in the cookie', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: RETURN_ROUTE_COOKIE, value: encodeURIComponent(`${RETURN_PAGE}#/save`), url: baseURL! }]);
  await page.goto('/pages/registration-confirmation?isRegistered=true&source=save');
  const confirmation = page.locator('mck-registration-confirmation');
  await expect(confirmation.getByRole('heading', { name: 'Thank you for registering' })).toBeVisible();
  await expect(confirmation.locator('[part=countdown]')).toContainText('Taking you to your page in');
  await expect(confirmation.getByRole('link', { name: 'Continue now' })).toHaveAttribute('href', `${baseURL}${RETURN_PAGE}#/save`);
  await expect(page.locator('[data-mck-live=polite]')).toHaveText('You will be taken to your page in 5 seconds.');
  await expect(page).toHaveURL(`${RETURN_PAGE}#/save`, { timeout: 15_000 });
  expect((await context.cookies()).some((c) => c.name === RETURN_ROUTE_COOKIE)).toBe(false);
});

test('opened directly, the confirmation page counts nothing down and links home', async ({ page, baseURL }) => {
  await page.goto('/pages/registration-confirmation');
  const confirmation = page.locator('mck-registration-confirmation');
  await expect(confirmation).toHaveAttribute('data-mck-rendered', '');
  await expect(confirmation.locator('[part=countdown]')).toHaveCount(0);
  await expect(confirmation.getByRole('link', { name: 'Continue now' })).toHaveAttribute('href', `${baseURL}/`);
  await expectAxeClean(page, 'mck-registration-confirmation');
});
