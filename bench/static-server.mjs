/**
 * The bench's static server on 127.0.0.1 (node:http, gzip as a CDN would): the bench pages, the
 * project's dist/ and dist-eager/, and /stub/ services that answer 503 at once.
 *
 * - Any other document navigation (a widget sending the reader to /registration-confirmation,
 *   /404, a job page, a form posted back to the page …) is answered 204 No Content: the browser
 *   then stays on the current document, so the measured page keeps running with every widget on
 *   it. Each such navigation is recorded in `kept` (method and path).
 * - dist files may be cached (a CDN's headers: a year for hashed chunks, five minutes for the
 *   loader and the eager bundle, whose names do not change): a repeat visit reads them from the
 *   browser's HTTP cache, with V8's code cache. A first visit starts from an empty profile anyway.
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.json': 'application/json', '.html': 'text/html', '.map': 'application/json', '.css': 'text/css' };
/** esbuild's content hash in a file name: `runtime-K3O7QV4B.js`. */
const HASHED = /-[A-Z0-9]{8}\.[a-z]+$/;

/** Starts the server; `pages` maps a path to its HTML (read at each request, so it may change). */
export function startStaticServer({ root, pages }) {
  const gzCache = new Map();
  const kept = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = decodeURIComponent(url.pathname);
    const send = (status, type, body, extra = {}) => {
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && body.length > 512;
      const key = gzip && `${path}:${body.length}`;
      let payload = body;
      if (gzip) {
        payload = gzCache.get(key) ?? gzipSync(body, { level: 6 });
        gzCache.set(key, payload);
      }
      res.writeHead(status, {
        'content-type': type,
        'cache-control': 'no-store',
        'access-control-allow-origin': '*',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
        ...extra,
      });
      res.end(payload);
    };
    const navigation = req.headers['sec-fetch-mode'] === 'navigate';
    if (navigation && !(req.method === 'GET' && pages.has(path))) {
      if (req.headers['sec-fetch-dest'] === 'document') kept.push(`${req.method} ${url.pathname}${url.search}`);
      res.writeHead(204).end();
      return;
    }
    if (path.startsWith('/stub/')) {
      if (req.method === 'OPTIONS') return send(204, 'text/plain', Buffer.alloc(0), { 'access-control-allow-headers': '*', 'access-control-allow-methods': '*' });
      return send(503, 'application/json', Buffer.from('{"message":"bench stub: no services"}'));
    }
    if (path === '/favicon.ico') return send(204, 'text/plain', Buffer.alloc(0));
    if (pages.has(path)) return send(200, 'text/html', Buffer.from(pages.get(path)));
    if (!path.startsWith('/dist/') && !path.startsWith('/dist-eager/')) return send(404, 'text/plain', Buffer.from('not found'));
    const file = normalize(join(root, path));
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) return send(404, 'text/plain', Buffer.from('not found'));
    const maxAge = HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
    return send(200, TYPES[extname(file)] ?? 'application/octet-stream', readFileSync(file), { 'cache-control': maxAge });
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok({
    origin: `http://127.0.0.1:${server.address().port}`,
    kept,
    close: () => server.close(),
  })));
}
