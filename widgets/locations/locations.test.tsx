import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, reply, type FakeServices } from '../../tests/support/fake-services.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import { answer, REGIONS } from './locations.fixtures.js';
import { listedOffices } from './locations.calls.js';
import './locations.define.js';

const MAP_SITE = 'https://www.openstreetmap.org';
const OFFICES = 'GET https://article.test/api/offices';
let services: FakeServices;
const urls = () => services.calls.map((call) => call.url.href);

const texts = (el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll(selector)].map((n) => n.textContent);
const button = (el: Element, label: string) =>
  [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === label)!;

describe('<mck-locations>', () => {
  beforeEach(() => {
    configureForTest({ navigationOrigins: [MAP_SITE] }, (name) => `https://${name}.test`);
    services = fakeServices({ [OFFICES]: () => answer() });
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    setConfig(null);
  });

  it('lists the regions closed, in the service order, without a region whose offices are all hidden', async () => {
    const el = mount('<mck-locations heading="Our offices"></mck-locations>');
    await inShadow(el, '[part=region-toggle]');
    expect(el.shadowRoot!.querySelector('h2')?.textContent).toBe('Our offices');
    expect(texts(el, '[part=region-toggle]')).toEqual(['North America', 'Europe']);
    expect([...el.shadowRoot!.querySelectorAll('[part=region-toggle]')].map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'false']);
    expect(el.shadowRoot!.querySelector<HTMLElement>('[part=region-panel]')!.hidden).toBe(true);
    expect(urls()).toEqual(['https://article.test/api/offices']);
  });

  it("asks for one region's offices when the page author names it", async () => {
    const el = mount('<mck-locations region="europe"></mck-locations>');
    await inShadow(el, '[part=region-toggle]');
    expect(urls()).toEqual(['https://article.test/api/offices?region=europe']);
  });

  it('opens a region to its countries, the United States first in North America (D§9), and a country to its cards', async () => {
    const el = mount('<mck-locations></mck-locations>');
    await inShadow(el, '[part=region-toggle]');
    button(el, 'North America').click();
    await vi.waitFor(() => expect(button(el, 'North America').getAttribute('aria-expanded')).toBe('true'));
    const panel = el.shadowRoot!.getElementById(button(el, 'North America').getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(false);
    expect([...panel.querySelectorAll('[part=country-toggle]')].map((b) => b.textContent)).toEqual(['United States', 'Canada']);
    button(el, 'United States').click();
    await vi.waitFor(() => expect(texts(el, '[part=country-panel]:not([hidden]) [part=city]')).toEqual(['New York', 'Chicago']));
    const card = el.shadowRoot!.querySelector('[part=country-panel]:not([hidden]) [part=card]')!;
    expect([...card.querySelectorAll('[part=address] span')].map((s) => s.textContent)).toEqual(['1 Main Street', 'Floor 3', 'New York']);
    expect(card.querySelector('[part=phone]')?.textContent).toBe('Tel: +1 20 1234 5600');
    expect(card.querySelector('[part=fax]')?.textContent).toBe('Fax: +1 20 1234 5699');
    const mapIt = card.querySelector<HTMLAnchorElement>('[part=map-link]')!;
    expect(mapIt.textContent).toBe('Map It');
    expect(mapIt.href).toBe('https://www.openstreetmap.org/?mlat=40.7&mlon=-74#map=12/40.7/-74');
    expect(mapIt.target).toBe('_blank');
    expect(mapIt.rel).toBe('noopener noreferrer');
    expect(card.querySelector<HTMLAnchorElement>('[part=link]')?.href).toBe(`${location.origin}/offices/new-york`);
    button(el, 'North America').click();
    await vi.waitFor(() => expect(panel.hidden).toBe(true));
  });

  it('leaves out the offices hidden from the locations page', () => {
    const europe = listedOffices(REGIONS).find((r) => r.id === 'europe')!;
    expect(europe.countries[0]!.cities.map((c) => c.name)).toEqual(['Berlin']);
  });

  it('shows no "Map It" link to a map site the page does not allow', async () => {
    configureForTest({}, (name) => `https://${name}.test`);
    const el = mount('<mck-locations></mck-locations>');
    await inShadow(el, '[part=card]');
    expect(el.shadowRoot!.querySelector('[part=map-link]')).toBeNull();
    expect(el.shadowRoot!.querySelector('[part=address]')).not.toBeNull();
  });

  it('keeps what the CMS printed when the call fails', async () => {
    services.route({ [OFFICES]: reply(503, { message: 'Down.' }) });
    const el = mount('<mck-locations><ul><li>North America</li></ul></mck-locations>');
    await vi.waitFor(() => expect(el.shadowRoot!.querySelector('[part=fallback]')?.getAttribute('aria-busy')).toBe('false'));
    expect(el.shadowRoot!.querySelector('[part=fallback] slot')).not.toBeNull();
    expect(el.shadowRoot!.querySelector('[part=region-toggle]')).toBeNull();
  });
});
