import { expect, test, type Page } from '@playwright/test';
import { collectConsole, expireAccessToken, READER, signInThroughForm } from './support.js';
import { E2E_LOCKOUT_SECONDS } from './server-settings.js';

// The client-side authentication routes of A§2 on a CMS-like page (demo/pages/auth-routes.html:
// mck-auth-router on a "registered users" article page) against the running services.

const PAGE = '/pages/auth-routes';
/** The same router on an article page open to everyone (no access status): #/print needs no sign-in. */
const OPEN_PAGE = '/pages/auth-routes-open';
const enc = encodeURIComponent;
const FILE = '/files/pdf/full-report.pdf';
/** Where the redirect routes below send the reader: another demo page, so arriving there is a change of URL. */
const REDIRECT = '/pages/session';

const dialog = (page: Page) => page.locator('mck-auth-router dialog[open]');

/** Opens the page at `hash` and waits for the router's first render (it follows the hash from then on). */
async function openAt(page: Page, hash: string, path = PAGE): Promise<void> {
  await page.goto(`${path}${hash}`);
  await expect(page.locator('mck-auth-router')).toHaveAttribute('data-mck-rendered', '');
}

/** Replaces window.print (its dialog would block) by a counter in sessionStorage; read it with {@link printCount}. */
async function stubPrint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.print = () => sessionStorage.setItem('printed', String(Number(sessionStorage.getItem('printed') ?? 0) + 1));
  });
}
const printCount = (page: Page) => page.evaluate(() => sessionStorage.getItem('printed'));

/** Signs in through the router's own sign-in dialog; the dialog closes and the reader stays. */
async function signIn(page: Page): Promise<void> {
  await openAt(page, '#/signin');
  await signInThroughForm(page);
  await expect(dialog(page)).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.mck?.session?.signedIn)).toBe(true);
}

