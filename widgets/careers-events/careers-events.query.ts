import { EVENTS_PAGE_SIZE, MAX_EVENTS_PAGE_SIZE } from '../../core/contracts/events.js';
import { constant } from '../../core/page/config.js';
import { rangeToSend } from './careers-events.dates.js';
import type { EventsQuery } from './careers-events.calls.js';
import type { EventsChoice } from './careers-events.url.js';

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
