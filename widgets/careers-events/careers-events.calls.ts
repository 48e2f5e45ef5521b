import {
  EventFacetsResponse, EventsResponse, type CareerEvent, type EventFacets, type EventsRequest,
} from '../../core/contracts/events.js';
import type { FailurePolicy } from '../../core/kits/async/index.js';
import type { Page, PageRequest } from '../../core/kits/list/index.js';
import { request } from '../../core/session/http.js';

/** What the list asks for, apart from the page (limit and cursor, which the list kit adds). */
export type EventsQuery = Omit<EventsRequest, 'limit' | 'afterId'>;

/** A failed call is no events (D§8 has no message for it): the empty text shows, never an error. */
export const eventsFailures: FailurePolicy = { emptyOnFailure: true };

/** POST {article}/careerevents/events (D§7): one page; the limit is sent with the first and each further page. */
export async function fetchEventsPage(query: EventsQuery, page: PageRequest, signal: AbortSignal): Promise<Page<CareerEvent>> {
  const { data } = await request('article', '/careerevents/events', {
    method: 'POST',
    json: { ...query, limit: page.limit, afterId: page.cursor },
    auth: false,
    schema: EventsResponse,
    signal,
  });
  return { items: data.events, total: data.total, nextCursor: data.hasNext ? data.nextCursor : null };
}

/** GET {article}/careerevents/facets: the filters' values. */
export async function fetchEventFacets(_: 'all', signal: AbortSignal): Promise<EventFacets> {
  const { data } = await request('article', '/careerevents/facets', { auth: false, schema: EventFacetsResponse, signal });
  return data;
}
