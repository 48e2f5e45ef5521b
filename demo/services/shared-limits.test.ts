import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LOCKED, INVALID_CREDENTIALS } from '../../core/contracts/index.js';
import type { Db } from '../db/db.js';
import { openDatabase } from '../db/open.js';
import { TEST_SEED_SCALE } from '../server/testing.js';
import { TEST_CAPTCHA_TOKENS } from './captcha/verify.js';

/**
 * Issue 20 §6: rate limits and sign-in throttling hold across server processes. Two real server
 * processes (test-server-process.ts) on one PostgreSQL schema, both reached from 127.0.0.1, so
 * both count the same client; each limit is spent half on one, half on the other. Before the
 * limits moved to the database, each process allowed the full limit (twice the requests).
 */

const REPO = fileURLToPath(new URL('../../', import.meta.url));
/** Per client per window, on every limited route of both processes. */
const RATE_LIMIT = 8;

interface ServerProcess { child: ChildProcess; base: string }

function startServer(schema: string): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/services/test-server-process.ts'], {
    cwd: REPO,
    env: {
      ...process.env, MCK_TEST_SCHEMA: schema, MCK_AUTH_RATE_LIMIT: String(RATE_LIMIT), MCK_AUTH_RATE_WINDOW: '600',
      MCK_LOCKOUT_FAILURES: '5', MCK_LOCKOUT_DURATION: '600',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /listening (\d+)/.exec(out)?.[1];
      if (port) resolve({ child, base: `http://127.0.0.1:${port}` });
    });
    child.once('exit', (code) => reject(new Error(`the server process ended (${code}) before listening`)));
  });
}

async function stopServer(server: ServerProcess | undefined) {
  if (!server || server.child.exitCode !== null) return;
  server.child.kill('SIGTERM');
  await once(server.child, 'exit');
}

describe.skipIf(!process.env.DATABASE_URL)('limits shared by two server processes on one PostgreSQL database', () => {
  const schema = `mck_test_limits_${process.pid}_${Date.now()}`;
  let db: Db;
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    ({ db } = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, schema, seedScale: TEST_SEED_SCALE }));
    [a, b] = await Promise.all([startServer(schema), startServer(schema)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([stopServer(a), stopServer(b)]);
    await db?.exec(`DROP SCHEMA ${schema} CASCADE`);
    await db?.close();
  });

  const askCode = (server: ServerProcess, email: string) => fetch(`${server.base}/api/forms/generate-otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', CaptchaKey: TEST_CAPTCHA_TOKENS.visible },
    body: JSON.stringify({ email, firstName: 'Otto' }),
  });
  const signIn = (server: ServerProcess, username: string, password: string) => fetch(`${server.base}/api/user/v2/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }),
  });

  it('counts one client\'s one-time-code requests once, whichever process answers, and a restarted process keeps the count', async () => {
    for (let i = 0; i < RATE_LIMIT; i++) {
      const res = await askCode(i % 2 ? b : a, `visitor-${i}@example.org`);
      expect(res.status, `request ${i + 1} of ${RATE_LIMIT}`).toBe(200);
    }
    const overA = await askCode(a, 'visitor-a@example.org');
    expect(overA.status).toBe(429);
    expect(Number(overA.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await askCode(b, 'visitor-b@example.org')).status).toBe(429);

    await stopServer(a);
    a = await startServer(schema);
    expect((await askCode(a, 'visitor-c@example.org')).status).toBe(429);
  }, 60_000);

  it('locks an address after its failures on either process, on both', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await signIn(i % 2 ? b : a, 'reader@example.com', `wrong-${i}`)).status);
    expect(answers).toEqual([401, 401, 401, 401, 423]);
    const right = await signIn(b, 'reader@example.com', 'Reader-pass-1');
    expect(right.status).toBe(423);
    expect((await right.json()).code).toBe(ACCOUNT_LOCKED);
    expect(((await (await signIn(a, 'nobody@example.com', 'x')).json()) as { code: number }).code).toBe(INVALID_CREDENTIALS);
  }, 60_000);
});