test.describe('auth routes, signed out', () => {
  test('each sign-in route opens the sign-in form with its heading, source and redirect', async ({ page }) => {
    const errors = collectConsole(page, ['error']);
    const cases: [string, string | null][] = [
      ['#/signin', null],
      ['#/signin/save', null],
      [`#/signin/save/${enc('/pages/session')}`, null],
      ['#/auth-signin', null],
      [`#/auth-signin/${enc('/pages/session')}`, null],
      ['#/signin-welcome', 'Welcome back: sign in to your account'],
      ['#/signin-prompt', 'Sign in to continue'],
      [`#/signin_prompt/${enc('/my-account/saved_articles')}`, 'Sign in to continue to /my-account/saved_articles'],
      [`#/auth-download/${enc(FILE)}`, 'Sign in to download this file'],
      ['#/auth-save', 'Sign in to save this article'],
      ['#/auth-print', 'Sign in to print this page'],
    ];
    for (const [hash, heading] of cases) {
      await openAt(page, hash);
      await expect(dialog(page), hash).toHaveAttribute('aria-label', heading ?? 'Sign in');
      const form = dialog(page).locator('mck-signin');
      await expect(form.getByLabel('Email address'), hash).toBeVisible();
      if (heading) await expect(form.getByRole('heading', { name: heading }), hash).toBeVisible();
    }
    await openAt(page, `#/signin/save/${enc('/pages/session')}`);
    await expect(dialog(page).locator('mck-signin')).toHaveAttribute('source', 'save');
    await expect(dialog(page).locator('mck-signin')).toHaveAttribute('redirect-url', /\/pages\/session$/);
    expect(errors).toEqual([]);
  });

  for (const [route, heading] of [
    ['signin-welcome', 'Welcome back: sign in to your account'],
    ['auth-signin', null],
    ['signin-prompt', `Sign in to continue to ${REDIRECT}`],
  ] as const) {
    test(`#/${route}/{redirectUrl}: signing in there goes to the redirect`, async ({ page }) => {
      const errors = collectConsole(page, ['error']);
      await openAt(page, `#/${route}/${enc(REDIRECT)}`);
      const form = dialog(page).locator('mck-signin');
      await expect(form).toHaveAttribute('redirect-url', new RegExp(`${REDIRECT}$`));
      if (heading) await expect(form.getByRole('heading', { name: heading })).toBeVisible();
      await signInThroughForm(page);
      await expect(page).toHaveURL(REDIRECT);
      await expect(page.locator('mck-signin').first().getByText('Signed in as Rosa Reyes')).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('sign-up routes open the sign-up form; the thank-you and welcome screens have their own text', async ({ page }) => {
    for (const hash of ['#/signup', '#/signup/download', `#/signup/save/${enc('/pages/session')}`, '#/registration-modal']) {
      await openAt(page, hash);
      await expect(dialog(page), hash).toHaveAttribute('aria-label', 'Create an account');
      await expect(dialog(page).locator('mck-signup'), hash).toHaveCount(1);
    }
    await openAt(page, '#/signup/download');
    await expect(dialog(page).locator('mck-signup')).toHaveAttribute('source', 'download');
    await expect(dialog(page).locator('mck-signup')).not.toHaveAttribute('redirect-url');
    for (const hash of ['#/signup-thanks', '#/signup_thanks', `#/signup_thanks/${enc('/pages/session')}`]) {
      await openAt(page, hash);
      await expect(dialog(page).getByRole('heading', { name: 'Thank you for signing up' }), hash).toBeVisible();
    }
    await openAt(page, `#/signup-welcome/${enc('/pages/session')}`);
    await expect(dialog(page).getByRole('heading', { name: 'Welcome', exact: true })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/pages/session');
  });

  test('signup/{source}/{redirectUrl} and registration-modal/{redirectUrl} hand source and redirect to the sign-up form', async ({ page }) => {
    await openAt(page, `#/signup/save/${enc(REDIRECT)}`);
    const signup = dialog(page).locator('mck-signup');
    await expect(signup).toHaveAttribute('source', 'save');
    await expect(signup).toHaveAttribute('redirect-url', new RegExp(`${REDIRECT}$`));
    await openAt(page, `#/registration-modal/${enc(REDIRECT)}`);
    await expect(dialog(page)).toHaveAttribute('aria-label', 'Create an account');
    await expect(signup).toHaveAttribute('redirect-url', new RegExp(`${REDIRECT}$`));
    await expect(signup).not.toHaveAttribute('source');
  });

  for (const route of ['signup-thanks', 'signup_thanks']) {
    test(`#/${route}/{redirectUrl}: Continue goes to the redirect`, async ({ page }) => {
      await openAt(page, `#/${route}/${enc(REDIRECT)}`);
      await expect(dialog(page).getByRole('heading', { name: 'Thank you for signing up' })).toBeVisible();
      await dialog(page).getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(REDIRECT);
    });
  }

  test('print on a page open to everyone prints at once for a signed-out reader, without a sign-in step', async ({ page }) => {
    await stubPrint(page);
    await openAt(page, '#/print', OPEN_PAGE);
    await expect.poll(() => printCount(page)).toBe('1');
    await expect(page).toHaveURL(OPEN_PAGE);
    await expect(dialog(page)).toHaveCount(0);
    expect(await page.evaluate(() => window.mck?.session?.signedIn)).toBe(false);
  });

  test('download, save and print send a signed-out reader to their sign-in step; view-file is open to everyone', async ({ page }) => {
    await openAt(page, `#/download/${enc(FILE)}`);
    await expect(page).toHaveURL(`${PAGE}#/auth-download/${enc(FILE)}`);
    await expect(dialog(page).locator('mck-signin').getByRole('heading', { name: 'Sign in to download this file' })).toBeVisible();
    await openAt(page, '#/save');
    await expect(page).toHaveURL(`${PAGE}#/auth-save`);
    await openAt(page, '#/print');
    await expect(page).toHaveURL(`${PAGE}#/auth-print`);
    await openAt(page, `#/view-file/${enc('/files/pdf/summary-de.pdf')}`);
    await expect(dialog(page).getByRole('link', { name: 'Open summary-de.pdf' })).toHaveAttribute('href', /\/files\/pdf\/summary-de\.pdf$/);
  });

  test('any other route renders nothing', async ({ page }) => {
    await openAt(page, '#/not-a-route/x');
    await page.waitForTimeout(300); // the router had its chance to react; nothing may appear
    await expect(page.locator('mck-auth-router dialog')).toHaveCount(0);
  });

  test('links, Back and Forward: a dialog opens and closes with the history; Esc steps back', async ({ page }) => {
    await openAt(page, '');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(dialog(page).locator('mck-signup')).toHaveCount(1);
    await page.goBack();
    await expect(page).toHaveURL(PAGE);
    await expect(dialog(page)).toHaveCount(0);
    await page.goForward();
    await expect(dialog(page).locator('mck-signup')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(PAGE);
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(dialog(page).locator('mck-signin')).toHaveCount(1);
  });

  test('the page-event route publishes its event with every segment, then goes home', async ({ page }) => {
    await page.addInitScript(() => {
      addEventListener('mck:demo-event', (event) => sessionStorage.setItem('heard', JSON.stringify((event as CustomEvent).detail)));
    });
    await openAt(page, '');
    await page.getByRole('link', { name: '#/event/demo-event/first/second' }).click();
    await expect(page).toHaveURL('/');
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('heard')))!)).toEqual({ segments: ['demo-event', 'first', 'second'] });
  });

  test('a protected page sends the reader to the sign-in prompt carrying its path; signing in there comes back', async ({ page }) => {
    await page.goto('/my-account/saved_articles');
    await expect(page).toHaveURL(`/#/signin_prompt/${enc('/my-account/saved_articles')}`);
    const form = dialog(page).locator('mck-signin');
    await expect(form.getByRole('heading', { name: 'Sign in to continue to /my-account/saved_articles' })).toBeVisible();
    await signInThroughForm(page);
    await expect(page).toHaveURL('/my-account/saved_articles');
  });
});

test.describe('auth routes, signed in', () => {
  // Two tests rather than one: together they took more than the 30 s a test has on a slow machine.
  test('auth screens send the reader home', async ({ page }) => {
    await signIn(page);
    // A§2's auth screens, also with a redirect: a signed-in reader goes to the home path, not to it.
    const authScreens = [
      '#/signin', '#/auth-signin', '#/signin-welcome', `#/signin-welcome/${enc(REDIRECT)}`, '#/signup', '#/signup-thanks',
      '#/signup_thanks', `#/signup_thanks/${enc(REDIRECT)}`, '#/signup-welcome', '#/registration-modal',
      `#/auth-download/${enc(FILE)}`, '#/auth-save', '#/auth-print',
    ];
    for (const hash of authScreens) {
      await openAt(page, hash);
      await expect(page, hash).toHaveURL('/');
    }
  });

  test('the prompt still opens; download and save do their job; print prints', async ({ page }) => {
    await stubPrint(page);
    await signIn(page);
    await openAt(page, `#/signin_prompt/${enc(PAGE)}`);
    await expect(dialog(page).locator('mck-signin')).toHaveCount(1);
    await openAt(page, `#/download/${enc(FILE)}`);
    await expect(dialog(page).getByRole('link', { name: 'Download full-report.pdf' })).toHaveAttribute('href', new RegExp(`${FILE}$`));
    await openAt(page, `#/view-file/${enc('/files/pdf/summary-de.pdf')}`);
    await expect(dialog(page).locator('[part=dialog-title]')).toHaveText('View file');
    await expect(dialog(page).getByRole('link', { name: 'Open summary-de.pdf' })).toHaveAttribute('href', /\/files\/pdf\/summary-de\.pdf$/);
    await openAt(page, '#/save');
    await expect(dialog(page).getByRole('status')).toHaveText('The article is saved to your account.');
    await openAt(page, '#/print');
    await expect.poll(() => printCount(page)).toBe('1');
    await expect(page).toHaveURL(PAGE);
  });

  test('an auth screen renders nothing while the session check is pending; once it answers, the signed-in reader goes home', async ({ page }) => {
    await signIn(page);
    // Off the page, so the next visit loads it (a change of hash alone would keep the session already checked).
    await page.goto('about:blank');
    // What the router does, as it tells the page (mck-auth-router-route): nothing may be done while pending.
    await page.addInitScript(() => {
      const seen: unknown[] = [];
      (window as unknown as { routeActions: unknown[] }).routeActions = seen;
      document.addEventListener('mck-auth-router-route', (event) => seen.push((event as CustomEvent).detail));
    });
    // The start-up check of a stored session reads the user record: held (not answered) until released,
    // then served by the real service.
    let release!: () => void;
    const released = new Promise<void>((resolve) => { release = resolve; });
    let requested!: () => void;
    const held = new Promise<void>((resolve) => { requested = resolve; });
    await page.route('**/api/user/v2/users/**', async (route) => {
      requested();
      await released;
      await route.continue();
    });
    await openAt(page, `#/signin-welcome/${enc(REDIRECT)}`);
    await held;
    // The router has rendered (openAt) and had two more frames to react: no dialog, no action, the route kept.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(page.locator('mck-auth-router dialog')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { routeActions: unknown[] }).routeActions)).toEqual([]);
    expect(page.url()).toMatch(new RegExp(`${PAGE}#/signin-welcome/${enc(REDIRECT)}$`));
    release();
    await expect(page).toHaveURL('/');
  });

  test('signing in from a sign-in route goes to its redirect', async ({ page }) => {
    await openAt(page, `#/signin/save/${enc('/pages/session')}`);
    await signInThroughForm(page);
    await expect(page).toHaveURL('/pages/session');
    await expect(page.locator('mck-signin').first().getByText('Signed in as Rosa Reyes')).toBeVisible();
  });

  test('a session that needs re-login shows the notice, whose "Sign in again" opens the sign-in prompt for this page', async ({ page }) => {
    await signIn(page);
    // A token the service signed and sees as expired, so the next page load refreshes. The refresh
    // is the service's own answer with only its flag set, as for a sign-in older than
    // MCK_SENSITIVE_MAX_AGE (a day: no test waits that long).
    await expireAccessToken(page);
    await page.route('**/api/user/v2/auth/token', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), reLoginRequiredForSensitiveData: true } });
    });
    await openAt(page, '');
    const notice = page.getByTestId('relogin');
    await expect(notice.getByRole('status')).toContainText('sign in again');
    await notice.getByRole('button', { name: 'Sign in again' }).click();
    await expect(page).toHaveURL(`/#/signin_prompt/${enc(PAGE)}`);
    // The prompt is not blocked for a signed-in reader (A§2): the sign-in dialog opens.
    await expect(dialog(page)).toHaveAttribute('aria-label', `Sign in to continue to ${PAGE}`);
    // It shows the form, with the reader's email, not "Signed in as": signing in again clears the need.
    const form = dialog(page).locator('mck-signin form');
    await expect(form.getByLabel('Email address')).toHaveValue(READER.email);
    await form.getByLabel('Password').fill(READER.password);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(notice.getByRole('status')).toHaveCount(0);
  });
});

