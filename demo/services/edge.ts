import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { TOKEN_HEADERS } from '../../core/contracts/index.js';
import { clip, fail } from './http.js';

/**
 * The services' edge: what every `/api/*` request passes before a route sees it. CORS for the
 * configured page origins only, a body-size limit, and hostile-body checks, so a bad request gets
 * a short 4xx and never a 500 or a long echo of itself.
 */

/**
 * CORS with credentials for the allowed page origins only: their origin is echoed (`*` is not
 * allowed with credentials) and the token headers are exposed so the client can capture rotated
 * tokens; a preflight's requested headers are allowed as asked. Any other origin (`null` included) gets no CORS header at all, and its preflight a 403.
 */
export function corsForAllowedOrigins(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins.filter((origin) => origin !== 'null'));
  const allowedCors = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    credentials: true,
    // Retry-After: a cross-origin script reads it only when exposed (429s, locked accounts).
    exposeHeaders: [TOKEN_HEADERS.access, TOKEN_HEADERS.refresh, 'Retry-After'],
    maxAge: 600,
  });
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && allowed.has(origin)) return allowedCors(c, next);
    c.header('Vary', 'Origin', { append: true }); // the answer differs by origin: caches must keep them apart
    if (origin !== undefined && c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      return c.body(null, 403);
    }
    return next();
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
    onError: () => fail(413, `The request body is larger than ${maxBodyBytes} bytes.`),
  });
  return async (c, next) => {
    if (/%00/i.test(c.req.url)) fail(400, NUL_MESSAGE);
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
