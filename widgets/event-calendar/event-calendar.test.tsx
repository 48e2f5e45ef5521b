import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../tests/support/unit.js';
import { isVisible, setDate } from './event-calendar.visibility.js';
import './event-calendar.define.js';

/** The moment every test runs at (fake clock). */
const NOW = Date.parse('2030-06-15T12:00:00Z');
const YEAR_ONE = '0001-01-01T00:00:00Z';

const item = (title: string, filter: string, dates: { start?: string; end?: string; expiration?: string }) => `
  <li data-filter-value="${filter}" data-start="${dates.start ?? ''}" data-end="${dates.end ?? ''}" data-expiration="${dates.expiration ?? ''}">
    <h3>${title}</h3><p data-event="date">Some day</p><p data-event="location">London</p>
    <p data-event="description">About ${title}.</p><a href="/careers/events/${title.replace(/\s/g, '-')}">Register</a>
  </li>`;

const titles = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part=event] [part=title]')].map((t) => t.textContent);
const filters = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part=filter]')];
const rendered = (el: Element) => vi.waitFor(() => {
  const base = el.shadowRoot?.querySelector('[part=base]');
  if (!base) throw new Error('not rendered yet');
  return base;
});

describe('calendar visibility (D§4)', () => {
  it('hides an expired event, shows one until its end, else through its start day; year 1 and junk are unset', () => {
    const day = (iso: string) => iso;
    expect(isVisible({ start: day('2030-07-01T09:00:00Z'), end: '', expiration: '' }, NOW)).toBe(true);
    expect(isVisible({ start: day('2030-06-15T08:00:00Z'), end: '', expiration: '' }, NOW)).toBe(true); // today, started
    expect(isVisible({ start: day('2030-06-14T23:00:00Z'), end: '', expiration: '' }, NOW)).toBe(false);
    expect(isVisible({ start: '2030-06-10T09:00:00Z', end: '2030-06-16T09:00:00Z', expiration: '' }, NOW)).toBe(true);
    expect(isVisible({ start: '2030-06-10T09:00:00Z', end: '2030-06-15T11:59:59Z', expiration: '' }, NOW)).toBe(false);
    expect(isVisible({ start: '2030-07-01T09:00:00Z', end: '', expiration: '2030-06-15T12:00:00Z' }, NOW)).toBe(false);
    expect(isVisible({ start: '2030-07-01T09:00:00Z', end: '', expiration: '2030-06-20T00:00:00Z' }, NOW)).toBe(true);
    // Year-1 dates are unset: an unset end falls back to the start, an unset expiration never expires.
    expect(isVisible({ start: '2030-07-01T09:00:00Z', end: YEAR_ONE, expiration: YEAR_ONE }, NOW)).toBe(true);
    expect(isVisible({ start: YEAR_ONE, end: YEAR_ONE, expiration: '' }, NOW)).toBe(true);
    expect(isVisible({ start: '2030-06-01T09:00:00Z', end: YEAR_ONE, expiration: '' }, NOW)).toBe(false);
    expect([setDate('0001-12-31T23:59:59Z'), setDate('0000-06-01'), setDate('soon'), setDate(' ')]).toEqual([null, null, null, null]);
    expect(setDate('0002-01-01T00:00:00Z')).not.toBeNull();
  });
});

describe('<mck-event-calendar>', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  const page = `<mck-event-calendar heading="Upcoming"><ul>
    ${item('Coffee chat', 'Recruiting', { start: '2030-07-01T09:00:00Z' })}
    ${item('Past panel', 'Recruiting', { start: '2030-05-01T09:00:00Z', end: '2030-05-01T11:00:00Z' })}
    ${item('Open day', 'Campus', { start: '2030-08-01T09:00:00Z', end: YEAR_ONE, expiration: YEAR_ONE })}
    ${item('Expired workshop', 'Workshops', { start: '2030-09-01T09:00:00Z', expiration: '2030-06-01T00:00:00Z' })}
  </ul></mck-event-calendar>`;

  it("lists only the visible events, with filter links of their values after 'All'", async () => {
    const el = mount(page);
    await rendered(el);
    expect(titles(el)).toEqual(['Coffee chat', 'Open day']);
    expect(filters(el).map((f) => f.textContent)).toEqual(['All', 'Recruiting', 'Campus']);
    expect(filters(el)[0]!.getAttribute('aria-pressed')).toBe('true');
    const link = el.shadowRoot!.querySelector('[part=link]')!;
    expect(link.getAttribute('href')).toBe(`${location.origin}/careers/events/Coffee-chat`);
  });

  it("filters by a link's value and back to all", async () => {
    const el = mount(page);
    await rendered(el);
    filters(el)[2]!.click();
    await vi.waitFor(() => expect(titles(el)).toEqual(['Open day']));
    expect(filters(el)[2]!.getAttribute('aria-pressed')).toBe('true');
    expect(filters(el)[0]!.getAttribute('aria-pressed')).toBe('false');
    filters(el)[0]!.click();
    await vi.waitFor(() => expect(titles(el)).toEqual(['Coffee chat', 'Open day']));
  });

  it('hides the filter links with hide-filters, listing every visible event', async () => {
    const el = mount(page.replace('heading="Upcoming"', 'heading="Upcoming" hide-filters'));
    await rendered(el);
    expect(filters(el)).toHaveLength(0);
    expect(titles(el)).toEqual(['Coffee chat', 'Open day']);
  });

  it('shows Calendar_NoEvents when no event is visible', async () => {
    const el = mount(`<mck-event-calendar><ul>${item('Past panel', 'Recruiting', { start: '2030-05-01T09:00:00Z' })}</ul></mck-event-calendar>`);
    await rendered(el);
    expect(el.shadowRoot!.querySelector('[part=empty]')?.textContent).toBe('There are no upcoming events.');
    expect(filters(el)).toHaveLength(0);
  });
});
