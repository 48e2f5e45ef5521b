import { expect, test, type Page } from '@playwright/test';
import { READER, collectConsole, expectAxeClean, signInThroughForm } from './support.js';

/**
 * mck-registration against the running demo (A§2, A§4, A§5, A§8): registering through the page with
 * the organization suggestions of the seeded companies, signed in after it; the return route with
 * its hash, or the confirmation page with disable_reg_confirmation_toast; the messages of the server
 * codes a reader can reach (1002, 2003, 6010); the single-sign-on completion after a social sign-up
 * through the demo's identity provider; a signed-in reader sent home.
 */
const PAGE = '/pages/registration';
const RETURN_PAGE = '/pages/forgot-password';
/**
 * A registered-users article page with the auth router, as every CMS page has: the router shows the
 * toast its previous page was left with (A§4's thank-you) and carries out the return route's #/save.
 */
const ARTICLE_PAGE = '/pages/auth-routes';
/** The registration kit's names (core/kits/registration): the confirmation's cookie, the registered flag. */
const RETURN_ROUTE_COOKIE = 'mck_registration_return';
const REGISTERED_KEY = 'mck.registered';

const registration = (page: Page) => page.locator('mck-registration');
const form = (page: Page) => registration(page).locator('form');
const newEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
const sessionUser = (page: Page) =>
  page.evaluate(() => (window as unknown as { mck?: { session?: { user?: { email: string; company: string | null } | null } } }).mck?.session?.user ?? null);

/** The organization, job title and function, the first two through their lists. */
async function fillWork(page: Page) {
  const organization = form(page).getByRole('combobox', { name: 'Organization' });
  await organization.fill('Acm');
  const suggestion = registration(page).getByRole('option').first();
  await expect(suggestion).toBeVisible();
  const chosen = (await suggestion.textContent())!;
  expect(chosen).toMatch(/^Acme/);
  await organization.press('ArrowDown');
  await organization.press('Enter');
  await expect(organization).toHaveValue(chosen);
  await form(page).getByLabel('Job title').selectOption({ index: 1 });
  await form(page).getByLabel('Function').selectOption({ index: 1 });
  await form(page).getByLabel('Country').selectOption({ label: 'Germany' });
  return chosen;
}

async function fillAccount(page: Page, email: string) {
  await form(page).getByLabel('Email address').fill(email);
  await form(page).getByLabel('Password', { exact: true }).fill('Register-pass-1');
  await form(page).getByLabel('First name').fill('Rea');
  await form(page).getByLabel('Last name').fill('Gistrant');
  const company = await fillWork(page);
  await form(page).getByLabel('I am not a robot (test captcha)').check();
  return company;
}

test('registers through the page with the seeded organizations; signed in, back on the return page with #/{source} and the thank-you toast', async ({ page }) => {
  const problems = collectConsole(page, ['error']);
  await page.goto(`${PAGE}?source=save&redirectURL=${encodeURIComponent(ARTICLE_PAGE)}`);
  await expect(registration(page).getByRole('heading', { name: 'Register to save this article' })).toBeVisible();
  await expectAxeClean(page, 'mck-registration');
  const email = newEmail('page');
  const company = await fillAccount(page, email);
  // Germany is the restricted country: the consent box is not pre-ticked there.
  await expect(form(page).getByLabel(/occasional emails/)).not.toBeChecked();
  await registration(page).locator('[part~=subscription] input').first().check();
  await form(page).getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(`${ARTICLE_PAGE}#/save`);
  // A§4: the thank-you toast (no auto-dismiss) is still there on the return page, and #/save saved the article.
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for registering. You are now signed in.' })).toBeVisible();
  await expect(page.locator('mck-auth-router dialog[open]').getByRole('status')).toHaveText('The article is saved to your account.');
  await expect.poll(() => sessionUser(page)).toMatchObject({ email, company });
  expect(await page.evaluate((key) => localStorage.getItem(key), REGISTERED_KEY)).toBe('true');
  expect(problems).toEqual([]);
});

test('with disable_reg_confirmation_toast the sign-up ends on the confirmation page, the return route in its cookie', async ({ page, context }) => {
  await page.goto(`${PAGE}?flags=disable_reg_confirmation_toast&source=print&redirectURL=${encodeURIComponent(RETURN_PAGE)}`);
  await fillAccount(page, newEmail('confirm'));
  await form(page).getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/registration-confirmation\?isRegistered=true&source=print$/);
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, decodeURIComponent(c.value)]));
  expect(cookies[RETURN_ROUTE_COOKIE]).toBe(`${RETURN_PAGE}#/print`);
});

