import { expect, test, type Page } from '@playwright/test';
import { decodeJwt } from 'jose';
import { CMS_URL, READER, collectConsole, expectAxeClean, expireAccessToken, signInThroughForm } from './support.js';
import { E2E_LOCKOUT_SECONDS } from './server-settings.js';

/**
 * mck-signin against the running demo (A§2, A§4, A§7): password and sign-out, social sign-in and
 * sign-up through the demo's identity provider (authorization code with PKCE), the locked account
 * and its return, the silent refresh of an expired access token, and the second-origin CMS page.
 */
const PAGE = '/pages/signin';
const signin = (page: Page) => page.locator('mck-signin');
const signedInAs = (page: Page, name: string) => expect(signin(page).getByText(`Signed in as ${name}`)).toBeVisible();

async function openSignIn(page: Page, path = PAGE) {
  await page.goto(path);
  await expect(signin(page).getByRole('button', { name: 'Continue with Google' })).toBeVisible();
}

test('sign in with a password, then sign out', async ({ page }) => {
  await openSignIn(page);
  await signInThroughForm(page);
  await signedInAs(page, 'Rosa Reyes');
  await expect(page.locator('mck-account-menu').getByText('Rosa Reyes')).toBeVisible();
  await signin(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(signin(page).getByLabel('Email address')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('mck.accessToken'))).toBeNull();
});

test("sign in with Google: the provider's page, a known identity, back signed in with a clean URL", async ({ page }) => {
  const problems = collectConsole(page);
  await openSignIn(page, `${PAGE}?lang=en`);
  await signin(page).getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  const authorize = new URL(page.url());
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('redirect_uri')).toBe(new URL(PAGE, page.url()).href);
  await expectAxeClean(page); // the provider's page too: labels, headings, one language

  await page.getByRole('button', { name: 'Sam Okafor (social@example.com)' }).click();
  await signedInAs(page, 'Sam Okafor');
  await expect(page).toHaveURL(/\/pages\/signin\?lang=en$/); // the code and state are gone, the page's own query is back
  expect(await page.evaluate(() => sessionStorage.getItem('mck.socialLogin'))).toBeNull();
  // The session is the shared one: a reload restores it.
  await page.reload();
  await signedInAs(page, 'Sam Okafor');
  expect(problems).toEqual([]);
});

test('cancelling at the provider comes back signed out, saying so', async ({ page }) => {
  await openSignIn(page);
  await signin(page).getByRole('button', { name: 'Continue with LinkedIn' }).click();
  await page.getByRole('button', { name: 'Cancel and go back' }).click();
  await expect(signin(page).getByRole('status')).toHaveText('Sign-in with the provider was cancelled.');
  await expect(signin(page).getByLabel('Email address')).toBeVisible();
});

test('a social sign-up: a new identity goes on to the registration page (type=sso) with the temporary cookies', async ({ page, context }) => {
  const email = `new-${Date.now()}@example.org`;
  await openSignIn(page);
  await signin(page).getByRole('button', { name: 'Continue with Apple' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('First name').fill('Nia');
  await page.getByLabel('Last name').fill('Novak');
  // The registration page (page config registrationPath) completes the account: its own test.
  const toRegistration = page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === '/registration');
  const social = page.waitForResponse((r) => r.url().endsWith('/api/user/v2/auth/social'));
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  // Nobody is signed in: the answer carries the registration, no tokens.
  const answer = await social;
  expect(answer.status()).toBe(200);
  expect((await answer.allHeaders()).access_token).toBeUndefined();

  const query = new URL((await toRegistration).url()).searchParams;
  expect(Object.fromEntries(query)).toEqual({ type: 'sso', email, name: 'Nia Novak' });
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
  expect(decodeJwt(decodeURIComponent(cookies.mck_temp_jwt!))).toMatchObject({ email, given_name: 'Nia', family_name: 'Novak', provider: 'Apple' });
  expect(cookies.mck_temp_refresh_token).toBeTruthy();
});

test('a locked account shows the lock, and after it the next sign-in returns to the page of the lock', async ({ page }) => {
  const account = { email: 'alumni@example.com', password: 'Alumni-pass-1' };
  await openSignIn(page, `${PAGE}?from=lock`);
  const form = signin(page).locator('form');
  const lock = signin(page).locator('[part~=lock]');
  // The demo's default policy: the fifth failure in a row locks (settings.lockout.maxFailures).
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/user/v2/auth/login'));
    await signInThroughForm(page, account.email, `Wrong-pass-${attempt}`);
    await answered;
    await expect(form.getByRole('alert')).toBeVisible();
  }
  await expect(lock).toHaveText(/Your account is locked after too many failed sign-ins\. Try again in 1 min\./);
  expect(await page.evaluate(() => localStorage.getItem('mck.lockReturnPath'))).toBe('/pages/signin?from=lock');

  // The demo server's lock lasts E2E_LOCKOUT_SECONDS; then a sign-in from another page goes back.
  await page.goto('/pages/session');
  await page.waitForTimeout(E2E_LOCKOUT_SECONDS * 1000);
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/pages\/signin\?from=lock$/);
  await signedInAs(page, 'Anders Lund');
  expect(await page.evaluate(() => localStorage.getItem('mck.lockReturnPath'))).toBeNull();
});

test('an expired access token is refreshed silently: the session stays signed in', async ({ page }) => {
  await openSignIn(page);
  await signInThroughForm(page);
  await signedInAs(page, 'Rosa Reyes');
  const expired = await expireAccessToken(page);

  const refreshed = page.waitForResponse((r) => r.url().includes('/api/user/v2/auth/token') && r.status() === 200);
  await page.reload();
  await refreshed;
  await signedInAs(page, 'Rosa Reyes');
  const now = await page.evaluate(() => localStorage.getItem('mck.accessToken'));
  expect(now).not.toBe(expired);
  expect(decodeJwt(now!).exp! * 1000).toBeGreaterThan(Date.now());
  // A call with the new token succeeds.
  expect(await page.evaluate(() => window.mck!.session!.refreshUser().then((u) => u?.email))).toBe(READER.email);
});

test('on the second-origin CMS page: sign in with a social provider and come back to the CMS page', async ({ page }) => {
  await page.goto(CMS_URL);
  const cmsSignin = page.locator('#signin mck-signin');
  await cmsSignin.scrollIntoViewIfNeeded();
  await cmsSignin.getByRole('button', { name: 'Continue with LinkedIn' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with LinkedIn' })).toBeVisible();
  await page.getByRole('button', { name: 'Lena Fischer (linked@example.com)' }).click();
  await expect(page).toHaveURL(`${CMS_URL}/`);
  await expect(cmsSignin.getByText('Signed in as Lena Fischer')).toBeVisible();
  await expect(page.getByTestId('cms-user')).toHaveText('Lena Fischer');
});
