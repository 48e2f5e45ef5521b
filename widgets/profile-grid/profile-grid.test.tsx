import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureLiveRegions } from '../../core/page/announce.js';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, inTurn, reply, type FakeServices } from '../../tests/support/fake-services.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import { DEFAULT_ROWS } from './profile-grid.api.js';
import { cardsToLoad } from './profile-grid.calls.js';
import { initials } from './profile-grid.card.js';
import { card, cardsAnswer, FACETS } from './profile-grid.fixtures.js';
import { cleared, filtersToSend, hasChoice, optionsFor, shownFilters } from './profile-grid.filtering.js';
import './profile-grid.define.js';

/** A fake service over `total` profiles p-1 … p-total; p-2 is private. */
const CARDS = 'POST https://article.test/api/profiles/cards';
type CardsQuery = { offset: number; limit: number; ids?: string[]; folder?: string };
let total: number;
let services: FakeServices;
const bodies = () => services.calls.map((call) => call.body as CardsQuery);

const cardsIn = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part=card]')];
const loadMore = (el: Element) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part=load-more]');
const cardCount = (el: Element, count: number) => vi.waitFor(() => expect(cardsIn(el)).toHaveLength(count));

describe('<mck-profile-grid>', () => {
  beforeEach(() => {
    configureForTest({}, (name) => `https://${name}.test`);
    total = 11;
    services = fakeServices({
      [CARDS]: ({ body }) => {
        const { offset, limit } = body as CardsQuery;
        return cardsAnswer(offset + 1, Math.min(total, offset + limit), total, (n) => (n === 2 ? { isPrivate: true, url: '' } : {}));
      },
    });
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    setConfig(null);
  });

  it('shows one row of 3 on load by default, public names as links and the private one as text', async () => {
    const el = mount('<mck-profile-grid heading="Our leaders" folder="leadership"><p>Printed</p></mck-profile-grid>');
    await cardCount(el, 3);
    expect(bodies()).toEqual([{ folder: 'leadership', offset: 0, limit: 3 }]);
    const [first, second] = cardsIn(el);
    expect(first!.querySelector('a')?.getAttribute('href')).toBe(`${location.origin}/our-people/person-1`);
    expect(second!.querySelector('[part=name]')?.textContent).toBe('Person 2');
    expect(second!.querySelector('a, [tabindex]')).toBeNull();
    expect(el.shadowRoot!.querySelector('h2')?.textContent).toBe('Our leaders');
  });

  it('shows the configured rows, then adds the configured count until the end', async () => {
    const el = mount('<mck-profile-grid profile-ids=\'["p-1","p-2"]\' rows="2" load-more-count="4"></mck-profile-grid>');
    await cardCount(el, 6);
    expect(bodies()[0]).toEqual({ ids: ['p-1', 'p-2'], offset: 0, limit: 6 });
    loadMore(el)!.click();
    await cardCount(el, 10);
    expect(bodies()[1]).toMatchObject({ offset: 6, limit: 4 });
    loadMore(el)!.click();
    await cardCount(el, 11);
    expect(loadMore(el)).toBeNull();
  });

  it('adds all the rest at once without a count, in calls of at most 60', async () => {
    total = 130;
    const el = mount('<mck-profile-grid folder="partners"></mck-profile-grid>');
    await cardCount(el, 3);
    loadMore(el)!.click();
    await cardCount(el, 130);
    expect(bodies().slice(1).map((b) => [b.offset, b.limit])).toEqual([[3, 60], [63, 60], [123, 7]]);
    expect(loadMore(el)).toBeNull();
  });

  it('lays two cards a row with two-column', async () => {
    const el = mount('<mck-profile-grid folder="leadership" two-column></mck-profile-grid>');
    await cardCount(el, 3);
    expect(el.shadowRoot!.querySelector('[part=cards]')?.classList.contains('two-column')).toBe(true);
  });

  // Sanitising is DOMPurify's, which needs a real DOM: the browser test checks it.
  it('shows initials when there is no photo', async () => {
    services.route({ [CARDS]: inTurn(() => cardsAnswer(1, 1, 1, () => ({ title: 'Ada King Lovelace' }))) });
    const el = mount('<mck-profile-grid folder="x"></mck-profile-grid>');
    await cardCount(el, 1);
    expect(el.shadowRoot!.querySelector('[part=image]')?.textContent).toBe('AL');
  });

  it('keeps what the CMS printed when the call fails or nothing is chosen', async () => {
    services.route({ [CARDS]: reply(503, { message: 'Down.' }) });
    const failed = mount('<mck-profile-grid folder="leadership"><p>Printed</p></mck-profile-grid>');
    await vi.waitFor(() => expect(failed.shadowRoot!.querySelector('[part=fallback]')?.getAttribute('aria-busy')).toBe('false'));
    expect(failed.shadowRoot!.querySelector('[part=fallback] slot')).not.toBeNull();
    expect(cardsIn(failed)).toHaveLength(0);
    const unchosen = mount('<mck-profile-grid><p>Printed</p></mck-profile-grid>');
    await vi.waitFor(() => expect(unchosen.shadowRoot!.querySelector('[part=fallback] slot')).not.toBeNull());
    expect(bodies()).toHaveLength(1);
  });

  it('pages by the spec: rows of 3 first (default 1 row), then a count or the rest', () => {
    expect(DEFAULT_ROWS).toBe(1);
    expect(cardsToLoad(0, { rows: DEFAULT_ROWS, loadMoreCount: 5 }, undefined)).toBe(3);
    expect(cardsToLoad(0, { rows: 4, loadMoreCount: 0 }, 100)).toBe(12);
    expect(cardsToLoad(12, { rows: 4, loadMoreCount: 5 }, 100)).toBe(5);
    expect(cardsToLoad(12, { rows: 4, loadMoreCount: 0 }, 100)).toBe(88);
  });

  it('takes initials from the first and last names, in any script', () => {
    expect(initials('Anna Bauer')).toBe('AB');
    expect(initials('  Mei  ')).toBe('M');
    expect(initials('ليلى حداد')).toBe('لح');
  });
});

