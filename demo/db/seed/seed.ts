import type { Db, Queryable } from '../db.js';
import { hashPassword } from '../../services/user/passwords.js';
import { createRng } from './prng.js';
import { generateArticles } from './articles.js';
import { seedDiscoveryIfEmpty } from './discovery.js';
import { seedOfficesIfEmpty } from './offices.js';
import { seedProfilesIfEmpty } from './profiles.js';
import { seedBlogsIfEmpty } from './blog.js';
import { seedEventsIfEmpty } from './events.js';
import { seedSubscriptionsIfEmpty } from './subscriptions.js';
import { seedCompaniesIfEmpty } from './companies.js';
import { insertRows } from './insert-rows.js';
import { BUSINESS_FUNCTIONS, COUNTRIES, JOB_TITLES } from './lookup-lists.js';
import { DEMO_USERS } from './demo-users.js';

/** Full-size counts; MCK_SEED_SCALE multiplies them (tests use a small scale to stay fast). */
const ARTICLES_AT_SCALE_1 = 3000;
/** Demo users save the first articles, so there are always at least this many. */
const MIN_ARTICLES = 20;

/** What a seed inserted; zero for the parts the database already had. */
export interface SeedCounts {
  articles: number;
  jobs: number;
  users: number;
  /** Pages of the site search (discovery.ts): articles, jobs, people, services, career info. */
  pages: number;
  /** City offices of the locations and the office map (offices.ts). */
  offices: number;
  /** People profiles (profiles.ts), with their published work. */
  profiles: number;
  /** Career events (events.ts). */
  events: number;
  /** Blog entries of the seeded blogs (blog.ts). */
  blogEntries: number;
  /** Newsletters, alerts and guides of the subscription catalogue (subscriptions.ts). */
  subscriptions?: number;
  /** Organisation names of the company autocomplete (companies.ts). */
  companies?: number;
}

async function seedLookups(q: Queryable) {
  await insertRows(q, 'lookup_functions', { code: 'text', description: 'text', position: 'int' },
    BUSINESS_FUNCTIONS.map(([code, description], position) => ({ code, description, position })));
  await insertRows(q, 'lookup_countries', { code: 'text', description: 'text' },
    COUNTRIES.map(([code, description]) => ({ code, description })));
  await insertRows(q, 'lookup_titles', { id: 'text', name: 'text', position: 'int' },
    JOB_TITLES.map((name, position) => ({ id: `T${String(position + 1).padStart(3, '0')}`, name, position })));
}

async function seedUsers(q: Queryable, articleIds: string[]) {
  const rng = createRng('users');
  const users = await Promise.all(DEMO_USERS.map(async (u) => ({
    id: rng.uuid(),
    email: u.email,
    password_hash: u.password ? await hashPassword(u.password) : null,
    first_name: u.firstName, last_name: u.lastName, company: u.company, title_name: u.titleName,
    business_function: u.businessFunction, country: u.country,
    is_premium: u.isPremium ?? false, is_alumni: u.isAlumni ?? false,
    practice_user: u.practiceUser ?? false, social_login_idps: u.socialLoginIdps ?? null,
    demo: u,
  })));
  await insertRows(q, 'users', {
    id: 'text', email: 'text', password_hash: 'text', first_name: 'text', last_name: 'text',
    company: 'text', title_name: 'text', business_function: 'text', country: 'text',
    is_premium: 'boolean', is_alumni: 'boolean', practice_user: 'boolean', social_login_idps: 'text',
  }, users);
  await insertRows(q, 'user_subscriptions', { user_id: 'text', alert_code: 'text' },
    users.flatMap((u) => u.demo.subscriptions.map((alert_code) => ({ user_id: u.id, alert_code }))));
  const saved = users.flatMap((u) =>
    articleIds.slice(0, u.demo.savedArticles).map((article_id, i) => ({
      user_id: u.id, article_id, language: 'en',
      // Spread over past days so "newest first" has a defined order.
      saved_at: new Date(Date.UTC(2026, 5, 30) - i * 86_400_000).toISOString(),
    })));
  await insertRows(q, 'saved_articles',
    { user_id: 'text', article_id: 'text', language: 'text', saved_at: 'timestamptz' }, saved);
  await insertRows(q, 'article_ratings',
    { user_id: 'text', article_id: 'text', language: 'text', rating: 'text' },
    saved.filter((_, i) => i % 3 === 0).map(({ user_id, article_id, language }) =>
      ({ user_id, article_id, language, rating: String(rng.int(3, 5)) })));
  return users.length;
}

export function seedScale(env: NodeJS.ProcessEnv = process.env): number {
  const scale = Number(env.MCK_SEED_SCALE ?? 1);
  return Number.isFinite(scale) && scale > 0 ? scale : 1;
}

/**
 * Fills an empty database with deterministic demo data: the same rows on every machine for a
 * given scale. Each part seeds only when its tables are empty (accounts and articles when there
 * are no users; jobs and the search index when there are no search pages), and null means
 * nothing was seeded: seed once, reopen after.
 */
export async function seedIfEmpty(db: Db, scale = seedScale()): Promise<SeedCounts | null> {
  const accounts = await db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    if (n > 0) return null;
    const articles = generateArticles(createRng('articles'), Math.max(MIN_ARTICLES, Math.round(ARTICLES_AT_SCALE_1 * scale)));
    await seedLookups(tx);
    await insertRows(tx, 'articles', {
      id: 'text', slug: 'text', language: 'text', title: 'text', summary: 'text', body: 'text',
      article_type: 'text', practice: 'text', industry: 'text', author: 'text',
      source_publication: 'text', access_status: 'text', published_at: 'date', image_url: 'text',
    }, articles);
    const users = await seedUsers(tx, articles.map((a) => a.id));
    return { articles: articles.length, users };
  });
  const discovery = await seedDiscoveryIfEmpty(db, scale);
  const offices = await seedOfficesIfEmpty(db);
  const profiles = await seedProfilesIfEmpty(db);
  const events = await seedEventsIfEmpty(db, scale);
  const blogs = await seedBlogsIfEmpty(db, scale);
  const subscriptions = await seedSubscriptionsIfEmpty(db);
  const companies = await seedCompaniesIfEmpty(db);
  if (!accounts && !discovery && !offices && !profiles && !events && !blogs && !subscriptions && !companies) return null;
  // Flush the GIN pending lists and refresh statistics, or the planner prefers sequential scans.
  await db.exec('VACUUM ANALYZE');
  return { articles: 0, users: 0, jobs: 0, pages: 0, offices, profiles, events: 0, blogEntries: 0, ...accounts, ...discovery, ...events, ...blogs, ...(subscriptions ? { subscriptions } : {}), ...(companies ? { companies } : {}) };
}
