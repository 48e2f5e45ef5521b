import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { is } from 'superstruct';
import { ErrorBody, LoginResponse, TokenRefreshResponse, GetUserResponse } from '../../../core/contracts/index.js';
import type { Db } from '../../db/db.js';
import { TEST_SETTINGS, createTestApp, openTestDb } from '../../server/testing.js';

let db: Db;
let closeDb: () => Promise<void>;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  ({ db, close: closeDb } = await openTestDb());
  app = createTestApp(db);
});
afterAll(() => closeDb());

const login = (username: string, password: string, target = app) =>
  target.request('/api/user/v2/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });

const refresh = (refreshToken: string | null, clientId = 'Dotcom') =>
  app.request('/api/user/v2/auth/token', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(refreshToken ? { refresh_token: refreshToken } : {}),
    },
    body: new URLSearchParams({ grant_type: 'refresh_token', client_id: clientId, is_passwordless_login: 'false' }),
  });

const getUser = (userId: string, headers: Record<string, string>, target = app) =>
  target.request(`/api/user/v2/users/${userId}`, { headers });

async function signIn() {
  const res = await login('reader@example.com', 'Reader-pass-1');
  const body = (await res.json()) as LoginResponse;
  return {
    userId: body.data.id,
    accessToken: res.headers.get('access_token')!,
    refreshToken: res.headers.get('refresh_token')!,
  };
}

describe('POST /v2/auth/login', () => {
  it('signs the reader in: the user in the body, both tokens in headers', async () => {
    const res = await login('reader@example.com', 'Reader-pass-1');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(is(body, LoginResponse)).toBe(true);
    expect(body.data).toMatchObject({ email: 'reader@example.com', firstName: 'Rosa', hasPassword: true, isPremiumUser: false });
    expect(body.data.articles.length).toBeGreaterThan(0);
    expect(res.headers.get('access_token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(res.headers.get('refresh_token')).toMatch(/^[\w-]{40,}$/);
  });

  it('ignores the case of the email and tells premium and alumni users apart', async () => {
    const premium = await (await login('PREMIUM@example.com', 'Premium-pass-1')).json();
    expect(premium.data.isPremiumUser).toBe(true);
    const alumni = await (await login('alumni@example.com', 'Alumni-pass-1')).json();
    expect(alumni.data.isAlumni).toBe(true);
  });

  it.each([
    ['a wrong password', 'reader@example.com', 'Reader-pass-2'],
    ['an unknown email', 'nobody@example.com', 'Reader-pass-1'],
    ['a social-login-only account', 'social@example.com', ''],
  ])('refuses %s with 401 and code 1001', async (_, username, password) => {
    const res = await login(username, password);
    expect(res.status).toBe(401);
    const body = await res.json();
    expect(is(body, ErrorBody)).toBe(true);
    expect(body.code).toBe(1001);
    expect(res.headers.get('access_token')).toBeNull();
  });

  it('answers 400 to a body without a password', async () => {
    const res = await app.request('/api/user/v2/auth/login', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":"x"}',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/password/);
  });

  it('exposes the token headers to an allowed page origin, with credentials', async () => {
    const res = await app.request('/api/user/v2/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_SETTINGS.cmsOrigin },
      body: JSON.stringify({ username: 'reader@example.com', password: 'nope' }),
    });
    expect(res.headers.get('access-control-allow-origin')).toBe(TEST_SETTINGS.cmsOrigin);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-expose-headers')).toBe('access_token,refresh_token,Retry-After');
  });
});

describe('POST /v2/auth/token', () => {
  it('rotates the refresh token; the old one is refused afterwards', async () => {
    const { refreshToken } = await signIn();
    const first = await refresh(refreshToken);
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(is(body, TokenRefreshResponse)).toBe(true);
    expect(body).toMatchObject({ expires_in: TEST_SETTINGS.accessTtlSeconds, reLoginRequiredForSensitiveData: false });
    expect(first.headers.get('access_token')).toBe(body.access_token);
    expect(first.headers.get('refresh_token')).toBe(body.refresh_token);
    expect(body.refresh_token).not.toBe(refreshToken);

    expect((await refresh(body.refresh_token, 'Insights')).status).toBe(200);
    expect((await refresh(refreshToken)).status).toBe(401);
  });

  it('answers 401 without a refresh token or with an unknown one', async () => {
    expect((await refresh(null)).status).toBe(401);
    expect((await refresh('not-a-token')).status).toBe(401);
  });

  it('answers 400 to an unknown client id', async () => {
    const { refreshToken } = await signIn();
    expect((await refresh(refreshToken, 'Intranet')).status).toBe(400);
  });

  it('refuses an expired refresh token', async () => {
    const shortLived = createTestApp(db, { refreshTtlSeconds: 0 });
    const res = await login('reader@example.com', 'Reader-pass-1', shortLived);
    const token = res.headers.get('refresh_token')!;
    expect((await refresh(token)).status).toBe(401);
  });

  it('asks for a fresh sign-in for sensitive data once the session is old', async () => {
    const strict = createTestApp(db, { sensitiveDataMaxAgeSeconds: 0 });
    const res = await login('reader@example.com', 'Reader-pass-1', strict);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const refreshed = await strict.request('/api/user/v2/auth/token', {
      method: 'POST',
      headers: { refresh_token: res.headers.get('refresh_token')! },
      body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'Dotcom', is_passwordless_login: 'false' }),
    });
    expect((await refreshed.json()).reLoginRequiredForSensitiveData).toBe(true);
  });
});

