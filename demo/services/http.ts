import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { cors } from 'hono/cors';
import { create, StructError, type Struct } from 'superstruct';
import { ErrorBody, TOKEN_HEADERS } from '../../core/contracts/index.js';

/** A failure a route reports to the caller: becomes `{code?, message}` with `status`. */
export class ServiceError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code?: number,
  ) {
    super(message);
  }
}

/** Throws a ServiceError; reads well in routes: `if (!user) fail(404, 'No such user.')`. */
export function fail(status: ContentfulStatusCode, message: string, code?: number): never {
  throw new ServiceError(status, message, code);
}

/** Sends `body` after checking it against its contract, so the services never answer off-contract. */
export function respond<T, S>(c: Context, contract: Struct<T, S>, body: unknown, status: ContentfulStatusCode = 200) {
  return c.json(create(body, contract) as object, status);
}

/** Validates a request payload; an invalid one is the caller's fault (400), with the reason. */
export function parseRequest<T, S>(contract: Struct<T, S>, value: unknown): T {
  try {
    return create(value, contract);
  } catch (err) {
    if (err instanceof StructError) {
      fail(400, `Invalid request: ${err.path.join('.') || 'body'} ${err.message}`);
    }
    throw err;
  }
}

/** The app's onError: ServiceErrors keep their status; anything else is a 500 with no internals. */
export function errorResponse(err: Error, c: Context) {
  if (err instanceof ServiceError) {
    const body = err.code === undefined ? { message: err.message } : { code: err.code, message: err.message };
    return c.json(create(body, ErrorBody), err.status);
  }
  console.error(`[demo] ${c.req.method} ${c.req.path} failed:`, err);
  const message = err instanceof StructError
    ? `The response broke its contract at "${err.path.join('.')}": ${err.message}`
    : 'Internal server error.';
  return c.json(create({ message }, ErrorBody), 500);
}

/**
 * CORS for any origin with credentials (the widgets run on whatever site prints them): the
 * request's origin is echoed, as `*` is not allowed with credentials, and the token headers are
 * exposed so the client can capture rotated tokens.
 */
export const corsForAnyOrigin = (): MiddlewareHandler =>
  cors({
    origin: (origin) => origin || null,
    credentials: true,
    exposeHeaders: [TOKEN_HEADERS.access, TOKEN_HEADERS.refresh],
    maxAge: 600,
  });
