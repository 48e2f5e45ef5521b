import type { Db } from '../db.js';
import { insertRows } from './insert-rows.js';
import { INTERESTS } from './jobs.js';
import { createRng, type Rng } from './prng.js';
import { REGIONS } from './regions.js';

/** Full-size count; the seed scale multiplies it, but paging needs several pages even in tests. */
export const EVENTS_AT_SCALE_1 = 400;
const MIN_EVENTS = 200;

/** The CMS's unset date (D§4: dates at or before year 1 count as unset). */
export const UNSET_DATE = '0001-01-01T00:00:00.000Z';

/** The events' CMS folders: most are the careers page's, some the alumni site's. */
export const EVENT_FOLDERS = ['careers-events', 'alumni-events'] as const;

const FORMATS = { 'in-person': 'In person', virtual: 'Virtual', hybrid: 'Hybrid' } as const;
type FormatKey = keyof typeof FORMATS;

/** "An in-person panel", "A virtual workshop": the indefinite article that the phrase's sound takes. */
const withArticle = (phrase: string) => `${/^[aeiou]/i.test(phrase) ? 'An' : 'A'} ${phrase}`;

const slug = (name: string) => name.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The three filters' values (location: the job facets' continents; interest: their interest categories). */
export const EVENT_FACETS = [
  ...Object.entries(FORMATS).map(([key, name], position) => ({ kind: 'format', key, name, position })),
  ...Object.keys(REGIONS).map((name, position) => ({ kind: 'location', key: slug(name), name, position })),
  ...Object.keys(INTERESTS).map((name, position) => ({ kind: 'interest', key: slug(name), name, position })),
];

const OPENERS = ['Meet', 'Inside', 'Discover', 'Ask', 'Life at', 'Careers in', 'Women in', 'Graduates in'];
const TOPICS = ['consulting', 'technology', 'analytics', 'design', 'research', 'our firm', 'digital', 'strategy'];
const KINDS = ['info session', 'workshop', 'coffee chat', 'case-interview training', 'panel', 'open day'];

