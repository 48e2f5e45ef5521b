import { format, parseISO } from 'date-fns';
import { EVENTS_PAGE_SIZE, MAX_EVENTS_PAGE_SIZE } from '../../core/contracts/events.js';
import { constant } from '../../core/page/config.js';
import type { EventsQuery } from './careers-events.calls.js';
import type { EventsChoice } from './careers-events.url.js';

/** D§9: how a chosen date is shown. */
export const DATE_RANGE_FORMAT = 'MMM d, yyyy';

/** A date input's value (`yyyy-MM-dd`) as shown: `Mar 1, 2026`. */
export const showDate = (day: string) => format(parseISO(day), DATE_RANGE_FORMAT);

/** The range sent to the service (D§9: ISO to the second with Z), the whole of both days; none unless both ends are chosen (D§4) and in order. */
export function rangeToSend(from: string, to: string): { startDate: string; endDate: string } | null {
  if (!from || !to || from > to) return null;
  return { startDate: `${from}T00:00:00Z`, endDate: `${to}T23:59:59Z` };
}

/** An event's time as shown on its card: the day only, in UTC as the CMS wrote it. */
export const showEventDate = (iso: string) => format(parseISO(iso.slice(0, 10)), DATE_RANGE_FORMAT);

/** Where the page's events live: the widget's attributes that narrow every call. */
export interface EventsScope {
  parentFolderId: string;
  pinnedItem: boolean;
}

/** The service request for a choice; a new one (by value) resets the cursor and the list (D§4). */
export function eventsQuery(choice: EventsChoice, scope: EventsScope): EventsQuery {
  return {
    sortByField: choice.sort,
    ...(choice.selection.format.length ? { eventMode: [...choice.selection.format] } : {}),
    ...(choice.selection.location.length ? { region: [...choice.selection.location] } : {}),
    ...(choice.selection.interest.length ? { interest: [...choice.selection.interest] } : {}),
    ...(scope.parentFolderId ? { parentFolderId: scope.parentFolderId } : {}),
    ...(scope.pinnedItem ? { pinnedItem: true } : {}),
    ...rangeToSend(choice.from, choice.to),
  };
}

/** D§9: the page size is the config constant EVENTS_MODULE_CARDS_COUNT, else the contract's default (12). */
const PAGE_SIZE_SETTING = { EVENTS_MODULE_CARDS_COUNT: EVENTS_PAGE_SIZE } as const;
const [[PAGE_SIZE_CONSTANT, DEFAULT_PAGE_SIZE]] = Object.entries(PAGE_SIZE_SETTING) as [[string, number]];

/** The page size for this page, held to what the service sends in one page. */
export const eventsPageSize = () => {
  const configured = Math.floor(constant(PAGE_SIZE_CONSTANT, DEFAULT_PAGE_SIZE));
  return configured >= 1 ? Math.min(configured, MAX_EVENTS_PAGE_SIZE) : DEFAULT_PAGE_SIZE;
};
