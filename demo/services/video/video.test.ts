import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { VIDEO_POLICY_HEADER, VideoResponse } from '../../../core/contracts/index.js';
import { TEST_SETTINGS, createTestApp } from '../../server/testing.js';

const app = createTestApp();
const withPolicy = { [VIDEO_POLICY_HEADER]: TEST_SETTINGS.videoPolicyKey };
const getVideo = (id: string, headers: Record<string, string> = withPolicy) =>
  app.request(`http://demo.test:4321/api/video/videos/${id}`, { headers });

describe('GET /videos/:videoId', () => {
  it('answers several renditions, a non-MP4 first and a protocol-relative MP4', async () => {
    const res = await getVideo('test-pattern');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(is(body, VideoResponse)).toBe(true);
    expect(body.videoId).toBe('test-pattern');
    expect(body.sources.length).toBeGreaterThan(1);
    expect(body.sources[0].container).not.toBe('MP4');
    const mp4 = body.sources.find((s: { container?: string }) => s.container === 'MP4');
    // Under the configured public origin, whatever Host the request named (demo.test:4321).
    expect(mp4.src).toBe(`//${new URL(TEST_SETTINGS.publicOrigin).host}/api/video/media/test-pattern.mp4`);
  });

  it('answers 401 without the policy header or with a wrong one', async () => {
    expect((await getVideo('test-pattern', {})).status).toBe(401);
    expect((await getVideo('test-pattern', { [VIDEO_POLICY_HEADER]: 'nope' })).status).toBe(401);
  });

  it('answers 404 to an unknown id and 500 to broken-*', async () => {
    const missing = await getVideo('no-such-video');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toHaveProperty('message');
    expect((await getVideo('broken-test-pattern')).status).toBe(500);
  });

  it('answers slow-* late: after ?delay ms, else after the configured delay', async () => {
    let started = Date.now();
    const quick = await getVideo('slow-fractal-zoom?delay=150');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect((await quick.json()).sources.at(-1).src).toMatch(/fractal-zoom\.mp4$/);
    started = Date.now();
    expect((await getVideo('slow-anything')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(TEST_SETTINGS.videoSlowMs - 10);
  });
});

describe('GET /media/:file', () => {
  it('serves the MP4 whole, and byte ranges for seeking', async () => {
    const whole = await app.request('/api/video/media/test-pattern.mp4');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const size = (await whole.arrayBuffer()).byteLength;
    expect(size).toBeGreaterThan(1000);
    // An MP4 starts with an ftyp box: bytes 4-7 spell "ftyp".
    const part = await app.request('/api/video/media/test-pattern.mp4', { headers: { range: 'bytes=4-7' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-7/${size}`);
    expect(new TextDecoder().decode(await part.arrayBuffer())).toBe('ftyp');
  });

  it('answers 416 to a range past the end and 404 to an unknown file', async () => {
    const res = await app.request('/api/video/media/test-pattern.mp4', { headers: { range: 'bytes=99999999-' } });
    expect(res.status).toBe(416);
    expect((await app.request('/api/video/media/nope.mp4')).status).toBe(404);
  });
});
