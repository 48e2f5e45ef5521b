import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENTS_PAGE_SIZE } from '../../core/contracts/events.js';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, inTurn, reply, type Answer, type FakeServices } from '../../tests/support/fake-services.js';
import { mount } from '../../tests/support/unit.js';
import { eventsPage, FACETS } from './careers-events.fixtures.js';
import './careers-events.define.js';

const EVENTS = 'POST https://article.test/careerevents/events';
const FACETS_CALL = 'GET https://article.test/careerevents/facets';
let services: FakeServices;
/** The event pages the widget asks for, one per request (a further request fails the test). */
const answerPages = (...pages: Answer[]) => services.route({ [EVENTS]: inTurn(...pages) });
const bodies = () => services.callsTo(EVENTS).map((call) => call.body as Record<string, unknown>);

const failure = reply(500, { message: 'Down.' });
const root = (el: Element) => el.shadowRoot!;
const cards = (el: Element) => [...root(el).querySelectorAll('[part=card]')];
const titles = (el: Element) => cards(el).map((card) => card.querySelector('[part=title]')?.textContent);
const rendered = (el: Element) => vi.waitFor(() => {
  const base = root(el)?.querySelector('[part=base]');
  if (!base) throw new Error('not rendered yet');
  return base;
});
const box = (el: Element, group: string, name: string) =>
  root(el).querySelector<HTMLInputElement>(`input[name=${group}][value="${name}"]`)!;
const button = (el: Element, part: string, text?: string) =>
  [...root(el).querySelectorAll<HTMLButtonElement>(`[part=${part}]`)].find((b) => !text || b.textContent?.includes(text))!;
