import { Hono } from 'hono';
import {
  DEFAULT_EVENT_SORT, EVENTS_PAGE_SIZE, EventFacetsResponse, EventsRequest, EventsResponse, MAX_EVENTS_PAGE_SIZE,
} from '../../../core/contracts/events.js';
import type { ServiceDeps } from '../deps.js';
import { fail, parseRequest, respond } from '../http.js';
import { clampParam } from '../search/paging.js';
import { eventExists, eventsPage, readEventFacets } from './queries.js';

/**
 * The article service's career events (D§7): POST {article}/careerevents/events, cursor paged,
 * and GET {article}/careerevents/facets, the filters' values. Lists the events not yet over and not
 * expired (dates at or before year 1 count as unset, D§4). `now` is for tests.
 */
export function eventRoutes({ db, settings }: Pick<ServiceDeps, 'db' | 'settings'>, now: () => Date = () => new Date()) {
  const app = new Hono();

  app.post('/careerevents/events', async (c) => {
    const body: unknown = await c.req.json().catch(() => fail(400, 'Invalid request: the body is not JSON.'));
    const request = parseRequest(EventsRequest, body);
    if (!request.startDate !== !request.endDate) fail(400, 'Invalid request: a date range needs both startDate and endDate.');
    if (request.startDate && request.endDate && request.startDate > request.endDate) fail(400, 'Invalid request: startDate is after endDate.');
    if (request.afterId && !(await eventExists(db, request.afterId))) fail(400, 'Invalid request: afterId names no event.');
    const limit = clampParam(request.limit, EVENTS_PAGE_SIZE, 1, MAX_EVENTS_PAGE_SIZE);
    const { events, hasNext, total } = await eventsPage(db, {
      limit,
      sort: request.sortByField ?? DEFAULT_EVENT_SORT,
      afterId: request.afterId ?? null,
      regions: request.region ?? [],
      formats: request.eventMode ?? [],
      interests: request.interest ?? [],
      pinnedOnly: request.pinnedItem ?? false,
      folder: request.parentFolderId ?? null,
      range: request.startDate && request.endDate ? { start: request.startDate, end: request.endDate } : null,
      now: now(),
    });
    const nextCursor = hasNext ? events.at(-1)!.id : null;
    // Images are the CMS service's, on this server: absolute, so pages on other origins load them.
    const withImages = events.map((event) => ({ ...event, image: { ...event.image, src: new URL(event.image.src, settings.publicOrigin).href } }));
    return respond(c, EventsResponse, { data: { events: withImages, hasNext, nextCursor, total } });
  });

  app.get('/careerevents/facets', async (c) => respond(c, EventFacetsResponse, { data: await readEventFacets(db) }));

  return app;
}
