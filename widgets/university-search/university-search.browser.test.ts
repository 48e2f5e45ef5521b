import { expect } from 'chai';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import './university-search.define.js';
import { universitySearchParts } from './university-search.api.js';

const realFetch = window.fetch;
const UNIVERSITIES = ['Amsterdam Institute of Technology', 'Atlanta Institute of Technology', 'Berlin School of Business']
  .map((name) => ({ name, url: `https://${name.toLowerCase().replace(/\W+/g, '-')}.example.edu/` }));
const BAR = '<mck-university-search><label>University<input type="text"></label><p>Type at least 3 letters.</p></mck-university-search>';

/** The bar, rendered (its own input, not the CMS's fallback field). */
const bar = async () => {
  const el = fixture(BAR);
  await present(shadow(el), '[part=input]');
  return el;
};

const options = (el: Element, count: number) => waitFor(() => {
  const found = [...shadow(el).querySelectorAll('[part=option]')].map((o) => o.textContent);
  if (found.length !== count) throw new Error(`${found.length} suggestions, waiting for ${count}`);
  return found;
}, 4000);

describe('mck-university-search', () => {
  widgetTestHooks('mck-university-search', universitySearchParts, () => {
    window.fetch = realFetch;
    document.documentElement.removeAttribute('dir');
    void emulateMedia({ reducedMotion: 'no-preference' });
  });
  beforeEach(() => {
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      return url.includes('/test-services/search/universities') ? Response.json({ data: UNIVERSITIES }) : realFetch(input, init);
    }) as typeof fetch;
  });

  it('is used by keyboard alone: type, arrows, Enter chooses; focus is visible', async () => {
    const el = await bar();
    const chosen: unknown[] = [];
    el.addEventListener('mck-university-search-select', (event) => chosen.push(event.detail));
    const input = await tabInto<HTMLInputElement>(el);
    expect(input.getAttribute('role')).to.equal('combobox');
    await sendKeys({ type: 'tech' });
    expect(await options(el, 2)).to.deep.equal(['Amsterdam Institute of Technology', 'Atlanta Institute of Technology']);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' }); // wraps to the first
    const active = shadow(el).querySelector('[aria-selected=true]')!;
    expect(active.textContent).to.equal('Amsterdam Institute of Technology');
    expect(getComputedStyle(active).outlineStyle).to.not.equal('none');
    await sendKeys({ press: 'Enter' });
    await options(el, 0);
    expect(chosen).to.deep.equal([UNIVERSITIES[0]]);
    expect(input.value).to.equal('Amsterdam Institute of Technology');
  });

  it('closes the suggestions with Escape', async () => {
    const el = await bar();
    await tabInto(el);
    await sendKeys({ type: 'berlin' });
    await options(el, 1);
    await sendKeys({ press: 'Escape' });
    await options(el, 0);
    expect(shadow(el).querySelector('[part=input]')!.getAttribute('aria-expanded')).to.equal('false');
  });

  it('is axe clean closed and open, also right to left', async () => {
    const el = await bar();
    await tabInto(el);
    await expectAxeClean(el);
    await sendKeys({ type: 'tech' });
    await options(el, 2);
    await sendKeys({ press: 'ArrowDown' });
    await expectAxeClean(el);
    document.documentElement.dir = 'rtl';
    await expectAxeClean(el);
    expect(getComputedStyle(shadow(el).querySelector('[part=input]')!).direction).to.equal('rtl');
  });

  it('has no motion to reduce: nothing in it animates or transitions', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await bar();
    await tabInto(el);
    await sendKeys({ type: 'tech' });
    await options(el, 2);
    for (const node of shadow(el).querySelectorAll('*')) {
      const style = getComputedStyle(node);
      expect(style.animationName, node.localName).to.equal('none');
      expect(style.transitionDuration.split(',').every((d) => parseFloat(d) === 0), node.localName).to.equal(true);
    }
  });

  it('shows its error state for a malformed attribute, naming tag and attribute', async () => {
    const el = await expectAttributeError('<mck-university-search max-suggestions="50"></mck-university-search>', 'mck-university-search', 'max-suggestions');
    await expectAxeClean(el);
  });
});
