import { expect } from 'chai';
import { signOut, sessionPending } from '../../core/session/session.js';
import {
  cleanup, expectAxeClean, expectDeclaredParts, fixture, present, shadow, testConfig, waitFor,
} from '../../tests/support/browser.js';
import { sendKeys } from '../../tests/support/keys.js';
import { deepActiveElement } from '../../core/kits/dialog/index.js';
import { signinParts } from './signin.api.js';
import './signin.define.js';

const READER = {
  id: 'u-1', firstName: 'Rosa', lastName: 'Reyes', company: null, titleName: null, email: 'reader@example.com',
  isPremiumUser: false, subscriptions: [], articles: [], practiceUser: false, userRatings: {}, hasPassword: true,
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The user service's sign-in answer for this test; other calls pass through. */
let answer: () => Promise<Response>;
let signInCalls = 0;
const realFetch = window.fetch;
window.fetch = (input, init) => {
  if (String(input).endsWith('/test-services/user/v2/auth/login')) {
    signInCalls += 1;
    return answer();
  }
  return realFetch(input, init);
};

const input = (el: Element, name: string) => shadow(el).querySelector<HTMLInputElement>(`input[name=${name}]`)!;
const submitButton = (el: Element) => shadow(el).querySelector<HTMLButtonElement>('[part~=submit]')!;

async function signinForm() {
  const el = fixture('<mck-signin></mck-signin>');
  await present(el, 'form');
  return el;
}
async function fillAndSubmit(el: Element, email = 'reader@example.com', password = 'Reader-pass-1') {
  input(el, 'username').focus();
  await sendKeys({ type: email });
  input(el, 'password').focus();
  await sendKeys({ type: password });
  submitButton(el).click();
}
const failureText = async (el: Element) => (await present(el, '[part~=error-message][role=alert]')).textContent;

describe('mck-signin', () => {
  beforeEach(() => {
    testConfig();
    sessionStorage.clear();
    signInCalls = 0;
    answer = async () => json(200, { data: READER });
  });
  afterEach(() => {
    expectDeclaredParts('mck-signin', signinParts);
    cleanup();
    signOut();
    sessionPending.value = false;
  });

  it('renders nothing while the session check is pending, then the form', async () => {
    sessionPending.value = true;
    const el = fixture('<mck-signin><a href="/signin">Sign in</a></mck-signin>');
    // Rendered (the fallback slot is gone) yet empty.
    await waitFor(() => expect(shadow(el).querySelector('[data-mck-fallback]')).to.equal(null));
    expect(shadow(el).querySelector('form')).to.equal(null);
    sessionPending.value = false;
    await present(el, 'form');
  });

  it('an empty submit shows the summary and field messages and focuses the email field', async () => {
    const el = await signinForm();
    submitButton(el).click();
    const summary = await present(el, '[part~=error-summary]');
    expect(summary.getAttribute('role')).to.equal('alert');
    expect(summary.querySelectorAll('a').length).to.equal(2);
    await waitFor(() => expect(deepActiveElement()).to.equal(input(el, 'username')));
    for (const name of ['username', 'password']) {
      expect(input(el, name).getAttribute('aria-invalid')).to.equal('true');
      const message = shadow(el).getElementById(input(el, name).getAttribute('aria-describedby')!);
      expect(message?.textContent).to.equal('This field is required.');
    }
    expect(signInCalls).to.equal(0);
  });

  it('refuses a malformed email before calling the service', async () => {
    const el = await signinForm();
    await fillAndSubmit(el, 'reader@', 'whatever');
    await waitFor(() => expect(deepActiveElement()).to.equal(input(el, 'username')));
    expect(shadow(el).getElementById(input(el, 'username').getAttribute('aria-describedby')!)!.textContent)
      .to.equal('Please enter a valid email address.');
    expect(signInCalls).to.equal(0);
  });

  it('is busy while signing in, then shows who is signed in', async () => {
    let release!: () => void;
    answer = () => new Promise((resolve) => { release = () => resolve(json(200, { data: READER })); });
    const el = await signinForm();
    await fillAndSubmit(el);
    await waitFor(() => expect(submitButton(el).getAttribute('aria-busy')).to.equal('true'));
    expect(submitButton(el).getAttribute('aria-disabled')).to.equal('true');
    submitButton(el).click();
    release();
    const status = await present(el, '[part~=status]');
    expect(status.textContent).to.equal('Signed in as Rosa Reyes');
    expect(signInCalls).to.equal(1);
  });

  const failures: Array<[string, () => Promise<Response>, string]> = [
    ['wrong credentials (401)', async () => json(401, { message: 'Invalid credentials' }), 'The email address or password you entered is incorrect.'],
    ['a locked account (423, code 1005)', async () => json(423, { code: 1005, message: 'Account locked' }), 'Your account is locked. Try again later.'],
    ['a server failure', async () => json(503, { message: 'Unavailable' }), 'Something went wrong. Please try again.'],
    ['a network failure', async () => { throw new TypeError('Failed to fetch'); }, 'Something went wrong. Please try again.'],
  ];
  for (const [what, reply, message] of failures) {
    it(`says so on ${what} and keeps what was typed`, async () => {
      answer = reply;
      const el = await signinForm();
      await fillAndSubmit(el, 'reader@example.com', 'not-the-password');
      expect(await failureText(el)).to.equal(message);
      expect(input(el, 'username').value).to.equal('reader@example.com');
      expect(input(el, 'password').value).to.equal('not-the-password');
      expect(shadow(el).querySelectorAll('[role=alert]').length).to.equal(1);
    });
  }

  it('keeps the email, never the password, across a reload of the page', async () => {
    answer = async () => json(401, { message: 'Invalid credentials' });
    const first = await signinForm();
    await fillAndSubmit(first, 'reader@example.com', 'secret-Pass-1');
    await failureText(first);
    cleanup();
    const again = await signinForm();
    expect(input(again, 'username').value).to.equal('reader@example.com');
    expect(input(again, 'password').value).to.equal('');
    expect(JSON.stringify(sessionStorage)).not.to.contain('secret-Pass-1');
  });

  it('works from the keyboard: Tab through the fields, Enter submits', async () => {
    const el = await signinForm();
    input(el, 'username').focus();
    await sendKeys({ type: 'reader@example.com' });
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(input(el, 'password'));
    await sendKeys({ type: 'Reader-pass-1' });
    await sendKeys({ press: 'Enter' });
    await present(el, '[part~=status]');
    expect(signInCalls).to.equal(1);
  });

  it('is axe clean: empty, with errors, and after a failure', async () => {
    answer = async () => json(401, { message: 'Invalid credentials' });
    const el = await signinForm();
    await expectAxeClean(el);
    submitButton(el).click();
    await present(el, '[part~=error-summary]');
    await expectAxeClean(el);
    await fillAndSubmit(el);
    await failureText(el);
    await expectAxeClean(el);
  });
});
