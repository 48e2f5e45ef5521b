import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { testCatalogueAnswer } from '../../core/kits/subscriptions/test-catalogue.js';
import { session, sessionPending, user } from '../../core/session/session.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, reply, type FakeServices } from '../../tests/support/fake-services.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import { testReader } from '../../tests/support/users.js';
import './edit-subscriptions.define.js';

const LIST = 'GET /v1/sitecore/api/subscriptions/list';
const PATCH = 'PATCH https://user.test/v2/users/u-reader';
let services: FakeServices;
const patched = () => services.callsTo(PATCH).map((call) => call.body);

/** The reader has two alerts and a code the list does not show (kept on save). */
const READER = testReader({ subscriptions: ['ALERT_TECHNOLOGY', 'ALERT_SUSTAINABILITY', 'LEGACY_CODE'] });

const box = (el: Element, label: string) => {
  const found = [...el.shadowRoot!.querySelectorAll('label')].find((l) => l.textContent === label);
  if (!found) throw new Error(`no checkbox "${label}"`);
  return found.querySelector('input')!;
};
const groupBox = (el: Element, group: string) =>
  [...el.shadowRoot!.querySelectorAll('fieldset')].find((f) => f.querySelector('h2')?.textContent === group)!.querySelector<HTMLInputElement>('[part=select-all] input')!;
const ticked = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part=option] input')].filter((i) => i.checked).map((i) => i.value);
const banner = (el: Element) => el.shadowRoot!.querySelector('[part~=banner]')?.textContent ?? null;
const ready = async (html = '<mck-edit-subscriptions></mck-edit-subscriptions>') => {
  const el = mount(html);
  await inShadow(el, '[part=save]');
  return el;
};