/** Fills the sign-up form (mck-signup) with a new account and sends it. */
async function signUp(page: Page, form: ReturnType<Page['locator']>): Promise<void> {
  const email = `route-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('Register-pass-1');
  await form.getByLabel('First name').fill('Rou');
  await form.getByLabel('Last name').fill('Ter');
  await form.getByLabel('Country').selectOption({ index: 1 });
  await form.getByLabel(/not a robot/).check();
  await form.getByRole('button', { name: 'Create account' }).click();
}

test.describe('the auth dialogs and the after-sign-up steps', () => {
  test("an auth dialog has one heading, the form's; the close button, at the top, comes first in the tab order", async ({ page }) => {
    await openAt(page, '#/signup');
    const signup = dialog(page).locator('mck-signup');
    await expect(signup.getByLabel('Email address')).toBeVisible();
    await expect(dialog(page).getByRole('heading')).toHaveCount(1);
    await expect(dialog(page).getByRole('heading')).toHaveText('Create your account');
    await expect(page.getByRole('dialog', { name: 'Create an account' })).toBeVisible();
    // Shift+Tab from the first field: the close button, which shows above the form.
    await signup.getByLabel('Email address').focus();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog(page).getByRole('button', { name: 'Close' })).toBeFocused();
    const close = await dialog(page).getByRole('button', { name: 'Close' }).boundingBox();
    const field = await signup.getByLabel('Email address').boundingBox();
    expect(close!.y).toBeLessThan(field!.y);

    await openAt(page, '#/auth-save');
    await expect(dialog(page).locator('mck-signin').getByLabel('Email address')).toBeVisible();
    await expect(dialog(page).getByRole('heading')).toHaveCount(1);
    await expect(page.getByRole('dialog', { name: 'Sign in to save this article' })).toBeVisible();
  });

  test('the sign-up and registration forms use the site font, as sign-in does; only headings use the serif', async ({ page }) => {
    const fontOf = (locator: ReturnType<Page['locator']>) => locator.evaluate((el) => getComputedStyle(el).fontFamily);
    await openAt(page, '#/signin');
    const signInFont = await fontOf(dialog(page).locator('mck-signin').getByLabel('Email address'));
    expect(signInFont).not.toContain('Georgia');
    await openAt(page, '#/signup');
    expect(await fontOf(dialog(page).locator('mck-signup').getByLabel('Email address'))).toBe(signInFont);
    expect(await fontOf(dialog(page).locator('mck-signup').getByText('First name'))).toBe(signInFont);
    await page.goto('/pages/registration');
    const registration = page.locator('mck-registration');
    await expect(registration.getByLabel('Email address')).toBeVisible();
    expect(await fontOf(registration.getByLabel('Email address'))).toBe(signInFont);
    expect(await fontOf(registration.getByText('First name'))).toBe(signInFont);
  });

  test('a bare #/signup on an article page ends on the article (with #/default), not on the home page', async ({ page }) => {
    await openAt(page, '#/signup');
    await signUp(page, dialog(page).locator('mck-signup'));
    await expect(page).toHaveURL(`${PAGE}#/default`);
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for registering. You are now signed in.' })).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('a sign-up with source=save on an article page without the router saves the article and thanks the reader', async ({ page }) => {
    // The save control's article page, with an in-page sign-up form and no <mck-auth-router>.
    await page.route('**/pages/article-save', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('</mck-save-article>', '</mck-save-article><mck-signup source="save" hydrate="load"></mck-signup>');
      await route.fulfill({ response, body: html });
    });
    await page.goto('/pages/article-save');
    await expect(page.locator('mck-auth-router')).toHaveCount(0);
    const signup = page.locator('mck-signup');
    await expect(signup.getByLabel('Email address')).toBeVisible();
    await signUp(page, signup);
    await expect(page).toHaveURL('/pages/article-save#/save');
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for registering. You are now signed in.' })).toBeVisible();
    await expect(page.locator('mck-auth-router dialog[open]').getByRole('status')).toHaveText('The article is saved to your account.');
    await expect(page.locator('[data-testid=save]').getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'true');
  });
});

test('a locked account in the sign-in dialog: the next sign-in returns to the page, not home', async ({ page }) => {
  const account = { email: 'alumni@example.com', password: 'Alumni-pass-1' };
  await openAt(page, '#/signin');
  const form = dialog(page).locator('mck-signin form');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/user/v2/auth/login'));
    await signInThroughForm(page, account.email, `Wrong-pass-${attempt}`);
    await answered;
    await expect(form.getByRole('alert')).toBeVisible();
  }
  await expect(dialog(page).locator('mck-signin [part~=lock]')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('mck.lockReturnPath'))).toBe(PAGE);
  // The demo server's lock lasts E2E_LOCKOUT_SECONDS; then a sign-in from another page goes back.
  await page.goto('/pages/session');
  await page.waitForTimeout(E2E_LOCKOUT_SECONDS * 1000);
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(PAGE);
});
