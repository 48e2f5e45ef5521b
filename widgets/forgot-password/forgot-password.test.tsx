import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_HEADERS } from '../../core/contracts/account.js';
import { setConfig } from '../../core/page/config.js';
import { draftKey } from '../../core/kits/form/index.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, reply, type Answer, type FakeCall, type FakeServices } from '../../tests/support/fake-services.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import './forgot-password.define.js';

const RESET = 'POST https://user.test/v2/users/password-reset';
let services: FakeServices;
let requests: FakeCall[];

const input = (el: Element) => inShadow<HTMLInputElement>(el, 'input[name=email]');
const submit = (el: Element) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part~=submit]')!.click();
const type = (field: HTMLInputElement, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
};
const tickCaptcha = async (el: Element) => {
  const box = await inShadow<HTMLInputElement>(el, '[part~=captcha] input[type=checkbox]');
  box.click();
};

describe('<mck-forgot-password>', () => {
  beforeEach(() => {
    configureForTest({}, (name) => `https://${name}.test`);
    sessionStorage.clear();
    services = fakeServices({ [RESET]: { data: { sent: true } } });
    requests = services.calls;
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    setConfig(null);
  });

  it('prefills the email the reader typed into the sign-in form', async () => {
    sessionStorage.setItem(draftKey('signin'), JSON.stringify({ username: 'rosa@example.com' }));
    const el = mount('<mck-forgot-password></mck-forgot-password>');
    expect((await input(el)).value).toBe('rosa@example.com');
  });

  it('names its captcha group, so a screen reader says what the challenge is for', async () => {
    const el = mount('<mck-forgot-password></mck-forgot-password>');
    const group = await inShadow(el, '[part~=captcha] [role=group]');
    expect(group.getAttribute('aria-label')).toBe('Security check');
  });

  it('sends the email with the visible captcha header, then shows the success message in place of the form', async () => {
    const el = mount('<mck-forgot-password></mck-forgot-password>');
    type(await input(el), ' rosa@example.com ');
    await tickCaptcha(el);
    submit(el);
    const success = await inShadow(el, '[part~=success-message]');
    expect(success.getAttribute('role')).toBe('status');
    expect(success.textContent).toContain('a link to reset its password is on its way');
    expect(el.shadowRoot!.querySelector('form')).toBeNull();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url.href).toBe('https://user.test/v2/users/password-reset');
    expect(requests[0]!.headers.get(CAPTCHA_HEADERS.visible)).toBe('test-captcha-token');
    expect(requests[0]!.body).toEqual({ email: 'rosa@example.com' });
  });

  it('refuses to send without a valid email or without the captcha', async () => {
    const el = mount('<mck-forgot-password></mck-forgot-password>');
    type(await input(el), 'rosa@');
    submit(el);
    const summary = await inShadow(el, '[part~=error-summary]');
    expect(summary.textContent).toContain('Please enter a valid email address.');
    expect(summary.textContent).toContain('Please confirm that you are not a robot.');
    expect(requests).toHaveLength(0);
  });

  it('has no captcha when disable_visible_captcha is on', async () => {
    configureForTest({ flags: { disable_visible_captcha: true } }, (name) => `https://${name}.test`);
    const el = mount('<mck-forgot-password></mck-forgot-password>');
    type(await input(el), 'rosa@example.com');
    expect(el.shadowRoot!.querySelector('[part~=captcha]')).toBeNull();
    submit(el);
    await inShadow(el, '[part~=success-message]');
    expect(requests[0]!.headers.get(CAPTCHA_HEADERS.visible)).toBeNull();
  });

  it.each([
    ['a refusal', reply(429, { message: 'Too many requests' })],
    ['a server failure', reply(500, { message: 'Down' })],
  ])('shows the submit-error banner on %s and keeps the email', async (_, failure: Answer) => {
    services.route({ [RESET]: failure });
    const el = mount('<mck-forgot-password></mck-forgot-password>');
    type(await input(el), 'rosa@example.com');
    await tickCaptcha(el);
    submit(el);
    const banner = await inShadow(el, '[part~=error-message]');
    expect(banner.getAttribute('role')).toBe('alert');
    expect(banner.textContent).toBe('We could not send the reset link. Please try again.');
    expect((await input(el)).value).toBe('rosa@example.com');
  });
});
