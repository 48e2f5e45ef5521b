import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REGISTRATION_CAPTCHA_HEADER, REGISTRATION_CODES, REGISTRATION_PATHS, SOURCE_REGISTRATION_HEADER } from '../../core/contracts/registration.js';
import type { User } from '../../core/contracts/user.js';
import { setConfig } from '../../core/page/config.js';
import { session, signOut } from '../../core/session/session.js';
import { TOAST_ATTR } from '../../core/kits/registration/index.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, held, reply, type FakeCall, type FakeServices } from '../../tests/support/fake-services.js';
import { inShadow } from '../../tests/support/unit.js';
import './signup.define.js';

const ADA: User = {
  id: 'u9', firstName: 'Ada', lastName: 'Lovelace', company: null, titleName: null, email: 'ada@example.com', isPremiumUser: false,
  subscriptions: [], articles: [], practiceUser: false, userRatings: {}, hasPassword: true,
};

const REGISTER = `POST ${REGISTRATION_PATHS.register}`;
const SIGNED_UP = reply(200, { data: ADA }, { access_token: 'a.b.c', refresh_token: 'r1' });
let services: FakeServices;
let calls: FakeCall[];
let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  configureForTest();
  services = fakeServices({
    [REGISTER]: SIGNED_UP,
    'GET /v1/lookuplists/country': { data: [{ Description: 'France', code: 'FR' }, { Description: 'Germany', code: 'DE' }] },
    'GET /': { country_code: 'FR' },
  });
  calls = services.calls;
  assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  signOut();
  document.body.replaceChildren();
  sessionStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setConfig(null);
});

function place(attributes = '') {
  document.body.innerHTML = `<mck-signup ${attributes}></mck-signup>`;
  return document.querySelector('mck-signup')!;
}
const $ = <E extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<E>(selector);
function type(el: Element, name: string, text: string) {
  const control = $<HTMLInputElement | HTMLSelectElement>(el, `[name=${name}]`)!;
  const proto = control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(control, text);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}
async function fillIn(el: Element) {
  type(el, 'email', 'ada@example.com');
  type(el, 'password', 'Analytical-1');
  type(el, 'firstname', 'Ada');
  type(el, 'lastname', 'Lovelace');
  await vi.waitFor(() => expect($(el, 'select[name=country] option[value=FR]')).not.toBeNull());
  type(el, 'country', 'FR');
  // The captcha shows after its check delay (timed exactly in the kit's tests).
  const captcha = await vi.waitFor(() => $<HTMLInputElement>(el, '.mck-captcha input[type=checkbox]') ?? Promise.reject(new Error('no captcha yet')), { timeout: 5000 });
  captcha.click();
}
const submit = (el: Element) => $<HTMLButtonElement>(el, '[part=submit]')!.click();

