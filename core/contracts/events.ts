import { array, boolean, enums, integer, nullable, number, object, optional, pattern, refine, size, string, type Infer } from 'superstruct';
import { envelope } from './envelope.js';

/**
 * The article service's career events (D§3 "Event", D§7 "POST careerevents/events"), under
 * {article}: POST /careerevents/events (a cursor-paged list) and GET /careerevents/facets (the
 * values of the three filters). The search service's facet master list carries regions and
 * interests but no event formats, so the events' filter values come from here, one call.
 */

/** Default page size (D§9, config EVENTS_MODULE_CARDS_COUNT) and the most one page holds (larger limits are clamped). */
export const EVENTS_PAGE_SIZE = 12;
export const MAX_EVENTS_PAGE_SIZE = 50;
/** The most filter keys of one kind a caller may send. */
export const MAX_EVENT_FILTER_KEYS = 30;

/**
 * The orders (`sortByField`): 'featured' (D§4 default: pinned events first, then the soonest),
 * 'startTime' (the soonest first) and 'title' (A to Z).
 */
export const EVENT_SORTS = ['featured', 'startTime', 'title'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];
export const DEFAULT_EVENT_SORT: EventSort = 'featured';

const Key = refine(size(string(), 1, 100), 'Key', (key) => !key.includes('\0'));
const Keys = size(array(Key), 0, MAX_EVENT_FILTER_KEYS);
/** A moment sent as ISO to the second with Z (D§9): `2026-03-01T00:00:00Z`. */
export const IsoSecond = pattern(string(), /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

/**
 * The request body. `region`, `eventMode` and `interest` are filter keys (any of a kind matches;
 * the kinds must all match); `pinnedItem` lists only pinned events; `parentFolderId` only the
 * events of that CMS folder; `startDate` and `endDate` (both or neither) only the events that
 * overlap that range. `afterId` is the previous page's `nextCursor`.
 */
export const EventsRequest = object({
  limit: optional(integer()),
  pinnedItem: optional(boolean()),
  region: optional(Keys),
  eventMode: optional(Keys),
  interest: optional(Keys),
  afterId: optional(nullable(Key)),
  parentFolderId: optional(Key),
  sortByField: optional(enums(EVENT_SORTS)),
  startDate: optional(IsoSecond),
  endDate: optional(IsoSecond),
});
export type EventsRequest = Infer<typeof EventsRequest>;

/** A call to action of an event card. */
export const EventCta = object({ text: string(), url: string() });

/**
 * One event (D§3). Times are ISO strings; the CMS writes an unset date as year 1
 * (`0001-01-01T00:00:00Z`), and readers treat any date at or before year 1 as unset (D§4).
 * `region` and `eventFormat` are facet keys; `filterValue` is the event's interest key.
 */
export const CareerEvent = object({
  id: string(),
  title: string(),
  description: string(),
  region: string(),
  eventLocation: string(),
  eventFormat: string(),
  startTime: string(),
  endTime: nullable(string()),
  expirationDate: nullable(string()),
  image: object({ src: string(), alt: string() }),
  callToActions: array(EventCta),
  pinnedItem: boolean(),
  filterValue: string(),
});
export type CareerEvent = Infer<typeof CareerEvent>;

export const EventsResponse = envelope(object({
  events: array(CareerEvent),
  hasNext: boolean(),
  nextCursor: nullable(string()),
  /** Every event matching the request, over all pages. */
  total: number(),
}));
export type EventsResponse = Infer<typeof EventsResponse>;

/** A filter value: the key the service filters by and the name shown (and written in the URL). */
export const EventFacet = object({ key: string(), name: string() });
export type EventFacet = Infer<typeof EventFacet>;

/** GET {article}/careerevents/facets: the values of the three filters, in display order. */
export const EventFacetsResponse = envelope(object({
  formats: array(EventFacet),
  locations: array(EventFacet),
  interests: array(EventFacet),
}));
export type EventFacetsResponse = Infer<typeof EventFacetsResponse>;
export type EventFacets = EventFacetsResponse['data'];
