import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { openDatabase } from '../db/open.js';
import { TEST_SEED_SCALE } from '../server/testing.js';
import { TEST_CAPTCHA_TOKENS } from './captcha/verify.js';

/**
 * Issue 20 §7: PostgreSQL stops and starts again during a 60 s mixed load. A server process
 * (test-server-process.ts) on a throwaway cluster of this test's own (scripts/start-test-postgres.sh
 * with its own folder: the shared cluster is not touched) answers sign-ins, article saves (each a
 * row), searches, code requests (each a mail in the outbox) and quiz votes (each a row) from five
 * paced loops; 20 s in, the cluster stops for a few seconds and starts again.
 * Every answer is a success or a clean 503 with Retry-After, the server takes requests again by
 * itself, and every write it answered 2xx is in the database afterwards. What the widgets show
 * meanwhile: tests/e2e/database-restart.spec.ts.
 */

/** The load's length, when the outage starts and how long it lasts. */
const LOAD_MS = 60_000;
const OUTAGE_AT_MS = 20_000;
const OUTAGE_MS = 4_000;
/** Pause between one loop's requests: a reader's pace, not a flood (sign-ins cost an argon2 hash each). */
const PACE_MS = { 'sign-in': 250, save: 40, search: 40, code: 40, vote: 40 } as const;

const run = promisify(execFile);
const REPO = fileURLToPath(new URL('../../', import.meta.url));
const PG_DIR = `/tmp/mck-restart-test-${process.pid}`;
const SCHEMA = 'mck_restart';
const script = (command: string) =>
  run('bash', ['scripts/start-test-postgres.sh', command], { cwd: REPO, env: { ...process.env, MCK_PG_DIR: PG_DIR, MCK_PG_DATABASE: 'mck_restart' } });

interface Answer { what: Kind; status: number | 'network error'; retryAfter: string | null; at: number; email?: string; session?: string; article?: string }
const KINDS = ['sign-in', 'save', 'search', 'code', 'vote'] as const;
type Kind = (typeof KINDS)[number];

