import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { VIDEO_POLICY_HEADER, VideoResponse } from '../../../core/contracts/index.js';
import type { ServiceDeps } from '../deps.js';
import { fail, respond } from '../http.js';
import { BROKEN_PREFIX, SLOW_PREFIX, findVideo, videoResponse } from './catalogue.js';

const MEDIA_DIR = fileURLToPath(new URL('./media/', import.meta.url));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The video service (A§7): GET /videos/:videoId with the policy header, and the media files it
 * points at. `mountPath` is where the app mounts it, to build the protocol-relative media URLs.
 */
export function videoRoutes({ settings }: Pick<ServiceDeps, 'settings'>, mountPath = '/api/video') {
  const app = new Hono();

  app.get('/videos/:videoId', async (c) => {
    if (c.req.header(VIDEO_POLICY_HEADER) !== settings.videoPolicyKey) {
      fail(401, `Missing or wrong ${VIDEO_POLICY_HEADER} header.`);
    }
    const videoId = c.req.param('videoId');
    if (videoId.startsWith(BROKEN_PREFIX)) fail(500, 'The video service failed (on purpose: broken-* ids).');
    const entry = findVideo(videoId);
    if (!entry) fail(404, `No video with id "${videoId}".`);
    if (videoId.startsWith(SLOW_PREFIX)) {
      // ?delay=ms lets a test pick a short delay; the default outlasts the client's 30 s timeout.
      const delay = c.req.query('delay');
      await sleep(delay && /^\d+$/.test(delay) ? Number(delay) : settings.videoSlowMs);
    }
    const host = new URL(settings.publicOrigin).host; // configuration, never the request's Host header
    return respond(c, VideoResponse, videoResponse(videoId, entry, `//${host}${mountPath}/media`));
  });

  // Range requests are answered by serveStatic (206 + Content-Range): video seeking needs them.
  // The headers are set once its response exists (its onFound runs after the body is made, where a
  // header only sticks if some earlier middleware happened to touch the response).
  app.get('/media/*', async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 206) {
      c.header('Accept-Ranges', 'bytes');
      c.header('Cache-Control', 'public, max-age=86400');
    }
  }, serveStatic({
    root: MEDIA_DIR,
    rewriteRequestPath: (path) => path.slice(path.indexOf('/media/') + '/media'.length),
  }));

  return app;
}
