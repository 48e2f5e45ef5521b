import { expect } from 'chai';
import {
  captureConsoleErrors, expectAttributeError, expectAxeClean, fixture, shadow, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys } from '../../tests/support/keys.js';
import { cardsAnswer } from './profile-grid.fixtures.js';
import './profile-grid.define.js';
import { profileGridParts } from './profile-grid.api.js';
import { errorExampleMismatches, withFallbackCss } from '../../tests/support/fallback.js';

const realFetch = window.fetch;
/** The fake service's profiles (p-1 … p-total; p-2 private), or a failure. */
let total: number;
let failing: boolean;

const cards = (el: Element, count: number) => waitFor(() => {
  const found = [...shadow(el).querySelectorAll<HTMLElement>('[part=card]')];
  if (found.length !== count) throw new Error(`${found.length} cards, waiting for ${count}`);
  return found;
});
const settled = (el: Element) => waitFor(() => {
  if (shadow(el).querySelector('[part=fallback]')?.getAttribute('aria-busy') !== 'false') throw new Error('still loading');
});
const GRID = '<mck-profile-grid heading="Our leaders" folder="leadership" load-more-count="3"><h2>Our leaders</h2><p><a href="/our-people">All our people</a></p></mck-profile-grid>';

describe('mck-profile-grid', () => {
  widgetTestHooks('mck-profile-grid', profileGridParts, () => {
    window.fetch = realFetch;
  });
  beforeEach(() => {
    total = 7;
    failing = false;
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.includes('/test-services/article/api/profiles/cards')) return realFetch(input, init);
      if (failing) return Response.json({ message: 'Down.' }, { status: 503 });
      const { offset, limit } = JSON.parse(String(init?.body ?? '{}')) as { offset: number; limit: number };
      return cardsAnswer(offset + 1, Math.min(total, offset + limit), total, (n) => ({
        ...(n === 2 ? { isPrivate: true, url: '' } : {}),
        ...(n === 3 ? { description: '<p onclick="alert(1)">Safe<img src="/favicon.ico" alt="" onerror="alert(1)"><script>alert(1)</script></p>' } : {}),
      }));
    }) as typeof fetch;
  });
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('tabs past the private profile to the next link and "Load more", with a visible focus ring', async () => {
    const el = fixture(GRID);
    const [first, second] = await cards(el, 3);
    expect(second!.querySelector('a')).to.equal(null);
    const links = [...shadow(el).querySelectorAll<HTMLAnchorElement>('[part=link]')];
    expect(links.map((a) => a.textContent)).to.deep.equal(['Person 1', 'Person 3']);
    first!.querySelector('a')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(shadow(el).activeElement).to.equal(links[1]);
    expect(getComputedStyle(links[1]!).outlineStyle).to.equal('solid');
    await sendKeys({ press: 'Tab' });
    expect(shadow(el).activeElement).to.equal(shadow(el).querySelector('[part=load-more]'));
    await sendKeys({ press: 'Enter' });
    await cards(el, 6);
    shadow(el).querySelector<HTMLButtonElement>('[part=load-more]')!.click();
    await cards(el, 7);
    expect(shadow(el).querySelector('[part=load-more]')).to.equal(null);
  });

  it('filters by keyboard: a select chosen with the arrow keys asks the service again; "Clear filters" puts focus back on the first filter', async () => {
    const sent: unknown[] = [];
    const fake = window.fetch;
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body ?? '{}')));
      return fake(input, init);
    }) as typeof fetch;
    const el = fixture(GRID);
    await cards(el, 3);
    const office = shadow(el).querySelector<HTMLSelectElement>('select[id$=office]')!;
    expect(shadow(el).querySelector(`label[for="${office.id}"]`)?.textContent).to.equal('Office');
    shadow(el).querySelector<HTMLSelectElement>('select[id$=practice]')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(shadow(el).activeElement).to.equal(office);
    expect(getComputedStyle(office).outlineStyle).to.equal('solid');
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => {
      if (JSON.stringify(sent.at(-1)) !== JSON.stringify({ folder: 'leadership', filters: { office: 'Berlin' }, offset: 0, limit: 3 })) throw new Error('not sent yet');
    });
    const clear = await waitFor(() => shadow(el).querySelector<HTMLButtonElement>('[part=clear-filters]') ?? (() => { throw new Error('no clear'); })());
    clear.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => {
      if (shadow(el).activeElement !== shadow(el).querySelector('select[id$=practice]')) throw new Error('focus not back yet');
    });
    expect(office.value).to.equal('');
    await expectAxeClean(el);
  });

  it('sanitises the description the service sends', async () => {
    const el = fixture(GRID);
    const [, , third] = await cards(el, 3);
    const description = third!.querySelector('[part=description]')!;
    expect(description.textContent).to.equal('Safe');
    expect(description.querySelector('script, [onclick], [onerror]')).to.equal(null);
  });

  it('lays three cards a row, two with two-column, right to left in Arabic', async () => {
    const three = fixture('<mck-profile-grid folder="leadership" style="width: 60rem"></mck-profile-grid>');
    const row = await cards(three, 3);
    expect(new Set(row.map((c) => Math.round(c.getBoundingClientRect().top))).size).to.equal(1);
    const two = fixture('<mck-profile-grid folder="leadership" rows="2" two-column style="width: 60rem"></mck-profile-grid>');
    const [a, b, c] = await cards(two, 6);
    expect(a!.getBoundingClientRect().top).to.equal(b!.getBoundingClientRect().top);
    expect(c!.getBoundingClientRect().top).to.be.greaterThan(a!.getBoundingClientRect().top);
    document.documentElement.dir = 'rtl';
    try {
      const ar = fixture('<mck-profile-grid folder="leadership" style="width: 60rem"></mck-profile-grid>');
      const [first, second] = await cards(ar, 3);
      expect(first!.getBoundingClientRect().left).to.be.greaterThan(second!.getBoundingClientRect().left);
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });

  it('changes link colour without a transition under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = fixture(GRID);
    await cards(el, 3);
    expect(getComputedStyle(shadow(el).querySelector('[part=link]')!).transitionDuration).to.equal('0s');
  });

  it('keeps what the CMS printed when the call fails, with no console error', async () => {
    failing = true;
    const errors = await captureConsoleErrors(async () => {
      const el = fixture(GRID);
      await settled(el);
      expect(el.querySelector('a')?.checkVisibility()).to.equal(true);
      expect(shadow(el).querySelector('[part=card], [role=alert]')).to.equal(null);
      await expectAxeClean(el);
    });
    expect(errors.filter((line) => line.includes('[mck-profile-grid]'))).to.deep.equal([]);
  });

  it('shows its error state for a malformed attribute, naming tag and attribute', async () => {
    await expectAttributeError('<mck-profile-grid rows="0" folder="x"></mck-profile-grid>', 'mck-profile-grid', 'rows');
    await expectAttributeError(`<mck-profile-grid profile-ids='["a b"]'></mck-profile-grid>`, 'mck-profile-grid', 'profile-ids');
    await expectAttributeError('<mck-profile-grid load-more-count="-1" folder="x"></mck-profile-grid>', 'mck-profile-grid', 'load-more-count');
    await expectAttributeError(`<mck-profile-grid preset-filters='{"office":""}' folder="x"></mck-profile-grid>`, 'mck-profile-grid', 'preset-filters');
    await expectAttributeError(`<mck-profile-grid filters='["department"]' folder="x"></mck-profile-grid>`, 'mck-profile-grid', 'filters');
  });

  it('is axe clean loaded, with a private profile and two columns', async () => {
    const el = fixture('<mck-profile-grid heading="Our leaders" folder="leadership" two-column rows="2"></mck-profile-grid>');
    await cards(el, 6);
    await expectAxeClean(el);
  });

  describe('the gallery\'s error examples, under the fallback CSS (as a CMS page links it)', () => {
    const css = withFallbackCss('profile-grid');
    it('are printed as tall as the error state they render', async () => {
      expect(await errorExampleMismatches('profile-grid', css())).to.deep.equal([]);
    });
  });
});
