import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_REGION_ATTR } from '../../core/page/announce.js';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, reply, type FakeServices } from '../../tests/support/fake-services.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import type { SearchAnswer } from './global-search.calls.js';
import { answer } from './global-search.fixtures.js';
import { SUGGESTION_DEBOUNCE_MS } from './global-search.state.js';
import './global-search.define.js';

const SEARCH = 'GET /pages';
const SUGGEST = 'GET /pages/suggestions';
let services: FakeServices;
/** Each call to the search service, and what it answers (a missing answer is a 503). */
const searches = () => services.callsTo(SEARCH).map((call) => call.url.searchParams);
const suggestionCalls = () => services.callsTo(SUGGEST).map((call) => call.url.searchParams.get('q')!);
let answerFor: (params: URLSearchParams) => SearchAnswer | null;

const TAG = '<mck-global-search heading="Search"></mck-global-search>';
const $ = <E extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<E>(selector);
const $$ = (el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const texts = (el: Element, selector: string) => $$(el, selector).map((node) => node.textContent);
const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
function type(input: HTMLInputElement, text: string) {
  setValue.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
const press = (input: HTMLInputElement, key: string) => input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
const results = (el: Element) => vi.waitFor(() => {
  const titles = texts(el, '[part=result-title]');
  if (!titles.length) throw new Error('no results yet');
  return titles;
});
/** Types `text` and lets the suggestion debounce pass on the fake clock. */
async function typeAndWait(input: HTMLInputElement, text: string) {
  type(input, text);
  await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);
}
const statusLine = (el: Element) => vi.waitFor(() => {
  const line = $(el, '[part=status]')?.textContent;
  if (!line) throw new Error('no status yet');
  return line;
});

describe('<mck-global-search>', () => {
  beforeEach(() => {
    configureForTest({}, (name) => `https://${name}.test`);
    history.replaceState(null, '', '/search');
    answerFor = (params) => answer(Number(params.get('start')) + 1, 10, 45, { queryUsedForSearch: params.get('q')! });
    services = fakeServices({
      [SUGGEST]: { data: { terms: ['supply chains', 'supply side', 'supplier risk'] } },
      [SEARCH]: ({ url }) => {
        const data = answerFor(url.searchParams);
        return data ? { data } : reply(503, { message: 'Down.' });
      },
    });
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setConfig(null);
  });

  it('searches what the URL holds on load: results with marked terms, the count, page links; announced', async () => {
    history.replaceState(null, '', '/search?q=supply&filter=insights&sort=date&page=2');
    const el = mount(TAG);
    expect(await results(el)).toHaveLength(10);
    expect(Object.fromEntries(searches()[0]!)).toEqual({ q: 'supply', start: '10', rows: '10', sort: 'date', pageFilter: 'insights' });
    expect($<HTMLInputElement>(el, '[part=input]')!.value).toBe('supply');
    expect(await statusLine(el)).toBe('45 results for “supply”');
    const first = $(el, '[part=result]')!;
    expect(first.querySelector('[part=result-link]')?.getAttribute('href')).toBe(`${location.origin}/insights/page-11`);
    expect([...first.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Supply', 'supply']);
    expect(first.querySelector('[part=result-authors]')?.textContent).toBe('Ana Silva, Ben Okafor');
    expect(texts(el, '[part=page]')).toEqual(['1', '2', '3', '4', '5']);
    expect($(el, '[part=page][aria-current=page]')?.textContent).toBe('2');
    await vi.waitFor(() => expect(document.querySelector(`[${LIVE_REGION_ATTR}=polite]`)?.textContent).toBe('45 results for “supply”'));
  });

  it('fetches GLOBAL_SEARCH_CACHED_PAGES_COUNT pages (default 2) a call only with enable_search_results_caching', async () => {
    history.replaceState(null, '', '/search?q=supply');
    const rowsAsked = async () => {
      const el = mount(TAG);
      await results(el);
      document.body.replaceChildren();
      return services.calls.splice(0).map((call) => call.url.searchParams.get('rows'));
    };
    expect(await rowsAsked()).toEqual(['10']);
    configureForTest({ flags: { enable_search_results_caching: true } }, (name) => `https://${name}.test`);
    expect(await rowsAsked()).toEqual(['20']);
    configureForTest({ flags: { enable_search_results_caching: true }, constants: { GLOBAL_SEARCH_CACHED_PAGES_COUNT: 3 } }, (name) => `https://${name}.test`);
    expect(await rowsAsked()).toEqual(['30']);
  });

  it('puts each change in the URL, back on page 1; a filter other than insights drops the sort', async () => {
    history.replaceState(null, '', '/search?lang=de&q=supply&filter=insights&sort=date&page=2');
    const el = mount(TAG);
    await results(el);
    const changes: unknown[] = [];
    el.addEventListener('mck-global-search-search', (event) => changes.push(event.detail));
    $$(el, '[part=page]').find((link) => link.textContent === '4')!.click();
    await vi.waitFor(() => expect(location.search).toBe('?lang=de&q=supply&filter=insights&sort=date&page=4'));
    await vi.waitFor(() => expect(searches().at(-1)?.get('start')).toBe('30'));
    $$(el, '[part=filter]').find((button) => button.textContent === 'People')!.click();
    await vi.waitFor(() => expect(location.search).toBe('?lang=de&q=supply&filter=people'));
    expect(Object.fromEntries(searches().at(-1)!)).toMatchObject({ start: '0', sort: 'default', pageFilter: 'people' });
    expect($<HTMLSelectElement>(el, '[part=sort]')!.disabled).toBe(true);
    expect(changes).toEqual([
      { query: 'supply', filter: 'insights', sort: 'date', page: 4 },
      { query: 'supply', filter: 'people', sort: 'default', page: 1 },
    ]);
  });

  it('follows back and forward: the state comes from the URL again', async () => {
    history.replaceState(null, '', '/search?q=supply&page=3');
    const el = mount(TAG);
    await results(el);
    history.replaceState(null, '', '/search?q=growth&filter=careers');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await vi.waitFor(() => expect($<HTMLInputElement>(el, '[part=input]')!.value).toBe('growth'));
    await vi.waitFor(() => expect(Object.fromEntries(searches().at(-1)!)).toMatchObject({ q: 'growth', start: '0', pageFilter: 'careers' }));
    expect($(el, '[part=filter][aria-pressed=true]')?.textContent).toBe('Career Info');
  });

  it('asks for suggestions 300 ms after the last keystroke, once per text', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const el = mount(TAG);
    const input = await inShadow<HTMLInputElement>(el, '[part=input]');
    type(input, 'sup');
    await vi.advanceTimersByTimeAsync(200);
    type(input, ' supp ');
    await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS - 1);
    expect(suggestionCalls()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(texts(el, '[part~=suggestion]')).toHaveLength(3));
    expect(suggestionCalls()).toEqual(['supp']); // trimmed, and only the last text of the burst
    type(input, 'supply');
    type(input, 'supp');
    await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);
    expect(suggestionCalls()).toEqual(['supp']); // the cached answer for the same text
  });

  it('moves through the suggestions with the arrows, wrapping, and searches the highlighted one with Enter', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const el = mount(TAG);
    const input = await inShadow<HTMLInputElement>(el, '[part=input]');
    await typeAndWait(input, 'supp');
    await vi.waitFor(() => expect(texts(el, '[part~=suggestion]')).toHaveLength(3));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    press(input, 'ArrowUp'); // from none, up wraps to the last
    await vi.waitFor(() => expect(input.value).toBe('supplier risk'));
    press(input, 'ArrowDown'); // past the last, down wraps to the first
    await vi.waitFor(() => expect(input.value).toBe('supply chains'));
    const highlighted = $(el, '[part~=highlighted]')!;
    expect(highlighted.textContent).toBe('supply chains');
    expect(input.getAttribute('aria-activedescendant')).toBe(highlighted.id);
    $<HTMLFormElement>(el, '[part=form]')!.requestSubmit();
    await vi.waitFor(() => expect(searches().at(-1)?.get('q')).toBe('supply chains'));
    expect(location.search).toBe('?q=supply+chains');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('clears the box with Escape, and searches a clicked suggestion', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const el = mount(TAG);
    const input = await inShadow<HTMLInputElement>(el, '[part=input]');
    await typeAndWait(input, 'supp');
    await vi.waitFor(() => expect(texts(el, '[part~=suggestion]')).toHaveLength(3));
    press(input, 'Escape');
    await vi.waitFor(() => expect(input.value).toBe(''));
    expect($(el, '[part=suggestions]')!.hidden).toBe(true);
    await typeAndWait(input, 'supp');
    await vi.waitFor(() => expect(texts(el, '[part~=suggestion]')).toHaveLength(3));
    $$(el, '[part~=suggestion]')[1]!.click();
    await vi.waitFor(() => expect(searches().at(-1)?.get('q')).toBe('supply side'));
  });

  it('asks nothing while an IME composes a word; the committed word is asked for', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const el = mount(TAG);
    const input = await inShadow<HTMLInputElement>(el, '[part=input]');
    input.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
    type(input, 'きょう');
    type(input, 'きょうと');
    press(input, 'Enter');
    $<HTMLFormElement>(el, '[part=form]')!.requestSubmit(); // the Enter that commits the word
    await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS * 2);
    expect(suggestionCalls()).toEqual([]);
    expect(searches()).toEqual([]);
    type(input, '京都府');
    input.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '京都府' }));
    await vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS);
    await vi.waitFor(() => expect(suggestionCalls()).toEqual(['京都府']));
    expect(searches()).toEqual([]);
  });

  it('offers the suggested query for a misspelt one, and searches it when chosen', async () => {
    answerFor = (params) => (params.get('q') === 'suply'
      ? answer(1, 2, 2, { correctlySpelled: false, suggestedQuery: 'supply', queryUsedForSearch: 'suply' })
      : answer(1, 10, 45));
    history.replaceState(null, '', '/search?q=suply');
    const el = mount(TAG);
    await results(el);
    expect(await statusLine(el)).toBe('2 results for “suply”Did you mean: supply');
    $<HTMLButtonElement>(el, '[part=suggested-query]')!.click();
    await vi.waitFor(() => expect(searches().at(-1)?.get('q')).toBe('supply'));
    await vi.waitFor(() => expect(texts(el, '[part=result-title]')).toHaveLength(10));
    expect($<HTMLInputElement>(el, '[part=input]')!.value).toBe('supply');
    expect($(el, '[part=suggested-query]')).toBeNull();
  });

  it('says when the service searched the suggestion instead ("showing results for")', async () => {
    answerFor = () => answer(1, 3, 3, { correctlySpelled: false, suggestedQuery: 'supply', queryUsedForSearch: 'supply', statusMessage: 'suggested-query-results' });
    history.replaceState(null, '', '/search?q=suplly');
    const el = mount(TAG);
    await results(el);
    expect(await statusLine(el)).toBe('No results for “suplly”.Showing results for: supply');
  });

  it('shows the zero-results status, and empty results when the search fails (D§8)', async () => {
    answerFor = (params) => (params.get('q') === 'zqxj' ? answer(1, 0, 0, { queryUsedForSearch: 'zqxj' }) : null);
    history.replaceState(null, '', '/search?q=zqxj');
    const el = mount(TAG);
    expect(await statusLine(el)).toBe('No results for “zqxj”.');
    expect($(el, '[part=results], [part=pagination]')).toBeNull();
    const input = $<HTMLInputElement>(el, '[part=input]')!;
    type(input, 'down');
    $<HTMLFormElement>(el, '[part=form]')!.requestSubmit();
    await vi.waitFor(() => expect(searches()).toHaveLength(2));
    expect(await vi.waitFor(() => {
      const line = $(el, '[part=status]')?.textContent;
      if (line !== 'No results for “down”.') throw new Error(String(line));
      return line;
    })).toBe('No results for “down”.');
    expect($(el, '[part=results], [role=alert], [part=error]')).toBeNull();
  });
});
