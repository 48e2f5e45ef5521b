import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';

/**
 * /mck/* served the way a CDN must serve the bundle (README "Hosting the bundle"): pages on any
 * origin import the chunks as modules, so every answer carries `Access-Control-Allow-Origin: *`
 * (never with credentials) and `Cross-Origin-Resource-Policy: cross-origin`; the precompressed
 * copies the build writes (`<file>.br`, `<file>.gz`, build/compress.mjs) are chosen by
 * `Accept-Encoding`, with `Vary: Accept-Encoding`; content-hashed files are immutable, fixed
 * names (the loader, manifests) revalidate with a strong ETag and answer 304.
 */

/** esbuild's content hash: `-` and 8 upper-case letters or digits before the extension(s): `.js`, `.js.map`. */
const CONTENT_HASHED = /-[A-Z0-9]{8}(\.[a-z0-9]+)+$/;
/** Fixed names that pages and tools point at: they must revalidate on every load. */
const ALWAYS_REVALIDATE = /(^|\/)(mck-loader\.js|[^/]*manifest[^/]*\.json|custom-elements\.json)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The loader and other fixed names: revalidated on every load (a 304 when unchanged). A CDN may
 * give the loader a few minutes instead (`max-age=300`); the demo does not, because a watch
 * rebuild deletes the chunks an older loader points at.
 */
export const REVALIDATE = 'no-cache';

export function cacheControlFor(file: string): string {
  if (!ALWAYS_REVALIDATE.test(file) && CONTENT_HASHED.test(file)) return IMMUTABLE;
  return REVALIDATE;
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
};
export const contentTypeFor = (file: string): string =>
  CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';

/** Precompressed copies, most preferred first, and the suffix build/compress.mjs gives each. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type EncodingName = (typeof ENCODINGS)[number]['name'];

/**
 * The content codings `header` accepts (q > 0), from `Accept-Encoding`. No header: none
 * (identity). `*` stands for every coding not named; `q=0` refuses one. `x-gzip` is gzip.
 */
export function acceptedEncodings(header: string | null | undefined): Set<EncodingName> {
  const accepted = new Set<EncodingName>();
  if (!header) return accepted;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.trim().split(';');
    const name = rawName!.trim().toLowerCase();
    if (!name) continue;
    const qParam = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? value : 0);
  }
  for (const { name } of ENCODINGS) {
    const value = q.get(name) ?? q.get('*');
    if (value !== undefined && value > 0) accepted.add(name);
  }
  return accepted;
}

/** Headers every /mck/* answer carries, errors included, so a failing page says why. */
const CROSS_ORIGIN_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Timing-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
} as const;

interface Representation {
  file: string;
  encoding: EncodingName | null;
  size: number;
}

/** Strong ETags by file, kept while the file's size and mtime stay the same. */
const etags = new Map<string, { key: string; etag: string }>();

async function representation(file: string, encoding: EncodingName | null): Promise<Representation | null> {
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? { file, encoding, size: info.size } : null;
}

/** A strong ETag from the original file's bytes (sha-256); each coding appends its name. */
async function etagOf(file: string): Promise<string> {
  const info = await stat(file);
  const key = `${info.size}:${info.mtimeMs}`;
  let cached = etags.get(file);
  if (cached?.key !== key) {
    const digest = createHash('sha256').update(await readFile(file)).digest('base64url').slice(0, 27);
    cached = { key, etag: `"${digest}"` };
    etags.set(file, cached);
  }
  return cached.etag;
}

/** `If-None-Match` holds `etag` (or `*`): weak comparison, as RFC 9110 asks for this header. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === etag);
}

/** The dist/ file for a request path under /mck/, or null when it would leave dist/. */
function fileFor(distDir: string, requestPath: string): string | null {
  let relative: string;
  try {
    relative = decodeURIComponent(requestPath.replace(/^\/mck\/?/, ''));
  } catch {
    return null;
  }
  if (!relative || relative.includes('\0')) return null;
  const root = path.resolve(distDir);
  const file = path.resolve(root, relative);
  return file.startsWith(root + path.sep) ? file : null;
}

/**
 * /mck/* from dist/ (the output of `node build.mjs`). dist/ is looked up on every request, so a
 * server started before the first build picks it up once it exists.
 */
export function distAssets(distDir: string): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'OPTIONS') {
      return c.body(null, 204, { ...CROSS_ORIGIN_HEADERS, 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '86400' });
    }
    if (method !== 'GET' && method !== 'HEAD') return next();
    if (!existsSync(distDir)) {
      return c.text('dist/ is missing: run `node build.mjs` first.', 404, CROSS_ORIGIN_HEADERS);
    }
    const notFound = () => c.text(`Not found: ${c.req.path}`, 404, CROSS_ORIGIN_HEADERS);
    const file = fileFor(distDir, c.req.path);
    // The compressed copies are chosen here, never asked for by name.
    if (!file || ENCODINGS.some((e) => file.endsWith(e.suffix))) return notFound();

    const original = await representation(file, null);
    if (!original) return notFound();
    const accepted = acceptedEncodings(c.req.header('accept-encoding'));
    let chosen = original;
    for (const { name, suffix } of ENCODINGS) {
      if (!accepted.has(name)) continue;
      const copy = await representation(file + suffix, name);
      if (copy) {
        chosen = copy;
        break;
      }
    }
    // Each coding is its own representation, so it has its own strong ETag.
    const base = await etagOf(file);
    const etag = chosen.encoding ? `${base.slice(0, -1)}-${chosen.encoding}"` : base;

    const headers: Record<string, string> = {
      ...CROSS_ORIGIN_HEADERS,
      'Cache-Control': cacheControlFor(c.req.path),
      ETag: etag,
      Vary: 'Accept-Encoding',
    };
    if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);

    headers['Content-Type'] = contentTypeFor(file);
    headers['Content-Length'] = String(chosen.size);
    if (chosen.encoding) headers['Content-Encoding'] = chosen.encoding;
    if (method === 'HEAD') return c.body(null, 200, headers);
    const bytes = await readFile(chosen.file).catch(() => null);
    if (!bytes) return notFound(); // removed since stat (a rebuild)
    return c.body(new Uint8Array(bytes), 200, headers);
  };
}
