import { expect } from 'chai';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import type { SearchAnswer } from './global-search.calls.js';
import './global-search.define.js';
import { answer } from './global-search.fixtures.js';
import { globalSearchParts } from './global-search.api.js';

const realFetch = window.fetch;
const testPage = location.href;
/** What the search service answers for a query (`null`: it fails). */
let answerFor: (q: string, start: number) => SearchAnswer | null;
let searched: string[];

const TAG = '<mck-global-search heading="Search"></mck-global-search>';
const $ = <E extends Element = HTMLElement>(el: Element, selector: string) => shadow(el).querySelector<E>(selector);
const focused = (el: Element) => shadow(el).activeElement as HTMLElement | null;
const status = (el: Element, text: string) => waitFor(() => {
  const line = $(el, '[part=status]')?.textContent;
  if (line !== text) throw new Error(`status "${line}", waiting for "${text}"`);
});
const suggestionsShown = (el: Element) => waitFor(() => {
  if ($(el, '[part=input]')?.getAttribute('aria-expanded') !== 'true') throw new Error('no suggestions yet');
});

describe('mck-global-search', () => {
  widgetTestHooks('mck-global-search', globalSearchParts, () => {
    window.fetch = realFetch;
    history.replaceState(null, '', testPage);
    document.documentElement.removeAttribute('dir');
  });
  beforeEach(() => {
    searched = [];
    answerFor = (q, start) => answer(start + 1, 10, 25, { queryUsedForSearch: q });
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (!url.pathname.startsWith('/test-services/search/')) return realFetch(input, init);
      const q = url.searchParams.get('q')!;
      if (url.pathname.endsWith('/pages/suggestions')) return Response.json({ data: { terms: ['supply chains', 'supply side'] } });
      searched.push(q);
      const data = answerFor(q, Number(url.searchParams.get('start')));
      return data ? Response.json({ data }) : Response.json({ message: 'Down.' }, { status: 503 });
    }) as typeof fetch;
  });

  it('works by keyboard alone: type, arrows to a suggestion, Enter, Tab to the results and the pages', async () => {
    const el = fixture(TAG);
    await present(el, '[part=input]');
    const input = await tabInto<HTMLInputElement>(el);
    expect(input.getAttribute('part')).to.equal('input');
    await sendKeys({ type: 'supp' });
    await suggestionsShown(el);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' }); // wraps round to the first
    expect(input.value).to.equal('supply chains');
    expect($(el, '[part~=highlighted]')?.textContent).to.equal('supply chains');
    await sendKeys({ press: 'Enter' });
    await status(el, '25 results for “supply chains”');
    expect(searched).to.deep.equal(['supply chains']);
    expect(new URLSearchParams(location.search).get('q')).to.equal('supply chains');
    // Tab: the button, five filters, the sort (disabled: skipped), then the first result's link.
    for (let i = 0; i < 7; i++) await sendKeys({ press: 'Tab' });
    expect(focused(el)?.getAttribute('part')).to.equal('result-link');
    expect(getComputedStyle(focused(el)!).outlineStyle).to.not.equal('none');
    $<HTMLAnchorElement>(el, '[part=page]:not([aria-current])')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => {
      if ($(el, '[part=page][aria-current=page]')?.textContent !== '2') throw new Error('not on page 2');
    });
    expect(new URLSearchParams(location.search).get('page')).to.equal('2');
    input.focus();
    await sendKeys({ press: 'Escape' });
    expect(input.value).to.equal('');
  });

  it('is axe clean before a search, with suggestions, with results and did-you-mean, with none, and when the search fails', async () => {
    answerFor = (q, start) => (q === 'down' ? null : q === 'zqxj' ? answer(1, 0, 0) : answer(start + 1, 3, 3, { correctlySpelled: false, suggestedQuery: 'supply', queryUsedForSearch: q }));
    const el = fixture(TAG);
    const input = await present<HTMLInputElement>(el, '[part=input]');
    await expectAxeClean(el);
    input.focus();
    await sendKeys({ type: 'supp' });
    await suggestionsShown(el);
    await sendKeys({ press: 'ArrowDown' });
    await expectAxeClean(el);
    await sendKeys({ press: 'Enter' });
    await present(el, '[part=suggested-query]');
    await status(el, '3 results for “supply chains”Did you mean: supply');
    await expectAxeClean(el);
    for (const [query, line] of [['zqxj', 'No results for “zqxj”.'], ['down', 'No results for “down”.']] as const) {
      input.focus();
      await sendKeys({ press: 'Escape' });
      await sendKeys({ type: query });
      await sendKeys({ press: 'Enter' });
      await status(el, line);
      expect($(el, '[part=results]')).to.equal(null);
      await expectAxeClean(el);
    }
    expect(el.hasAttribute('data-mck-error')).to.equal(false);
  });

  it('lays out right to left in Arabic: filters from the right, the page arrows turned', async () => {
    document.documentElement.dir = 'rtl';
    history.replaceState(null, '', `${location.pathname}${location.search}&q=supply&page=2`);
    const el = fixture('<mck-global-search style="width: 50rem"></mck-global-search>');
    await present(el, '[part=next-page]');
    const [first, second] = shadow(el).querySelectorAll('[part=filter]');
    expect(first!.getBoundingClientRect().left).to.be.greaterThan(second!.getBoundingClientRect().left);
    expect(getComputedStyle($(el, '[part=next-page]')!).transform).to.not.equal('none');
  });

  it('honours prefers-reduced-motion: no transitions', async () => {
    const el = fixture(TAG);
    const filter = await present(el, '[part=filter]');
    expect(getComputedStyle(filter).transitionDuration).to.not.equal('0s');
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      expect(getComputedStyle(filter).transitionDuration.split(', ')).to.deep.equal(['0s', '0s']);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('shows a placeholder for the empty heading in editor mode', async () => {
    testConfig({ editorMode: true });
    const el = fixture('<mck-global-search></mck-global-search>');
    expect((await present(el, '[part=placeholder]')).textContent).to.contain('Heading');
  });

  it('shows its error state for a malformed attribute, naming tag and attribute', async () => {
    await expectAttributeError('<mck-global-search heading-level="7"></mck-global-search>', 'mck-global-search', 'heading-level');
    await expectAttributeError('<mck-global-search heading-level="two"></mck-global-search>', 'mck-global-search', 'heading-level');
  });
});