/**
 * A fake service that filters as the real one does, over people p-1 … p-11: odd ones in London,
 * even ones in Tokyo and Berlin; every third in Technology, the others in Operations; p-1 and p-2
 * partners, the others experts.
 */
const PEOPLE = Array.from({ length: 11 }, (_, i) => i + 1).map((n) => card(n, {
  locations: n % 2 ? ['London'] : ['Tokyo', 'Berlin'],
  interest: n % 3 === 0 ? 'Technology' : 'Operations',
  firmTitle: n <= 2 ? 'Partner' : 'Expert',
}));
type Filters = { practice?: string; office?: string; role?: string; name?: string };
const matches = (p: (typeof PEOPLE)[number], f: Filters = {}) =>
  (!f.practice || p.interest === f.practice) && (!f.office || p.locations.includes(f.office))
  && (!f.role || p.firmTitle === f.role) && (!f.name || p.title.toLowerCase().includes(f.name.toLowerCase()));

describe('<mck-profile-grid> filters', () => {
  type Query = { offset: number; limit: number; folder?: string; filters?: Filters };
  let services: FakeServices;
  const sent = () => services.calls.map((call) => call.body as Query);
  const shadowOf = (el: Element) => el.shadowRoot!;
  const control = <E extends HTMLElement>(el: Element, label: string) => vi.waitFor(() => {
    const found = [...shadowOf(el).querySelectorAll('label')].find((l) => l.textContent === label);
    const target = found && shadowOf(el).getElementById(found.htmlFor);
    if (!target) throw new Error(`no control labelled ${label}`);
    return target as E;
  });
  const names = (el: Element) => cardsIn(el).map((c) => c.querySelector('[part=name]')!.textContent);
  const pick = (select: HTMLSelectElement, value: string) => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const liveText = () => document.querySelector('[data-mck-live=polite]')?.textContent;
  /** The grid on a page whose live regions exist from the start, as the page shell makes them. */
  const mountOnPage = (html: string) => {
    const el = mount(html);
    ensureLiveRegions();
    return el;
  };

  beforeEach(() => {
    configureForTest({}, (name) => `https://${name}.test`);
    services = fakeServices({
      [CARDS]: (call) => {
        const query = call.body as Query;
        const found = PEOPLE.filter((p) => matches(p, query.filters));
        return { data: { profiles: found.slice(query.offset, query.offset + query.limit), total: found.length, facets: FACETS } };
      },
    });
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    setConfig(null);
  });

  it('lists each facet in a labelled select; a choice asks the service again and pages within the matches', async () => {
    const el = mountOnPage('<mck-profile-grid folder="leadership" load-more-count="3"></mck-profile-grid>');
    await cardCount(el, 3);
    const office = await control<HTMLSelectElement>(el, 'Office');
    expect([...office.options].map((o) => o.text)).toEqual(['All offices', ...FACETS.office]);
    expect([...(await control<HTMLSelectElement>(el, 'Practice')).options].map((o) => o.value)).toEqual(['', ...FACETS.practice]);
    expect(await control(el, 'Role')).toBeInstanceOf(HTMLSelectElement);
    expect(shadowOf(el).querySelector('[part=filters][role=group]')?.getAttribute('aria-label')).toBe('Filter people');
    expect(shadowOf(el).querySelector('[part=result-count]')?.textContent).toBe('11 people');

    pick(office, 'Tokyo');
    await vi.waitFor(() => expect(names(el)).toEqual(['Person 2', 'Person 4', 'Person 6']));
    expect(sent().at(-1)).toEqual({ folder: 'leadership', filters: { office: 'Tokyo' }, offset: 0, limit: 3 });
    expect(shadowOf(el).querySelector('[part=result-count]')?.textContent).toBe('5 people');
    await vi.waitFor(() => expect(liveText()).toBe('5 people'));
    loadMore(el)!.click();
    await vi.waitFor(() => expect(names(el)).toEqual(['Person 2', 'Person 4', 'Person 6', 'Person 8', 'Person 10']));
    expect(sent().at(-1)).toEqual({ folder: 'leadership', filters: { office: 'Tokyo' }, offset: 3, limit: 3 });
    expect(loadMore(el)).toBeNull();
  });

  it('says when nobody matches; "Clear filters" brings everyone back and focus to the first filter', async () => {
    const el = mountOnPage('<mck-profile-grid folder="leadership"></mck-profile-grid>');
    await cardCount(el, 3);
    pick(await control<HTMLSelectElement>(el, 'Practice'), 'Technology');
    await vi.waitFor(() => expect(names(el)).toEqual(['Person 3', 'Person 6', 'Person 9']));
    pick(await control<HTMLSelectElement>(el, 'Role'), 'Partner');
    const empty = await inShadow(el, '[part=empty]');
    expect(empty.textContent).toContain('No people match these filters.');
    expect(cardsIn(el)).toHaveLength(0);
    await vi.waitFor(() => expect(liveText()).toBe('No people match these filters.'));
    const clear = shadowOf(el).querySelectorAll<HTMLButtonElement>('[part=clear-filters]');
    expect([...clear].map((b) => b.textContent)).toEqual(['Clear filters']);
    clear[0]!.click();
    await vi.waitFor(() => expect(names(el)).toEqual(['Person 1', 'Person 2', 'Person 3']));
    expect(sent().at(-1)).toEqual({ folder: 'leadership', offset: 0, limit: 3 });
    const practice = await control<HTMLSelectElement>(el, 'Practice');
    expect(practice.value).toBe('');
    await vi.waitFor(() => expect(shadowOf(el).activeElement).toBe(practice));
    expect(shadowOf(el).querySelector('[part=clear-filters]')).toBeNull();
  });

  it('filters by name once the reader pauses; presets apply on load, and those not shown stay fixed', async () => {
    const el = mountOnPage(`<mck-profile-grid folder="leadership" filters='["name","office"]'
      preset-filters='{"office":"London","role":"Expert"}'></mck-profile-grid>`);
    await vi.waitFor(() => expect(names(el)).toEqual(['Person 3', 'Person 5', 'Person 7']));
    expect(sent()[0]).toMatchObject({ filters: { office: 'London', role: 'Expert' } });
    expect([...shadowOf(el).querySelectorAll('label')].map((l) => l.textContent)).toEqual(['Office', 'Name']);
    expect((await control<HTMLSelectElement>(el, 'Office')).value).toBe('London');

    const name = await control<HTMLInputElement>(el, 'Name');
    // As the browser sets a typed value (React tracks the value property itself).
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(name, 'person 1');
    name.dispatchEvent(new Event('input', { bubbles: true }));
    await vi.waitFor(() => expect(names(el)).toEqual(['Person 11']));
    expect(sent().at(-1)).toMatchObject({ filters: { office: 'London', role: 'Expert', name: 'person 1' } });

    shadowOf(el).querySelector<HTMLButtonElement>('[part=clear-filters]')!.click();
    await vi.waitFor(() => expect(sent().at(-1)!.filters).toEqual({ role: 'Expert' }));
    await vi.waitFor(() => expect(names(el)).toEqual(['Person 3', 'Person 4', 'Person 5']));
    await vi.waitFor(() => expect(name.value).toBe(''));
  });

  it('shows no filters with filters="[]"', async () => {
    const el = mountOnPage('<mck-profile-grid folder="leadership" filters="[]"></mck-profile-grid>');
    await cardCount(el, 3);
    expect(shadowOf(el).querySelector('[part=filters], [part=result-count]')).toBeNull();
  });

  it('sends trimmed values only, clears the shown filters only, and keeps a preset the facets lack', () => {
    expect(filtersToSend({ office: ' London ', name: '  ', practice: '' })).toEqual({ office: 'London' });
    expect(cleared({ office: 'London', role: 'Expert', name: 'Ann' }, ['office', 'name'])).toEqual({ role: 'Expert' });
    expect(hasChoice({ role: 'Expert' }, ['office', 'name'])).toBe(false);
    expect(hasChoice({ name: 'A' }, ['name'])).toBe(true);
    expect(shownFilters(['name', 'office', 'name'])).toEqual(['office', 'name']);
    expect(optionsFor(['Berlin', 'London'], 'Atlantis')).toEqual(['Atlantis', 'Berlin', 'London']);
    expect(optionsFor(['Berlin', 'London'], 'London')).toEqual(['Berlin', 'London']);
  });
});