describe('<mck-signup>', () => {
  it('creates the account with the A§3 payload, the captcha and source headers, then signs in and returns to the page', async () => {
    const el = place('source="download" redirect-url="/insights/a" practice-code=""');
    await inShadow(el, 'form');
    await fillIn(el);
    const completed = vi.fn();
    el.addEventListener('mck-signup-complete', (event) => completed((event as CustomEvent).detail));
    submit(el);
    await vi.waitFor(() => expect(completed).toHaveBeenCalled());
    const sent = calls.find((c) => c.path === REGISTRATION_PATHS.register)!;
    expect(sent.body).toMatchObject({
      email: 'ada@example.com', password: 'Analytical-1', passwordConfirmation: 'Analytical-1', firstName: 'Ada', lastName: 'Lovelace',
      country: 'FR', occasionalEmail: true, subscriptions: [],
    });
    expect(sent.headers.get(REGISTRATION_CAPTCHA_HEADER)).toBe('test-captcha-token');
    expect(sent.headers.get(SOURCE_REGISTRATION_HEADER)).toBe('download');
    expect(session.value).toBe(true);
    expect(completed.mock.calls[0]![0].user.id).toBe('u9');
    expect(document.querySelector(`[${TOAST_ATTR}]`)).not.toBeNull();
    expect(assign).toHaveBeenCalledWith(new URL('/insights/a#/download', location.href).href);
  });

  it('while the account is being created the submit button is busy (A§4 "submitting"); a second press sends nothing', async () => {
    const registration = held();
    services.route({ [REGISTER]: registration.answer });
    const el = place('redirect-url="/insights/a" practice-code=""');
    await inShadow(el, 'form');
    await fillIn(el);
    const button = $<HTMLButtonElement>(el, '[part=submit]')!;
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    submit(el);
    await vi.waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    const posts = () => calls.filter((c) => c.path === REGISTRATION_PATHS.register);
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    submit(el);
    registration.release(SIGNED_UP);
    await vi.waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(posts()).toHaveLength(1);
  });

  it('prefills the email attribute and defaults the country from the geo-IP', async () => {
    const el = place('email="typed@example.com"');
    await inShadow(el, 'form');
    expect($<HTMLInputElement>(el, '[name=email]')!.value).toBe('typed@example.com');
    await vi.waitFor(() => expect($<HTMLSelectElement>(el, '[name=country]')!.value).toBe('FR'));
  });

  it('the email attribute wins over an older draft of the form', async () => {
    sessionStorage.setItem('mck.draft.signup-basic', JSON.stringify({ email: 'older@example.com', firstname: 'Old' }));
    const el = place('email="carried@example.com"');
    await inShadow(el, 'form');
    expect($<HTMLInputElement>(el, '[name=email]')!.value).toBe('carried@example.com');
  });

  it('email-courses: the sign-up shows no thank-you toast (A§4)', async () => {
    const el = place('email-courses redirect-url="/insights/a"');
    await inShadow(el, 'form');
    await fillIn(el);
    const completed = vi.fn();
    el.addEventListener('mck-signup-complete', completed);
    submit(el);
    await vi.waitFor(() => expect(completed).toHaveBeenCalled());
    expect(document.querySelector(`[${TOAST_ATTR}]`)).toBeNull();
  });

  it('form-type="profile" adds organization, job title and function', async () => {
    const notHere = reply(404, { message: 'not here' }); // the lists are not this test's subject
    services.route({ 'GET /v1/lookuplists/titles': notHere, 'GET /v1/lookuplists/function': notHere });
    const el = place('form-type="profile"');
    await inShadow(el, 'form');
    expect(['organization', 'jobTitle', 'businessFunction'].map((name) => $(el, `[name=${name}]`) !== null)).toEqual([true, true, true]);
    const basic = place();
    await inShadow(basic, 'form');
    expect($(basic, '[name=organization]')).toBeNull();
  });

  it('"Sign in" fires the cancelable switch with the typed email; unprevented it goes to #/signin', async () => {
    const el = place();
    await inShadow(el, 'form');
    type(el, 'email', ' typed@example.com ');
    const switched = vi.fn((event: Event) => event.preventDefault());
    el.addEventListener('mck-signup-switch', switched);
    $<HTMLAnchorElement>(el, '[part=switch-link]')!.click();
    expect((switched.mock.calls[0]![0] as CustomEvent).detail).toEqual({ email: 'typed@example.com' });
    expect(location.hash).not.toBe('#/signin');
    el.removeEventListener('mck-signup-switch', switched);
    $<HTMLAnchorElement>(el, '[part=switch-link]')!.click();
    await vi.waitFor(() => expect(location.hash).toBe('#/signin'));
    location.hash = '';
  });

  it('2003: the email signs in with a social account: switches to sign-in carrying it', async () => {
    services.route({ [REGISTER]: reply(409, { code: REGISTRATION_CODES.SOCIAL_ACCOUNT_EXISTS, message: 'social' }) });
    const el = place();
    await inShadow(el, 'form');
    await fillIn(el);
    const switched = vi.fn((event: Event) => event.preventDefault());
    el.addEventListener('mck-signup-switch', switched);
    submit(el);
    await vi.waitFor(() => expect(switched).toHaveBeenCalled());
    expect((switched.mock.calls[0]![0] as CustomEvent).detail).toEqual({ email: 'ada@example.com' });
    expect((await inShadow(el, '[part=error-message]')).textContent).toContain('signs in with a social account');
  });

  it('2002: the captcha is reset and focused, its message shown', async () => {
    services.route({ [REGISTER]: reply(400, { code: REGISTRATION_CODES.CAPTCHA_FAILED, message: 'captcha' }) });
    const el = place();
    await inShadow(el, 'form');
    await fillIn(el);
    submit(el);
    expect((await inShadow(el, '[part=error-message]')).textContent).toContain('captcha check failed');
    expect($<HTMLInputElement>(el, '.mck-captcha input[type=checkbox]')!.checked).toBe(false);
    await vi.waitFor(() => expect(el.shadowRoot!.activeElement?.getAttribute('role')).toBe('group'));
  });

  it('renders nothing for a signed-in reader', async () => {
    session.value = true;
    const el = place();
    await vi.waitFor(() => expect(el.hasAttribute('data-mck-hydrated') || el.shadowRoot !== null).toBe(true));
    await new Promise((r) => setTimeout(r, 20));
    expect($(el, 'form')).toBeNull();
  });
});
