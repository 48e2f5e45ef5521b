import type { CalendarDates } from './event-calendar.visibility.js';

/**
 * What the calendar reads from the content the CMS printed inside the tag (D§3: calendar items
 * carry location, start, end): each child of the tag's list (`ul`/`ol`, or the tag itself) is one
 * event item with `data-filter-value`, `data-start`, `data-end` and `data-expiration` (ISO dates;
 * year 1 or absent: unset), its title as a heading, its location, date and description as
 * `[data-event="location|date|description"]`, and its link as an `<a href>`.
 */
export interface CalendarItem extends CalendarDates {
  filterValue: string;
  title: string;
  location: string;
  date: string;
  description: string;
  link: { url: string; text: string; target: string } | null;
}

const textOf = (el: Element | null) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

export function readItem(item: Element): CalendarItem {
  const a = item.querySelector('a[href]');
  return {
    filterValue: item.getAttribute('data-filter-value')?.trim() ?? '',
    start: item.getAttribute('data-start') ?? '',
    end: item.getAttribute('data-end') ?? '',
    expiration: item.getAttribute('data-expiration') ?? '',
    title: textOf(item.querySelector('h2, h3, h4, h5, h6')),
    location: textOf(item.querySelector('[data-event="location"]')),
    date: textOf(item.querySelector('[data-event="date"]')),
    description: textOf(item.querySelector('[data-event="description"]')),
    link: a ? { url: a.getAttribute('href') ?? '', text: textOf(a), target: a.getAttribute('target') ?? '' } : null,
  };
}

const itemsOf = (host: HTMLElement) => {
  const list = host.querySelector(':scope > ul, :scope > ol');
  return [...(list ?? host).children].filter((child) => child.tagName !== 'STYLE' && child.tagName !== 'SCRIPT');
};

/** The items as one string, so `useLightDom` re-renders only when the content really changes. */
export const readCalendar = (host: HTMLElement) => ({ items: JSON.stringify(itemsOf(host).map(readItem)) });
export const calendarItems = (snapshot: { items: string }): CalendarItem[] => JSON.parse(snapshot.items) as CalendarItem[];

/** The filter links' values (D§2): each item's filter value once, in the order they first appear. */
export const filterValues = (items: readonly CalendarItem[]) => [...new Set(items.map((item) => item.filterValue).filter(Boolean))];
