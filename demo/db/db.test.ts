import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from './db.js';
import { migrate } from './migrate.js';
import { openDatabase } from './open.js';
import { seedIfEmpty } from './seed/seed.js';
import { createRng } from './seed/prng.js';
import { generateArticles } from './seed/articles.js';
import { DEMO_USERS } from './seed/demo-users.js';
import { consumeRefreshToken, findUserById, insertRefreshToken } from '../services/user/queries.js';

const SCALE = 0.02;
const ARTICLES = 60; // 3000 × SCALE
const JOBS = 60; // 3000 × SCALE

interface Backend {
  db: Db;
  dispose(): Promise<void>;
}

async function openPGliteBackend(): Promise<Backend> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'mck-db-test-'));
  const { db } = await openDatabase({ databaseUrl: null, dataDir, seedScale: SCALE });
  return { db, dispose: async () => { await db.close(); await rm(dataDir, { recursive: true, force: true }); } };
}

/** A fresh schema per run (dropped afterwards), so the suite repeats on the same database. */
async function openPostgresBackend(): Promise<Backend> {
  const schema = `mck_test_${process.pid}_${Date.now()}`;
  const { db } = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, schema, seedScale: SCALE });
  return { db, dispose: async () => { await db.exec(`DROP SCHEMA ${schema} CASCADE`); await db.close(); } };
}

