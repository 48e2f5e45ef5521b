import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from '@hono/node-server';
import { SignJWT, decodeJwt } from 'jose';
import { is } from 'superstruct';
import { ACCOUNT_LOCKED, ErrorBody, INVALID_CREDENTIALS, type LoginResponse } from '../../../core/contracts/index.js';
import type { Db } from '../../db/db.js';
import { createApp } from '../../server/app.js';
import { TEST_SETTINGS, openPostgresTestDb, openTestDb } from '../../server/testing.js';
import type { ServiceSettings } from '../settings.js';
import { rateLimit } from '../rate-limit.js';

/**
 * Issue 5 §3: account lockout, per-client rate limits, refresh-token families, tokens without
 * `exp`. Through the HTTP routes, on PGlite and (DATABASE_URL) PostgreSQL.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const REFRESH_FORM = { grant_type: 'refresh_token', client_id: 'Dotcom', is_passwordless_login: 'false' };

/** Rate-limit tests name their client in a header; everything else shares one client. */
const byTestHeader = (c: { req: { header(name: string): string | undefined } }) => c.req.header('x-test-client') ?? 'shared';

function securitySuite(open: () => Promise<{ db: Db; close: () => Promise<void> }>) {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await open());
  });
  afterAll(() => close?.());

  const appWith = (settings: Partial<ServiceSettings> = {}) =>
    createApp({ db, settings: { ...TEST_SETTINGS, ...settings }, clientKey: byTestHeader });
  type App = ReturnType<typeof appWith>;

  const login = (app: App, username: string, password: string, client?: string) =>
    app.request('/api/user/v2/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(client ? { 'x-test-client': client } : {}) },
      body: JSON.stringify({ username, password }),
    });
  const refresh = (app: App, refreshToken: string, client?: string) =>
    app.request('/api/user/v2/auth/token', {
      method: 'POST',
      headers: { refresh_token: refreshToken, ...(client ? { 'x-test-client': client } : {}) },
      body: new URLSearchParams(REFRESH_FORM),
    });

  async function expectError(res: Response, status: number, code?: number) {
    expect(res.status).toBe(status);
    const body = await res.json();
    expect(is(body, ErrorBody)).toBe(true);
    if (code !== undefined) expect(body.code).toBe(code);
    return body as ErrorBody;
  }

  describe('account lockout', () => {
    const policy = { maxFailures: 3, windowSeconds: 60, lockSeconds: 2, maxLockSeconds: 6 };
    /** Ends the address's current lock now, as if its time had passed (its count of locks stays). */
    const endLock = (email: string) => db.query('UPDATE sign_in_throttle SET locked_until = now() WHERE email = $1', [email]);

    it('locks after repeated failures with 423, code 1005 and Retry-After, refuses the right password, then unlocks on its own', async () => {
      const app = appWith({ lockout: policy });
      await expectError(await login(app, 'practice@example.com', 'wrong-1'), 401, INVALID_CREDENTIALS);
      await expectError(await login(app, 'practice@example.com', 'wrong-2'), 401, INVALID_CREDENTIALS);
      const locking = await login(app, 'practice@example.com', 'wrong-3');
      await expectError(locking, 423, ACCOUNT_LOCKED);
      expect(Number(locking.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(locking.headers.get('retry-after'))).toBeLessThanOrEqual(2);

      const rightButLocked = await login(app, 'PRACTICE@example.com', 'Practice-pass-1');
      const body = await expectError(rightButLocked, 423, ACCOUNT_LOCKED);
      expect(body.message).toMatch(/locked/);
      expect(rightButLocked.headers.get('retry-after')).toMatch(/^[12]$/);
      expect(rightButLocked.headers.get('access_token')).toBeNull();
      // The lock lives in the database: another server instance sees it too.
      await expectError(await login(appWith({ lockout: policy }), 'practice@example.com', 'Practice-pass-1'), 423, ACCOUNT_LOCKED);

      await sleep(2100);
      const after = await login(app, 'practice@example.com', 'Practice-pass-1');
      expect(after.status).toBe(200);
      expect(((await after.json()) as LoginResponse).data.email).toBe('practice@example.com');
    });

    it('forgets failures after a successful sign-in', async () => {
      const app = appWith({ lockout: policy });
      await expectError(await login(app, 'premium@example.com', 'wrong'), 401, INVALID_CREDENTIALS);
      await expectError(await login(app, 'premium@example.com', 'wrong'), 401, INVALID_CREDENTIALS);
      expect((await login(app, 'premium@example.com', 'Premium-pass-1')).status).toBe(200);
      await expectError(await login(app, 'premium@example.com', 'wrong'), 401, INVALID_CREDENTIALS);
      await expectError(await login(app, 'premium@example.com', 'wrong'), 401, INVALID_CREDENTIALS);
      expect((await login(app, 'premium@example.com', 'Premium-pass-1')).status).toBe(200);
    });

    it('counts failures within the window only', async () => {
      const app = appWith({ lockout: { ...policy, windowSeconds: 1 } });
      await expectError(await login(app, 'alumni@example.com', 'wrong'), 401, INVALID_CREDENTIALS);
      await expectError(await login(app, 'alumni@example.com', 'wrong'), 401, INVALID_CREDENTIALS);
      await sleep(1100);
      await expectError(await login(app, 'alumni@example.com', 'wrong'), 401, INVALID_CREDENTIALS);
      await expectError(await login(app, 'alumni@example.com', 'wrong'), 401, INVALID_CREDENTIALS);
      expect((await login(app, 'alumni@example.com', 'Alumni-pass-1')).status).toBe(200);
    });

    it('answers an unknown email exactly as a known one: 401, then 423 with the same Retry-After, then 423 to any password', async () => {
      const app = appWith({ lockout: policy });
      const known: Response[] = [];
      const unknown: Response[] = [];
      for (let i = 0; i < policy.maxFailures + 1; i++) {
        known.push(await login(app, 'linked@example.com', `wrong-${i}`));
        unknown.push(await login(app, 'no-account@example.com', `wrong-${i}`));
      }
      known.push(await login(app, 'linked@example.com', 'Linked-pass-1'));
      unknown.push(await login(app, 'no-account@example.com', 'Linked-pass-1'));
      for (const [i, res] of known.entries()) {
        const other = unknown[i]!;
        expect(other.status).toBe(res.status);
        expect(other.headers.get('retry-after')).toBe(res.headers.get('retry-after'));
        expect(await other.json()).toEqual(await res.json());
      }
      expect(known.map((r) => r.status)).toEqual([401, 401, 423, 423, 423]);
    });

    it('answers an overlong address as any unknown one (401), not with a server error', async () => {
      const app = appWith({ lockout: policy });
      // Random text: PostgreSQL would compress a repeated one below its index-row limit.
      await expectError(await login(app, `${randomBytes(10_000).toString('hex')}@example.com`, 'x'), 401, INVALID_CREDENTIALS);
    });

    it('makes each further lock of an address in a row twice as long, up to the cap', async () => {
      const app = appWith({ lockout: policy });
      const lockOnce = async () => {
        for (let i = 1; i < policy.maxFailures; i++) await expectError(await login(app, 'nobody-twice@example.com', 'x'), 401, INVALID_CREDENTIALS);
        const res = await login(app, 'nobody-twice@example.com', 'x');
        await expectError(res, 423, ACCOUNT_LOCKED);
        await endLock('nobody-twice@example.com');
        return Number(res.headers.get('retry-after'));
      };
      // Retry-After is the time left, rounded up: the lock's length, or a second less.
      for (const expected of [2, 4, 6, 6]) { // lockSeconds, doubled, then the cap (maxLockSeconds)
        const seconds = await lockOnce();
        expect(seconds).toBeGreaterThanOrEqual(expected - 1);
        expect(seconds).toBeLessThanOrEqual(expected);
      }
    });

    it('lets a correct password in during a lock from a client the account signed in from before, not from a stranger', async () => {
      const app = appWith({ lockout: policy });
      expect((await login(app, 'reader@example.com', 'Reader-pass-1', 'readers-laptop')).status).toBe(200);
      for (let i = 1; i < policy.maxFailures; i++) await expectError(await login(app, 'reader@example.com', 'guess', 'stranger'), 401);
      await expectError(await login(app, 'reader@example.com', 'guess', 'stranger'), 423, ACCOUNT_LOCKED);
      await expectError(await login(app, 'reader@example.com', 'Reader-pass-1', 'stranger'), 423, ACCOUNT_LOCKED);
      await expectError(await login(app, 'reader@example.com', 'wrong', 'readers-laptop'), 423, ACCOUNT_LOCKED);
      const reader = await login(app, 'reader@example.com', 'Reader-pass-1', 'readers-laptop');
      expect(reader.status).toBe(200);
      expect(reader.headers.get('access_token')).toBeTruthy();
      // The reader's sign-in does not lift the lock for the stranger.
      await expectError(await login(app, 'reader@example.com', 'Reader-pass-1', 'stranger'), 423, ACCOUNT_LOCKED);
      await endLock('reader@example.com');
      expect((await login(app, 'reader@example.com', 'Reader-pass-1', 'stranger')).status).toBe(200);
    });
  });

  describe('rate limit on sign-in and token refresh', () => {
    const limits = { authRateLimit: { max: 3, windowSeconds: 60 } };

    it('answers the 4th sign-in of a client in the window with 429 and Retry-After; other clients go on', async () => {
      const app = appWith(limits);
      for (let i = 0; i < 3; i++) {
        await expectError(await login(app, 'nobody@example.com', 'x', 'client-a'), 401, INVALID_CREDENTIALS);
      }
      const limited = await login(app, 'reader@example.com', 'Reader-pass-1', 'client-a');
      await expectError(limited, 429);
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(limited.headers.get('access_token')).toBeNull();
      expect((await login(app, 'reader@example.com', 'Reader-pass-1', 'client-b')).status).toBe(200);
    });

    it('limits token refreshes per client on their own counter', async () => {
      const app = appWith(limits);
      for (let i = 0; i < 3; i++) await expectError(await refresh(app, `unknown-${i}`, 'client-c'), 401);
      const limited = await refresh(app, 'unknown', 'client-c');
      await expectError(limited, 429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      // The sign-in counter of the same client is untouched.
      expect((await login(app, 'reader@example.com', 'Reader-pass-1', 'client-c')).status).toBe(200);
    });

    it('lets a cross-origin page read Retry-After', async () => {
      const app = appWith({ authRateLimit: { max: 1, windowSeconds: 60 } });
      await login(app, 'nobody@example.com', 'x', 'client-d');
      const res = await app.request('/api/user/v2/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-test-client': 'client-d', origin: TEST_SETTINGS.cmsOrigin },
        body: JSON.stringify({ username: 'nobody@example.com', password: 'x' }),
      });
      expect(res.status).toBe(429);
      expect(res.headers.get('access-control-allow-origin')).toBe(TEST_SETTINGS.cmsOrigin);
      expect(res.headers.get('access-control-expose-headers')).toMatch(/Retry-After/);
    });
  });

  describe('refresh-token families', () => {
    async function signIn(app: App) {
      const res = await login(app, 'reader@example.com', 'Reader-pass-1');
      expect(res.status).toBe(200);
      return res.headers.get('refresh_token')!;
    }
    async function rotate(app: App, token: string) {
      const res = await refresh(app, token);
      expect(res.status).toBe(200);
      return res.headers.get('refresh_token')!;
    }

    it('revokes the whole family when an already-rotated token comes back: the newest stops working too', async () => {
      const app = appWith();
      const first = await signIn(app);
      const second = await rotate(app, first);
      const newest = await rotate(app, second);
      const otherSession = await signIn(app);

      await expectError(await refresh(app, first), 401); // the stolen copy
      await expectError(await refresh(app, newest), 401); // the family is gone
      await expectError(await refresh(app, second), 401);
      // Another sign-in is another family.
      expect((await refresh(app, otherSession)).status).toBe(200);
    });

    it('revokes the family when the token just rotated is replayed', async () => {
      const app = appWith();
      const first = await signIn(app);
      const newest = await rotate(app, first);
      await expectError(await refresh(app, first), 401);
      await expectError(await refresh(app, newest), 401);
    });
  });

  describe('access tokens without exp', () => {
    const sign = (claims: { sub?: string; exp?: number; sid?: string }) => {
      let jwt = new SignJWT(claims.sid ? { sid: claims.sid } : {}).setProtectedHeader({ alg: 'HS256' }).setIssuedAt();
      if (claims.sub) jwt = jwt.setSubject(claims.sub);
      if (claims.exp) jwt = jwt.setExpirationTime(claims.exp);
      return jwt.sign(new TextEncoder().encode(TEST_SETTINGS.jwtSecret));
    };

    it('refuses a well-signed token without exp (or without sub, or without its session), accepts it with all three', async () => {
      const app = appWith();
      const res = await login(app, 'reader@example.com', 'Reader-pass-1');
      const { data } = (await res.json()) as LoginResponse;
      const sid = decodeJwt(res.headers.get('access_token')!).sid as string;
      const getUser = async (token: string) =>
        app.request(`/api/user/v2/users/${data.id}`, { headers: { authorization: `Bearer ${token}` } });
      const inAMinute = Math.floor(Date.now() / 1000) + 60;
      await expectError(await getUser(await sign({ sub: data.id, sid })), 401);
      await expectError(await getUser(await sign({ exp: inAMinute, sid })), 401);
      await expectError(await getUser(await sign({ sub: data.id, exp: inAMinute })), 401);
      expect((await getUser(await sign({ sub: data.id, exp: inAMinute, sid }))).status).toBe(200);
    });
  });
}