describe('GET /v2/users/:userId', () => {
  it('answers the user for a Bearer token or an access_token header', async () => {
    const { userId, accessToken } = await signIn();
    const ways: Record<string, string>[] = [{ authorization: `Bearer ${accessToken}` }, { access_token: accessToken }];
    for (const headers of ways) {
      const res = await getUser(userId, headers);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(is(body, GetUserResponse)).toBe(true);
      expect(body.data.id).toBe(userId);
      expect(body.data.subscriptions).toContain('NEWSLETTER_THE_QUARTERLY');
    }
  });

  it('answers 401 without a token, with a forged one, or with a refreshed-away one', async () => {
    const { userId, accessToken } = await signIn();
    expect((await getUser(userId, {})).status).toBe(401);
    expect((await getUser(userId, { authorization: 'Bearer abc.def.ghi' })).status).toBe(401);
    const forged = accessToken.slice(0, -4) + (accessToken.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await getUser(userId, { authorization: `Bearer ${forged}` })).status).toBe(401);
  });

  it('answers 401 once the access token has expired', async () => {
    const { userId } = await signIn();
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 120)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_SETTINGS.jwtSecret));
    const res = await getUser(userId, { authorization: `Bearer ${expired}` });
    expect(res.status).toBe(401);
    expect((await res.json()).message).toMatch(/expired/);
  });

  it('answers 401 when a 1-second access token runs out', async () => {
    const quick = createTestApp(db, { accessTtlSeconds: 1 });
    const res = await login('reader@example.com', 'Reader-pass-1', quick);
    const { data } = (await res.json()) as LoginResponse;
    const headers = { authorization: `Bearer ${res.headers.get('access_token')}` };
    expect((await getUser(data.id, headers, quick)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await getUser(data.id, headers, quick)).status).toBe(401);
  });

  it("answers 403 for somebody else's record", async () => {
    const { accessToken } = await signIn();
    const premium = (await (await login('premium@example.com', 'Premium-pass-1')).json()) as LoginResponse;
    expect((await getUser(premium.data.id, { authorization: `Bearer ${accessToken}` })).status).toBe(403);
  });

  it('keeps a generated signing key in the database when no secret is configured', async () => {
    const first = createTestApp(db, { jwtSecret: undefined });
    const second = createTestApp(db, { jwtSecret: undefined });
    const res = await login('reader@example.com', 'Reader-pass-1', first);
    const { data } = (await res.json()) as LoginResponse;
    const headers = { authorization: `Bearer ${res.headers.get('access_token')}` };
    expect((await getUser(data.id, headers, second)).status).toBe(200);
    expect((await getUser(data.id, headers)).status).toBe(401); // signed with another key
  });
});
