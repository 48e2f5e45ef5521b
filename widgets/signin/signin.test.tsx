import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../core/page/storage.js';
import { PENDING_SOCIAL_LOGIN_KEY, resetSocialSignIn } from '../../core/kits/social-login/index.js';
import { reLoginRequiredForSensitiveData, session, signOut, user } from '../../core/session/session.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, reply, type FakeServices } from '../../tests/support/fake-services.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import './signin.define.js';

const READER = {
  id: 'u-1', firstName: 'Rosa', lastName: 'Reyes', company: null, titleName: null, email: 'reader@example.com',
  isPremiumUser: false, subscriptions: [], articles: [], practiceUser: false, userRatings: {}, hasPassword: true,
};
const LOGIN = 'POST /services/user/v2/auth/login';
const SOCIAL = 'POST /services/user/v2/auth/social';
/** Answers only what each test routes. */
let services: FakeServices;
let assign: ReturnType<typeof vi.spyOn>;

const shadow = (el: Element) => el.shadowRoot!;
const input = (el: Element, name: string) => shadow(el).querySelector<HTMLInputElement>(`input[name=${name}]`)!;
const socialButtons = (el: Element) => [...shadow(el).querySelectorAll<HTMLButtonElement>('[part~=social-button]')];
const socialLabels = (el: Element) => [...shadow(el).querySelectorAll('[part~=social-button]')].map((b) => b.textContent);