const EVENT_COLUMNS = {
  id: 'text', parent_folder_id: 'text', title: 'text', description: 'text', region: 'text',
  event_location: 'text', event_format: 'text', interest: 'text', start_time: 'timestamptz',
  end_time: 'timestamptz', expiration_date: 'timestamptz', image_url: 'text', image_alt: 'text',
  call_to_actions: 'jsonb', pinned: 'boolean',
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Start times spread over four years around the demo's present (2025 to 2028): past and future events. */
const FIRST_START = Date.UTC(2025, 0, 1, 8);
const SPREAD_DAYS = 4 * 365;

function generateEvent(rng: Rng, index: number) {
  const id = `event-${String(index + 1).padStart(4, '0')}`;
  const format = rng.pick(Object.keys(FORMATS) as FormatKey[]);
  const continent = rng.pick(Object.keys(REGIONS));
  const city = rng.pick(Object.values(REGIONS[continent]!).flat());
  const interest = rng.pick(Object.keys(INTERESTS));
  const title = `${rng.pick(OPENERS)} ${rng.pick(TOPICS)}: ${rng.pick(KINDS)}`;
  const start = FIRST_START + rng.int(0, SPREAD_DAYS) * DAY + rng.int(0, 10) * HOUR;
  // Some events have no end or no expiration; the CMS writes some of those as year 1.
  const endRoll = rng.next();
  const end = endRoll < 0.1 ? null : endRoll < 0.2 ? UNSET_DATE : new Date(start + rng.int(1, 8) * HOUR).toISOString();
  const expiryRoll = rng.next();
  const expiration = expiryRoll < 0.5 ? null
    : expiryRoll < 0.6 ? UNSET_DATE
    : new Date(start + rng.int(-20, 5) * DAY).toISOString(); // some expire before they start
  return {
    id,
    parent_folder_id: rng.chance(0.85) ? EVENT_FOLDERS[0] : EVENT_FOLDERS[1],
    title: `${title[0]!.toUpperCase()}${title.slice(1)}`,
    description: `${withArticle(`${FORMATS[format].toLowerCase().replace(' ', '-')} ${rng.pick(KINDS)}`)} for people curious about ${interest.toLowerCase()} careers${format === 'virtual' ? '' : ` in ${city}`}.`,
    region: slug(continent),
    event_location: format === 'virtual' ? 'Online' : city,
    event_format: format,
    interest: slug(interest),
    start_time: new Date(start).toISOString(),
    end_time: end,
    expiration_date: expiration,
    image_url: `/api/cms/images/${id}.svg`,
    image_alt: '',
    call_to_actions: [{ text: 'Register', url: `/careers/events/${id}` }],
    pinned: rng.chance(0.08),
  };
}

export function generateEvents(rng: Rng, count: number) {
  return Array.from({ length: count }, (_, i) => generateEvent(rng, i));
}

/**
 * The widget gallery's two folders (widgets/careers-events/careers-events.examples.html): events
 * in 2031, two weeks apart, none expiring, so what the gallery lists does not change as days pass
 * (the service drops an event once it is over, by its own clock) and its visual baselines compare
 * it as it is. More than a page (12) in the first, a few pinned; four alumni events.
 */
export const GALLERY_EVENT_FOLDERS = { careers: 'gallery-careers-events', alumni: 'gallery-alumni-events' } as const;
const GALLERY_EVENT_PREFIX = 'gallery-event-';
const GALLERY_FIRST_START = Date.UTC(2031, 0, 6, 9);
const GALLERY_CAREERS_EVENTS = 16;
const GALLERY_ALUMNI_EVENTS = 4;

function galleryEvents() {
  const rng = createRng('gallery-events');
  return Array.from({ length: GALLERY_CAREERS_EVENTS + GALLERY_ALUMNI_EVENTS }, (_, i) => {
    const id = `${GALLERY_EVENT_PREFIX}${String(i + 1).padStart(2, '0')}`;
    const start = GALLERY_FIRST_START + i * 14 * DAY;
    return {
      ...generateEvent(rng, i),
      id,
      parent_folder_id: i < GALLERY_CAREERS_EVENTS ? GALLERY_EVENT_FOLDERS.careers : GALLERY_EVENT_FOLDERS.alumni,
      start_time: new Date(start).toISOString(),
      end_time: new Date(start + 2 * HOUR).toISOString(),
      expiration_date: null,
      image_url: `/api/cms/images/${id}.svg`,
      call_to_actions: [{ text: 'Register', url: `/careers/events/${id}` }],
      pinned: i % 7 === 2,
    };
  });
}

/**
 * Fills the events tables (issue 13) when they are empty, so a database seeded before they existed
 * gets them on its next start; and adds the gallery's events when they are missing (a database
 * seeded before there were any). Deterministic: the same events on every machine for a scale.
 */
export async function seedEventsIfEmpty(db: Db, scale: number): Promise<{ events: number } | null> {
  return db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
    const [{ gallery } = { gallery: 0 }] = await tx.query<{ gallery: number }>(
      'SELECT count(*)::int AS gallery FROM events WHERE id LIKE $1', [`${GALLERY_EVENT_PREFIX}%`],
    );
    if (n > 0 && gallery > 0) return null;
    const events = [
      ...(n > 0 ? [] : generateEvents(createRng('events'), Math.max(MIN_EVENTS, Math.round(EVENTS_AT_SCALE_1 * scale)))),
      ...(gallery > 0 ? [] : galleryEvents()),
    ];
    if (n === 0) {
      await tx.exec('DELETE FROM event_facets');
      await insertRows(tx, 'event_facets', { kind: 'text', key: 'text', name: 'text', position: 'int' }, EVENT_FACETS);
    }
    await insertRows(tx, 'events', EVENT_COLUMNS, events);
    return { events: events.length };
  });
}
