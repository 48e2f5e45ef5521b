import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { PodcastOembed, TrackInfo } from '../../../core/contracts/audio.js';
import { TEST_SETTINGS, createTestApp } from '../../server/testing.js';

const app = createTestApp();
const get = (path: string, headers: Record<string, string> = {}) =>
  app.request(`http://demo.test:4321/api/audio${path}`, { headers });
const oembed = (slug: string) => get(`/oembed?format=json&url=${encodeURIComponent(`https://podcasts.example.com/mck/${slug}`)}`);

describe('the sound host stand-in', () => {
  it('answers a podcast episode\'s oembed with a titled player iframe under the configured origin', async () => {
    const res = await oembed('future-of-work');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(is(body, PodcastOembed)).toBe(true);
    expect(body.html).toBe(`<iframe src="${TEST_SETTINGS.publicOrigin}/api/audio/player/future-of-work" title="The future of work" width="100%" height="160" allow="autoplay"></iframe>`);
  });

  it('wraps the hostile episode\'s player in a script, handlers, a foreign frame and a javascript: link', async () => {
    const { html } = await (await oembed('hostile-episode')).json();
    expect(html).toContain('<script>');
    expect(html).toContain('onerror=');
    expect(html).toContain('onload=');
    expect(html).toContain('https://player.elsewhere.example/');
    expect(html).toContain('href="javascript:');
    expect(html).toContain(`${TEST_SETTINGS.publicOrigin}/api/audio/player/hostile-episode`);
  });

  it('answers 500 for the broken episode and 404 for an unknown one', async () => {
    expect((await oembed('broken-episode')).status).toBe(500);
    expect((await oembed('no-such-episode')).status).toBe(404);
  });

  it('serves the player page with a native audio element', async () => {
    const res = await get('/player/future-of-work');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<audio controls preload="none" style="width:100%" src="../tracks/future-of-work/stream">');
  });

  it('answers track info for a known track, 500 for broken-* and 404 for unknown ids', async () => {
    const res = await get('/tracks/morning-brief');
    const body = await res.json();
    expect(is(body, TrackInfo)).toBe(true);
    expect(body).toMatchObject({ id: 'morning-brief', title: 'Morning brief', user: { username: 'McK Audio' } });
    expect((await get('/tracks/broken-info')).status).toBe(500);
    expect((await get('/tracks/nothing-here')).status).toBe(404);
  });

  it('streams a WAV for any track, whole or by byte range', async () => {
    const whole = await get('/tracks/broken-info/stream');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('RIFF');
    const part = await get('/tracks/morning-brief/stream', { Range: 'bytes=10-19' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${bytes.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(10, 20));
    expect((await get('/tracks/x/stream', { Range: `bytes=${bytes.length + 5}-` })).status).toBe(416);
  });
});
