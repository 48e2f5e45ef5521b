import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, reply, type Answer, type FakeServices } from '../../tests/support/fake-services.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import { job, MASTER } from './job-search.fixtures.js';
import './job-search.define.js';

let services: FakeServices;
const calls = () => services.calls.map((call) => call.url);
/** The answers of a service path: each call takes the next answer (the last one repeats). */
const answer = (path: string, ...queue: Answer[]) =>
  services.route({ [`GET ${path}`]: () => (queue.length > 1 ? queue.shift()! : queue[0]!) });

const jobs = (ids: number[], numFound: number) =>
  ({ data: { numFound, start: 0, docs: ids.map((n) => job(n)), facets: { cities: [{ name: 'Berlin', count: 7 }] } } });
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
const jobCalls = () => calls().filter((url) => url.pathname === '/jobsearch/');

const shadow = (el: Element) => el.shadowRoot!;
const cards = (el: Element) => shadow(el).querySelectorAll('[part=card]');
const input = (el: Element) => inShadow<HTMLInputElement>(el, '[part=input]');
const loadMore = (el: Element) => shadow(el).querySelector<HTMLButtonElement>('[part=load-more]');
const toggles = (el: Element) => [...shadow(el).querySelectorAll<HTMLButtonElement>('[part=filter-toggle]')];
const option = (el: Element, label: string) => [...shadow(el).querySelectorAll('label')].find((l) => l.textContent!.startsWith(label))!.querySelector('input')!;
const key = (target: Element, name: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
const type = (field: HTMLInputElement, text: string) => {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
};
const cardCount = (el: Element, count: number) => vi.waitFor(() => expect(cards(el)).toHaveLength(count));

describe('<mck-job-search>', () => {
  beforeEach(() => {
    history.replaceState(null, '', '/careers/search-jobs');
    configureForTest({}, (name) => `https://${name}.test`);
    services = fakeServices({ 'GET /masterList': { data: MASTER }, 'GET /jobtypeahead/': { data: { terms: [] } } });
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    setConfig(null);
  });

  it('reads the search from the URL on load and asks for it in the page\'s language', async () => {
    configureForTest({ language: 'de' }, (name) => `https://${name}.test`);
    history.replaceState(null, '', '/careers/search-jobs?query=analyst&countries=Germany,France&functions=Strategy');
    answer('/jobsearch/', jobs([1, 2], 2));
    const el = mount('<mck-job-search></mck-job-search>');
    await cardCount(el, 2);
    const [call] = jobCalls();
    expect(call!.origin).toBe('https://search.test');
    expect(Object.fromEntries(call!.searchParams)).toEqual({
      q: 'analyst', countries: 'Germany,France', functions: 'Strategy', start: '0', pageSize: '20', lang: 'de',
    });
    expect((await input(el)).value).toBe('analyst');
    expect([...shadow(el).querySelectorAll('[part=tag]')].map((t) => t.textContent)).toEqual(['Germany×', 'France×', 'Strategy×']);
  });

  it('shows the count, cards with title link, cut preview, interest and cities', async () => {
    answer('/jobsearch/', { data: { numFound: 1, start: 0, facets: {}, docs: [job(1, { cities: ['Berlin', 'Paris', 'Tokyo', 'Rome', 'Oslo', 'Lima', 'Doha', 'Riga', 'Kyiv'] })] } });
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 1023px)', addEventListener() {}, removeEventListener() {} }));
    const el = mount('<mck-job-search></mck-job-search>');
    await cardCount(el, 1);
    const card = cards(el)[0]!;
    expect(card.querySelector('a')!.getAttribute('href')).toBe(`${location.origin}/careers/search-jobs/jobs/analyst-1`);
    expect(card.querySelector('a')!.textContent).toBe('Analyst 1');
    expect(card.querySelector('[part=preview]')!.textContent).toBe('Work with clients on problem 1.');
    expect(card.querySelector('[part=interest]')!.textContent).toBe('Digital');
    // A tablet-wide viewport: 3 cities and the rest counted.
    expect(card.querySelector('[part=cities]')!.textContent).toBe('Berlin · Paris · Tokyo+6 more');
    expect(shadow(el).querySelector('[part=count]')!.textContent).toBe('Showing 1 of 1');
  });

  it('shows Load More while numFound > 20 × page; it raises the page by 1 in the URL', async () => {
    answer('/jobsearch/', jobs(range(1, 20), 41), jobs(range(21, 20), 41), jobs([41], 41));
    const el = mount('<mck-job-search></mck-job-search>');
    await cardCount(el, 20);
    loadMore(el)!.click(); // 41 > 20 × 1
    await cardCount(el, 40);
    expect(jobCalls()[1]!.searchParams.get('start')).toBe('20');
    expect(new URLSearchParams(location.search).get('page')).toBe('2');
    expect(loadMore(el)).not.toBeNull(); // 41 > 20 × 2
    loadMore(el)!.click();
    await cardCount(el, 41);
    expect(new URLSearchParams(location.search).get('page')).toBe('3');
    expect(loadMore(el)).toBeNull(); // 41 ≤ 20 × 3
  });

  it('hides Load More when numFound is exactly 20 × page', async () => {
    answer('/jobsearch/', jobs(range(1, 20), 20));
    const el = mount('<mck-job-search></mck-job-search>');
    await cardCount(el, 20);
    expect(loadMore(el)).toBeNull();
  });

  it('opens page 3 of a link with its three pages', async () => {
    history.replaceState(null, '', '/careers/search-jobs?page=3');
    answer('/jobsearch/', jobs(range(1, 60), 100));
    const el = mount('<mck-job-search></mck-job-search>');
    await cardCount(el, 60);
    expect(jobCalls()[0]!.searchParams.get('pageSize')).toBe('60');
  });

  it('a filter picked in a dropdown applies, closes it, resets the page and drops the page parameter', async () => {
    history.replaceState(null, '', '/careers/search-jobs?page=2');
    answer('/jobsearch/', jobs(range(1, 40), 100), jobs([1], 1));
    const el = mount('<mck-job-search></mck-job-search>');
    await cardCount(el, 40);
    const [regions, interests] = toggles(el);
    regions!.click();
    await vi.waitFor(() => expect(regions!.getAttribute('aria-expanded')).toBe('true'));
    interests!.click(); // only one open at a time
    await vi.waitFor(() => expect(regions!.getAttribute('aria-expanded')).toBe('false'));
    expect(interests!.getAttribute('aria-expanded')).toBe('true');
    interests!.click(); // clicking the open one closes it
    await vi.waitFor(() => expect(interests!.getAttribute('aria-expanded')).toBe('false'));
    regions!.click();
    await vi.waitFor(() => expect(regions!.getAttribute('aria-expanded')).toBe('true'));
    expect(option(el, 'Berlin').parentElement!.textContent).toBe('Berlin (7)');
    option(el, 'Berlin').click();
    await cardCount(el, 1);
    expect(regions!.getAttribute('aria-expanded')).toBe('false');
    expect(location.search).toBe('?cities=Berlin');
    expect(jobCalls()[1]!.searchParams.get('start')).toBe('0');
    expect(jobCalls()[1]!.searchParams.get('pageSize')).toBe('20');
  });

  it('the All option of regions clears the region selections', async () => {
    history.replaceState(null, '', '/careers/search-jobs?continents=Asia&cities=Berlin&functions=Strategy');
    answer('/jobsearch/', jobs([1], 1));
    const el = mount('<mck-job-search></mck-job-search>');
    await cardCount(el, 1);
    toggles(el)[0]!.click();
    await vi.waitFor(() => expect(option(el, 'All locations').checked).toBe(false));
    option(el, 'All locations').click();
    await vi.waitFor(() => expect(location.search).toBe('?functions=Strategy'));
  });

  it('removes an applied tag (page back to 1, its parameter dropped), clears all, and the back button restores each step', async () => {
    history.replaceState(null, '', '/careers/search-jobs?cities=Berlin,Paris&page=2');
    answer('/jobsearch/', jobs([1], 1));
    const el = mount('<mck-job-search></mck-job-search>');
    await cardCount(el, 1);
    const removes = () => [...shadow(el).querySelectorAll<HTMLButtonElement>('[part=tag-remove]')];
    expect(removes()[0]!.getAttribute('aria-label')).toBe('Remove filter Berlin');
    removes()[0]!.click();
    await vi.waitFor(() => expect(location.search).toBe('?cities=Paris'));
    shadow(el).querySelector<HTMLButtonElement>('[part=clear-all]')!.click();
    await vi.waitFor(() => expect(location.search).toBe(''));
    expect(shadow(el).querySelector('[part=tag]')).toBeNull();
    const before = jobCalls().length;
    history.back();
    await vi.waitFor(() => expect(shadow(el).querySelectorAll('[part=tag]')).toHaveLength(1));
    expect(location.search).toBe('?cities=Paris');
    await vi.waitFor(() => expect(jobCalls().length).toBe(before + 1));
    expect(jobCalls().at(-1)!.searchParams.get('cities')).toBe('Paris');
  });

  it('suggests job titles as typed; arrows wrap; Enter searches the highlighted one; suggestions go', async () => {
    answer('/jobsearch/', jobs([1], 1));
    answer('/jobtypeahead/', { data: { terms: ['Data analyst', 'Data engineer'] } });
    const el = mount('<mck-job-search></mck-job-search>');
    await cardCount(el, 1);
    const field = await input(el);
    type(field, ' dat');
    const options = await vi.waitFor(() => {
      const found = shadow(el).querySelectorAll('[role=option]');
      expect(found).toHaveLength(2);
      return found;
    });
    expect(calls().find((u) => u.pathname === '/jobtypeahead/')!.searchParams.get('q')).toBe(' dat');
    expect(field.getAttribute('aria-expanded')).toBe('true');
    key(field, 'ArrowUp'); // wraps to the last
    await vi.waitFor(() => expect(field.getAttribute('aria-activedescendant')).toBe(options[1]!.id));
    key(field, 'ArrowDown'); // wraps to the first
    await vi.waitFor(() => expect(options[0]!.getAttribute('aria-selected')).toBe('true'));
    key(field, 'Enter'); // the Enter a user presses: the highlighted suggestion, not the typed text
    await vi.waitFor(() => expect(location.search).toBe('?query=Data+analyst'));
    expect(field.value).toBe('Data analyst');
    expect(shadow(el).querySelector('[part=suggestions]')!.hasAttribute('hidden')).toBe(true);
  });

  it('Enter without a highlighted suggestion searches the typed text; blur clears suggestions', async () => {
    answer('/jobsearch/', jobs([1], 1));
    answer('/jobtypeahead/', { data: { terms: ['Risk analyst'] } });
    const el = mount('<mck-job-search></mck-job-search>');
    await cardCount(el, 1);
    const field = await input(el);
    type(field, 'risk');
    await vi.waitFor(() => expect(field.getAttribute('aria-expanded')).toBe('true'));
    field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await vi.waitFor(() => expect(field.getAttribute('aria-expanded')).toBe('false'));
    field.form!.requestSubmit();
    await vi.waitFor(() => expect(location.search).toBe('?query=risk'));
  });

  it('Escape clears the query and the search; the clear button too', async () => {
    history.replaceState(null, '', '/careers/search-jobs?query=risk&page=2');
    answer('/jobsearch/', jobs(range(1, 40), 100));
    const el = mount('<mck-job-search></mck-job-search>');
    await cardCount(el, 40);
    const field = await input(el);
    key(field, 'Escape');
    await vi.waitFor(() => expect(location.search).toBe(''));
    expect(field.value).toBe('');
    expect(jobCalls().at(-1)!.searchParams.has('q')).toBe(false);
    type(field, 'tax');
    await vi.waitFor(() => expect(shadow(el).querySelector('[part=clear]')).not.toBeNull());
    field.form!.requestSubmit();
    await vi.waitFor(() => expect(location.search).toBe('?query=tax'));
    shadow(el).querySelector<HTMLButtonElement>('[part=clear]')!.click();
    await vi.waitFor(() => expect(location.search).toBe(''));
  });

  it('failed suggestions show none', async () => {
    answer('/jobsearch/', jobs([1], 1));
    answer('/jobtypeahead/', reply(500, { message: 'Down.' }));
    const el = mount('<mck-job-search></mck-job-search>');
    const field = await input(el);
    type(field, 'risk');
    await vi.waitFor(() => expect(calls().some((u) => u.pathname === '/jobtypeahead/')).toBe(true));
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(shadow(el).querySelector('[role=alert]')).toBeNull();
  });

  it('says so when no job matches', async () => {
    answer('/jobsearch/', jobs([], 0));
    const el = mount('<mck-job-search></mck-job-search>');
    await vi.waitFor(() => expect(shadow(el).querySelector('[part=status]')?.textContent).toBe('No jobs match this search. Try other words or fewer filters.'));
    expect(cards(el)).toHaveLength(0);
  });

  it('shows "Error: No Jobs Data Found" for a list without docs (D§8) and for a failed call', async () => {
    answer('/jobsearch/', { data: { numFound: 3, start: 0, facets: {} } });
    const el = mount('<mck-job-search></mck-job-search>');
    expect((await inShadow(el, '[part=error-message]')).textContent).toBe('Error: No Jobs Data Found');
    answer('/jobsearch/', reply(503, { message: 'Down.' }));
    const again = mount('<mck-job-search url="none"></mck-job-search>');
    expect((await inShadow(again, '[part=error-message]')).textContent).toBe('Error: No Jobs Data Found');
  });

  it('lists no filters when the master list fails (D§8), and the search still works', async () => {
    answer('/masterList', reply(500, { message: 'Down.' }));
    answer('/jobsearch/', jobs([1], 1));
    const el = mount('<mck-job-search></mck-job-search>');
    await cardCount(el, 1);
    await vi.waitFor(() => expect(calls().some((u) => u.pathname === '/masterList')).toBe(true));
    expect(toggles(el)).toHaveLength(0);
  });

  it('with url="none" starts from its preset and leaves the page URL alone', async () => {
    history.replaceState(null, '', '/careers/search-jobs?query=ignored');
    answer('/jobsearch/', jobs([1], 1));
    const el = mount('<mck-job-search url="none" preset="query=nurse&cities=Berlin"></mck-job-search>');
    await cardCount(el, 1);
    expect(jobCalls()[0]!.searchParams.get('q')).toBe('nurse');
    shadow(el).querySelector<HTMLButtonElement>('[part=clear-all]')!.click();
    await vi.waitFor(() => expect(jobCalls()).toHaveLength(2));
    expect(location.search).toBe('?query=ignored');
  });

  it('tells the page about each change', async () => {
    answer('/jobsearch/', jobs([1], 1));
    const el = mount('<mck-job-search></mck-job-search>');
    const changed = vi.fn();
    el.addEventListener('mck-job-search-change', (event) => changed(event.detail));
    const field = await input(el);
    type(field, 'tax');
    field.form!.requestSubmit();
    await vi.waitFor(() => expect(changed).toHaveBeenCalledWith({ query: 'tax', filters: {}, page: 1 }));
  });
});
