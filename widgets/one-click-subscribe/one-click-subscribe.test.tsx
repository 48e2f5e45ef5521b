import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { testCatalogueAnswer } from '../../core/kits/subscriptions/test-catalogue.js';
import { session, sessionPending, user } from '../../core/session/session.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, reply, type FakeServices } from '../../tests/support/fake-services.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import { testReader } from '../../tests/support/users.js';
import './one-click-subscribe.define.js';

const LIST = 'GET /v1/sitecore/api/subscriptions/list';
const SAVE = 'PATCH /v2/users/:id';
let services: FakeServices;
/** The calls besides the catalogue's. */
const calls = () => services.calls.filter((call) => call.path !== '/v1/sitecore/api/subscriptions/list')
  .map(({ method, path, body, headers }) => ({ method, path, body, captcha: headers.get('CaptchaKey') }));

const TAG = '<mck-one-click-subscribe alert-code="ALERT_TECHNOLOGY" manage-url="/my-account/edit_subscriptions"></mck-one-click-subscribe>';
/** Types as a reader would: React tracks the value through the prototype's setter. */
const type = (field: HTMLInputElement, value: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
};
const status = (el: Element) => el.shadowRoot!.querySelector('[part=status]')?.textContent;

describe('<mck-one-click-subscribe>', () => {
  beforeEach(() => {
    configureForTest({}, (name) => `https://${name}.test`);
    sessionPending.value = false;
    services = fakeServices({
      [LIST]: testCatalogueAnswer,
      [SAVE]: { data: testReader({ subscriptions: ['ALERT_SUSTAINABILITY', 'ALERT_TECHNOLOGY'] }) },
      'POST /v2/subscribe': { data: { existingSubscriptions: [], newSubscriptions: ['ALERT_TECHNOLOGY'] } },
    });
    history.replaceState(null, '', '/practice/technology');
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    session.value = false;
    user.value = null;
    history.replaceState(null, '', '/');
    setConfig(null);
  });

  it('tells a subscribed reader so, with the manage link', async () => {
    session.value = true;
    user.value = testReader({ subscriptions: ['ALERT_TECHNOLOGY'] });
    const el = mount(TAG);
    const manage = await inShadow<HTMLAnchorElement>(el, '[part=manage]');
    await vi.waitFor(() => expect(status(el)).toBe('You are subscribed to Technology.'));
    expect(manage.getAttribute('href')).toBe('/my-account/edit_subscriptions');
    expect(calls()).toEqual([]);
  });

  it('subscribes a signed-in reader in one click (their set plus the code) and goes to signup_thanks', async () => {
    session.value = true;
    user.value = testReader({ subscriptions: ['ALERT_SUSTAINABILITY'] });
    const added = vi.fn();
    window.addEventListener('mck:subscription-added', (e) => added((e as CustomEvent).detail), { once: true });
    const el = mount(TAG);
    const button = await inShadow<HTMLButtonElement>(el, '[part=subscribe]');
    await vi.waitFor(() => expect(status(el)).toBe('Subscribe to Technology with one click.'));
    button.click();
    await vi.waitFor(() => expect(location.hash).toBe('#/signup_thanks'));
    expect(calls()).toEqual([{ method: 'PATCH', path: '/v2/users/u-reader', body: { Subscriptions: ['ALERT_SUSTAINABILITY', 'ALERT_TECHNOLOGY'] }, captcha: null }]);
    expect(added).toHaveBeenCalledExactlyOnceWith({ codes: ['ALERT_TECHNOLOGY'] });
    expect(user.value?.subscriptions).toContain('ALERT_TECHNOLOGY');
  });

  it('shows the generic error when the one click fails, staying put', async () => {
    session.value = true;
    user.value = testReader({ subscriptions: [] });
    services.route({ [SAVE]: reply(500, { message: 'Down.' }) });
    const el = mount(TAG);
    (await inShadow<HTMLButtonElement>(el, '[part=subscribe]')).click();
    expect((await inShadow(el, '[part=error-message]')).textContent).toBe('Something went wrong. Please try again.');
    expect(location.hash).toBe('');
  });

  it('signs an anonymous visitor up with email and captcha, then goes to signup_thanks', async () => {
    const el = mount(TAG);
    const input = await inShadow<HTMLInputElement>(el, 'input[type=email]');
    type(input, 'someone@example.org');
    const captcha = await inShadow<HTMLInputElement>(el, '[part=captcha] input[type=checkbox]');
    captcha.click();
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part=submit]')!.click();
    await vi.waitFor(() => expect(location.hash).toBe('#/signup_thanks'));
    expect(calls()).toEqual([{ method: 'POST', path: '/v2/subscribe', body: { email: 'someone@example.org', subscriptions: ['ALERT_TECHNOLOGY'] }, captcha: 'test-captcha-token' }]);
  });

  it('refuses an anonymous sign-up without the captcha, sending nothing', async () => {
    const el = mount(TAG);
    const input = await inShadow<HTMLInputElement>(el, 'input[type=email]');
    type(input, 'someone@example.org');
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part=submit]')!.click();
    await inShadow(el, '[part=error-summary]');
    expect(calls()).toEqual([]);
  });
});
