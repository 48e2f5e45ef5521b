import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { TOKEN_HEADERS } from '../../core/contracts/index.js';
import { clip, fail } from './http.js';

/**
 * The services' edge: what every `/api/*` request passes before a route sees it. CORS for the
 * configured page origins only, a body-size limit, and hostile-body checks, so a bad request gets
 * a short 4xx and never a 500 or a long echo of itself.
 */

/** Methods a preflight may ask for (what the services answer). */
const CORS_METHODS = 'GET,HEAD,PUT,POST,DELETE,PATCH';
/** Response headers a cross-origin script may read: rotated tokens, and Retry-After of 429s and locked accounts. */
const CORS_EXPOSED = [TOKEN_HEADERS.access, TOKEN_HEADERS.refresh, 'Retry-After'].join(',');
/** How long a browser may reuse a preflight's answer, in seconds. */
const CORS_MAX_AGE = '600';

/**
 * CORS with credentials for the allowed page origins only: their origin is echoed (`*` is not
 * allowed with credentials) and the token headers are exposed so the client can capture rotated
 * tokens; a preflight's requested headers are allowed as asked. Any other origin (`null` included)
 * gets no CORS header at all, and its preflight a 403. Every answer varies by Origin.
 *
 * Written here rather than with hono/cors, which sets its headers before the route runs: Hono then
 * merges them into the route's response by copying it, which makes the Node adapter build a full
 * Fetch Response with a stream for every answer. These headers go onto the route's own response.
 */
export function corsForAllowedOrigins(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins.filter((origin) => origin !== 'null'));
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowedOrigin = origin !== undefined && allowed.has(origin) ? origin : null;
    if (c.req.method === 'OPTIONS' && allowedOrigin) {
      const requested = c.req.header('access-control-request-headers');
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': allowedOrigin,
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Expose-Headers': CORS_EXPOSED,
        'Access-Control-Max-Age': CORS_MAX_AGE,
        'Access-Control-Allow-Methods': CORS_METHODS,
        ...(requested ? { 'Access-Control-Allow-Headers': requested.split(',').map((h) => h.trim()).join(',') } : {}),
        Vary: requested ? 'Origin, Access-Control-Request-Headers' : 'Origin',
      });
    }
    if (origin !== undefined && c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      return c.body(null, 403, { Vary: 'Origin' });
    }
    await next();
    const headers = c.res.headers;
    headers.append('Vary', 'Origin'); // the answer differs by origin: caches must keep them apart
    if (allowedOrigin) {
      headers.set('Access-Control-Allow-Origin', allowedOrigin);
      headers.set('Access-Control-Allow-Credentials', 'true');
      headers.set('Access-Control-Expose-Headers', CORS_EXPOSED);
    }
  };
}

/** Deepest JSON nesting a request body may have (objects and arrays). */
export const MAX_JSON_DEPTH = 32;

/** The media type of a request, lower case without parameters; '' when it has none. */
export const mediaTypeOf = (c: Context) => (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');
const isForm = (mediaType: string) =>
  mediaType === 'application/x-www-form-urlencoded' || mediaType === 'multipart/form-data';

/** How deep `text` nests `{`/`[`, counted without parsing (JSON.parse and validators recurse). */
function exceedsDepth(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) {
      if (++depth > max) return true;
    } else if (ch === 0x7d || ch === 0x5d) depth--;
  }
  return false;
}

/** Whether any string (key or value) in a parsed JSON value holds a NUL character; iterative. */
function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\0')) return true;
    } else if (Array.isArray(item)) {
      stack.push(...item);
    } else if (item && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes('\0')) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}

/**
 * Whether the request says it has a body (a length above 0, or chunked). A GET or HEAD that does
 * not is let through without touching `c.req.raw.body`, which makes the Node adapter build a full
 * Fetch Request (with its AbortSignal) for every GET: most of what a cached answer cost. Node's
 * HTTP parser reads no body the headers do not announce. Other methods are always checked (a
 * Fetch Request made in-process, as tests do, need not announce its body).
 */
function announcesBody(c: Context): boolean {
  const length = c.req.header('content-length');
  return c.req.header('transfer-encoding') !== undefined || (length !== undefined && length.trim() !== '0');
}

const NUL_MESSAGE = 'Invalid request: text may not contain NUL characters.';

/**
 * Hostile-body guards for `/api/*`: a body over `maxBodyBytes` is a 413 (read no further than
 * the limit); a JSON body nested deeper than MAX_JSON_DEPTH, or not JSON, is a 400; a NUL
 * character in the URL, in any JSON string or in any form field is a 400 (PostgreSQL text cannot
 * hold one); a form body that does not parse is a 400. Routes then read the body Hono cached here.
 */
export function requestGuards({ maxBodyBytes }: { maxBodyBytes: number }): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: maxBodyBytes,
    // The rest of the body is never read, so the connection cannot carry another request: say
    // so, and Node closes it once the answer is out (a keep-alive 413 left the client writing
    // into a socket that then failed, EPIPE, along with its next request).
    onError: () => fail(413, `The request body is larger than ${maxBodyBytes} bytes.`, undefined, { Connection: 'close' }),
  });
  return async (c, next) => {
    if (/%00/i.test(c.req.url)) fail(400, NUL_MESSAGE);
    if (!announcesBody(c) && (c.req.method === 'GET' || c.req.method === 'HEAD')) return next();
    return limit(c, async () => {
      if (!c.req.raw.body) return next();
      const mediaType = mediaTypeOf(c);
      if (isJson(mediaType)) {
        const text = await c.req.text();
        if (exceedsDepth(text, MAX_JSON_DEPTH)) fail(400, `Invalid request: JSON nested deeper than ${MAX_JSON_DEPTH} levels.`);
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          fail(400, 'Invalid request: the body is not JSON.');
        }
        if (containsNul(parsed)) fail(400, NUL_MESSAGE);
      } else if (isForm(mediaType)) {
        let form: FormData;
        try {
          form = await c.req.formData();
        } catch {
          fail(400, `Invalid request: the ${mediaType} body does not parse.`);
        }
        for (const [key, value] of form.entries()) {
          if (key.includes('\0') || (typeof value === 'string' && value.includes('\0'))) fail(400, NUL_MESSAGE);
        }
      }
      return next();
    });
  };
}

/** 415 unless the request's media type is one of `mediaTypes` (e.g. sign-in takes JSON only). */
export const requireContentType = (...mediaTypes: string[]): MiddlewareHandler => async (c, next) => {
  const mediaType = mediaTypeOf(c);
  if (!mediaTypes.includes(mediaType)) {
    fail(415, clip(`This route takes ${mediaTypes.join(' or ')}, not ${mediaType ? `"${clip(mediaType, 60)}"` : 'a body without a content type'}.`));
  }
  return next();
};
