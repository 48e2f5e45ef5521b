import type { CareerEvent, EventFacets, EventSort } from '../../../core/contracts/events.js';
import type { Queryable } from '../../db/db.js';

/** What one page lists, once the request is read and bounded. */
export interface EventsQuery {
  limit: number;
  sort: EventSort;
  /** The previous page's last event (its id), when there was one. */
  afterId: string | null;
  regions: string[];
  formats: string[];
  interests: string[];
  pinnedOnly: boolean;
  folder: string | null;
  /** Both ends, or none: ISO moments. */
  range: { start: string; end: string } | null;
  /** Events over or expired before this moment are not listed. */
  now: Date;
}

/**
 * Each order as the columns it sorts on, all ascending and ending with the id, so a page can start
 * strictly after the previous page's last row (keyset paging: no repeats, no gaps).
 */
const SORT_KEYS: Record<EventSort, string> = {
  featured: '(NOT pinned), start_time, id',
  startTime: 'start_time, id',
  title: 'lower(title), id',
};

/** D§4: the CMS writes an unset date as year 1; anything at or before year 1 counts as unset. */
const unsetOrLater = (column: string) => `(${column} IS NULL OR ${column} < '0002-01-01T00:00:00Z'::timestamptz)`;
/** When the event is over: its end, or its start when the end is unset. */
const OVER_AT = `CASE WHEN ${unsetOrLater('end_time')} THEN start_time ELSE end_time END`;

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function conditions(query: EventsQuery, params: Params): string[] {
  const now = params.add(query.now.toISOString());
  const where = [
    `${OVER_AT} >= ${now}::timestamptz`,
    `(${unsetOrLater('expiration_date')} OR expiration_date > ${now}::timestamptz)`,
  ];
  if (query.regions.length) where.push(`region = ANY(${params.add(query.regions)}::text[])`);
  if (query.formats.length) where.push(`event_format = ANY(${params.add(query.formats)}::text[])`);
  if (query.interests.length) where.push(`interest = ANY(${params.add(query.interests)}::text[])`);
  if (query.pinnedOnly) where.push('pinned');
  if (query.folder) where.push(`parent_folder_id = ${params.add(query.folder)}`);
  if (query.range) {
    // The events that overlap the range: start before its end, over after its start.
    where.push(`start_time <= ${params.add(query.range.end)}::timestamptz`);
    where.push(`${OVER_AT} >= ${params.add(query.range.start)}::timestamptz`);
  }
  return where;
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** One page in the chosen order, the total over all pages, and whether another page exists. */
export async function eventsPage(db: Queryable, query: EventsQuery): Promise<{ events: CareerEvent[]; hasNext: boolean; total: number }> {
  const params = new Params();
  const where = conditions(query, params);
  const countSql = `SELECT count(*)::int AS total FROM events WHERE ${where.join(' AND ')}`;
  const countValues = [...params.values];
  const keys = SORT_KEYS[query.sort];
  if (query.afterId) where.push(`(${keys}) > (SELECT ${keys} FROM events WHERE id = ${params.add(query.afterId)})`);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db.query<CareerEvent>(
      `SELECT id, title, description, region, event_location AS "eventLocation", event_format AS "eventFormat",
              ${iso('start_time')} AS "startTime", ${iso('end_time')} AS "endTime",
              ${iso('expiration_date')} AS "expirationDate",
              jsonb_build_object('src', image_url, 'alt', image_alt) AS image,
              call_to_actions AS "callToActions", pinned AS "pinnedItem", interest AS "filterValue"
         FROM events
        WHERE ${where.join(' AND ')}
        ORDER BY ${keys}
        LIMIT ${params.add(query.limit + 1)}`,
      params.values,
    ),
    db.query<{ total: number }>(countSql, countValues),
  ]);
  return { events: rows.slice(0, query.limit), hasNext: rows.length > query.limit, total };
}

export async function eventExists(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>('SELECT id FROM events WHERE id = $1', [id]);
  return rows.length > 0;
}

/** The three filters' values, in display order. */
export async function readEventFacets(db: Queryable): Promise<EventFacets> {
  const rows = await db.query<{ kind: string; key: string; name: string }>(
    'SELECT kind, key, name FROM event_facets ORDER BY kind, position');
  const of = (kind: string) => rows.filter((r) => r.kind === kind).map(({ key, name }) => ({ key, name }));
  return { formats: of('format'), locations: of('location'), interests: of('interest') };
}
