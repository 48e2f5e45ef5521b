import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { testCatalogueAnswer } from '../../core/kits/subscriptions/test-catalogue.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, reply, type FakeServices } from '../../tests/support/fake-services.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import './unsubscribe-link.define.js';

const LIST = 'GET /v1/sitecore/api/subscriptions/list';
const UNSUBSCRIBE = 'POST https://user.test/v2/unsubscribe';
let services: FakeServices;
const posted = () => services.callsTo(UNSUBSCRIBE).map((call) => call.body);

const stateOf = (el: Element) => el.shadowRoot?.querySelector<HTMLElement>('[part=base]')?.dataset.state;
const messageOf = (el: Element) => el.shadowRoot!.querySelector('[part=message]')!.textContent;
const reaches = (el: Element, state: string) => vi.waitFor(() => expect(stateOf(el)).toBe(state));

describe('<mck-unsubscribe-link>', () => {
  beforeEach(() => {
    configureForTest({}, (name) => `https://${name}.test`);
    services = fakeServices({ [LIST]: testCatalogueAnswer, [UNSUBSCRIBE]: { data: { unsubscribed: ['ALERT_TECHNOLOGY'] } } });
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    history.replaceState(null, '', '/');
    setConfig(null);
  });

  it('asks first, naming the email; unsubscribes only on confirm, then says so and tells the page', async () => {
    history.replaceState(null, '', '/unsubscribe?subcode=ALERT_TECHNOLOGY&eid=enc-id');
    const el = mount('<mck-unsubscribe-link></mck-unsubscribe-link>');
    const button = await inShadow<HTMLButtonElement>(el, '[part=confirm]');
    await vi.waitFor(() => expect(messageOf(el)).toBe('Do you want to stop receiving Technology?'));
    expect(posted()).toEqual([]);
    const done = vi.fn();
    el.addEventListener('mck-unsubscribe-link-done', (e) => done(e.detail));
    button.click();
    await reaches(el, 'success');
    expect(messageOf(el)).toBe('You have been unsubscribed. You will no longer receive this email.');
    expect(posted()).toEqual([{ Subscriptions: ['ALERT_TECHNOLOGY'], UserId: 'enc-id' }]);
    expect(done).toHaveBeenCalledExactlyOnceWith({ codes: ['ALERT_TECHNOLOGY'] });
    expect(el.shadowRoot!.querySelector('[part=confirm]')).toBeNull();
  });

  it('asks without names when the list cannot be had, and still unsubscribes', async () => {
    services.route({ [LIST]: reply(500, { message: 'Down.' }) });
    const el = mount('<mck-unsubscribe-link subcode="ALERT_TECHNOLOGY" eid="enc-id"></mck-unsubscribe-link>');
    const button = await inShadow<HTMLButtonElement>(el, '[part=confirm]');
    await vi.waitFor(() => expect(messageOf(el)).toBe('Do you want to stop receiving this email?'));
    button.click();
    await reaches(el, 'success');
  });

  it('shows the generic error when the unsubscribe call fails (A§8)', async () => {
    services.route({ [UNSUBSCRIBE]: reply(404, { message: 'No such subscriber.' }) });
    const el = mount('<mck-unsubscribe-link subcode="ALERT_TECHNOLOGY" eid="enc-id"></mck-unsubscribe-link>');
    (await inShadow<HTMLButtonElement>(el, '[part=confirm]')).click();
    await reaches(el, 'error');
    expect(messageOf(el)).toBe('Something went wrong. Please try again.');
  });

  it('says the link is incomplete without subcode or eid, with nothing to confirm', async () => {
    const el = mount('<mck-unsubscribe-link subcode="ALERT_TECHNOLOGY"></mck-unsubscribe-link>');
    await reaches(el, 'incomplete');
    expect(messageOf(el)).toBe('This unsubscribe link is incomplete. Please use the full link from your email.');
    expect(el.shadowRoot!.querySelector('[part=confirm]')).toBeNull();
    expect(services.calls).toEqual([]);
  });
});
