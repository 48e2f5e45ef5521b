import type { Db } from '../db.js';
import { FIRST_NAMES, LAST_NAMES, INDUSTRIES, TOPICS } from './articles.js';
import { insertRows } from './insert-rows.js';
import { createRng, type Rng } from './prng.js';

/**
 * People profiles and their published work (mck-profile, mck-profile-grid). Not scaled: a few
 * hundred rows are cheap, and the demo pages and tests name the first profiles (see FEATURED).
 */
export const PROFILE_COUNT = 400;
/** Folders a grid can list; each profile is filed in one, in position order. */
export const PROFILE_FOLDERS = ['leadership', 'partners', 'experts', 'alumni'] as const;
/** Profiles of the leadership folder: the demo grid's, sized so that rows of 3 leave a remainder. */
const LEADERSHIP_SIZE = 11;

/**
 * Profiles the demo pages and tests rely on, with the shape each one shows off. Every other
 * profile is drawn at random from the stream, the same on every machine.
 */
export const FEATURED = {
  /** Auto-fetched published work: 20 items, so pages of 8 end with 4. */
  autoFetched: 'p-0001',
  /** External published work: 10 good lines and 2 malformed ones. */
  external: 'p-0002',
  private: 'p-0003',
  noImage: 'p-0004',
  arabic: 'p-0005',
} as const;
export const FEATURED_PUBLISHED_WORK = 20;

/** Names written in Arabic, each with the Latin spelling the person's English texts use. */
const ARABIC_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['ليلى حداد', 'Layla Haddad'], ['عمر الفاروقي', 'Omar Al-Farouqi'], ['نادية منصور', 'Nadia Mansour'],
  ['يوسف العلي', 'Youssef Al-Ali'], ['سلمى الخطيب', 'Salma Al-Khatib'], ['كريم عبد الله', 'Karim Abdullah'],
];
const LONG_NAME = 'Maximiliane Alexandra Konstantina von Hohenberg-Wittelsbach-Oppenheimer';
const FIRM_TITLES = ['Senior Partner', 'Partner', 'Associate Partner', 'Expert', 'Senior Expert', 'Director of Research'];
const CITIES: readonly [string, string][] = [
  ['London', 'Europe'], ['Berlin', 'Europe'], ['Paris', 'Europe'], ['New York', 'North America'],
  ['Chicago', 'North America'], ['Tokyo', 'Asia'], ['Singapore', 'Asia'], ['Dubai', 'Middle East'],
  ['Riyadh', 'Middle East'], ['São Paulo', 'Latin America'], ['Johannesburg', 'Africa'], ['Sydney', 'Oceania'],
];
const INTERESTS = ['Operations', 'Strategy & Corporate Finance', 'Technology', 'Sustainability', 'Marketing & Sales', 'Risk & Resilience'];
const SOURCES = ['McKinsey Quarterly', 'Harvard Business Review', 'Financial Times', 'Global Institute', 'Podcast'];
const ARTICLE_TYPES = ['Article', 'Report', 'Interview', 'Podcast', 'Op-ed'];
const LANGUAGE_NAMES = ['English', 'English', 'English', 'German', 'Japanese'];

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const slugify = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);
const DAY_MS = 86_400_000;
/** Dates count back from a fixed day, so the data does not depend on today. */
const LATEST = Date.UTC(2026, 5, 30);
const dateBefore = (rng: Rng, days: number) => new Date(LATEST - rng.int(0, days) * DAY_MS).toISOString().slice(0, 10);

export interface SeedProfile {
  id: string; folder: string; position: number; slug: string; name: string; eng_name: string; firm_title: string;
  locations: string[]; regions: string[]; interest: string; description: string; background_header: string;
  background: string; about: string; expertise: string[]; additional_expertise: string[]; expertise_position: string;
  image_url: string; email: string; is_private: boolean; is_alumni: boolean; enable_contact_form: boolean;
  linkedin_url: string; twitter_url: string; languages: string[]; auto_fetch_published_work: boolean;
  external_published_work: string;
}

export interface SeedPublishedWork {
  profile_id: string; position: number; title: string; url: string; source: string; display_date: string;
  article_type: string; image_url: string; image_alt: string; language_name: string; source_publication: string;
}

function workTitle(rng: Rng) {
  return `${capitalize(rng.pick(TOPICS))} in ${rng.pick(INDUSTRIES)}: ${rng.pick(['what comes next', 'a field guide', 'lessons from leaders', 'the road ahead'])}`;
}

function publishedWork(rng: Rng, profileId: string, count: number): SeedPublishedWork[] {
  // Newest first: positions follow descending dates.
  const dates = Array.from({ length: count }, () => dateBefore(rng, 5 * 365)).sort().reverse();
  return dates.map((display_date, position) => {
    const title = workTitle(rng);
    const source = rng.pick(SOURCES);
    return {
      profile_id: profileId, position, title, url: `/insights/published/${slugify(title)}-${profileId}-${position + 1}`,
      source, display_date, article_type: rng.pick(ARTICLE_TYPES),
      image_url: rng.chance(0.7) ? `/api/cms/images/work-${(position % 12) + 1}.svg` : '',
      image_alt: '', language_name: rng.pick(LANGUAGE_NAMES), source_publication: source,
    };
  });
}

/** The editor's text for external published work: `title|URL|source|date`, one item per line. */
function externalText(rng: Rng, good: number): string {
  const lines = Array.from({ length: good }, (_, i) => {
    const title = workTitle(rng);
    return `${title}|/insights/external/${slugify(title)}-${i + 1}|${rng.pick(SOURCES)}|${dateBefore(rng, 3 * 365)}`;
  });
  // Two lines an editor got wrong: fields missing, and a date that is not one.
  lines.splice(3, 0, 'A title with no other fields');
  lines.splice(7, 0, `${workTitle(rng)}|/insights/external/undated|Podcast|someday`);
  return lines.join('\n');
}