describe('<mck-edit-subscriptions>', () => {
  beforeEach(() => {
    configureForTest({}, (name) => `https://${name}.test`);
    session.value = true;
    sessionPending.value = false;
    user.value = READER;
    services = fakeServices({
      [LIST]: testCatalogueAnswer,
      [PATCH]: { data: testReader({ subscriptions: ['GUIDE_AI_BASICS', 'LEGACY_CODE'] }) },
    });
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    session.value = false;
    user.value = null;
    setConfig(null);
  });

  it('lists the groups with the reader\'s choices; a group\'s select-all is on when all its items are chosen', async () => {
    const el = await ready();
    expect([...el.shadowRoot!.querySelectorAll('fieldset h2')].map((h) => h.textContent))
      .toEqual(['Flagship publications', 'Function newsletters', 'Practice alerts', 'Email guides']);
    expect(ticked(el)).toEqual(['ALERT_TECHNOLOGY', 'ALERT_SUSTAINABILITY']);
    expect(groupBox(el, 'Practice alerts').checked).toBe(true);
    expect(groupBox(el, 'Flagship publications').checked).toBe(false);
  });

  it('select-all toggles its whole group; unticking one item unticks it', async () => {
    const el = await ready();
    groupBox(el, 'Flagship publications').click();
    await vi.waitFor(() => expect(ticked(el)).toEqual(['NEWSLETTER_THE_QUARTERLY', 'NEWSLETTER_GLOBAL_INSTITUTE', 'ALERT_TECHNOLOGY', 'ALERT_SUSTAINABILITY']));
    expect(groupBox(el, 'Flagship publications').checked).toBe(true);
    box(el, 'The Quarterly').click();
    await vi.waitFor(() => expect(groupBox(el, 'Flagship publications').checked).toBe(false));
  });

  it('ticking unsubscribe-all clears every option; ticking any option unticks it', async () => {
    const el = await ready();
    const all = box(el, 'Unsubscribe from all emails');
    all.click();
    await vi.waitFor(() => expect(ticked(el)).toEqual([]));
    expect(all.checked).toBe(true);
    box(el, 'AI basics').click();
    await vi.waitFor(() => expect(ticked(el)).toEqual(['GUIDE_AI_BASICS']));
    expect(box(el, 'Unsubscribe from all emails').checked).toBe(false);
  });

  it('saves the whole set (keeping codes the page does not list), shows the success banner and tells the page', async () => {
    const el = await ready();
    const saved = vi.fn();
    el.addEventListener('mck-edit-subscriptions-saved', (e) => saved(e.detail));
    box(el, 'Unsubscribe from all emails').click();
    await vi.waitFor(() => expect(ticked(el)).toEqual([]));
    box(el, 'AI basics').click();
    await vi.waitFor(() => expect(ticked(el)).toEqual(['GUIDE_AI_BASICS']));
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part=save]')!.click();
    await vi.waitFor(() => expect(banner(el)).toBe('Your subscriptions have been saved.'));
    expect(patched()).toEqual([{ Subscriptions: ['GUIDE_AI_BASICS', 'LEGACY_CODE'] }]);
    expect(user.value?.subscriptions).toEqual(['GUIDE_AI_BASICS', 'LEGACY_CODE']);
    expect(saved).toHaveBeenCalledExactlyOnceWith({ codes: ['GUIDE_AI_BASICS'] });
  });

  it('shows the generic error banner when the save fails, keeping the choice (A§8)', async () => {
    services.route({ [PATCH]: reply(500, { message: 'Down.' }) });
    const el = await ready();
    box(el, 'AI basics').click();
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part=save]')!.click();
    await vi.waitFor(() => expect(banner(el)).toBe('Something went wrong. Please try again.'));
    expect(ticked(el)).toContain('GUIDE_AI_BASICS');
  });

  it('shows the generic error banner when the list does not load (A§8)', async () => {
    services.route({ [LIST]: reply(503, { message: 'Down.' }) });
    const el = mount('<mck-edit-subscriptions></mck-edit-subscriptions>');
    await vi.waitFor(() => expect(banner(el)).toBe('Something went wrong. Please try again.'));
    expect(el.shadowRoot!.querySelector('[part=save]')).toBeNull();
  });

  it('warns before leaving with unsaved changes: on unload, and on a click of a link that leaves the page', async () => {
    const el = await ready();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const away = document.body.appendChild(Object.assign(document.createElement('a'), { href: '/elsewhere' }));
    const clickAway = () => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      away.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    expect(unload()).toBe(false);
    expect(clickAway()).toBe(false);
    expect(confirm).not.toHaveBeenCalled();

    box(el, 'AI basics').click();
    await vi.waitFor(() => expect(unload()).toBe(true));
    expect(clickAway()).toBe(true);
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave this page anyway?');
    confirm.mockReturnValue(true);
    expect(clickAway()).toBe(false);
  });

  it('offers an anonymous reader the sign-in prompt carrying the page, and calls nothing', async () => {
    session.value = false;
    user.value = null;
    history.replaceState(null, '', '/account/subscriptions?tab=2');
    const el = mount('<mck-edit-subscriptions></mck-edit-subscriptions>');
    const link = await inShadow<HTMLAnchorElement>(el, '[part=sign-in]');
    expect(link.getAttribute('href')).toBe(`${location.origin}/#/signin_prompt/%2Faccount%2Fsubscriptions%3Ftab%3D2`);
    expect(services.calls).toEqual([]);
    history.replaceState(null, '', '/');
  });

  it('follows the reader\'s set when another widget changes it, unless there are unsaved changes here', async () => {
    const el = await ready();
    user.value = { ...READER, subscriptions: [...READER.subscriptions, 'GUIDE_AI_BASICS'] };
    await vi.waitFor(() => expect(ticked(el)).toEqual(['ALERT_TECHNOLOGY', 'ALERT_SUSTAINABILITY', 'GUIDE_AI_BASICS']));
    box(el, 'The Quarterly').click();
    await vi.waitFor(() => expect(ticked(el)).toContain('NEWSLETTER_THE_QUARTERLY'));
    user.value = { ...READER, subscriptions: ['ALERT_TECHNOLOGY'] };
    await vi.waitFor(() => expect(user.value?.subscriptions).toEqual(['ALERT_TECHNOLOGY']));
    expect(ticked(el)).toEqual(['NEWSLETTER_THE_QUARTERLY', 'ALERT_TECHNOLOGY', 'ALERT_SUSTAINABILITY', 'GUIDE_AI_BASICS']);
  });
});
