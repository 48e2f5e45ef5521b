import { existsSync } from 'node:fs';
import type { MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

/** esbuild's content hash: `-` and 8 upper-case letters or digits before the extension(s): `.js`, `.js.map`. */
const CONTENT_HASHED = /-[A-Z0-9]{8}(\.[a-z0-9]+)+$/;
/** Fixed names that pages and tools point at: they must revalidate on every load. */
const ALWAYS_REVALIDATE = /(^|\/)(mck-loader\.js|[^/]*manifest[^/]*\.json|custom-elements\.json)$/;

export function cacheControlFor(file: string): string {
  if (!ALWAYS_REVALIDATE.test(file) && CONTENT_HASHED.test(file)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * /mck/* from dist/ (the output of `node build.mjs`). The handler is made on first use so a
 * server started before the first build picks dist/ up once it exists.
 */
export function distAssets(distDir: string): MiddlewareHandler {
  let serve: MiddlewareHandler | undefined;
  return async (c, next) => {
    if (!existsSync(distDir)) return c.text('dist/ is missing: run `node build.mjs` first.', 404);
    serve ??= serveStatic({ root: distDir, rewriteRequestPath: (p) => p.replace(/^\/mck/, '') });
    // Set on the finished response: headers set in serveStatic's onFound miss the Response it already built.
    const found = await serve(c, next);
    if (found instanceof Response) found.headers.set('Cache-Control', cacheControlFor(c.req.path));
    return found;
  };
}
