import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REGISTRATION_CODES } from '../../core/contracts/registration.js';
import { CHOICE_CATEGORIES, RETURN_ROUTE_KEY } from '../../core/kits/registration/index.js';
import { testCatalogueAnswer } from '../../core/kits/subscriptions/test-catalogue.js';
import { setConfig } from '../../core/page/config.js';
import { acceptSignIn, session, sessionPending, signOut, user } from '../../core/session/session.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, reply, type FakeCall, type FakeServices } from '../../tests/support/fake-services.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import { testReader } from '../../tests/support/users.js';
import { registrationStepperAttributes } from './registration-stepper.api.js';
import {
  HOME_PATH, TOTAL_STEPS, backFromFirstChoice, categoryOf, isLastStep,
} from './registration-stepper.steps.js';
import './registration-stepper.define.js';

const TAG = 'mck-registration-stepper';
const NEW_READER = testReader({ id: 'u-new', email: 'new@example.com', firstName: 'Nia', lastName: 'Novak', subscriptions: [] });

describe('the steps (A§2, A§9)', () => {
  it('are 4: the account form, then newsletters, alerts and email guides, one category each', () => {
    expect(TOTAL_STEPS).toBe(4);
    expect([1, 2, 3, 4].map((s) => categoryOf(s as 1 | 2 | 3 | 4))).toEqual([null, ...CHOICE_CATEGORIES]);
    expect(CHOICE_CATEGORIES).toEqual(['newsLetters', 'alerts', 'guides']);
    expect([1, 2, 3, 4].map((s) => isLastStep(s as 1 | 2 | 3 | 4))).toEqual([false, false, false, true]);
    expect(() => registrationStepperAttributes.editorStep.parse('5')).toThrow();
  });

  it('Back from step 2 goes to the source page with #/{source}, or home without a source', () => {
    expect(HOME_PATH).toBe('/');
    expect(backFromFirstChoice({ source: 'default', redirectUrl: '' })).toBe('/');
    expect(backFromFirstChoice({ source: '', redirectUrl: '/insights/x' })).toBe('/');
    expect(backFromFirstChoice({ source: 'save', redirectUrl: '/insights/x' })).toBe('/insights/x#/save');
    sessionStorage.setItem(RETURN_ROUTE_KEY, '/insights/stored');
    expect(backFromFirstChoice({ source: 'download', redirectUrl: '' })).toBe('/insights/stored#/download');
    sessionStorage.clear();
  });
});

const REGISTER = 'POST /v2/users';
const PATCH = 'PATCH /v2/users/u-new';
const LOOKUPS = ['/v1/sitecore/api/subscriptions/list', '/v1/lookuplists/country'];
let services: FakeServices;
/** What the stepper sent besides its lookups (the catalogue, the countries, the location). */
const sent = () => services.calls.filter((call) => !LOOKUPS.includes(call.path) && call.url.origin !== 'https://geo.test');

const shadowOf = (el: Element) => el.shadowRoot!;
const type = (field: HTMLInputElement | HTMLSelectElement, value: string) => {
  const proto = field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
};
const field = (el: Element, name: string) => shadowOf(el).querySelector<HTMLInputElement>(`[name=${name}]`)!;
const heading = (el: Element) => shadowOf(el).querySelector('[part=heading]')!;
const button = (el: Element, part: string) => shadowOf(el).querySelector<HTMLButtonElement>(`button[part~=${part}]`)!;
const currentStep = (el: Element) => shadowOf(el).querySelector('[aria-current=step]')?.textContent;
const toStep = (el: Element, text: string) => vi.waitFor(() => expect(heading(el).textContent).toBe(text));

async function fillAccount(el: Element) {
  await inShadow(el, 'input[name=email]');
  type(field(el, 'email'), 'new@example.com');
  type(field(el, 'password'), 'Strong-pass-1');
  type(field(el, 'firstname'), 'Nia');
  type(field(el, 'lastname'), 'Novak');
  await vi.waitFor(() => expect(shadowOf(el).querySelector('select[name=country] option[value=DE]')).not.toBeNull());
  type(shadowOf(el).querySelector<HTMLSelectElement>('select[name=country]')!, 'DE');
  // A§5: the captcha shows 1 s after the form (fake clock).
  await vi.advanceTimersByTimeAsync(1000);
  (await inShadow<HTMLInputElement>(el, '[part~=captcha] input[type=checkbox]')).click();
}

