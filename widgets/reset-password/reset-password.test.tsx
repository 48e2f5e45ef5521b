import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { session, signOut, user } from '../../core/session/session.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, reply, type FakeServices } from '../../tests/support/fake-services.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import { resetLinkOf } from './reset-password.calls.js';
import './reset-password.define.js';

const READER = {
  id: 'u-1', firstName: 'Rosa', lastName: 'Reyes', company: null, titleName: null, email: 'reader@example.com',
  isPremiumUser: false, subscriptions: [], articles: [], practiceUser: false, userRatings: {}, hasPassword: true,
};

const RESET = 'POST /v2/users/reset-password';
let services: FakeServices;
const calls = () => services.calls.map((call) => ({ url: call.url.href, body: call.body }));

const type = async (el: Element, name: string, value: string) => {
  const field = await inShadow<HTMLInputElement>(el, `input[name=${name}]`);
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
};
const submit = (el: Element) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part~=submit]')!.click();
async function fillAndSave(el: Element, password = 'Fresh-start-9', confirm = password) {
  await type(el, 'password', password);
  await type(el, 'confirm', confirm);
  submit(el);
}

describe('resetLinkOf', () => {
  it('needs both token and uid', () => {
    expect(resetLinkOf('?token=abc&uid=u-1')).toEqual({ token: 'abc', uid: 'u-1' });
    expect(resetLinkOf('?token=abc')).toBeNull();
    expect(resetLinkOf('?uid=u-1&token=%20')).toBeNull();
  });
});

describe('<mck-reset-password>', () => {
  beforeEach(() => {
    configureForTest({}, (name) => `https://${name}.test`);
    history.replaceState(null, '', '/pages/reset-password?token=tok-1&uid=u-1');
    services = fakeServices({
      [RESET]: { data: { email: 'reader@example.com' } },
      'POST /v2/auth/login': reply(200, { data: READER }, { access_token: 'a.b.c', refresh_token: 'r'.repeat(43) }),
    });
  });
  afterEach(() => {
    document.body.replaceChildren();
    signOut();
    vi.unstubAllGlobals();
    setConfig(null);
  });

  it('shows the invalid-link state when the URL has no token, with the way to ask again', async () => {
    history.replaceState(null, '', '/pages/reset-password?uid=u-1');
    const el = mount('<mck-reset-password forgot-password-url="/pages/forgot-password"></mck-reset-password>');
    const message = await inShadow(el, '[part~=invalid-link]');
    expect(message.textContent).toBe('This password reset link is invalid or has expired.');
    expect(el.shadowRoot!.querySelector('a[part~=ask-again]')!.getAttribute('href')).toBe(`${location.origin}/pages/forgot-password`);
    expect(el.shadowRoot!.querySelector('form')).toBeNull();
  });

  it('sets the password with the link, signs in with the answer\'s email and says so', async () => {
    const signedIn = vi.fn();
    window.addEventListener('mck:signed-in', signedIn, { once: true });
    const el = mount('<mck-reset-password></mck-reset-password>');
    await fillAndSave(el);
    const success = await inShadow(el, '[part~=success-message]');
    expect(success.textContent).toBe('Your password has been changed and you are signed in.');
    expect(calls()).toEqual([
      { url: 'https://user.test/v2/users/reset-password', body: { password: 'Fresh-start-9', token: 'tok-1', encEmailId: 'u-1' } },
      { url: 'https://user.test/v2/auth/login', body: { username: 'reader@example.com', password: 'Fresh-start-9' } },
    ]);
    expect(session.value).toBe(true);
    expect(user.value?.email).toBe('reader@example.com');
    expect(signedIn).toHaveBeenCalledOnce();
  });

  it('refuses a weak password and a confirmation that differs before calling', async () => {
    const el = mount('<mck-reset-password></mck-reset-password>');
    await fillAndSave(el, 'weak', 'other');
    const summary = await inShadow(el, '[part~=error-summary]');
    expect(summary.textContent).toContain('Use at least 8 characters');
    expect(summary.textContent).toContain('The passwords do not match.');
    expect(calls()).toEqual([]);
  });

  it('shows the invalid-link state when the service answers 6008 (a used or expired link)', async () => {
    services.route({ [RESET]: reply(400, { code: 6008, message: 'This link is invalid or has expired.' }) });
    const el = mount('<mck-reset-password></mck-reset-password>');
    await fillAndSave(el);
    await inShadow(el, '[part~=invalid-link]');
    expect(session.value).toBe(false);
  });

  it.each([
    [1001, 404, 'We could not find the account of this link.'],
    [6011, 400, 'This password is not strong enough for your account. Please choose another.'],
    [9999, 500, 'Something went wrong. Please try again.'],
  ])('shows the message of code %i and keeps the form', async (code, status, message) => {
    services.route({ [RESET]: reply(status, { code, message: 'No.' }) });
    const el = mount('<mck-reset-password></mck-reset-password>');
    await fillAndSave(el);
    expect((await inShadow(el, '[part~=error-message]')).textContent).toBe(message);
    expect(el.shadowRoot!.querySelector('form')).not.toBeNull();
    expect(session.value).toBe(false);
  });

  it('knows a code that comes without a message: 6011 shows its message, the typed password stays', async () => {
    services.route({ [RESET]: reply(400, { code: 6011 }) });
    const el = mount('<mck-reset-password></mck-reset-password>');
    await fillAndSave(el);
    expect((await inShadow(el, '[part~=error-message]')).textContent).toBe('This password is not strong enough for your account. Please choose another.');
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('input[name=password]');
    expect(input?.value).not.toBe('');
  });
});
