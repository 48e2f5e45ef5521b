import { expect } from 'chai';
import {
  captureConsoleErrors, expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import { answer } from './office-map.fixtures.js';
import './office-map.define.js';
import { officeMapParts } from './office-map.api.js';
import { MARKER_SIZE } from './office-map.view.js';
import { errorExampleMismatches, withFallbackCss } from '../../tests/support/fallback.js';

const realFetch = window.fetch;
let respond: () => Response;
const MAP_SITE = 'https://www.openstreetmap.org';
const MAP = '<mck-office-map heading="Find us" style="width: 40rem"><h2>Find us</h2><p>New York office</p></mck-office-map>';

/** The marker, once Leaflet has drawn it. */
const marker = (el: Element) => present<HTMLElement>(el, '.office-marker', 5000);
const panelCity = (el: Element) => shadow(el).querySelector('[part=city]')?.textContent;

/** Whether the marker's point (bottom centre) is at the map's centre: the map shows that city. */
function expectCentred(el: Element) {
  const map = shadow(el).querySelector('[part=map]')!.getBoundingClientRect();
  const pin = shadow(el).querySelector('.office-marker')!.getBoundingClientRect();
  expect(Math.abs((pin.left + pin.right) / 2 - (map.left + map.right) / 2)).to.be.below(2);
  expect(Math.abs(pin.bottom - (map.top + map.bottom) / 2)).to.be.below(2);
}

describe('mck-office-map', () => {
  widgetTestHooks('mck-office-map', officeMapParts, () => {
    window.fetch = realFetch;
  });
  beforeEach(() => {
    testConfig({ navigationOrigins: [MAP_SITE] });
    respond = () => answer();
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      return url.includes('/test-services/article/api/offices') ? respond() : realFetch(input, init);
    }) as typeof fetch;
  });
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('starts on the first city: the map centred on it with a 65 by 65 marker, drawn with no request elsewhere', async () => {
    const el = fixture(MAP);
    const pin = await marker(el);
    expect(panelCity(el)).to.equal('New York');
    const { width, height } = pin.getBoundingClientRect();
    expect([width, height]).to.deep.equal([MARKER_SIZE, MARKER_SIZE]);
    await waitFor(() => expectCentred(el));
    // Leaflet's CSS is inside the shadow root (the page's CSS does not reach it) and applies.
    expect(getComputedStyle(shadow(el).querySelector('.leaflet-pane')!).position).to.equal('absolute');
    // Land is drawn as vector paths from the atlas; no tile is fetched from anywhere.
    expect(shadow(el).querySelectorAll('.leaflet-overlay-pane path').length).to.be.greaterThan(0);
    const elsewhere = performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => !url.startsWith(location.origin));
    expect(elsewhere).to.deep.equal([]);
  });

  it('follows the selector by keyboard, with visible focus; the map is the next stop, labelled', async () => {
    await emulateMedia({ reducedMotion: 'reduce' }); // no pan animation, so the new centre is there at once
    const el = fixture(MAP);
    await marker(el);
    const select = await tabInto<HTMLSelectElement>(el);
    expect(select.getAttribute('part')).to.equal('select');
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => expect(panelCity(el)).to.equal('Toronto'));
    await waitFor(() => expectCentred(el));
    await sendKeys({ press: 'Tab' });
    const map = shadow(el).activeElement as HTMLElement;
    expect(map.getAttribute('part')).to.equal('map');
    expect(map.getAttribute('aria-label')).to.equal('Map of the Toronto office');
    expect(getComputedStyle(map).outlineStyle).not.to.equal('none');
  });

  it('lays the selector out from the right in Arabic', async () => {
    document.documentElement.dir = 'rtl';
    try {
      const el = fixture(MAP);
      const select = await present(el, '[part=select]');
      const row = shadow(el).querySelector('[part=selector]')!.getBoundingClientRect();
      expect(Math.abs(select.getBoundingClientRect().right - row.right)).to.be.below(1);
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });

  it('shows its error state for a malformed attribute, naming tag and attribute', async () => {
    await expectAttributeError(`<mck-office-map cities='[{"id":"New York"}]'></mck-office-map>`, 'mck-office-map', 'cities');
    await expectAttributeError(`<mck-office-map cities='[{"id":"paris","mapModuleLink":{"url":"javascript:alert(1)","text":"x"}}]'></mck-office-map>`, 'mck-office-map', 'cities');
    await expectAttributeError('<mck-office-map heading-level="6"></mck-office-map>', 'mck-office-map', 'heading-level');
  });

  it('is axe clean with the map drawn, and while keeping what the CMS printed', async () => {
    const el = fixture(MAP);
    await marker(el);
    await expectAxeClean(el);
    respond = () => Response.json({ message: 'Down.' }, { status: 503 });
    const errors = await captureConsoleErrors(async () => {
      const failed = fixture(MAP);
      await waitFor(() => expect(shadow(failed).querySelector('[part=fallback]')?.getAttribute('aria-busy')).to.equal('false'));
      expect(failed.querySelector('p')?.checkVisibility()).to.equal(true);
      await expectAxeClean(failed);
    });
    expect(errors.filter((line) => line.includes('[mck-office-map]'))).to.deep.equal([]);
  });

  describe('the gallery\'s error examples, under the fallback CSS (as a CMS page links it)', () => {
    const css = withFallbackCss('office-map');
    it('are printed as tall as the error state they render', async () => {
      expect(await errorExampleMismatches('office-map', css())).to.deep.equal([]);
    });
  });
});