describe('sign-in security on PGlite', () => securitySuite(openTestDb));

describe.skipIf(!process.env.DATABASE_URL)('sign-in security on PostgreSQL (DATABASE_URL)', () =>
  securitySuite(openPostgresTestDb));

describe('through a listening server (peer address, Content-Length)', () => {
  let db: Db;
  let close: () => Promise<void>;
  let base: string;
  let server: ReturnType<typeof serve>;
  beforeAll(async () => {
    ({ db, close } = await openTestDb());
    const app = createApp({
      db, settings: { ...TEST_SETTINGS, authRateLimit: { max: 2, windowSeconds: 60 }, maxBodyBytes: 1024 * 1024 },
    }); // the default client key: the peer address
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.close();
    await close?.();
  });

  it('rate-limits by the peer address', async () => {
    const attempt = () => fetch(`${base}/api/user/v2/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'nobody@example.com', password: 'x' }),
    });
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers 413 to a 50 MB body by its Content-Length, and keeps answering', async () => {
    const res = await fetch(`${base}/api/user/v2/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', refresh_token: 'x' },
      body: new Uint8Array(50 * 1024 * 1024).fill(0x61),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/larger than/);
    const config = await fetch(`${base}/api/config`);
    expect(config.status).toBe(200);
  });
});