/** Types into a field the way React hears it (the value setter, then an input event). */
function type(field: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
async function submit(el: Element, email: string, password: string) {
  type(input(el, 'username'), email);
  type(input(el, 'password'), password);
  shadow(el).querySelector<HTMLButtonElement>('[part~=submit]')!.click();
}

beforeEach(() => {
  configureForTest({}, (name) => `${location.origin}/services/${name}`);
  history.replaceState(null, '', '/pages/session');
  sessionStorage.clear();
  localStorage.clear();
  resetSocialSignIn();
  services = fakeServices();
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  document.body.replaceChildren();
  signOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('<mck-signin> social login', () => {
  it('offers the five configured providers by default, or those `providers` lists, in its order', async () => {
    const all = mount('<mck-signin></mck-signin>');
    await inShadow(all, '[part~=social-button]');
    expect(socialLabels(all)).toEqual(['Continue with Google', 'Continue with Apple', 'Continue with LinkedIn', 'Continue with Firm SSO', 'Continue with Identity']);
    const two = mount('<mck-signin providers="identity, apple"></mck-signin>');
    await inShadow(two, '[part~=social-button]');
    expect(socialLabels(two)).toEqual(['Continue with Identity', 'Continue with Apple']);
    const none = mount('<mck-signin providers=""></mck-signin>');
    await inShadow(none, 'form');
    expect(shadow(none).querySelector('[part~=social]')).toBeNull();
  });

  it('an unknown provider id is the attribute error state, named on the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = mount('<mck-signin providers="google myspace"></mck-signin>');
    await vi.waitFor(() => expect(el.hasAttribute('data-mck-error')).toBe(true));
    expect(error.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(/mck-signin.*providers.*myspace/s);
    expect(shadow(el).querySelector('form')).toBeNull();
  });

  it("a button goes to that provider's sign-in page with this page as redirect URI", async () => {
    const el = mount('<mck-signin providers="linkedin" redirect-url="/my-account/edit_profile" source="save"></mck-signin>');
    (await inShadow<HTMLButtonElement>(el, '[part~=social-button]')).click();
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    const url = new URL(assign.mock.calls[0]![0] as string);
    expect(url.pathname).toBe('/services/idp/authorize');
    expect(url.searchParams.get('client_id')).toBe('mck-linkedin');
    expect(url.searchParams.get('redirect_uri')).toBe(`${location.origin}/pages/session`);
    expect(JSON.parse(sessionStorage.getItem(PENDING_SOCIAL_LOGIN_KEY)!)).toMatchObject({ returnTo: '/my-account/edit_profile', source: 'save' });
  });

  it('is busy while leaving for the provider, and usable again when the page comes back from the back/forward cache', async () => {
    const el = mount('<mck-signin providers="google apple"></mck-signin>');
    const google = await inShadow<HTMLButtonElement>(el, '[part~=social-button]');
    google.click();
    await vi.waitFor(() => expect(google.getAttribute('aria-busy')).toBe('true'));
    expect(socialButtons(el).map((b) => b.getAttribute('aria-disabled'))).toEqual(['true', 'true']);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await vi.waitFor(() => expect(google.hasAttribute('aria-busy')).toBe(false));
    expect(socialButtons(el).map((b) => b.getAttribute('aria-disabled'))).toEqual([null, null]);
  });

  it('coming back from the provider, finishes the sign-in and shows who is signed in', async () => {
    sessionStorage.setItem(PENDING_SOCIAL_LOGIN_KEY, JSON.stringify({
      provider: 'google', state: 'S', verifier: 'V'.repeat(43), redirectUri: `${location.origin}/pages/session`, search: '',
    }));
    history.replaceState(null, '', '/pages/session?code=C&state=S');
    services.route({ [SOCIAL]: { data: READER } });
    const el = mount('<mck-signin></mck-signin>');
    expect((await inShadow(el, '[part~=status]')).textContent).toBe('Signed in as Rosa Reyes');
    expect(location.search).toBe('');
  });

  it('says so when the person cancelled at the provider', async () => {
    sessionStorage.setItem(PENDING_SOCIAL_LOGIN_KEY, JSON.stringify({
      provider: 'google', state: 'S', verifier: 'V'.repeat(43), redirectUri: `${location.origin}/pages/session`, search: '',
    }));
    history.replaceState(null, '', '/pages/session?error=access_denied&state=S');
    const el = mount('<mck-signin></mck-signin>');
    const message = await inShadow(el, '[part~=social-message]');
    expect(message.getAttribute('role')).toBe('status');
    expect(message.textContent).toBe('Sign-in with the provider was cancelled.');
  });
});

describe('<mck-signin> "Create an account"', () => {
  it('fires the cancelable mck-signin-switch with the typed email; a listener may take over the link', async () => {
    const el = mount('<mck-signin></mck-signin>');
    const link = await inShadow<HTMLAnchorElement>(el, '[part~=switch]');
    expect(link.getAttribute('href')).toBe('#/signup');
    type(input(el, 'username'), ' typed@example.org ');
    const heard = vi.fn();
    el.addEventListener('mck-signin-switch', (event) => heard(event.detail));
    const followed = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(followed);
    expect(heard).toHaveBeenCalledWith({ email: 'typed@example.org' });
    expect(followed.defaultPrevented).toBe(false); // the link goes to #/signup

    el.addEventListener('mck-signin-switch', (event) => event.preventDefault());
    const taken = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(taken);
    expect(taken.defaultPrevented).toBe(true);
  });

  it('prefills the email from the `email` attribute', async () => {
    const el = mount('<mck-signin email="carried@example.org"></mck-signin>');
    await inShadow(el, 'form');
    expect(input(el, 'username').value).toBe('carried@example.org');
  });
});

describe('<mck-signin> re-login for sensitive data', () => {
  it('a signed-in reader who must sign in again gets the form with their email, and signing in clears the need', async () => {
    session.value = true;
    user.value = READER;
    reLoginRequiredForSensitiveData.value = true;
    const el = mount('<mck-signin></mck-signin>');
    await inShadow(el, 'form');
    expect(input(el, 'username').value).toBe(READER.email);
    expect(shadow(el).querySelector('[part=sign-out]')).toBeNull();
    services.route({ [LOGIN]: reply(200, { data: READER }, { access_token: 'a.b.c', refresh_token: 'r2' }) });
    type(input(el, 'password'), 'Reader-pass-1');
    shadow(el).querySelector<HTMLButtonElement>('[part~=submit]')!.click();
    await vi.waitFor(() => expect(shadow(el).querySelector('[part=sign-out]')).not.toBeNull());
    expect(reLoginRequiredForSensitiveData.value).toBe(false);
  });

  it('without the need, a signed-in reader sees who is signed in', async () => {
    session.value = true;
    user.value = READER;
    const el = mount('<mck-signin></mck-signin>');
    await inShadow(el, '[part=sign-out]');
    expect(shadow(el).querySelector('form')).toBeNull();
  });
});

describe('<mck-signin> locked account', () => {
  it('shows the lock with the minutes of Retry-After, and the next sign-in returns to the page of the lock', async () => {
    history.replaceState(null, '', '/pages/article-save?id=7');
    services.route({ [LOGIN]: reply(423, { code: 1005, message: 'Locked' }, { 'Retry-After': '540' }) });
    const el = mount('<mck-signin redirect-url="/my-account/edit_profile"></mck-signin>');
    await inShadow(el, 'form');
    await submit(el, 'reader@example.com', 'wrong-Pass-1');
    const lock = await inShadow(el, '[part~=lock]');
    expect(lock.getAttribute('role')).toBe('alert');
    expect(lock.textContent).toBe('Your account is locked after too many failed sign-ins. Try again in 9 min.');
    expect(shadow(el).querySelectorAll('[role=alert]')).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.lockReturnPath)).toBe('/pages/article-save?id=7');

    // Later, from another page: the lock's page wins over redirect-url, once.
    document.body.replaceChildren();
    history.replaceState(null, '', '/pages/session');
    services.route({ [LOGIN]: { data: READER } });
    const again = mount('<mck-signin redirect-url="/my-account/edit_profile"></mck-signin>');
    await inShadow(again, 'form');
    await submit(again, 'reader@example.com', 'Reader-pass-1');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/pages/article-save?id=7`));
    expect(localStorage.getItem(STORAGE_KEYS.lockReturnPath)).toBeNull();
  });

  it('without Retry-After says it is locked without a time', async () => {
    services.route({ [LOGIN]: reply(423, { code: 1005, message: 'Locked' }) });
    const el = mount('<mck-signin></mck-signin>');
    await inShadow(el, 'form');
    await submit(el, 'reader@example.com', 'wrong-Pass-1');
    expect((await inShadow(el, '[part~=lock]')).textContent).toBe('Your account is locked. Try again later.');
  });

  it('a successful sign-in without a lock goes to redirect-url', async () => {
    services.route({ [LOGIN]: { data: READER } });
    const el = mount('<mck-signin redirect-url="/my-account/edit_profile"></mck-signin>');
    await inShadow(el, 'form');
    await submit(el, 'reader@example.com', 'Reader-pass-1');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/my-account/edit_profile`));
  });
});