test('an address with an account shows code 1002 at the top, the typed input kept (axe clean)', async ({ page }) => {
  await page.goto(PAGE);
  await fillAccount(page, READER.email);
  await form(page).getByRole('button', { name: 'Register' }).click();
  await expect(form(page).getByRole('alert')).toHaveText('An account with this email address already exists. Please sign in instead.');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(form(page).getByLabel('First name')).toHaveValue('Rea');
  await expectAxeClean(page, 'mck-registration');
});

test('an address that signs in with a social account (2003) goes to sign-in carrying it', async ({ page }) => {
  await page.goto(PAGE);
  await fillAccount(page, 'social@example.com');
  await form(page).getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/#\/signin$/);
  await expect(page.locator('mck-signin').getByLabel('Email address')).toHaveValue('social@example.com');
});

test('a social sign-up through the identity provider completes on the page: banner, no email, password or captcha; signed in', async ({ page, context }) => {
  const problems = collectConsole(page, ['error']);
  const email = newEmail('sso');
  await page.goto('/pages/signin');
  await page.locator('mck-signin').getByRole('button', { name: 'Continue with Apple' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('First name').fill('Nia');
  await page.getByLabel('Last name').fill('Novak');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(page).toHaveURL(/\/registration\?type=sso&/);
  await expect(registration(page).getByRole('status')).toHaveText('Your single sign-on link worked. Please complete your account details.');
  await expect(registration(page).getByRole('heading', { name: 'Complete account details' })).toBeVisible();
  await expect(form(page).getByLabel('First name')).toHaveValue('Nia');
  await expect(form(page).getByLabel('Last name')).toHaveValue('Novak');
  await expect(form(page).getByLabel('Email address')).toHaveCount(0);
  await expect(form(page).getByLabel('Password', { exact: true })).toHaveCount(0);
  await expectAxeClean(page, 'mck-registration');
  await fillWork(page);
  await expect(form(page).getByLabel('I am not a robot (test captcha)')).toHaveCount(0);
  await form(page).getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/#\/default$/);
  await expect.poll(() => sessionUser(page)).toMatchObject({ email });
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain('mck_temp_jwt');
  expect(names).not.toContain('mck_temp_refresh_token');
  expect(problems).toEqual([]);
});

test('a single-sign-on link whose token is not valid shows code 6010', async ({ page, context }) => {
  await context.addCookies([{ name: 'mck_temp_jwt', value: 'not.a.token', url: new URL(PAGE, test.info().project.use.baseURL).href }]);
  await page.goto(`${PAGE}?type=sso&email=gone%40example.org&name=Gone%20Away`);
  await expect(registration(page).getByRole('heading', { name: 'Complete account details' })).toBeVisible();
  await fillWork(page);
  await form(page).getByRole('button', { name: 'Register' }).click();
  await expect(form(page).getByRole('alert')).toHaveText('Your single sign-on link has expired. Please sign in again.');
});

test('a signed-in reader is sent home', async ({ page }) => {
  await page.goto('/pages/signin');
  await signInThroughForm(page);
  await expect(page.locator('mck-signin').getByText('Signed in as Rosa Reyes')).toBeVisible();
  await page.goto(PAGE);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('the page is also at /registration, and reads its query there: prefill and the split name, validated at once', async ({ page }) => {
  await page.goto('/registration?email=not-an-email&name=Ada%20King%20Lovelace');
  await expect(form(page).getByLabel('Email address')).toHaveValue('not-an-email');
  await expect(form(page).getByLabel('First name')).toHaveValue('Ada');
  await expect(form(page).getByLabel('Last name')).toHaveValue('King Lovelace');
  await expect(form(page).getByText('Please enter a valid email address.')).toBeVisible();
});

test('in German, Japanese and Arabic the registration form has no English left: captcha, newsletters, countries', async ({ page }) => {
  const cases = [
    { lang: 'de', captcha: 'Ich bin kein Roboter (Test-Captcha)', newsletter: 'Technologie', country: 'Deutschland', english: 'Germany' },
    { lang: 'ja-JP', captcha: '私はロボットではありません（テスト用キャプチャ）', newsletter: 'テクノロジー', country: 'ドイツ', english: 'Germany' },
    { lang: 'ar', captcha: 'لست روبوتًا (اختبار التحقق)', newsletter: 'التكنولوجيا', country: 'ألمانيا', english: 'Germany' },
  ];
  for (const { lang, captcha, newsletter, country, english } of cases) {
    await page.goto(`${PAGE}?lang=${lang}`);
    await expect(form(page).getByRole('checkbox', { name: captcha }), lang).toBeVisible();
    await expect(registration(page).locator('[part~=subscriptions]').getByText(newsletter, { exact: true }), lang).toBeVisible();
    const countries = form(page).locator('select[name=country] option');
    await expect(countries.filter({ hasText: country }), lang).toHaveCount(1);
    await expect(countries.filter({ hasText: english }), lang).toHaveCount(0);
  }
});
