import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { ErrorBody } from '../../../core/contracts/index.js';
import {
  EVENT_SORTS, EVENTS_PAGE_SIZE, EventFacetsResponse, EventsResponse, MAX_EVENT_FILTER_KEYS, MAX_EVENTS_PAGE_SIZE,
  type CareerEvent, type EventsRequest,
} from '../../../core/contracts/events.js';
import { GALLERY_EVENT_FOLDERS } from '../../db/seed/events.js';
import { createTestApp, openPostgresTestDb, openTestDb, TEST_SETTINGS, useTestApp } from '../../server/testing.js';
import { eventRoutes } from './routes.js';

type Events = EventsResponse['data'];
const URL = '/api/article/careerevents/events';
/** D§4: dates at or before year 1 are unset. */
const isSet = (date: string | null): date is string => date !== null && Number(date.slice(0, 4)) > 1;
const overAt = (event: CareerEvent) => (isSet(event.endTime) ? event.endTime : event.startTime);

type App = ReturnType<typeof createTestApp>;

/** The career events through their HTTP routes, on the seeded events. */
function eventsSuite(app: () => App) {

  const post = (body: unknown) =>
    app().request(URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const events = async (request: EventsRequest): Promise<Events> => {
    const res = await post(request);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(is(body, EventsResponse)).toBe(true);
    return body.data;
  };
  const refused = async (body: unknown) => {
    const res = await post(body);
    const json = await res.json();
    expect(is(json, ErrorBody)).toBe(true);
    return { status: res.status, message: json.message as string };
  };
  /** Every event of a request, page by page, following the cursor. */
  const everyPage = async (request: EventsRequest) => {
    const pages: Events[] = [];
    let afterId: string | null = null;
    do {
      const page: Events = await events({ ...request, afterId });
      pages.push(page);
      afterId = page.nextCursor;
    } while (afterId && pages.length < 100);
    return { pages, all: pages.flatMap((p) => p.events), ids: pages.flatMap((p) => p.events.map((e) => e.id)) };
  };

  it('pages through every listed event without duplicates or gaps, in each order, with the same total', async () => {
    const everything = await everyPage({ limit: MAX_EVENTS_PAGE_SIZE });
    const total = everything.pages[0]!.total;
    expect(everything.ids).toHaveLength(total);
    expect(total).toBeGreaterThan(MAX_EVENTS_PAGE_SIZE); // more than one page
    for (const sortByField of EVENT_SORTS) {
      const { pages, ids } = await everyPage({ limit: 7, sortByField });
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort()).toEqual([...everything.ids].sort());
      expect(pages.slice(0, -1).every((p) => p.events.length === 7 && p.hasNext && p.total === total)).toBe(true);
      expect(pages.at(-1)).toMatchObject({ hasNext: false, nextCursor: null });
    }
  });

  it("orders 'featured' by default: pinned events first, then the soonest; 'startTime' the soonest; 'title' A to Z", async () => {
    const featured = (await everyPage({ limit: MAX_EVENTS_PAGE_SIZE })).all;
    const pinned = featured.filter((e) => e.pinnedItem);
    expect(pinned.length).toBeGreaterThan(0);
    expect(featured.slice(0, pinned.length)).toEqual(pinned);
    const starts = (list: CareerEvent[]) => list.map((e) => e.startTime);
    expect(starts(featured.slice(pinned.length))).toEqual([...starts(featured.slice(pinned.length))].sort());
    expect(starts((await everyPage({ limit: 20, sortByField: 'startTime' })).all)).toEqual(starts(featured).sort());
    const titles = (await everyPage({ limit: 20, sortByField: 'title' })).all.map((e) => e.title.toLowerCase());
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('lists only events not yet over and not expired; dates at or before year 1 count as unset', async () => {
    const before = new Date().toISOString().slice(0, 19);
    const { all } = await everyPage({ limit: MAX_EVENTS_PAGE_SIZE });
    for (const event of all) {
      expect(overAt(event) >= before).toBe(true);
      if (isSet(event.expirationDate)) expect(event.expirationDate > before).toBe(true);
    }
    // The seed writes some unset dates as year 1: such events are listed by their start.
    expect(all.some((e) => e.endTime?.startsWith('0001-'))).toBe(true);
    expect(all.some((e) => e.expirationDate?.startsWith('0001-'))).toBe(true);
  });

  it('filters by region, format and interest (any of a kind, all kinds), folder and pinned', async () => {
    const { data: facets } = await (await app().request('/api/article/careerevents/facets')).json() as EventFacetsResponse;
    const region = [facets.locations[0]!.key, facets.locations[2]!.key];
    const eventMode = [facets.formats[0]!.key];
    const interest = [facets.interests[1]!.key];
    const { all } = await everyPage({ limit: 20, region, eventMode, interest });
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((e) => region.includes(e.region) && eventMode.includes(e.eventFormat) && interest.includes(e.filterValue))).toBe(true);
    const regionOnly = (await events({ region: [region[0]!] })).total;
    expect(regionOnly).toBeGreaterThan(0);
    expect((await events({ region })).total).toBeGreaterThan(regionOnly);

    const pinned = await events({ pinnedItem: true, limit: MAX_EVENTS_PAGE_SIZE });
    expect(pinned.events.length).toBeGreaterThan(0);
    expect(pinned.events.every((e) => e.pinnedItem)).toBe(true);
    const alumni = (await events({ parentFolderId: 'alumni-events' })).total;
    const careers = (await events({ parentFolderId: 'careers-events' })).total;
    expect(alumni).toBeGreaterThan(0);
    let gallery = 0;
    for (const folder of Object.values(GALLERY_EVENT_FOLDERS)) gallery += (await events({ parentFolderId: folder })).total;
    expect(alumni + careers + gallery).toBe((await events({})).total);
    expect((await events({ region: ['no-such-region'] }))).toEqual({ events: [], hasNext: false, nextCursor: null, total: 0 });
  });

  it('lists the events overlapping a date range', async () => {
    const { all } = await everyPage({ limit: MAX_EVENTS_PAGE_SIZE, sortByField: 'startTime' });
    const middle = all[Math.floor(all.length / 2)]!;
    const startDate = `${middle.startTime.slice(0, 10)}T00:00:00Z`;
    // To the end of its month (a day-31 event's range once ended on the 28th, before it began).
    const endDate = new Date(Date.UTC(Number(middle.startTime.slice(0, 4)), Number(middle.startTime.slice(5, 7)), 0, 23, 59, 59)).toISOString().replace('.000Z', 'Z');
    const ranged = await everyPage({ limit: MAX_EVENTS_PAGE_SIZE, startDate, endDate });
    expect(ranged.ids).toContain(middle.id);
    expect(ranged.ids.length).toBeLessThan(all.length);
    for (const event of ranged.all) {
      expect(event.startTime <= endDate).toBe(true);
      expect(overAt(event) >= startDate).toBe(true);
    }
    const outside = all.filter((e) => !ranged.ids.includes(e.id));
    expect(outside.every((e) => e.startTime > endDate || overAt(e) < startDate)).toBe(true);
  });

  it('sends the default page size, clamps larger and smaller limits, and absolute image URLs', async () => {
    expect((await events({})).events).toHaveLength(EVENTS_PAGE_SIZE);
    expect((await events({ limit: 10_000 })).events).toHaveLength(MAX_EVENTS_PAGE_SIZE);
    expect((await events({ limit: 0 })).events).toHaveLength(1);
    expect((await events({ limit: 1 })).events[0]!.image.src).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/cms\/images\/event-\d+\.svg$/);
  });

  it('refuses hostile or malformed bodies with a clean 400', async () => {
    expect(await refused('{not json')).toMatchObject({ status: 400 });
    expect(await refused({ limit: 'ten' })).toMatchObject({ status: 400, message: expect.stringContaining('limit') });
    expect(await refused({ sortByField: 'random' })).toMatchObject({ status: 400 });
    expect(await refused({ secret: 1 })).toMatchObject({ status: 400 });
    expect(await refused({ region: ['x'.repeat(101)] })).toMatchObject({ status: 400 });
    expect(await refused({ region: Array.from({ length: MAX_EVENT_FILTER_KEYS + 1 }, (_, i) => `r${i}`) })).toMatchObject({ status: 400 });
    expect(await refused({ startDate: '2026-01-01T00:00:00Z' })).toMatchObject({ status: 400, message: expect.stringContaining('both') });
    expect(await refused({ startDate: '2026-01-01', endDate: '2026-02-01' })).toMatchObject({ status: 400 });
    expect(await refused({ startDate: '2026-03-01T00:00:00Z', endDate: '2026-02-01T00:00:00Z' })).toMatchObject({ status: 400 });
    expect(await refused({ afterId: 'event-none' })).toMatchObject({ status: 400, message: expect.stringContaining('afterId') });
  });

  it('answers the formats, locations and interests with their keys and names', async () => {
    const res = await app().request('/api/article/careerevents/facets');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(is(body, EventFacetsResponse)).toBe(true);
    expect(body.data.formats.map((f: { name: string }) => f.name)).toEqual(['In person', 'Virtual', 'Hybrid']);
    expect(body.data.locations).toContainEqual({ key: 'europe', name: 'Europe' });
    expect(body.data.interests).toContainEqual({ key: 'data-analytics', name: 'Data & Analytics' });
  });
}