function profile(rng: Rng, index: number): SeedProfile {
  const id = `p-${String(index + 1).padStart(4, '0')}`;
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  let name = `${first} ${last}`;
  // The English texts name the person as the page does: an Arabic name by its Latin spelling.
  let engName = name;
  if (id === FEATURED.noImage) name = engName = LONG_NAME;
  else if (id === FEATURED.arabic || rng.chance(0.04)) [name, engName] = rng.pick(ARABIC_NAMES);
  const cities = rng.sample(CITIES, rng.int(1, 2));
  const topics = rng.sample(TOPICS, rng.int(3, 7));
  const interest = rng.pick(INTERESTS);
  const folder = index < LEADERSHIP_SIZE ? 'leadership' : rng.pick(PROFILE_FOLDERS.slice(1));
  const isPrivate = id === FEATURED.private || (id !== FEATURED.autoFetched && id !== FEATURED.external && rng.chance(0.08));
  const hasImage = id !== FEATURED.noImage && rng.chance(0.85);
  const handle = slugify(engName);
  return {
    id, folder, position: index, slug: `${handle}-${id}`, name, eng_name: engName,
    firm_title: rng.pick(FIRM_TITLES), locations: cities.map(([city]) => city), regions: [...new Set(cities.map(([, region]) => region))],
    interest,
    description: `<p>${engName} advises leaders on <strong>${topics[0]}</strong> and ${topics[1]}.</p>`,
    background_header: 'Background',
    background: `<p>Joined the firm in ${rng.int(1995, 2020)}. Before that, ${rng.pick(['an engineer', 'an economist', 'a founder', 'a physician', 'a civil servant'])} in ${cities[0]![0]}.</p>`
      + `<ul><li>${rng.pick(['MBA', 'PhD', 'MSc', 'BA'])}, ${rng.pick(['INSEAD', 'Keio University', 'Cairo University', 'ETH Zürich', 'Wharton'])}</li></ul>`,
    about: `<p>${engName} leads our work on ${topics[0]} in ${rng.pick(INDUSTRIES)}, helping clients ${rng.pick(['act on', 'plan for', 'make headway on'])} ${topics[2]}.</p>`
      + `<p>${capitalize(topics[1]!)} is a recurring theme of their research.</p>`,
    expertise: topics.slice(0, 4).map(capitalize),
    additional_expertise: topics.slice(4).map(capitalize),
    expertise_position: id === FEATURED.autoFetched ? 'area-c' : rng.pick(['area-a', 'area-c', 'sidebar']),
    image_url: hasImage ? `/api/cms/images/person-${(index % 12) + 1}.svg` : '',
    email: `${handle || id}@example.com`,
    is_private: isPrivate,
    is_alumni: folder === 'alumni',
    enable_contact_form: id === FEATURED.autoFetched || id === FEATURED.external || rng.chance(0.6),
    linkedin_url: rng.chance(0.7) ? `https://www.linkedin.com/in/${handle}` : '',
    twitter_url: rng.chance(0.3) ? `https://x.com/${handle.replace(/-/g, '_')}` : '',
    languages: rng.sample(['English', 'German', 'French', 'Japanese', 'Arabic', 'Spanish'], rng.int(1, 3)),
    auto_fetch_published_work: id !== FEATURED.external && rng.chance(id === FEATURED.autoFetched ? 1 : 0.8),
    external_published_work: id === FEATURED.external ? externalText(rng, 10) : '',
  };
}

export function generateProfiles(rng: Rng = createRng('profiles')): { profiles: SeedProfile[]; work: SeedPublishedWork[] } {
  const profiles = Array.from({ length: PROFILE_COUNT }, (_, i) => profile(rng, i));
  const work = profiles.filter((p) => p.auto_fetch_published_work).flatMap((p) =>
    publishedWork(rng, p.id, p.id === FEATURED.autoFetched ? FEATURED_PUBLISHED_WORK : rng.int(0, 30)));
  return { profiles, work };
}

const PROFILE_COLUMNS = {
  id: 'text', folder: 'text', position: 'int', slug: 'text', name: 'text', eng_name: 'text', firm_title: 'text',
  locations: 'text[]', regions: 'text[]', interest: 'text', description: 'text', background_header: 'text',
  background: 'text', about: 'text', expertise: 'text[]', additional_expertise: 'text[]', expertise_position: 'text',
  image_url: 'text', email: 'text', is_private: 'boolean', is_alumni: 'boolean', enable_contact_form: 'boolean',
  linkedin_url: 'text', twitter_url: 'text', languages: 'text[]', auto_fetch_published_work: 'boolean',
  external_published_work: 'text',
};
const WORK_COLUMNS = {
  profile_id: 'text', position: 'int', title: 'text', url: 'text', source: 'text', display_date: 'date',
  article_type: 'text', image_url: 'text', image_alt: 'text', language_name: 'text', source_publication: 'text',
};

/**
 * Fills the profile tables when they are empty (separate from the first seed, so a database
 * seeded before they existed gets them on its next start). Returns the number of profiles, 0 when
 * there were some already.
 */
export async function seedProfilesIfEmpty(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM profiles');
    if (n > 0) return 0;
    const { profiles, work } = generateProfiles();
    await insertRows(tx, 'profiles', PROFILE_COLUMNS, profiles);
    await insertRows(tx, 'published_work', WORK_COLUMNS, work);
    return profiles.length;
  });
}
