import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
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
  /** Requests allowed per client per window; 0 turns the limit off. */
  max: number;
  windowSeconds: number;
  /** Default: the peer address. */
  key?: ClientKey;
  /** Clock in ms, for tests. */
  now?: () => number;
}

/**
 * A per-client fixed-window rate limit, in memory (one server process). Each call makes its own
 * counters, so mount one per route (sign-in, token refresh, password reset, codes):
 * `app.post('/v2/auth/login', rateLimit(settings.authRateLimit), handler)`. Over the limit: 429
 * with `Retry-After` (seconds until the window ends) and the standard error body.
 */
export function rateLimit({ max, windowSeconds, key = peerAddress, now = Date.now }: RateLimitOptions): MiddlewareHandler {
  const windowMs = windowSeconds * 1000;
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();
  return async (c, next) => {
    if (max <= 0) return next();
    const t = now();
    if (t - lastSweep >= windowMs) { // forget clients whose window has ended, so memory stays bounded
      for (const [client, w] of windows) if (t - w.start >= windowMs) windows.delete(client);
      lastSweep = t;
    }
    const client = key(c);
    let w = windows.get(client);
    if (!w || t - w.start >= windowMs) {
      w = { start: t, count: 0 };
      windows.set(client, w);
    }
    w.count += 1;
    if (w.count > max) {
      const retryAfter = Math.max(1, Math.ceil((w.start + windowMs - t) / 1000));
      fail(429, `Too many requests; try again in ${retryAfter} s.`, undefined, { 'Retry-After': String(retryAfter) });
    }
    return next();
  };
}

/**
 * The limit every sign-in, token, password-reset and code route mounts (settings.authRateLimit,
 * per client): `app.post('/v2/auth/login', authRateLimit(deps), …)`. Each call counts on its own.
 */
export const authRateLimit = ({ settings, clientKey }: { settings: { authRateLimit: { max: number; windowSeconds: number } }; clientKey?: ClientKey }) =>
  rateLimit({ ...settings.authRateLimit, ...(clientKey ? { key: clientKey } : {}) });
