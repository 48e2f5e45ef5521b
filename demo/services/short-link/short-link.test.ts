import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { ErrorBody, ShortLinkResponse } from '../../../core/contracts/index.js';
import type { Db } from '../../db/db.js';
import { createApp } from '../../server/app.js';
import { TEST_SETTINGS, createTestApp, openTestDb } from '../../server/testing.js';
import { shortLinkSettingsFromEnv } from './settings.js';

let db: Db;
let closeDb: () => Promise<void>;
let app: ReturnType<typeof createTestApp>;

const TOKEN = shortLinkSettingsFromEnv({}).token;
const PAGE = `${TEST_SETTINGS.publicOrigin}/pages/article?x=1#part-2`;

beforeAll(async () => {
  ({ db, close: closeDb } = await openTestDb());
  app = createTestApp(db);
});
afterAll(() => closeDb());

const shorten = (body: unknown, { token = TOKEN, target = app, type = 'application/json' } = {}) =>
  target.request('/api/short-link/links', {
    method: 'POST',
    headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const linkOf = async (res: Response) => {
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(is(body, ShortLinkResponse)).toBe(true);
  return (body as ShortLinkResponse).data.link;
};

describe('POST /api/short-link/links', () => {
  it('answers a short link that redirects to the long URL, hash and query kept', async () => {
    const link = await linkOf(await shorten({ long_url: PAGE }));
    expect(link).toMatch(new RegExp(`^${TEST_SETTINGS.publicOrigin}/s/[A-Za-z0-9]{8}$`));
    const res = await app.request(new URL(link).pathname);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(PAGE);
  });

  it('gives the same long URL the same short link', async () => {
    expect(await linkOf(await shorten({ long_url: PAGE }))).toBe(await linkOf(await shorten({ long_url: PAGE })));
  });

  it.each([
    ['no token', { token: '' }],
    ['a wrong token', { token: 'guess' }],
  ])('refuses %s with 401', async (_what, options) => {
    const res = await shorten({ long_url: PAGE }, options);
    expect(res.status).toBe(401);
    expect(is(await res.json(), ErrorBody)).toBe(true);
  });

  it.each([
    ['a script URL', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['another site (an open redirect)', 'https://evil.example/phish'],
    ['credentials in the URL', `http://user:pw@${new URL(TEST_SETTINGS.publicOrigin).host}/`],
    ['a relative URL', '/pages/article'],
    ['a URL over 2048 characters', `${TEST_SETTINGS.publicOrigin}/?q=${'a'.repeat(2100)}`],
  ])('refuses %s with 400', async (_what, longUrl) => {
    const res = await shorten({ long_url: longUrl });
    expect(res.status).toBe(400);
    expect((await res.json() as ErrorBody).message.length).toBeLessThanOrEqual(200);
  });

  it('refuses a body that is not the contract', async () => {
    expect((await shorten({ url: PAGE })).status).toBe(400);
    expect((await shorten({ long_url: 42 })).status).toBe(400);
    expect((await shorten('{"long_url":')).status).toBe(400);
    expect((await shorten(`long_url=${PAGE}`, { type: 'application/x-www-form-urlencoded' })).status).toBe(415);
  });

  it('answers CORS for the allowed page origins, with Authorization allowed', async () => {
    const res = await app.request('/api/short-link/links', {
      method: 'OPTIONS',
      headers: { origin: TEST_SETTINGS.cmsOrigin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe(TEST_SETTINGS.cmsOrigin);
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('limits how often one client shortens (429 with Retry-After)', async () => {
    process.env.MCK_SHORT_LINK_RATE_LIMIT = '2';
    try {
      const limited = createApp({ db, settings: TEST_SETTINGS, clientKey: () => 'one-client' });
      expect((await shorten({ long_url: PAGE }, { target: limited })).status).toBe(200);
      expect((await shorten({ long_url: PAGE }, { target: limited })).status).toBe(200);
      const third = await shorten({ long_url: PAGE }, { target: limited });
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      delete process.env.MCK_SHORT_LINK_RATE_LIMIT;
    }
  });
});

describe('GET /s/{code}', () => {
  it('sends unknown and malformed codes to the 404 page', async () => {
    for (const path of ['/s/AAAAAAAA', '/s/..%2F..', '/s/x']) {
      const res = await app.request(path);
      expect([path, res.status, res.headers.get('location')]).toEqual([path, 302, '/404']);
    }
  });

  it('does not redirect to a stored URL whose origin is no longer allowed', async () => {
    await db.query("INSERT INTO short_links (code, long_url) VALUES ('ZZZZZZZZ', 'https://gone.example/')");
    expect((await app.request('/s/ZZZZZZZZ')).headers.get('location')).toBe('/404');
  });
});