describe('{article}/careerevents on PGlite', () => eventsSuite(useTestApp()));

describe.skipIf(!process.env.DATABASE_URL)('{article}/careerevents on PostgreSQL (DATABASE_URL)', () => {
  let app: App | undefined;
  let close = async () => {};
  beforeAll(async () => {
    const opened = await openPostgresTestDb();
    close = opened.close;
    app = createTestApp(opened.db);
  });
  afterAll(() => close());
  eventsSuite(() => app!);
});

describe("the widget gallery's event folders", () => {
  let opened: Awaited<ReturnType<typeof openTestDb>> | undefined;
  beforeAll(async () => {
    opened = await openTestDb();
  });
  afterAll(() => opened?.close());

  // The service lists what is not over by its own clock: the gallery's folders (its examples name
  // them) list the same events on any day before 2031, so its visual baselines compare them unmasked.
  it('list the same events, pages and pinned events whatever the day until 2031', async () => {
    const listed = async (now: string, request: EventsRequest) => {
      const res = await eventRoutes({ db: opened!.db, settings: TEST_SETTINGS }, () => new Date(now)).request('/careerevents/events', {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: Events }).data;
    };
    const days = ['2026-03-16T10:00:00Z', new Date().toISOString(), '2030-12-31T23:59:59Z'];
    for (const request of [
      { parentFolderId: GALLERY_EVENT_FOLDERS.careers },
      { parentFolderId: GALLERY_EVENT_FOLDERS.careers, pinnedItem: true },
      { parentFolderId: GALLERY_EVENT_FOLDERS.alumni },
    ]) {
      const [first, ...others] = await Promise.all(days.map((day) => listed(day, request)));
      expect(first!.events.length).toBeGreaterThan(0);
      for (const other of others) expect(other).toEqual(first);
    }
    // The first example shows a page of 12 and "View more".
    expect((await listed(days[0]!, { parentFolderId: GALLERY_EVENT_FOLDERS.careers })).hasNext).toBe(true);
  });
});