describe.skipIf(!process.env.DATABASE_URL)('a PostgreSQL restart under load', () => {
  let url: string;
  let db: Db | undefined;
  let server: ChildProcess | undefined;
  let base: string;

  beforeAll(async () => {
    url = /DATABASE_URL=(\S+)/.exec((await script('start')).stdout)![1]!;
    ({ db } = await openDatabase({ databaseUrl: url, schema: SCHEMA, seedScale: TEST_SEED_SCALE }));
    server = spawn(process.execPath, ['--import', 'tsx', 'demo/services/test-server-process.ts'], {
      cwd: REPO,
      env: { ...process.env, DATABASE_URL: url, MCK_TEST_SCHEMA: SCHEMA, MCK_AUTH_RATE_LIMIT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stderr!.resume(); // its log lines of the outage are not this test's output
    base = await new Promise<string>((resolve, reject) => {
      let out = '';
      server!.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const port = /listening (\d+)/.exec(out)?.[1];
        if (port) resolve(`http://127.0.0.1:${port}`);
      });
      server!.once('exit', (code) => reject(new Error(`the server process ended (${code})`)));
    });
  }, 180_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    await db?.close().catch(() => {});
    await script('stop');
  }, 60_000);

  let sent = 0;
  let reader: { id: string; token: string };
  let articles: string[] = [];
  async function request(what: Kind): Promise<Answer> {
    const email = `load-${sent++}@example.org`;
    const session = `restart-${process.pid}-${sent}`;
    const article = articles[sent % articles.length]!;
    const init: Record<Kind, [string, RequestInit]> = {
      'sign-in': ['/api/user/v2/auth/login', {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'reader@example.com', password: 'Reader-pass-1' }),
      }],
      save: [`/api/user/v2/users/${encodeURIComponent(reader.id)}/articles`, {
        method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${reader.token}` }, body: JSON.stringify({ articleId: article, language: 'en' }),
      }],
      search: [`/api/search/pages?q=strategy+${sent}`, {}], // a query of its own: no cached answer
      code: ['/api/forms/generate-otp', {
        method: 'POST', headers: { 'content-type': 'application/json', CaptchaKey: TEST_CAPTCHA_TOKENS.visible }, body: JSON.stringify({ email, firstName: 'Lo' }),
      }],
      vote: ['/api/forms/sitecoreapi/QuizUserChoice', {
        method: 'POST', headers: { 'content-type': 'application/json', CaptchaKey: 'load' },
        body: JSON.stringify({ quizId: 'quiz-ai-readiness', questionId: 'q1', usersChoice: 'C', sessionId: session }),
      }],
    };
    const [path, options] = init[what];
    try {
      const res = await fetch(`${base}${path}`, options);
      await res.arrayBuffer();
      const written = what === 'code' ? { email } : what === 'vote' ? { session } : what === 'save' ? { article } : {};
      return { what, status: res.status, retryAfter: res.headers.get('retry-after'), at: Date.now(), ...written };
    } catch {
      return { what, status: 'network error', retryAfter: null, at: Date.now() };
    }
  }

  it('answers 503 with Retry-After during the outage, reconnects by itself, and keeps every write it answered 2xx', async () => {
    const signIn = await fetch(`${base}/api/user/v2/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'reader@example.com', password: 'Reader-pass-1' }),
    });
    reader = { id: ((await signIn.json()) as { data: { id: string } }).data.id, token: signIn.headers.get('access_token')! };
    articles = (await db!.query<{ id: string }>('SELECT id FROM articles ORDER BY id LIMIT 400')).map((a) => a.id);

    const started = Date.now();
    const answers: Answer[] = [];
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const loops = KINDS.map(async (what) => {
      while (Date.now() - started < LOAD_MS) {
        answers.push(await request(what));
        await sleep(PACE_MS[what]);
      }
    });

    await sleep(OUTAGE_AT_MS);
    expect(KINDS.filter((what) => !answers.some((a) => a.what === what && a.status === 200)), 'kinds with no success before the outage').toEqual([]);
    await script('pause');
    const downAt = Date.now();
    // The database is down now: every kind of request is answered, cleanly.
    const during = await Promise.all(KINDS.map(request));
    for (const answer of during) {
      expect(answer, answer.what).toMatchObject({ status: 503, retryAfter: expect.stringMatching(/^\d+$/) });
    }
    answers.push(...during);
    await sleep(OUTAGE_MS - (Date.now() - downAt));
    await script('resume');
    // No restart of the server: it takes requests again on its own, until the load ends.
    const upAt = Date.now();
    await Promise.all(loops);

    const unclean = answers.filter((a) => !(a.status === 200 || (a.status === 503 && a.retryAfter)));
    expect(unclean).toEqual([]);
    expect(KINDS.filter((what) => !answers.some((a) => a.what === what && a.status === 200 && a.at > upAt)), 'kinds with no success after the restart').toEqual([]);
    expect(answers.filter((a) => a.status === 503).length).toBeGreaterThanOrEqual(KINDS.length);

    const answered = (what: Kind, key: 'email' | 'session' | 'article') =>
      new Set(answers.filter((a) => a.what === what && a.status === 200).map((a) => a[key]!));
    const mails = await db!.query<{ recipient: string }>('SELECT recipient FROM outbox WHERE recipient = ANY($1::text[])', [[...answered('code', 'email')]]);
    expect(new Set(mails.map((r) => r.recipient))).toEqual(answered('code', 'email'));
    const votes = await db!.query<{ session_id: string }>('SELECT session_id FROM quiz_votes WHERE session_id = ANY($1::text[])', [[...answered('vote', 'session')]]);
    expect(new Set(votes.map((v) => v.session_id))).toEqual(answered('vote', 'session'));
    const saves = await db!.query<{ article_id: string }>('SELECT article_id FROM saved_articles WHERE user_id = $1', [reader.id]);
    const kept = new Set(saves.map((r) => r.article_id));
    expect([...answered('save', 'article')].filter((id) => !kept.has(id)), 'saves answered 2xx but not in the database').toEqual([]);
  }, LOAD_MS + 60_000);
});
