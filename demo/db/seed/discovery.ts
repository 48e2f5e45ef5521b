import { JOB_PAGE_PATH } from '../../../core/contracts/jobs.js';
import type { Db } from '../db.js';
import { createRng } from './prng.js';
import { insertRows } from './insert-rows.js';
import { generateJobs, INTERESTS } from './jobs.js';
import { generateCareerInfo, generatePeople, generateServices, type SeedPage } from './pages.js';
import { OFFICES } from './regions.js';
import { generateUniversities } from './universities.js';

/** Full-size counts; the seed scale multiplies them. With the 3,000 articles: about 10,300 pages. */
export const JOBS_AT_SCALE_1 = 3000;
const PEOPLE_AT_SCALE_1 = 2500;
const SERVICES_AT_SCALE_1 = 1200;
const CAREER_INFO_AT_SCALE_1 = 500;

export interface DiscoveryCounts {
  jobs: number;
  pages: number;
}

const atScale = (count: number, scale: number) => Math.max(1, Math.round(count * scale));

const PAGE_COLUMNS = {
  id: 'text', filter: 'text', url: 'text', title: 'text', description: 'text', authors: 'text[]',
  image_url: 'text', title_location: 'text', tags: 'text[]', published_at: 'date',
};

const JOB_COLUMNS = {
  id: 'text', friendly_url: 'text', title: 'text', interest_category: 'text', interest: 'text',
  continents: 'text[]', countries: 'text[]', cities: 'text[]', industries: 'text[]', functions: 'text[]',
  languages: 'text[]', who_you_will_work_with: 'text', what_you_will_do: 'text', your_background: 'text',
  compensation_range: 'text', apply_url: 'text', einstiegslevel: 'jsonb', posted_at: 'date',
};

/** Insights pages are the articles, under the insights URL of their practice. */
const COPY_ARTICLES = `
  INSERT INTO search_pages (id, filter, url, title, description, authors, image_url, title_location, tags, published_at)
  SELECT id, 'insights', '/insights/' || practice || '/our-insights/' || slug, title, summary, ARRAY[author],
         image_url, article_type, ARRAY[industry, initcap(replace(practice, '-', ' '))], published_at
  FROM articles`;

/** Each job is a careers page too, so the site search finds openings. */
const COPY_JOBS = `
  INSERT INTO search_pages (id, filter, url, title, description, image_url, title_location, tags, published_at)
  SELECT 'job-' || id, 'careers', '${JOB_PAGE_PATH}' || friendly_url, title, what_you_will_do,
         '', array_to_string(cities, ', '), ARRAY[interest_category, interest], posted_at
  FROM jobs`;

/** The did-you-mean vocabulary: every unstemmed word of the pages, with its page count. */
const BUILD_VOCABULARY = `
  INSERT INTO search_words (word, ndoc)
  SELECT word, ndoc FROM ts_stat($$
    SELECT to_tsvector('simple', title || ' ' || description || ' ' || search_text(tags) || ' ' || search_text(authors))
    FROM search_pages $$)
  WHERE word !~ '[0-9]'`;

/**
 * Fills the discovery tables (issue 12) when the search index is empty: jobs, their facet
 * hierarchies, universities, the search pages and the vocabulary. Separate from the first seed
 * so a database seeded before these tables existed gets them on its next start. Needs the
 * articles seeded first. The caller runs VACUUM ANALYZE afterwards.
 */
export async function seedDiscoveryIfEmpty(db: Db, scale: number): Promise<DiscoveryCounts | null> {
  return db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM search_pages');
    if (n > 0) return null;
    await tx.exec('DELETE FROM jobs; DELETE FROM job_cities; DELETE FROM job_interests; DELETE FROM universities; DELETE FROM search_words');

    await insertRows(tx, 'job_cities', { city: 'text', country: 'text', continent: 'text' }, OFFICES);
    await insertRows(tx, 'job_interests', { interest: 'text', interest_category: 'text' },
      Object.entries(INTERESTS).flatMap(([category, interests]) =>
        interests.map((interest) => ({ interest, interest_category: category }))));
    const jobs = generateJobs(createRng('jobs'), atScale(JOBS_AT_SCALE_1, scale));
    await insertRows(tx, 'jobs', JOB_COLUMNS, jobs);
    await insertRows(tx, 'universities', { name: 'text', url: 'text' }, generateUniversities());

    const pages: SeedPage[] = [
      ...generatePeople(createRng('pages-people'), atScale(PEOPLE_AT_SCALE_1, scale)),
      ...generateServices(createRng('pages-services'), atScale(SERVICES_AT_SCALE_1, scale)),
      ...generateCareerInfo(createRng('pages-careers'), atScale(CAREER_INFO_AT_SCALE_1, scale)),
    ];
    await insertRows(tx, 'search_pages', PAGE_COLUMNS, pages);
    await tx.exec(COPY_ARTICLES);
    await tx.exec(COPY_JOBS);
    await tx.exec(BUILD_VOCABULARY);
    const [{ total } = { total: 0 }] = await tx.query<{ total: number }>('SELECT count(*)::int AS total FROM search_pages');
    return { jobs: jobs.length, pages: total };
  });
}