describe('rateLimit (unit)', () => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openTestDb());
  });
  afterAll(() => close?.());

  const appOf = async (limiter: ReturnType<typeof rateLimit>) => {
    const { Hono } = await import('hono');
    const { errorResponse } = await import('../http.js');
    return new Hono().onError(errorResponse).get('/', limiter, (c) => c.text('ok'));
  };

  it('opens a new window once the old one has passed', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const start = now;
    const app = await appOf(rateLimit({ db, max: 1, windowSeconds: 10, key: () => 'k', now: () => now }));
    expect((await app.request('/')).status).toBe(200);
    now = start + 4_000;
    const limited = await app.request('/');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('6');
    now = start + 10_000;
    expect((await app.request('/')).status).toBe(200);
  });

  it('keeps its counts in the database: a restarted server (a new app on the same database) is still limited', async () => {
    const limiter = () => rateLimit({ db, max: 2, windowSeconds: 60, key: () => 'restarted-client' });
    const before = await appOf(limiter());
    expect((await before.request('/')).status).toBe(200);
    expect((await before.request('/')).status).toBe(200);
    const after = await appOf(limiter());
    expect((await after.request('/')).status).toBe(429);
    expect((await (await appOf(rateLimit({ db, max: 2, windowSeconds: 60, key: () => 'another-client' }))).request('/')).status).toBe(200);
  });
});