describe(`<${TAG}>`, () => {
  beforeEach(() => {
    history.replaceState(null, '', '/register');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    configureForTest({}, (name) => `https://${name}.test`);
    sessionPending.value = false;
    services = fakeServices({
      [`GET ${LOOKUPS[0]}`]: testCatalogueAnswer,
      [`GET ${LOOKUPS[1]}`]: { data: [{ Description: 'Germany', code: 'DE' }, { Description: 'Japan', code: 'JP' }] },
      'GET https://geo.test/': { country_code: 'JP' },
      [REGISTER]: reply(200, { data: NEW_READER }, { access_token: 'a.b.c', refresh_token: 'r1' }),
      [PATCH]: ({ body }: FakeCall) => ({ data: { ...NEW_READER, subscriptions: (body as { Subscriptions: string[] }).Subscriptions } }),
      'POST /v2/users/u-new/practice-subscription': { data: { subscriptions: ['PRACTICE_RETAIL'] } },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.replaceChildren();
    signOut();
    sessionStorage.clear();
    setConfig(null);
  });

  it('registers through the four steps: account, newsletters, alerts, guides, then saves and redirects', async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    const signedIn = vi.fn();
    window.addEventListener('mck:signed-in', signedIn);
    const el = mount(`<${TAG} redirect-url="/insights/article"></${TAG}>`);
    const steps: number[] = [];
    const completed: string[] = [];
    el.addEventListener('mck-registration-stepper-step', (event) => steps.push(event.detail.step));
    el.addEventListener('mck-registration-stepper-complete', (event) => completed.push(...event.detail.user.subscriptions));
    await fillAccount(el);
    expect(shadowOf(el).querySelector('[part=progress]')!.textContent).toBe('Step 1 of 4');
    expect(currentStep(el)).toBe('Account');
    expect(button(el, 'submit').textContent).toBe('Continue');
    button(el, 'submit').click();

    await toStep(el, 'Choose your newsletters');
    expect(sent()[0]).toMatchObject({
      method: 'POST', path: '/v2/users',
      body: { email: 'new@example.com', password: 'Strong-pass-1', firstname: 'Nia', lastname: 'Novak', country: 'DE', recaptcharesponse: 'test-captcha-token', subscriptions: [] },
    });
    expect(sent()[0]!.headers.get('CaptchaKey')).toBe('test-captcha-token');
    expect(session.value).toBe(true);
    expect(user.value?.id).toBe('u-new');
    expect(signedIn).toHaveBeenCalled();
    await vi.waitFor(() => expect(shadowOf(el).activeElement).toBe(heading(el)));
    expect(shadowOf(el).querySelector('[part=progress]')!.textContent).toBe('Step 2 of 4');
    expect(currentStep(el)).toBe('Newsletters');
    expect(assign).not.toHaveBeenCalled(); // the reader it signed in stays

    (await inShadow<HTMLInputElement>(el, 'input[value=NEWSLETTER_THE_QUARTERLY]')).click();
    button(el, 'continue').click();
    await toStep(el, 'Choose your alerts');
    (await inShadow<HTMLInputElement>(el, 'input[value=ALERT_TECHNOLOGY]')).click();
    button(el, 'continue').click();
    await toStep(el, 'Choose your email guides');
    expect(currentStep(el)).toBe('Email guides');
    expect(button(el, 'continue')).toBeNull();
    expect(button(el, 'submit').textContent).toBe('Submit');
    button(el, 'submit').click();
    await vi.waitFor(() => expect(shadowOf(el).querySelector('[part=loading]')?.textContent).toBe('Saving your subscriptions…'));
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(sent()[1]).toMatchObject({ method: 'PATCH', path: '/v2/users/u-new', body: { Subscriptions: ['NEWSLETTER_THE_QUARTERLY', 'ALERT_TECHNOLOGY'] } });
    expect(assign).toHaveBeenCalledWith(new URL('/insights/article#/default', location.href).href);
    expect(steps).toEqual([2, 3, 4]);
    expect(completed).toEqual(['NEWSLETTER_THE_QUARTERLY', 'ALERT_TECHNOLOGY']);
    window.removeEventListener('mck:signed-in', signedIn);
  });

  it("defaults the country to the page's, and subscribes the new reader to the page's practice after step 4 (A§4)", async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    const el = mount(`<${TAG} location-country="DE" practice-code="PRACTICE_RETAIL"></${TAG}>`);
    await vi.waitFor(() => expect(shadowOf(el).querySelector<HTMLSelectElement>('select[name=country]')?.value).toBe('DE'));
    await fillAccount(el);
    button(el, 'submit').click();
    await toStep(el, 'Choose your newsletters');
    button(el, 'continue').click();
    await toStep(el, 'Choose your alerts');
    button(el, 'continue').click();
    await toStep(el, 'Choose your email guides');
    button(el, 'submit').click();
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(sent().map((call) => `${call.method} ${call.path}`)).toEqual(['POST /v2/users', 'PATCH /v2/users/u-new', 'POST /v2/users/u-new/practice-subscription']);
    expect(sent()[2]!.body).toEqual({ practiceCode: 'PRACTICE_RETAIL' });
  });

  it('goes back one step, and from step 2 to home without a source', async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    const el = mount(`<${TAG}></${TAG}>`);
    await fillAccount(el);
    button(el, 'submit').click();
    await toStep(el, 'Choose your newsletters');
    button(el, 'continue').click();
    await toStep(el, 'Choose your alerts');
    button(el, 'back').click();
    await toStep(el, 'Choose your newsletters');
    button(el, 'back').click();
    expect(assign).toHaveBeenCalledExactlyOnceWith(new URL('/', location.href).href);
  });

  it('goes back from step 2 to the source page hash', async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    const el = mount(`<${TAG} source="auth-save" redirect-url="/insights/article"></${TAG}>`);
    await fillAccount(el);
    button(el, 'submit').click();
    await toStep(el, 'Choose your newsletters');
    button(el, 'back').click();
    expect(assign).toHaveBeenCalledExactlyOnceWith(new URL('/insights/article#/auth-save', location.href).href);
  });

  it.each([
    [REGISTRATION_CODES.EMAIL_TAKEN, 'An account with this email address already exists. Please sign in instead.'],
    [REGISTRATION_CODES.PASSWORD_REFUSED, 'This password is not strong enough. Please choose another one.'],
    [REGISTRATION_CODES.CAPTCHA_FAILED, 'The captcha check failed. Please confirm again that you are not a robot.'],
    [9999, 'Sorry, something went wrong. Please try again later.'],
  ])('shows the message of code %i at step 1 and keeps what was typed', async (code, message) => {
    services.route({ [REGISTER]: reply(400, { code, message: code === 9999 ? '' : 'server text' }) });
    const el = mount(`<${TAG}></${TAG}>`);
    await fillAccount(el);
    button(el, 'submit').click();
    await vi.waitFor(() => expect(shadowOf(el).querySelector('[part~=error-message]')?.textContent).toContain(message));
    expect(heading(el).textContent).toBe('Create your account');
    expect(field(el, 'email').value).toBe('new@example.com');
    expect(field(el, 'firstname').value).toBe('Nia');
    expect(session.value).toBe(false);
  });

  it('step 1 submitted empty, then invalid: the required, then the pattern messages show and the reader stays at step 1', async () => {
    const el = mount(`<${TAG}></${TAG}>`);
    await inShadow(el, 'input[name=email]');
    await vi.waitFor(() => expect(shadowOf(el).querySelector<HTMLSelectElement>('select[name=country]')!.value).toBe('JP'));
    await vi.advanceTimersByTimeAsync(1000); // the captcha shows (A§5)
    await inShadow(el, '[part~=captcha] input[type=checkbox]');
    const messageOf = (name: string) => field(el, name).closest('[part~=field]')?.querySelector('[part~=field-error]')?.textContent;
    const required = 'This field is required.';
    button(el, 'submit').click();
    await vi.waitFor(() => expect(['email', 'password', 'firstname', 'lastname'].map(messageOf)).toEqual([required, required, required, required]));
    expect(shadowOf(el).querySelector('[part~=captcha] [part~=field-error]')?.textContent).toBe('Please confirm that you are not a robot.');
    expect(field(el, 'email').getAttribute('aria-invalid')).toBe('true');

    type(field(el, 'email'), 'not-an-email');
    type(field(el, 'password'), 'weak');
    type(field(el, 'firstname'), 'N1a');
    type(field(el, 'lastname'), 'Novak');
    (await inShadow<HTMLInputElement>(el, '[part~=captcha] input[type=checkbox]')).click();
    button(el, 'submit').click();
    await vi.waitFor(() => expect(['email', 'password', 'firstname', 'lastname'].map(messageOf)).toEqual([
      'Please enter a valid email address.',
      'Use at least 8 characters with upper- and lower-case letters and a digit, not containing your email name.',
      'Please use letters, spaces, apostrophes, hyphens and periods only.',
      undefined,
    ]));
    expect(heading(el).textContent).toBe('Create your account');
    expect(currentStep(el)).toBe('Account');
    expect(shadowOf(el).querySelector('[part=progress]')!.textContent).toBe('Step 1 of 4');
    expect(sent()).toEqual([]);
    expect(session.value).toBe(false);
  });

  it('2003: an email of a social account goes to sign-in, carrying the email', async () => {
    services.route({ [REGISTER]: reply(409, { code: 2003, message: 'social' }) });
    const el = mount(`<${TAG}></${TAG}>`);
    await fillAccount(el);
    button(el, 'submit').click();
    await vi.waitFor(() => expect(location.hash).toBe('#/signin'));
    expect(JSON.parse(sessionStorage.getItem('mck.draft.signin')!).username).toBe('new@example.com');
  });

  it('keeps the reader at step 4 with the generic error when saving fails', async () => {
    services.route({ [PATCH]: reply(500, { message: 'down' }) });
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    const el = mount(`<${TAG}></${TAG}>`);
    await fillAccount(el);
    button(el, 'submit').click();
    await toStep(el, 'Choose your newsletters');
    button(el, 'continue').click();
    await toStep(el, 'Choose your alerts');
    button(el, 'continue').click();
    await toStep(el, 'Choose your email guides');
    (await inShadow<HTMLInputElement>(el, 'input[value=GUIDE_AI_BASICS]')).click();
    button(el, 'submit').click();
    await vi.waitFor(() => expect(shadowOf(el).querySelector('[part=error-banner]')?.textContent).toBe('Something went wrong. Please try again.'));
    expect(shadowOf(el).querySelector<HTMLInputElement>('input[value=GUIDE_AI_BASICS]')!.checked).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends a reader who is already signed in home, rendering nothing', async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    session.value = true;
    user.value = testReader();
    const el = mount(`<${TAG}></${TAG}>`);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(new URL('/', location.href).href));
    expect(shadowOf(el).querySelector('form')).toBeNull();
  });

  it('shows nothing and stays for a signed-in reader when the page is the home path itself', async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    history.replaceState(null, '', '/');
    session.value = true;
    user.value = testReader();
    const el = mount(`<${TAG}></${TAG}>`);
    await vi.waitFor(() => expect(el.hasAttribute('data-mck-rendered')).toBe(true));
    expect(el.shadowRoot?.querySelector('form') ?? null).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves a reader who signs in with another widget later where they are, showing nothing', async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    const el = mount(`<${TAG}></${TAG}>`);
    await inShadow(el, 'input[name=email]');
    acceptSignIn(testReader()); // what mck-signin's sign-in does
    await vi.waitFor(() => expect(shadowOf(el).querySelector('form')).toBeNull());
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves a reader who signed in on this page before it hydrated where they are, showing nothing', async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    acceptSignIn(testReader());
    const el = mount(`<${TAG}></${TAG}>`);
    await vi.waitFor(() => expect(el.hasAttribute('data-mck-rendered')).toBe(true));
    expect(el.shadowRoot?.querySelector('form') ?? null).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the step the editor asks for in editor mode, and stays', async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    configureForTest({ editorMode: true }, (name) => `https://${name}.test`);
    session.value = true;
    user.value = testReader();
    const el = mount(`<${TAG} editor-step="4"></${TAG}>`);
    await toStep(el, 'Choose your email guides');
    button(el, 'submit').click();
    expect(sent()).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });
});
