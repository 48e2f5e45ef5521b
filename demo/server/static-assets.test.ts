import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDist } from '../../build/compress.mjs';
import { createTestApp } from './testing.js';
import { acceptedEncodings, contentTypeFor } from './static-assets.js';

// /mck/* as a CDN must serve it (README "Hosting the bundle"), on a dist/ written and
// precompressed by the build's own compressDist.

let root: string;
let app: ReturnType<typeof createTestApp>;
const LOADER = `(function(){${'document.querySelectorAll("mck-accordion");'.repeat(40)}})();\n`;
const CHUNK = `export const runtime = ${JSON.stringify('react '.repeat(500))};\n`;
const MAP = JSON.stringify({ version: 3, sources: ['core.ts'], mappings: 'AAAA,CAAC;'.repeat(300) });

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'mck-assets-'));
  const dist = path.join(root, 'dist');
  const files: Record<string, string> = {
    'mck-loader.js': LOADER,
    'manifest.json': JSON.stringify({ widgets: Object.fromEntries([...Array(30)].map((_, i) => [`mck-w${i}`, { hydrate: 'idle' }])) }),
    'chunks/runtime-AB12CD34.js': CHUNK,
    'chunks/runtime-AB12CD34.js.map': MAP,
    'core/boot-ZZ12ZZ34.js': 'export{}',
  };
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dist, name)), { recursive: true });
    await writeFile(path.join(dist, name), text);
  }
  await compressDist(dist);
  await writeFile(path.join(root, 'secret.txt'), 'outside dist');
  app = createTestApp(undefined, {}, { distDir: dist });
});
afterAll(() => rm(root, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  app.request(`http://cdn.test${url}`, { method, headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

function expectCrossOrigin(res: Response) {
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
}

describe('Accept-Encoding', () => {
  it('picks brotli over gzip over identity, with the original content type and Vary', async () => {
    const res = await get('/mck/chunks/runtime-AB12CD34.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const body = await bytes(res);
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(CHUNK.length / 5);
    expect(brotliDecompressSync(body).toString()).toBe(CHUNK);
    expectCrossOrigin(res);
  });

  it('honours q=0 and *', async () => {
    const gz = await get('/mck/mck-loader.js', { 'accept-encoding': 'br;q=0, gzip;q=0.8' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(LOADER);
    expect((await get('/mck/mck-loader.js', { 'accept-encoding': '*' })).headers.get('content-encoding')).toBe('br');
    expect((await get('/mck/mck-loader.js', { 'accept-encoding': 'gzip, *;q=0' })).headers.get('content-encoding')).toBe('gzip');
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const res = await get('/mck/mck-loader.js', accept ? { 'accept-encoding': accept } : {});
      expect(res.headers.get('content-encoding'), String(accept)).toBeNull();
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(await res.text()).toBe(LOADER);
    }
  });

  it('falls back when a copy is missing: source maps have gzip only, tiny files none', async () => {
    const map = await get('/mck/chunks/runtime-AB12CD34.js.map', { 'accept-encoding': 'br, gzip' });
    expect(map.headers.get('content-encoding')).toBe('gzip');
    expect(map.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(gunzipSync(await bytes(map)).toString()).toBe(MAP);
    const tiny = await get('/mck/core/boot-ZZ12ZZ34.js', { 'accept-encoding': 'br, gzip' });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe('export{}');
  });

  it('parses the header', () => {
    expect([...acceptedEncodings('gzip, deflate, br')]).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('BR;Q=0.5, x-gzip')]).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('br;q=0,*')]).toEqual(['gzip']);
    expect([...acceptedEncodings('br;q=0.0, gzip;q=0.000')]).toEqual([]);
    expect([...acceptedEncodings('')]).toEqual([]);
    expect(contentTypeFor('a/b.json')).toMatch(/^application\/json/);
  });
});

describe('caching', () => {
  it('content-hashed files are immutable; the loader and manifest revalidate', async () => {
    expect((await get('/mck/chunks/runtime-AB12CD34.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/mck/chunks/runtime-AB12CD34.js.map')).headers.get('cache-control')).toMatch(/immutable/);
    expect((await get('/mck/mck-loader.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/mck/manifest.json')).headers.get('cache-control')).toBe('no-cache');
  });

  it('gives each coding its own strong ETag and answers 304 to If-None-Match', async () => {
    const br = await get('/mck/mck-loader.js', { 'accept-encoding': 'br' });
    const plain = await get('/mck/mck-loader.js');
    const etag = br.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+-br"$/);
    expect(plain.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect(plain.headers.get('etag')).not.toBe(etag);

    const again = await get('/mck/mck-loader.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expectCrossOrigin(again);
    expect((await get('/mck/mck-loader.js', { 'accept-encoding': 'br', 'if-none-match': `"x", W/${etag}` })).status).toBe(304);
    // The br tag does not validate the gzip representation.
    expect((await get('/mck/mck-loader.js', { 'accept-encoding': 'gzip', 'if-none-match': etag })).status).toBe(200);
  });

  it('a changed file gets a new ETag', async () => {
    const before = (await get('/mck/manifest.json')).headers.get('etag');
    await writeFile(path.join(root, 'dist', 'manifest.json'), '{"changed":true}');
    const after = await get('/mck/manifest.json', { 'if-none-match': before! });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
  });
});

describe('requests', () => {
  it('HEAD answers the headers without a body', async () => {
    const res = await get('/mck/chunks/runtime-AB12CD34.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toBe('');
  });

  it('a preflight is answered for any origin', async () => {
    const res = await get('/mck/mck-loader.js', { origin: 'http://cms.test', 'access-control-request-method': 'GET' }, 'OPTIONS');
    expect(res.status).toBe(204);
    expectCrossOrigin(res);
  });

  it('404s (with the CORS headers) for missing files, compressed copies by name, and paths out of dist/', async () => {
    for (const url of ['/mck/nope.js', '/mck/mck-loader.js.br', '/mck/mck-loader.js.gz', '/mck/..%2Fsecret.txt', '/mck/chunks', '/mck/']) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expectCrossOrigin(res);
      expect(await res.text()).not.toContain('outside dist');
    }
  });
});