/** The same checks on both implementations: the SQL must behave alike. */
function dataLayerSuite(open: () => Promise<Backend>) {
  let backend: Backend;
  let db: Db;
  beforeAll(async () => {
    backend = await open();
    db = backend.db;
  });
  afterAll(() => backend?.dispose());

  it('records every migration once, in order', async () => {
    const files = (await readdir(new URL('./migrations/', import.meta.url))).filter((f) => f.endsWith('.sql')).sort();
    const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((r) => r.name)).toEqual(files);
    expect(await migrate(db)).toEqual([]);
  });

  it('seeds once, deterministically, at the requested scale', async () => {
    const [counts] = await db.query<{ articles: number; jobs: number; users: number }>(
      `SELECT (SELECT count(*)::int FROM articles) AS articles, (SELECT count(*)::int FROM jobs) AS jobs,
              (SELECT count(*)::int FROM users) AS users`);
    expect(counts).toEqual({ articles: ARTICLES, jobs: JOBS, users: DEMO_USERS.length });
    expect(await seedIfEmpty(db, SCALE)).toBeNull();

    const expected = generateArticles(createRng('articles'), ARTICLES).slice(0, 5);
    const rows = await db.query<{ id: string; title: string }>(
      'SELECT id, title FROM articles WHERE id = ANY($1::text[])', [expected.map((a) => a.id)]);
    expect(new Map(rows.map((r) => [r.id, r.title]))).toEqual(new Map(expected.map((a) => [a.id, a.title])));
    const [reader] = await db.query<{ id: string }>("SELECT id FROM users WHERE email = 'reader@example.com'");
    expect(reader!.id).toBe(createRng('users').uuid());
  });

  it('runs a named (prepared) statement again with new parameters, in and out of transactions', async () => {
    const sql = 'SELECT count(*)::int AS n FROM articles WHERE id = ANY($1::text[])';
    const [first, second] = await db.query<{ id: string }>('SELECT id FROM articles ORDER BY id LIMIT 2');
    const count = (q: Queryable, ids: string[]) => q.query<{ n: number }>(sql, [ids], { name: 'db_test_count_articles' });
    expect(await count(db, [first!.id])).toEqual([{ n: 1 }]);
    expect(await count(db, [first!.id, second!.id, 'none'])).toEqual([{ n: 2 }]);
    expect(await db.transaction((tx) => count(tx, []))).toEqual([{ n: 0 }]);
  });

  it('seeds the lookup lists', async () => {
    const [counts] = await db.query<{ f: number; c: number; t: number }>(
      `SELECT (SELECT count(*)::int FROM lookup_functions) AS f, (SELECT count(*)::int FROM lookup_countries) AS c,
              (SELECT count(*)::int FROM lookup_titles) AS t`);
    expect(counts!.f).toBeGreaterThan(10);
    expect(counts!.c).toBeGreaterThan(50);
    expect(counts!.t).toBeGreaterThan(10);
  });

  it('reads a user with its JSON aggregates as plain values', async () => {
    const [reader] = await db.query<{ id: string }>("SELECT id FROM users WHERE email = 'reader@example.com'");
    const user = await findUserById(db, reader!.id);
    expect(user).toMatchObject({ email: 'reader@example.com', hasPassword: true, isPremiumUser: false });
    expect(user!.articles).toHaveLength(DEMO_USERS[0]!.savedArticles);
    expect(user!.articles[0]).toEqual({ id: expect.any(String), language: 'en' });
    expect(Object.values(user!.userRatings).every((r) => typeof r === 'string')).toBe(true);
  });

  it('finds articles by full-text search through the GIN index', async () => {
    const [first] = await db.query<{ id: string; title: string }>('SELECT id, title FROM articles ORDER BY id LIMIT 1');
    const hits = await db.query<{ id: string }>(
      `SELECT id FROM articles, websearch_to_tsquery('english', $1) q
       WHERE search @@ q ORDER BY ts_rank_cd(search, q) DESC, id LIMIT 10`, [first!.title]);
    expect(hits.map((h) => h.id)).toContain(first!.id);
    const plan = await db.transaction(async (tx) => {
      await tx.exec('SET LOCAL enable_seqscan = off');
      return tx.query<Record<string, string>>(
        "EXPLAIN SELECT id FROM articles WHERE search @@ websearch_to_tsquery('english', 'hydrogen')");
    });
    expect(plan.map((row) => Object.values(row)[0]).join('\n')).toContain('articles_search_idx');
  });

  it('finds a misspelt title by trigram similarity', async () => {
    const [first] = await db.query<{ id: string; title: string }>('SELECT id, title FROM articles ORDER BY id LIMIT 1');
    const misspelt = first!.title.replace(/[aeiou]/, 'x');
    const hits = await db.query<{ id: string; score: number }>(
      'SELECT id, similarity(title, $1) AS score FROM articles WHERE title % $1 ORDER BY score DESC LIMIT 5', [misspelt]);
    expect(hits[0]!.id).toBe(first!.id);
    expect(typeof hits[0]!.score).toBe('number');
  });

  it('rolls a failed transaction back', async () => {
    await expect(db.transaction(async (tx) => {
      await tx.query("INSERT INTO app_secrets (name, value) VALUES ('rollback-probe', 'x')");
      throw new Error('abort');
    })).rejects.toThrow('abort');
    expect(await db.query("SELECT 1 FROM app_secrets WHERE name = 'rollback-probe'")).toEqual([]);
  });

  it('spends a refresh token once and never an expired one', async () => {
    const [{ id } = { id: '' }] = await db.query<{ id: string }>('SELECT id FROM users LIMIT 1');
    const now = Date.now();
    await insertRefreshToken(db, { hash: 'h-live', userId: id, sessionStartedAt: new Date(now), expiresAt: new Date(now + 60_000) });
    await insertRefreshToken(db, { hash: 'h-old', userId: id, sessionStartedAt: new Date(now), expiresAt: new Date(now - 1000) });
    const spent = await consumeRefreshToken(db, 'h-live');
    expect(spent).toEqual({ userId: id, sessionStartedAt: new Date(now), familyId: 'h-live' });
    expect(await consumeRefreshToken(db, 'h-live')).toBeNull();
    expect(await consumeRefreshToken(db, 'h-old')).toBeNull();
  });
}

describe('data layer on PGlite', () => dataLayerSuite(openPGliteBackend));

describe.skipIf(!process.env.DATABASE_URL)('data layer on PostgreSQL (DATABASE_URL)', () =>
  dataLayerSuite(openPostgresBackend));
