import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from '@hono/node-server';
import { is } from 'superstruct';
import { ErrorBody } from '../../core/contracts/index.js';
import type { Db } from '../db/db.js';
import { TEST_SETTINGS, createTestApp, openPostgresTestDb, openTestDb } from '../server/testing.js';
import { MAX_MESSAGE_LENGTH } from './http.js';
import { MAX_JSON_DEPTH } from './edge.js';
import { settingsFromEnv } from './settings.js';

/** Issue 5 §2: the services' edge (CORS allow-list, public URL from configuration, hostile bodies). */

const LOGIN = '/api/user/v2/auth/login';
const TOKEN = '/api/user/v2/auth/token';
const GOOD_LOGIN = JSON.stringify({ username: 'reader@example.com', password: 'Reader-pass-1' });
const REFRESH_FORM = { grant_type: 'refresh_token', client_id: 'Dotcom', is_passwordless_login: 'false' };

describe('settings: origins from the environment', () => {
  it('defaults to the demo origin, the CMS origin (PORT + 1) and the legacy pages (the 7 ports after it), in both loopback spellings', () => {
    const s = settingsFromEnv({ PORT: '5000' });
    expect(s.publicOrigin).toBe('http://127.0.0.1:5000');
    expect(s.cmsOrigin).toBe('http://127.0.0.1:5001');
    const ports = [5000, 5001, 5002, 5003, 5004, 5005, 5006, 5007, 5008];
    expect(s.allowedOrigins.sort()).toEqual(ports.flatMap((p) => [`http://127.0.0.1:${p}`, `http://localhost:${p}`]).sort());
    expect(settingsFromEnv({ PORT: '5000', MCK_LEGACY_PORT: '6000' }).allowedOrigins).toContain('http://127.0.0.1:6006');
    expect(settingsFromEnv({}).publicOrigin).toBe('http://127.0.0.1:4321');
    expect(settingsFromEnv({}).cmsOrigin).toBe('http://127.0.0.1:4322');
  });

  it('reads MCK_PUBLIC_URL, MCK_CMS_PORT and MCK_ALLOWED_ORIGINS', () => {
    const s = settingsFromEnv({ MCK_PUBLIC_URL: 'https://widgets.example.org/', MCK_CMS_PORT: '9000' });
    expect(s.publicOrigin).toBe('https://widgets.example.org');
    expect(s.cmsOrigin).toBe('http://127.0.0.1:9000');
    expect(s.allowedOrigins.slice(0, 3)).toEqual(['https://widgets.example.org', 'http://127.0.0.1:9000', 'http://localhost:9000']);
    expect(s.allowedOrigins).toContain('http://127.0.0.1:9001'); // the first legacy page
    const listed = settingsFromEnv({ MCK_ALLOWED_ORIGINS: 'https://a.example, https://b.example:8443' });
    expect(listed.allowedOrigins).toEqual(['https://a.example', 'https://b.example:8443']);
    expect(() => settingsFromEnv({ MCK_ALLOWED_ORIGINS: 'null' })).toThrow();
  });
});

