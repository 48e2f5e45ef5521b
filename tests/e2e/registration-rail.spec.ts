import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { TEST_CAPTCHA_TOKENS } from '../../core/contracts/captcha.js';
import { REGISTRATION_CAPTCHA_HEADER, REGISTRATION_PATHS } from '../../core/contracts/registration.js';
import { collectConsole, READER } from './support.js';

const PAGE = '/pages/registration-rail';
const PREMIUM = { email: 'premium@example.com', password: 'Premium-pass-1' };
const PASSWORD = 'Sunny-Harbor-42';

let serial = 0;
const freshEmail = () => `rail.${Date.now()}.${++serial}@example.org`;

/**
 * A new account on the user service, so a test that subscribes changes nobody else's: the page
 * payload (job title and organization: a complete profile) or the stepper's (neither).
 */
async function newAccount(request: APIRequestContext, profile: 'complete' | 'without job title'): Promise<{ email: string; password: string }> {
  const email = freshEmail();
  const body = profile === 'complete'
    ? {
      firstName: 'Noor', lastName: 'Haddad', title: 'T015', company: 'Acme Logistics', businessFunction: 'STRA', country: 'DE',
      occasionalEmail: true, subscriptions: [], email, password: PASSWORD, passwordConfirmation: PASSWORD,
    }
    : { email, password: PASSWORD, firstname: 'Kenji', lastname: 'Sato', country: 'JP', recaptcharesponse: TEST_CAPTCHA_TOKENS.visible, subscriptions: [] };
  const res = await request.post(`/api/user${REGISTRATION_PATHS.register}`, {
    data: body, headers: { [REGISTRATION_CAPTCHA_HEADER]: TEST_CAPTCHA_TOKENS.visible },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, password: PASSWORD };
}

/** Signs in with the page's own sign-in form (not a rail's). */
async function signInOnPage(page: Page, account: { email: string; password: string }): Promise<void> {
  const form = page.getByRole('region', { name: 'Sign in' }).locator('mck-signin form');
  await form.getByLabel('Email address').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Sign in' }).getByRole('button', { name: 'Sign out' })).toBeVisible();
}

const rail = (page: Page, id: string) => page.locator(`mck-registration-rail#${id}`);
/** The rail's own heading (level 3 on this page; the nested forms' are level 2). */
const headingOf = (el: Locator) => el.getByRole('heading', { level: 3 });
/**
 * Scrolled to, as a reader reaches it: the rails below the first hydrate when near the screen, and
 * a rail above that shows less than the sign-up form the page printed keeps that form's height
 * while the reader sees it (no layout shift), so the page does not pull them up into reach.
 */
const reach = async (el: Locator) => {
  await el.scrollIntoViewIfNeeded();
  return el;
};
/** Shows nothing: no visible part of the rail. */
const expectNothing = async (el: Locator) => {
  await reach(el);
  await expect(el).toHaveAttribute('data-mck-rendered', '');
  await expect(el.locator('[part=base]:visible')).toHaveCount(0);
};

/** A session user as the page's legacy API shows it. */
const sessionUser = (page: Page) =>
  page.evaluate(() => (window as unknown as { mck?: { session?: { user?: { email: string; subscriptions: string[] } | null } } }).mck?.session?.user ?? null);

test.describe('registration rail', () => {
  test('a visitor sees each rail\'s invitation, with the nested sign-up form hydrated inside it', async ({ page }) => {
    const problems = collectConsole(page, ['error']);
    await page.goto(PAGE);
    await expect(headingOf(rail(page, 'course'))).toHaveText('Sign up for this email course');
    await expect(rail(page, 'course').locator('[part=description]')).toHaveText('Five short lessons on AI, one a week, in your inbox.');
    await expect(headingOf(rail(page, 'quarterly'))).toHaveText('Register to read the Quarterly online');
    await expect(headingOf(rail(page, 'store'))).toHaveText('Create a free account for our latest insights');
    // The tag inside the rail's shadow root is found and hydrated by the loader, like any on the page.
    await expect(rail(page, 'course').locator('mck-signup')).toHaveAttribute('data-mck-hydrated', '');
    expect(problems).toEqual([]);
  });

  test('a visitor registers through the rail: back on the page, signed in and on the course, the rail confirms', async ({ page }) => {
    const problems = collectConsole(page, ['error']);
    await page.goto(PAGE);
    const course = rail(page, 'course');
    const form = course.locator('mck-signup form');
    const email = freshEmail();
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('First name').fill('Rai');
    await form.getByLabel('Last name').fill('Lee');
    // The rail's payload (E§3): organization from the seeded companies, job title, function.
    const organization = form.getByRole('combobox', { name: 'Organization' });
    await organization.fill('Acm');
    await expect(course.getByRole('option').first()).toBeVisible();
    await organization.press('ArrowDown');
    await organization.press('Enter');
    await form.getByLabel('Job title').selectOption({ index: 1 });
    await form.getByLabel('Function').selectOption({ index: 1 });
    await form.getByLabel('Country').selectOption({ label: 'Germany' });
    await form.getByLabel('I am not a robot (test captcha)').check();
    await form.getByRole('button', { name: 'Create account' }).click();

    // A§4's return route is this page with the source hash; the rail subscribed the new reader to its course.
    await expect(page).toHaveURL(`${PAGE}#/default`);
    await expect(headingOf(course)).toHaveText('You are enrolled in this email course');
    await expect.poll(async () => (await sessionUser(page))?.subscriptions).toContain('GUIDE_AI_BASICS');
    expect((await sessionUser(page))?.email).toBe(email);
    expect(problems).toEqual([]);
  });

  test('switches to sign-in carrying the typed email and back, focus on that email; signs in there', async ({ page }) => {
    await page.goto(PAGE);
    const course = rail(page, 'course');
    await course.locator('mck-signup form').getByLabel('Email address').fill(READER.email);
    await course.getByRole('link', { name: 'Sign in' }).click();

    const signin = course.locator('mck-signin form');
    await expect(signin.getByLabel('Email address')).toHaveValue(READER.email);
    await expect(signin.getByLabel('Email address')).toBeFocused();
    await expect(course.locator('mck-signup')).toHaveCount(0);
    expect(new URL(page.url()).hash).toBe('');
    await expect(headingOf(course)).toHaveText('Sign up for this email course');

    await course.getByRole('link', { name: 'Create an account' }).click();
    // The email goes back as the sign-up's email attribute. (Which value its field shows is the
    // sign-up's: its form kit draft, shared by the page's four sign-ups, may hold another.)
    await expect(course.locator('mck-signup')).toHaveAttribute('email', READER.email);
    await expect(course.locator('mck-signup form').getByLabel('Email address')).toBeFocused();
    expect(new URL(page.url()).hash).toBe('');

    await course.getByRole('link', { name: 'Sign in' }).click();
    await signin.getByLabel('Email address').fill(READER.email);
    await signin.getByLabel('Password').fill(READER.password);
    await signin.getByRole('button', { name: 'Sign in', exact: true }).click();
    // Signed in here: the rail offers its course, and focus moved to its new heading.
    await expect(headingOf(course)).toHaveText('Get it in your inbox');
    await expect(headingOf(course)).toBeFocused();
    await expect(course.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  });

  test('a signed-in reader subscribes in one click; focus lands on the confirmation, which a reload keeps', async ({ page }) => {
    const account = await newAccount(page.request, 'complete');
    await page.goto(PAGE);
    await signInOnPage(page, account);
    const course = rail(page, 'course');
    await expect(headingOf(course)).toHaveText('Get it in your inbox');
    await course.getByRole('button', { name: 'Subscribe' }).click();
    await expect(headingOf(course)).toHaveText('You are enrolled in this email course');
    await expect(headingOf(course)).toBeFocused();
    await expect(course.getByText('Your first lesson arrives on Monday. Look for it in your inbox.')).toBeVisible();

    // The user service has it: on a new page load the course rail confirms, the others still offer theirs.
    await page.reload();
    await expect(headingOf(course)).toHaveText('You are enrolled in this email course');
    await expect((await reach(rail(page, 'store'))).getByRole('button', { name: 'Subscribe' })).toBeVisible();
  });

  test('a subscribed reader sees nothing, except the confirmation on an Email Courses rail', async ({ page }) => {
    await page.goto(PAGE);
    await signInOnPage(page, READER);
    await expect(headingOf(await reach(rail(page, 'course-taken')))).toHaveText('You are taking Technology in five emails');
    await expect(rail(page, 'course-taken').getByText('The next lesson arrives on Monday.')).toBeVisible();
    await expectNothing(rail(page, 'store'));
    await expectNothing(rail(page, 'quarterly'));
    await expect((await reach(rail(page, 'course'))).getByRole('button', { name: 'Subscribe' })).toBeVisible();
  });

  test('a premium reader sees no rail but the Email Courses confirmations (A§6)', async ({ page }) => {
    await page.goto(PAGE);
    await signInOnPage(page, PREMIUM);
    await expect(headingOf(rail(page, 'course'))).toHaveText('You are enrolled in this email course');
    await expect(headingOf(await reach(rail(page, 'course-taken')))).toHaveText('You are taking Technology in five emails');
    await expectNothing(rail(page, 'store'));
    await expectNothing(rail(page, 'quarterly'));
  });

  test('a reader without job title or organization is sent to the profile by the MQ digital rail', async ({ page }) => {
    const account = await newAccount(page.request, 'without job title');
    await page.goto(PAGE);
    await signInOnPage(page, account);
    const quarterly = await reach(rail(page, 'quarterly'));
    await expect(headingOf(quarterly)).toHaveText('Complete your profile');
    await expect(quarterly.getByText('Tell us your job title and organization to read the Quarterly online.')).toBeVisible();
    await expect(quarterly.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/my-account/edit_profile');
    // The course needs no profile: its offer stands.
    await expect((await reach(rail(page, 'course'))).getByRole('button', { name: 'Subscribe' })).toBeVisible();
  });
});