const setDate = (el: Element, part: 'date-from' | 'date-to', value: string) => {
  const input = root(el).querySelector<HTMLInputElement>(`[part=${part}] input`)!;
  // React listens for input events on the value setter's change.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const callCount = () => bodies().length;
const nextCall = async (before: number) => vi.waitFor(() => {
  if (bodies().length <= before) throw new Error('no new call yet');
  return bodies().at(-1)!;
});

describe('<mck-careers-events>', () => {
  beforeEach(() => {
    configureForTest({}, (name) => `https://${name}.test`);
    history.replaceState(null, '', '/events');
    services = fakeServices({ [FACETS_CALL]: { data: FACETS }, [EVENTS]: inTurn() });
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    setConfig(null);
  });

  it("reads the filters from the URL by name, any case, and asks for the first page sorted 'featured', 12 a page", async () => {
    history.replaceState(null, '', '/events?format=VIRTUAL,hybrid&location=europe&interest=data%20%26%20analytics&interest=nope');
    answerPages(eventsPage([1, 2], 'event-2', 30));
    const el = mount('<mck-careers-events heading="Events"></mck-careers-events>');
    await rendered(el);
    expect(bodies()[0]).toEqual({
      sortByField: 'featured', eventMode: ['virtual', 'hybrid'], region: ['europe'], interest: ['data-analytics'],
      limit: EVENTS_PAGE_SIZE, afterId: null,
    });
    expect(EVENTS_PAGE_SIZE).toBe(12);
    expect(box(el, 'format', 'Virtual').checked).toBe(true);
    expect(box(el, 'format', 'In person').checked).toBe(false);
    expect(titles(el)).toEqual(['Event 1', 'Event 2']);
    expect(root(el).querySelector('[part=count]')?.textContent).toBe('Showing 2 of 30');
    const card = cards(el)[0]!;
    expect(card.querySelector('[part=meta]')?.textContent).toBe('Virtual · Online');
    expect(card.querySelector('[part=date]')?.textContent).toBe('Mar 2, 2030');
    expect(card.querySelector('a')?.getAttribute('href')).toBe(`${location.origin}/careers/events/event-1`);
  });

  it('takes the page size from the config constant EVENTS_MODULE_CARDS_COUNT and sends it with each further page', async () => {
    configureForTest({ constants: { EVENTS_MODULE_CARDS_COUNT: 2 } }, (name) => `https://${name}.test`);
    answerPages(eventsPage([1, 2], 'event-2', 3), eventsPage([3], null, 3));
    const el = mount('<mck-careers-events parent-folder-id="careers-events"></mck-careers-events>');
    await rendered(el);
    expect(bodies()[0]).toMatchObject({ limit: 2, afterId: null, parentFolderId: 'careers-events' });
    expect(button(el, 'load-more').textContent).toBe('View more'); // D§2 "view more"
    button(el, 'load-more').click();
    await vi.waitFor(() => expect(titles(el)).toEqual(['Event 1', 'Event 2', 'Event 3']));
    expect(bodies()[1]).toMatchObject({ limit: 2, afterId: 'event-2', parentFolderId: 'careers-events' });
    expect(root(el).querySelector('[part=load-more]')).toBeNull();
  });

  it('adds, removes, removes a group and clears all, each written to the URL and starting the list again', async () => {
    answerPages(...Array.from({ length: 7 }, (_, i) => eventsPage([i + 1], null)));
    const el = mount('<mck-careers-events></mck-careers-events>');
    await rendered(el);
    let before = callCount();
    box(el, 'format', 'Virtual').click();
    expect(await nextCall(before)).toMatchObject({ eventMode: ['virtual'], afterId: null });
    expect(location.search).toBe('?format=Virtual');
    before = callCount();
    box(el, 'location', 'North America').click();
    expect(await nextCall(before)).toMatchObject({ eventMode: ['virtual'], region: ['north-america'] });
    expect(new URLSearchParams(location.search).get('location')).toBe('North America');
    before = callCount();
    box(el, 'format', 'Hybrid').click();
    await nextCall(before);
    expect(new URLSearchParams(location.search).get('format')).toBe('Virtual,Hybrid');

    before = callCount();
    button(el, 'applied-tag', 'Virtual').click();
    expect(await nextCall(before)).toMatchObject({ eventMode: ['hybrid'] });
    before = callCount();
    button(el, 'remove-group', 'Format').click();
    const withoutFormat = await nextCall(before);
    expect(withoutFormat).not.toHaveProperty('eventMode');
    expect(withoutFormat).toMatchObject({ region: ['north-america'] });
    expect(location.search).toBe('?location=North+America');
    before = callCount();
    button(el, 'clear-all').click();
    expect(await nextCall(before)).toEqual({ sortByField: 'featured', limit: EVENTS_PAGE_SIZE, afterId: null });
    expect(location.search).toBe('');
    expect(root(el).querySelector('[part=applied]')).toBeNull();
  });

  it('restores the filters of the URL on a back step (popstate)', async () => {
    answerPages(...Array.from({ length: 3 }, (_, i) => eventsPage([i + 1], null)));
    const el = mount('<mck-careers-events></mck-careers-events>');
    await rendered(el);
    const before = callCount();
    box(el, 'interest', 'Consulting').click();
    await nextCall(before);
    history.replaceState(null, '', '/events'); // what the browser's back step leaves in the URL
    const afterClick = callCount();
    dispatchEvent(new PopStateEvent('popstate'));
    expect(await nextCall(afterClick)).not.toHaveProperty('interest');
    await vi.waitFor(() => expect(box(el, 'interest', 'Consulting').checked).toBe(false));
  });

  it('applies a date range only with both ends, shown as MMM d, yyyy and sent as ISO to the second with Z; a sort change starts again too', async () => {
    answerPages(...Array.from({ length: 4 }, (_, i) => eventsPage([i + 1], null)));
    const el = mount('<mck-careers-events></mck-careers-events>');
    await rendered(el);
    setDate(el, 'date-from', '2030-03-01');
    await vi.waitFor(() => expect(root(el).querySelector<HTMLInputElement>('[part=date-from] input')!.value).toBe('2030-03-01'));
    expect(callCount()).toBe(1); // one end only: nothing changes
    expect(root(el).querySelector('[part=date-range]')?.textContent).toBe('');
    let before = callCount();
    setDate(el, 'date-to', '2030-03-31');
    expect(await nextCall(before)).toMatchObject({ startDate: '2030-03-01T00:00:00Z', endDate: '2030-03-31T23:59:59Z', afterId: null });
    expect(root(el).querySelector('[part=date-range]')?.textContent).toBe('Mar 1, 2030 to Mar 31, 2030');
    before = callCount();
    const select = root(el).querySelector<HTMLSelectElement>('[part=sort] select')!;
    select.value = 'title';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(await nextCall(before)).toMatchObject({ sortByField: 'title', startDate: '2030-03-01T00:00:00Z', afterId: null });
  });

  it("shows 'No events available', or no-events-text, when nothing matches or the call fails", async () => {
    answerPages(eventsPage([], null), failure);
    const plain = mount('<mck-careers-events></mck-careers-events>');
    await vi.waitFor(() => expect(root(plain).querySelector('[part=empty]')?.textContent).toBe('No events available'));
    const own = mount('<mck-careers-events no-events-text="Nothing planned yet"></mck-careers-events>');
    await vi.waitFor(() => expect(root(own).querySelector('[part=empty]')?.textContent).toBe('Nothing planned yet'));
  });

  it('lists the events without filters when the filter values cannot be loaded', async () => {
    services.route({ [FACETS_CALL]: failure });
    history.replaceState(null, '', '/events?format=virtual');
    answerPages(eventsPage([1], null));
    const el = mount('<mck-careers-events></mck-careers-events>');
    await rendered(el);
    await vi.waitFor(() => expect(titles(el)).toEqual(['Event 1']));
    expect(bodies()[0]).not.toHaveProperty('eventMode');
    expect(root(el).querySelector('[part=filters]')).toBeNull();
  });
});
