import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Queryable } from '../db/db.js';
import { fail } from './http.js';

/** Who a request counts against: a string per client. */
export type ClientKey = (c: Context) => string;

/**
 * The peer address of the connection (never a forwarded-for header, which the client writes).
 * Requests that did not come through the Node server (`app.request` in tests) share 'local'.
 */
export const peerAddress: ClientKey = (c) => {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
};

export interface RateLimitOptions {
  /** Where the counters live (table rate_limit_windows, migration 022). */
  db: Queryable;
  /** Requests allowed per client per window; 0 turns the limit off. */
  max: number;
  windowSeconds: number;
  /** Default: the peer address. */
  key?: ClientKey;
  /** Clock in ms, for tests. */
  now?: () => number;
}

/**
 * Counts one request of `client` against `bucket` and answers the count in the current window and
 * when that window started (ms). One statement, so concurrent requests of any process count
 * exactly: a window that has passed restarts at this request.
 */
async function hit(db: Queryable, bucket: string, client: string, at: number, windowSeconds: number) {
  const [row] = await db.query<{ hits: number; started_ms: number }>(
    `INSERT INTO rate_limit_windows AS w (bucket, client, started_at, hits) VALUES ($1, $2, $3, 1)
     ON CONFLICT (bucket, client) DO UPDATE SET
       hits = CASE WHEN w.started_at > $3::timestamptz - $4::float8 * interval '1 second' THEN w.hits + 1 ELSE 1 END,
       started_at = CASE WHEN w.started_at > $3::timestamptz - $4::float8 * interval '1 second' THEN w.started_at ELSE $3::timestamptz END
     RETURNING hits, (extract(epoch FROM started_at) * 1000)::float8 AS started_ms`,
    [bucket, client, new Date(at).toISOString(), windowSeconds],
    { name: 'rate_limit_hit' },
  );
  return { hits: Number(row?.hits ?? 1), startedMs: Number(row?.started_ms ?? at) };
}

/**
 * A per-client fixed-window rate limit, counted in the database so that every server process
 * shares it (and a restart keeps it). Each route that mounts one counts on its own (the bucket is
 * the route's method and path): `app.post('/v2/auth/login', rateLimit({ db, ...settings.authRateLimit }), handler)`.
 * Over the limit: 429 with `Retry-After` (seconds until the window ends) and the standard error body.
 */
export function rateLimit({ db, max, windowSeconds, key = peerAddress, now = Date.now }: RateLimitOptions): MiddlewareHandler {
  const windowMs = windowSeconds * 1000;
  let lastSweep = now();
  return async (c, next) => {
    if (max <= 0) return next();
    const t = now();
    const bucket = `${c.req.method} ${routePath(c)}`;
    const { hits, startedMs } = await hit(db, bucket, key(c), t, windowSeconds);
    if (t - lastSweep >= windowMs) {
      // Clients whose window has ended are forgotten (any process may do it), so the table stays
      // as small as the clients of one window.
      lastSweep = t;
      await db.query('DELETE FROM rate_limit_windows WHERE bucket = $1 AND started_at <= $2',
        [bucket, new Date(t - windowMs).toISOString()]);
    }
    if (hits > max) {
      const retryAfter = Math.max(1, Math.ceil((startedMs + windowMs - t) / 1000));
      fail(429, `Too many requests; try again in ${retryAfter} s.`, undefined, { 'Retry-After': String(retryAfter) });
    }
    return next();
  };
}

/**
 * The limit every sign-in, token, password-reset and code route mounts (settings.authRateLimit,
 * per client): `app.post('/v2/auth/login', authRateLimit(deps), …)`. Each route counts on its own.
 */
export const authRateLimit = ({ db, settings, clientKey }: {
  db: Queryable; settings: { authRateLimit: { max: number; windowSeconds: number } }; clientKey?: ClientKey;
}) => rateLimit({ db, ...settings.authRateLimit, ...(clientKey ? { key: clientKey } : {}) });
