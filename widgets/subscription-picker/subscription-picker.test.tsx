import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { testCatalogueAnswer } from '../../core/kits/subscriptions/test-catalogue.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, reply, type FakeServices } from '../../tests/support/fake-services.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import './subscription-picker.define.js';

let services: FakeServices;

const box = (el: Element, label: string, index = 0) => {
  const found = [...el.shadowRoot!.querySelectorAll('label')].filter((l) => l.textContent!.startsWith(label))[index];
  if (!found) throw new Error(`no checkbox "${label}"`);
  return found.querySelector('input')!;
};
const ticked = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[part=option] input')].filter((i) => i.checked).map((i) => i.value);

describe('<mck-subscription-picker>', () => {
  beforeEach(() => {
    configureForTest({}, (name) => `https://${name}.test`);
    services = fakeServices({ 'GET /v1/sitecore/api/subscriptions/list': testCatalogueAnswer });
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    setConfig(null);
  });

  it('offers its category\'s groups, starting from the selected codes; select-all is on when a group is all chosen', async () => {
    const el = mount(`<mck-subscription-picker selected='["NEWSLETTER_OPERATIONS"]'></mck-subscription-picker>`);
    await inShadow(el, '[part=option]');
    expect(el.shadowRoot!.querySelector('h3')!.textContent).toBe('Newsletters');
    expect([...el.shadowRoot!.querySelectorAll('h4')].map((h) => h.textContent)).toEqual(['Flagship publications', 'Function newsletters']);
    expect(ticked(el)).toEqual(['NEWSLETTER_OPERATIONS']);
    expect(box(el, 'Select all', 0).checked).toBe(false);
    expect(box(el, 'Select all', 1).checked).toBe(true);
  });

  it('tells the form every change with the category\'s chosen codes; select-all toggles its group', async () => {
    const el = mount('<mck-subscription-picker category="newsLetters"></mck-subscription-picker>');
    await inShadow(el, '[part=option]');
    const changes: unknown[] = [];
    el.addEventListener('mck-subscription-picker-change', (e) => changes.push(e.detail));
    box(el, 'Select all', 0).click();
    await vi.waitFor(() => expect(ticked(el)).toEqual(['NEWSLETTER_THE_QUARTERLY', 'NEWSLETTER_GLOBAL_INSTITUTE']));
    box(el, 'The Quarterly').click();
    await vi.waitFor(() => expect(box(el, 'Select all', 0).checked).toBe(false));
    expect(changes).toEqual([
      { category: 'newsLetters', codes: ['NEWSLETTER_THE_QUARTERLY', 'NEWSLETTER_GLOBAL_INSTITUTE'] },
      { category: 'newsLetters', codes: ['NEWSLETTER_GLOBAL_INSTITUTE'] },
    ]);
  });

  it('offers alerts or email guides by its category', async () => {
    const alerts = mount('<mck-subscription-picker category="alerts"></mck-subscription-picker>');
    await inShadow(alerts, '[part=option]');
    expect(alerts.shadowRoot!.querySelector('h3')!.textContent).toBe('Alerts');
    expect([...alerts.shadowRoot!.querySelectorAll<HTMLInputElement>('[part=option] input')].map((i) => i.value)).toEqual(['ALERT_TECHNOLOGY', 'ALERT_SUSTAINABILITY']);
  });

  it('shows nothing when the list fails (A§8: silent)', async () => {
    services.route({ 'GET /v1/sitecore/api/subscriptions/list': reply(500, { message: 'Down.' }) });
    const el = mount('<mck-subscription-picker></mck-subscription-picker>');
    await vi.waitFor(() => expect(services.calls).toHaveLength(1));
    await services.settled();
    await vi.waitFor(() => expect(el.hasAttribute('data-mck-rendered')).toBe(true));
    expect(el.shadowRoot!.querySelector('[part=base]')).toBeNull();
  });
});
