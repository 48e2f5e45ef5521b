import { expect } from 'chai';
import {
  captureConsoleErrors, expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import { answer } from './locations.fixtures.js';
import './locations.define.js';
import { locationsParts } from './locations.api.js';
import { errorExampleMismatches, withFallbackCss } from '../../tests/support/fallback.js';

const realFetch = window.fetch;
let respond: () => Response;
const MAP_SITE = 'https://www.openstreetmap.org';
const LOCATIONS = '<mck-locations heading="Our offices"><h2>Our offices</h2><ul><li>North America</li><li>Europe</li></ul></mck-locations>';

const expanded = (button: Element) => button.getAttribute('aria-expanded');

describe('mck-locations', () => {
  widgetTestHooks('mck-locations', locationsParts, () => {
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

  it('opens a region and a country by keyboard, with visible focus, the United States first', async () => {
    const el = fixture(LOCATIONS);
    await present(el, '[part=region-toggle]');
    const region = await tabInto<HTMLButtonElement>(el);
    expect(region.textContent).to.equal('North America');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(expanded(region)).to.equal('true'));
    await sendKeys({ press: 'Tab' });
    const country = shadow(el).activeElement as HTMLButtonElement;
    expect(country.textContent).to.equal('United States');
    await sendKeys({ press: 'Space' });
    await waitFor(() => expect(expanded(country)).to.equal('true'));
    const cards = shadow(el).querySelectorAll<HTMLElement>('[part=country-panel]:not([hidden]) [part=card]');
    expect([...cards].map((c) => c.querySelector('[part=city]')?.textContent)).to.deep.equal(['New York', 'Chicago']);
    expect(cards[0]!.checkVisibility()).to.equal(true);
    await sendKeys({ press: 'Tab' });
    expect((shadow(el).activeElement as HTMLAnchorElement).getAttribute('part')).to.equal('map-link');
    region.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(cards[0]!.checkVisibility()).to.equal(false));
  });

  it('lays the cards out right to left in Arabic', async () => {
    document.documentElement.dir = 'rtl';
    try {
      const el = fixture('<mck-locations style="width: 50rem"></mck-locations>');
      (await present<HTMLButtonElement>(el, '[part=region-toggle]')).click();
      const country = await present<HTMLButtonElement>(el, '[part=country-toggle]');
      country.click();
      const [first, second] = await waitFor(() => {
        const cards = [...shadow(el).querySelectorAll('[part=country-panel]:not([hidden]) [part=card]')];
        if (cards.length < 2) throw new Error('cards not shown');
        return cards;
      });
      expect(first!.getBoundingClientRect().left).to.be.greaterThan(second!.getBoundingClientRect().left);
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });

  it('turns the open and close animation off for readers who ask for reduced motion', async () => {
    const el = fixture(LOCATIONS);
    const chevron = (await present(el, '[part=region-toggle]')).querySelector('.mck-chevron')!;
    expect(getComputedStyle(chevron).transitionDuration).not.to.equal('0s');
    await emulateMedia({ reducedMotion: 'reduce' });
    await waitFor(() => expect(getComputedStyle(chevron).transitionDuration).to.equal('0s'));
  });

  it('shows its error state for a malformed attribute, naming tag and attribute', async () => {
    await expectAttributeError('<mck-locations heading-level="6"></mck-locations>', 'mck-locations', 'heading-level');
    await expectAttributeError('<mck-locations region="North America"></mck-locations>', 'mck-locations', 'region');
  });

  it('is axe clean closed, open to the cards, and while keeping what the CMS printed', async () => {
    const el = fixture(LOCATIONS);
    await present(el, "[part=region-toggle]");
    await expectAxeClean(el);
    (shadow(el).querySelector<HTMLButtonElement>('[part=region-toggle]'))!.click();
    (await present<HTMLButtonElement>(el, '[part=country-toggle]')).click();
    await present(el, '[part=country-panel]:not([hidden]) [part=card]');
    await expectAxeClean(el);
    respond = () => Response.json({ message: 'Down.' }, { status: 503 });
    const errors = await captureConsoleErrors(async () => {
      const failed = fixture(LOCATIONS);
      await waitFor(() => expect(shadow(failed).querySelector('[part=fallback]')?.getAttribute('aria-busy')).to.equal('false'));
      expect(failed.querySelector('li')?.checkVisibility()).to.equal(true);
      await expectAxeClean(failed);
    });
    expect(errors.filter((line) => line.includes('[mck-locations]'))).to.deep.equal([]);
  });

  describe('the gallery\'s error examples, under the fallback CSS (as a CMS page links it)', () => {
    const css = withFallbackCss('locations');
    it('are printed as tall as the error state they render', async () => {
      expect(await errorExampleMismatches('locations', css())).to.deep.equal([]);
    });
  });
});