describe('CORS: an allow-list of page origins', () => {
  const app = createTestApp();
  const get = (origin?: string) =>
    app.request('/api/cms/dictionary/en', { headers: origin ? { origin } : {} });

  it.each([TEST_SETTINGS.publicOrigin, TEST_SETTINGS.cmsOrigin, 'http://localhost:4322'])(
    'echoes the allowed origin %s with credentials and the exposed token headers', async (origin) => {
      const res = await get(origin);
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('access-control-expose-headers')).toBe('access_token,refresh_token,Retry-After');
      expect(res.headers.get('vary')).toMatch(/Origin/);
    });

  it('puts them on error answers too, so the page can read the error body', async () => {
    const res = await app.request('/api/search/pages?q=', { headers: { origin: TEST_SETTINGS.cmsOrigin } });
    expect(res.status).toBe(400);
    expect(res.headers.get('access-control-allow-origin')).toBe(TEST_SETTINGS.cmsOrigin);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(is(await res.json(), ErrorBody)).toBe(true);
  });

  it.each(['https://evil.example', 'null', 'http://127.0.0.1:4321.evil.example', 'http://127.0.0.1:9999'])(
    'gives the foreign origin %s no CORS header at all', async (origin) => {
      const res = await get(origin);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(res.headers.get('access-control-expose-headers')).toBeNull();
      expect(res.headers.get('vary')).toMatch(/Origin/);
    });

  const preflight = (origin: string) =>
    app.request(LOGIN, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,access_token,refresh_token,content-type',
      },
    });

  it('lets an allowed origin preflight the headers the widgets send', async () => {
    const res = await preflight(TEST_SETTINGS.cmsOrigin);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(TEST_SETTINGS.cmsOrigin);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-methods')).toMatch(/POST/);
    expect(res.headers.get('access-control-allow-headers')!.split(',').sort())
      .toEqual(['access_token', 'authorization', 'content-type', 'refresh_token']);
  });

  it.each(['https://evil.example', 'null'])('refuses the preflight of %s', async (origin) => {
    const res = await preflight(origin);
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('takes its list from MCK_ALLOWED_ORIGINS', async () => {
    const env = settingsFromEnv({ MCK_ALLOWED_ORIGINS: 'https://cms.example.org' });
    const configured = createTestApp(undefined, { allowedOrigins: env.allowedOrigins });
    const allowed = await configured.request('/api/cms/dictionary/en', { headers: { origin: 'https://cms.example.org' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://cms.example.org');
    const dropped = await configured.request('/api/cms/dictionary/en', { headers: { origin: TEST_SETTINGS.cmsOrigin } });
    expect(dropped.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the public URL comes from configuration, never from Host', () => {
  const app = createTestApp(undefined, { publicOrigin: 'https://widgets.example.org' });
  const evil = { host: 'evil.example' };

  it('builds the config service URLs from publicOrigin and lets caches keep it briefly', async () => {
    const res = await app.request('http://evil.example/api/config', { headers: evil });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain('evil.example');
    const config = JSON.parse(text);
    expect(config.services.user).toBe('https://widgets.example.org/api/user');
    expect(config.services.video).toBe('https://widgets.example.org/api/video');
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
  });

  it('prints the same service URLs into the pages', async () => {
    const res = await app.request('http://evil.example/', { headers: evil });
    const doc = await res.text();
    expect(doc).toContain('https://widgets.example.org/api/user');
    expect(doc).not.toContain('evil.example/api');
  });

  it('points video sources at publicOrigin', async () => {
    const res = await app.request('http://evil.example/api/video/videos/test-pattern', {
      headers: { ...evil, 'BCOV-Policy': TEST_SETTINGS.videoPolicyKey },
    });
    const text = await res.text();
    expect(text).toContain('//widgets.example.org/api/video/media/test-pattern.mp4');
    expect(text).not.toContain('evil.example');
  });
});

/** Hostile requests each get a short 4xx, and the server keeps answering; on both databases. */
function hostileBodySuite(open: () => Promise<{ db: Db; close: () => Promise<void> }>) {
  let db: Db;
  let close: () => Promise<void>;
  let app: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    ({ db, close } = await open());
    app = createTestApp(db, { maxBodyBytes: 64 * 1024 });
  });
  afterAll(() => close?.());

  const post = (path: string, body: BodyInit, contentType?: string, extra: RequestInit = {}) =>
    app.request(path, { method: 'POST', body, headers: contentType ? { 'content-type': contentType } : {}, ...extra });

  /** The answer a client sees: status, a contract error body, a short message. */
  async function expectClean(res: Response, status: number, message?: RegExp) {
    expect(res.status).toBe(status);
    const body = await res.json();
    expect(is(body, ErrorBody)).toBe(true);
    expect(body.message.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
    if (message) expect(body.message).toMatch(message);
  }

  it('answers 413 to a body over the limit, reading no more than about the limit', async () => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    const fiftyMegabytes = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 50 * 1024 * 1024) return controller.close();
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await post(LOGIN, fiftyMegabytes, 'application/json', { duplex: 'half' } as RequestInit);
    await expectClean(res, 413, /larger than 65536 bytes/);
    expect(pulled).toBeLessThanOrEqual(4 * 64 * 1024);
  });

  it('answers 413 to a form body over the limit on the token route', async () => {
    const form = new URLSearchParams({ ...REFRESH_FORM, padding: 'x'.repeat(70 * 1024) });
    await expectClean(await post(TOKEN, form, 'application/x-www-form-urlencoded'), 413);
  });

  it('answers 400 to deeply nested JSON, at the edge and inside a field', async () => {
    const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
    await expectClean(await post(LOGIN, deep(20_000), 'application/json'), 400, /nested/);
    const inField = `{"username":${deep(MAX_JSON_DEPTH + 1)},"password":"x"}`;
    await expectClean(await post(LOGIN, inField, 'application/json'), 400, /nested/);
    // Brackets inside strings are text, not nesting.
    const bracketsInText = JSON.stringify({ username: '['.repeat(500), password: '{'.repeat(500) });
    await expectClean(await post(LOGIN, bracketsInText, 'application/json'), 401);
  });

  it('answers 400 to NUL characters in JSON strings, form fields and the URL', async () => {
    const nul = JSON.stringify({ username: 'reader@example.com\u0000', password: 'Reader-pass-1' });
    await expectClean(await post(LOGIN, nul, 'application/json'), 400, /NUL/);
    const nulKey = JSON.stringify({ username: 'reader@example.com', password: 'x', ['a\u0000']: 1 });
    await expectClean(await post(LOGIN, nulKey, 'application/json'), 400, /NUL/);
    const form = new URLSearchParams({ ...REFRESH_FORM, client_id: 'Dot\u0000com' });
    await expectClean(await post(TOKEN, form, 'application/x-www-form-urlencoded', { headers: { refresh_token: 'x\u0001' } }), 400);
    await expectClean(await app.request('/api/user/v2/users/abc%00def'), 400, /NUL/);
  });

  it('answers 400 to malformed multipart and form bodies on the token route', async () => {
    const garbage = '--xyz\r\nContent-Disposition: form-data; name="grant_type"\r\n\r\nrefresh_token'; // never closed
    await expectClean(await post(TOKEN, garbage, 'multipart/form-data; boundary=xyz', { headers: {
      'content-type': 'multipart/form-data; boundary=xyz', refresh_token: 'whatever',
    } }), 400);
    await expectClean(await post(TOKEN, 'grant_type=refresh_token', 'multipart/form-data'), 400); // no boundary
    const wellFormed = new FormData();
    for (const [k, v] of Object.entries(REFRESH_FORM)) wellFormed.append(k, v);
    // A well-formed multipart form reaches the route: an unknown refresh token is its 401.
    const res = await app.request(TOKEN, { method: 'POST', body: wellFormed, headers: { refresh_token: 'unknown' } });
    await expectClean(res, 401);
  });

  it('answers 415 to a content type the route does not take', async () => {
    await expectClean(await post(LOGIN, GOOD_LOGIN, 'text/plain'), 415, /application\/json/);
    await expectClean(await post(LOGIN, GOOD_LOGIN), 415);
    await expectClean(await post(LOGIN, new URLSearchParams({ username: 'a', password: 'b' }).toString(),
      'application/x-www-form-urlencoded'), 415);
    await expectClean(await post(TOKEN, new URLSearchParams(REFRESH_FORM).toString(), 'text/plain'), 415);
    await expectClean(await post(TOKEN, JSON.stringify(REFRESH_FORM), 'application/json'), 415);
  });

  it('never echoes more than a short prefix of a large input', async () => {
    const big = 'Z'.repeat(60_000);
    const bigKey = `{"username":"a","password":"b","${big}":1}`;
    await expectClean(await post(LOGIN, bigKey, 'application/json'), 400);
    const bigValue = JSON.stringify({ username: 1, password: big });
    await expectClean(await post(LOGIN, bigValue, 'application/json'), 400);
    const form = new URLSearchParams({ ...REFRESH_FORM, client_id: big });
    await expectClean(await post(TOKEN, form, 'application/x-www-form-urlencoded', { headers: { refresh_token: 'x' } }), 400);
    await expectClean(await post(LOGIN, '{"username": "a", ' + big, 'application/json'), 400);
    await expectClean(await app.request(`/api/${'q'.repeat(8000)}`), 404);
    await expectClean(await post(LOGIN, GOOD_LOGIN, `text/${big.slice(0, 5000)}`), 415);
  });

  it('keeps answering after all of that', async () => {
    const res = await post(LOGIN, GOOD_LOGIN, 'application/json; charset=utf-8');
    expect(res.status).toBe(200);
    expect((await res.json()).data.email).toBe('reader@example.com');
    expect((await app.request('/api/config')).status).toBe(200);
  });
}

describe('hostile requests on PGlite', () => hostileBodySuite(openTestDb));

describe.skipIf(!process.env.DATABASE_URL)('hostile requests on PostgreSQL (DATABASE_URL)', () =>
  hostileBodySuite(openPostgresTestDb));

describe('a body over the limit on a real connection (loopback)', () => {
  const LIMIT = 64 * 1024;
  let server: ReturnType<typeof serve>;
  let port: number;
  beforeAll(async () => {
    // No database here: the rate limit (counted in the database) is off.
    server = serve({ fetch: createTestApp(undefined, { maxBodyBytes: LIMIT, authRateLimit: { max: 0, windowSeconds: 60 } }).fetch, port: 0, hostname: '127.0.0.1' });
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => server?.close());

  /** A node:http client streaming `total` bytes in chunks, as fast as the socket takes them. */
  function streamBody(agent: http.Agent, total: number) {
    return new Promise<{ status?: number; connection?: string; body: string; socket?: unknown }>((resolve) => {
      const req = http.request({
        host: '127.0.0.1', port, method: 'POST', path: LOGIN, agent,
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      });
      const answer: { status?: number; connection?: string; body: string; socket?: unknown } = { body: '' };
      req.on('response', (res) => {
        Object.assign(answer, { status: res.statusCode, connection: res.headers.connection, socket: res.socket });
        res.setEncoding('utf8');
        res.on('data', (text: string) => { answer.body += text; });
      });
      // The server stops reading at the limit and closes once it has answered: writing on into the
      // closed socket fails (EPIPE or a reset), which is the client's own business, after the answer.
      req.on('error', () => {});
      req.on('close', () => resolve(answer));
      const chunk = Buffer.alloc(16 * 1024, 0x61);
      let sent = 0;
      const pump = () => {
        while (sent < total) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
  }

  const get = (agent: http.Agent, path: string) => new Promise<{ status?: number; reused: boolean }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, reused: req.reusedSocket }));
    });
    req.on('error', reject);
    req.end();
  });

  it('answers 413 with Connection: close, and the next request (on a fresh connection) is answered', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const answer = await streamBody(agent, 4 * 1024 * 1024);
      expect(answer.status).toBe(413);
      expect(answer.connection).toBe('close');
      expect(JSON.parse(answer.body).message).toMatch(/larger than 65536 bytes/);
      const next = await get(agent, '/api/cms/dictionary/en');
      expect(next).toEqual({ status: 200, reused: false });
      // A body within the limit keeps the connection for the next request.
      const small = await new Promise<{ status?: number; connection?: string }>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: LOGIN, agent, headers: { 'content-type': 'application/json' } },
          (res) => { res.resume(); res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection })); });
        req.on('error', reject);
        req.end('{"username": 1}');
      });
      expect(small).toEqual({ status: 400, connection: 'keep-alive' });
      expect((await get(agent, '/api/cms/dictionary/en')).reused).toBe(true);
    } finally {
      agent.destroy();
    }
  });
});
