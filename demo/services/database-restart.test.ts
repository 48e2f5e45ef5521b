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
 * Issue 20 §7: PostgreSQL stops and starts again under load. A server process
 * (test-server-process.ts) on a throwaway cluster of this test's own (scripts/start-test-postgres.sh
 * with its own folder: the shared cluster is not touched) answers sign-ins, searches, code
 * requests (each a mail in the outbox) and quiz votes (each a row) from four loops while the
 * cluster is paused and resumed.
 * Every answer is a success or a clean 503 with Retry-After, the server takes requests again by
 * itself, and every write it answered 2xx is in the database afterwards.
 */

const run = promisify(execFile);
const REPO = fileURLToPath(new URL('../../', import.meta.url));
const PG_DIR = `/tmp/mck-restart-test-${process.pid}`;
const SCHEMA = 'mck_restart';
const script = (command: string) =>
  run('bash', ['scripts/start-test-postgres.sh', command], { cwd: REPO, env: { ...process.env, MCK_PG_DIR: PG_DIR, MCK_PG_DATABASE: 'mck_restart' } });

interface Answer { what: string; status: number | 'network error'; retryAfter: string | null; email?: string; session?: string }

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
  async function request(what: 'sign-in' | 'search' | 'code' | 'vote'): Promise<Answer> {
    const email = `load-${sent++}@example.org`;
    const session = `restart-${process.pid}-${sent}`;
    const init: Record<typeof what, [string, RequestInit]> = {
      'sign-in': ['/api/user/v2/auth/login', {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'reader@example.com', password: 'Reader-pass-1' }),
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
      return { what, status: res.status, retryAfter: res.headers.get('retry-after'), ...(what === 'code' ? { email } : {}), ...(what === 'vote' ? { session } : {}) };
    } catch {
      return { what, status: 'network error', retryAfter: null };
    }
  }
  const KINDS = ['sign-in', 'search', 'code', 'vote'] as const;

  it('answers 503 with Retry-After during the outage, reconnects by itself, and keeps every write it answered 2xx', async () => {
    const answers: Answer[] = [];
    let loading = true;
    const loops = KINDS.map(async (what) => {
      while (loading) answers.push(await request(what));
    });
    const waitFor = async (ok: () => boolean) => { while (!ok()) await new Promise((r) => setTimeout(r, 50)); };

    await waitFor(() => KINDS.every((what) => answers.some((a) => a.what === what && a.status === 200)));
    await script('pause');
    // The database is down now: every kind of request is answered, cleanly.
    const during = await Promise.all(KINDS.map(request));
    for (const answer of during) {
      expect(answer, answer.what).toMatchObject({ status: 503, retryAfter: expect.stringMatching(/^\d+$/) });
    }
    answers.push(...during);
    await script('resume');
    // No restart of the server: it takes requests again on its own.
    const resumedAt = answers.length;
    await waitFor(() => KINDS.every((what) => answers.slice(resumedAt).some((a) => a.what === what && a.status === 200)));
    loading = false;
    await Promise.all(loops);

    const unclean = answers.filter((a) => !(a.status === 200 || (a.status === 503 && a.retryAfter)));
    expect(unclean).toEqual([]);
    const written = answers.filter((a) => a.what === 'code' && a.status === 200).map((a) => a.email!);
    const rows = await db!.query<{ recipient: string }>('SELECT recipient FROM outbox WHERE recipient = ANY($1::text[])', [written]);
    expect(new Set(rows.map((r) => r.recipient))).toEqual(new Set(written));
    const voted = answers.filter((a) => a.what === 'vote' && a.status === 200).map((a) => a.session!);
    const votes = await db!.query<{ session_id: string }>('SELECT session_id FROM quiz_votes WHERE session_id = ANY($1::text[])', [voted]);
    expect(new Set(votes.map((v) => v.session_id))).toEqual(new Set(voted));
    expect(answers.filter((a) => a.status === 503).length).toBeGreaterThanOrEqual(KINDS.length);
  }, 120_000);
});
