import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, hang, type FakeCall } from '../../tests/support/fake-services.js';
import { TimeoutError } from '../../core/session/http.js';
import { setTokens, clearTokens } from '../../core/session/tokens.js';
import { loadVideoSource, pickMp4, VIDEO_TIMEOUT_MS } from './video.calls.js';

const configure = () => configureForTest({ requestTimeoutMs: 5000, videoPolicyKey: 'policy-123' }, (name) => `https://svc.test/${name}`);

describe('pickMp4', () => {
  it('picks the MP4 rendition among others and gives it the page protocol', () => {
    expect(pickMp4([
      { src: '//cdn.test/a.m3u8', container: 'M2TS' },
      { src: '//cdn.test/a.mp4', container: 'MP4' },
    ], 'https:')).toBe('https://cdn.test/a.mp4');
  });
  it('recognises MP4 by type too, and keeps absolute URLs', () => {
    expect(pickMp4([{ src: 'http://cdn.test/b.mp4', type: 'video/mp4' }], 'https:')).toBe('http://cdn.test/b.mp4');
  });
  it('answers null when there is no MP4', () => {
    expect(pickMp4([{ src: '//cdn.test/a.m3u8', container: 'M2TS' }], 'https:')).toBeNull();
    expect(pickMp4([], 'https:')).toBeNull();
  });
});

describe('loadVideoSource', () => {
  let config: ReturnType<typeof configure>;
  beforeEach(() => { config = configure(); });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    clearTokens();
  });

  it('sends the policy key and none of the reader\'s tokens to the video service', async () => {
    setTokens({ access: 'header.payload.sig', refresh: 'refresh-1' });
    const services = fakeServices({
      'GET /video/videos/v1': { videoId: 'v1', sources: [{ src: '//cdn.test/v1.mp4', container: 'MP4' }] },
    });
    await expect(loadVideoSource('v1')).resolves.toMatch(/\/\/cdn\.test\/v1\.mp4$/);
    const [{ url, headers }] = services.calls as [FakeCall];
    expect(url.href).toBe('https://svc.test/video/videos/v1');
    expect(headers.get('BCOV-Policy')).toBe('policy-123');
    expect(headers.get('Authorization')).toBeNull();
    expect(headers.get('access_token')).toBeNull();
    expect(headers.get('refresh_token')).toBeNull();
  });

  it('gives up after 30 s, not the general request timeout', async () => {
    vi.useFakeTimers();
    fakeServices({ 'GET /video/videos/slow': hang });
    const outcome = loadVideoSource('slow').then(() => 'resolved', (err) => err);
    await vi.advanceTimersByTimeAsync(config.requestTimeoutMs + 1000);
    await vi.advanceTimersByTimeAsync(VIDEO_TIMEOUT_MS - config.requestTimeoutMs - 2000);
    let settled = false;
    void outcome.then(() => { settled = true; });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await outcome).toBeInstanceOf(TimeoutError);
    expect(VIDEO_TIMEOUT_MS).toBe(30_000);
  });
});
