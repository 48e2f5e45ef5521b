import { Hono } from 'hono';
import { PodcastOembed, TrackInfo } from '../../../core/contracts/audio.js';
import type { ServiceDeps } from '../deps.js';
import { fail, respond } from '../http.js';
import { BROKEN_INFO_PREFIX, EPISODES, TRACKS, episodeHtml, episodeSlug, toneWav } from './audio-catalogue.js';

const TONE = toneWav();

/**
 * The sound host stand-in (E§2, E§7) for mck-audio: GET /oembed?url= (podcast episodes, answered
 * `{ html }` with a player iframe), GET /player/:id (the page that iframe shows), GET /tracks/:id
 * (track info) and GET /tracks/:id/stream (the audio, with byte ranges so seeking works).
 * `mountPath` is where the app mounts it, to build the player's absolute URL.
 */
export function audioHostRoutes({ settings }: Pick<ServiceDeps, 'settings'>, mountPath = '/api/audio') {
  const app = new Hono();

  app.get('/oembed', (c) => {
    const pageUrl = c.req.query('url') ?? '';
    const slug = episodeSlug(pageUrl);
    const episode = EPISODES[slug];
    if (!episode) fail(404, 'No podcast episode at that URL.');
    if (episode.kind === 'broken') fail(500, 'The oembed endpoint failed (on purpose: broken-episode).');
    // Configuration, never the request's Host header, names where the player lives.
    const playerUrl = `${settings.publicOrigin}${mountPath}/player/${encodeURIComponent(slug)}`;
    return respond(c, PodcastOembed, {
      version: '1.0', type: 'rich', provider_name: 'Demo podcasts', title: episode.title,
      html: episodeHtml(episode, playerUrl),
    });
  });

  app.get('/player/:id', (c) => {
    const id = c.req.param('id');
    const episode = EPISODES[id];
    if (!episode) fail(404, 'No such episode.');
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${episode.title}</title></head>
<body style="margin:0;font:14px/1.4 system-ui,sans-serif;background:#f0f0f0;padding:12px">
<p style="margin:0 0 8px">${episode.title}</p>
<audio controls preload="none" style="width:100%" src="../tracks/${encodeURIComponent(id)}/stream"></audio>
</body></html>`);
  });

  app.get('/tracks/:id', (c) => {
    const id = c.req.param('id');
    if (id.startsWith(BROKEN_INFO_PREFIX)) fail(500, 'The track info call failed (on purpose: broken-* ids).');
    const track = TRACKS[id];
    if (!track) fail(404, `No track with id "${id}".`);
    return respond(c, TrackInfo, { id, title: track.title, user: { username: track.artist }, duration: 2000 });
  });

  app.get('/tracks/:id/stream', (c) => {
    c.header('Content-Type', 'audio/wav');
    c.header('Accept-Ranges', 'bytes');
    c.header('Cache-Control', 'public, max-age=86400');
    const range = /^bytes=(\d*)-(\d*)$/.exec(c.req.header('Range') ?? '');
    if (!range) return c.body(TONE.slice());
    const start = range[1] ? Number(range[1]) : TONE.length - Number(range[2]);
    const end = range[1] && range[2] ? Math.min(Number(range[2]), TONE.length - 1) : TONE.length - 1;
    if (!(start >= 0 && start <= end)) {
      c.header('Content-Range', `bytes */${TONE.length}`);
      return c.body(null, 416);
    }
    c.header('Content-Range', `bytes ${start}-${end}/${TONE.length}`);
    return c.body(TONE.slice(start, end + 1), 206);
  });

  return app;
}
