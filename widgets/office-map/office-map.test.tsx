import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CityOffice } from '../../core/contracts/offices.js';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, reply, type FakeServices } from '../../tests/support/fake-services.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import { answer, office } from './office-map.fixtures.js';
import { DEFAULT_MAP_ZOOM, MARKER_SIZE, mapViewOf } from './office-map.view.js';

// The map chunk (Leaflet) is the browser test's; here it records which office it was asked to show.
const shown: string[] = [];
vi.mock('./office-map.leaflet.js', () => ({
  LEAFLET_CSS: '.leaflet-container {}',
  createOfficeMap: () => ({ show: (o: CityOffice) => shown.push(o.id), destroy: () => undefined }),
}));
await import('./office-map.define.js');

const MAP_SITE = 'https://www.openstreetmap.org';
const OFFICES = 'GET https://article.test/api/offices';
let services: FakeServices;
const panelCity = (el: Element) => el.shadowRoot!.querySelector('[part=city]')?.textContent;

describe('<mck-office-map>', () => {
  beforeEach(() => {
    configureForTest({ navigationOrigins: [MAP_SITE] }, (name) => `https://${name}.test`);
    shown.length = 0;
    services = fakeServices({
      [OFFICES]: ({ url }) => {
        expect(url.search).toBe(''); // every office, never one region's
        return answer();
      },
    });
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    setConfig(null);
  });

  it('offers every office, the United States first in North America, and starts on the first city (D§4, D§9)', async () => {
    const el = mount('<mck-office-map heading="Find us"></mck-office-map>');
    const select = await inShadow<HTMLSelectElement>(el, 'select');
    expect([...select.options].map((o) => o.textContent)).toEqual(['New York', 'Toronto', 'Paris']);
    expect(select.value).toBe('new-york');
    expect(el.shadowRoot!.querySelector(`label[for="${select.id}"]`)?.textContent).toBe('Office');
    expect(panelCity(el)).toBe('New York');
    await vi.waitFor(() => expect(shown).toEqual(['new-york']));
    expect(el.shadowRoot!.querySelector('[part=map]')?.getAttribute('aria-label')).toBe('Map of the New York office');
  });

  it('moves the panel and the map to the chosen city and tells the page', async () => {
    const el = mount('<mck-office-map></mck-office-map>');
    const select = await inShadow<HTMLSelectElement>(el, 'select');
    await vi.waitFor(() => expect(shown).toEqual(['new-york']));
    const chosen = vi.fn();
    el.addEventListener('mck-office-map-select', (event) => chosen(event.detail));
    select.value = 'paris';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(panelCity(el)).toBe('Paris'));
    expect(chosen).toHaveBeenCalledExactlyOnceWith({ id: 'paris', name: 'Paris' });
    await vi.waitFor(() => expect(shown).toEqual(['new-york', 'paris']));
    const panel = el.shadowRoot!.querySelector('[part=panel]')!;
    expect(panel.getAttribute('aria-live')).toBe('polite');
    expect([...panel.querySelectorAll('[part=address] span')].map((s) => s.textContent)).toEqual(['1 Main Street', 'Paris']);
    expect(panel.querySelector('[part=phone]')?.textContent).toBe('Tel: +1 20 1234 5600');
    expect(panel.querySelector('[part=fax]')?.textContent).toBe('Fax: +1 20 1234 5699');
    expect(panel.querySelector<HTMLAnchorElement>('[part=map-link]')?.href).toBe('https://www.openstreetmap.org/?mlat=40&mlon=-74#map=12/40/-74');
  });

  it("offers the page author's cities in their order, with their names and links, leaving out unknown ids", async () => {
    const cities = [
      { id: 'paris', displayName: 'Paris (HQ)', mapModuleLink: { url: '/offices/paris', text: 'Visit Paris' } },
      { id: 'atlantis' },
      { id: 'toronto' },
    ];
    const el = mount(`<mck-office-map cities='${JSON.stringify(cities)}'></mck-office-map>`);
    const select = await inShadow<HTMLSelectElement>(el, 'select');
    expect([...select.options].map((o) => o.textContent)).toEqual(['Paris (HQ)', 'Toronto']);
    expect(panelCity(el)).toBe('Paris (HQ)');
    const link = el.shadowRoot!.querySelector<HTMLAnchorElement>('[part=city-link]')!;
    expect([link.textContent, link.href]).toEqual(['Visit Paris', `${location.origin}/offices/paris`]);
  });

  it('zooms to the city only when the city requires it, and marks it 65 by 65 (D§4, D§9)', () => {
    expect(MARKER_SIZE).toBe(65);
    expect(mapViewOf(office('a', 'A', { mapLatitude: 1, mapLongitude: 2, mapZoom: 14, isZoomRequired: true }))).toEqual({ center: [1, 2], zoom: 14 });
    expect(mapViewOf(office('b', 'B', { mapLatitude: 1, mapLongitude: 2, mapZoom: 14, isZoomRequired: false }))).toEqual({ center: [1, 2], zoom: DEFAULT_MAP_ZOOM });
  });

  it('keeps what the CMS printed when the call fails', async () => {
    services.route({ [OFFICES]: reply(503, { message: 'Down.' }) });
    const el = mount('<mck-office-map><p>Our New York office</p></mck-office-map>');
    await vi.waitFor(() => expect(el.shadowRoot!.querySelector('[part=fallback]')?.getAttribute('aria-busy')).toBe('false'));
    expect(el.shadowRoot!.querySelector('[part=fallback] slot')).not.toBeNull();
    expect(el.shadowRoot!.querySelector('select')).toBeNull();
  });
});
