import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { create, StructError, type Struct } from 'superstruct';
import { ErrorBody } from '../../core/contracts/index.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable.js';

/** A failure a route reports to the caller: becomes `{code?, message}` with `status` (and `headers`). */
export class ServiceError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code?: number,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

/** Throws a ServiceError; reads well in routes: `if (!user) fail(404, 'No such user.')`. */
export function fail(
  status: ContentfulStatusCode, message: string, code?: number, headers?: Record<string, string>,
): never {
  throw new ServiceError(status, message, code, headers);
}

/** Longest error message the services send: they never echo more of a caller's input than this. */
export const MAX_MESSAGE_LENGTH = 200;

/** `text` cut to `max` characters, with an ellipsis when cut. */
export const clip = (text: string, max = MAX_MESSAGE_LENGTH) =>
  text.length <= max ? text : `${text.slice(0, max - 1)}…`;

/** Sends `body` after checking it against its contract, so the services never answer off-contract. */
export function respond<T, S>(c: Context, contract: Struct<T, S>, body: unknown, status: ContentfulStatusCode = 200) {
  return c.json(create(body, contract) as object, status);
}

/**
 * `body` checked against its contract once and serialised, for an answer that is kept and sent
 * many times ({@link sendJsonText}): a cached hit then costs neither the check nor the stringify.
 */
export function checkedJsonText<T, S>(contract: Struct<T, S>, body: unknown): string {
  return JSON.stringify(create(body, contract));
}

/** Sends JSON text made by {@link checkedJsonText}. */
export const sendJsonText = (c: Context, text: string) => c.body(text, 200, { 'content-type': 'application/json' });

/** Validates a request payload; an invalid one is the caller's fault (400), with the reason. */
export function parseRequest<T, S>(contract: Struct<T, S>, value: unknown): T {
  try {
    return create(value, contract);
  } catch (err) {
    if (err instanceof StructError) {
      // superstruct's message quotes the offending value (and the path may be a caller's key): clipped.
      fail(400, clip(`Invalid request: ${clip(err.path.join('.'), 60) || 'body'} ${err.message}`));
    }
    throw err;
  }
}

/** The app's onError: ServiceErrors keep their status; anything else is a 500 with no internals. */
export function errorResponse(err: Error, c: Context) {
  if (err instanceof ServiceError) {
    const message = clip(err.message);
    const body = err.code === undefined ? { message } : { code: err.code, message };
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    return c.json(create(body, ErrorBody), err.status);
  }
  if (err instanceof HTTPException && err.status >= 400 && err.status < 500) {
    return c.json(create({ message: clip(err.message || 'Bad request.') }, ErrorBody), err.status as ContentfulStatusCode);
  }
  if (isDatabaseUnavailable(err)) {
    // The database restarts or the connection broke: a clean, retryable answer (the pool
    // reconnects by itself), and one log line rather than a stack per request.
    console.error(`[demo] ${c.req.method} ${c.req.path}: database unavailable (${err.message})`);
    c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return c.json(create({ message: 'The service is briefly unavailable; try again in a few seconds.' }, ErrorBody), 503);
  }
  console.error(`[demo] ${c.req.method} ${c.req.path} failed:`, err);
  const message = err instanceof StructError
    ? clip(`The response broke its contract at "${err.path.join('.')}": ${err.message}`)
    : 'Internal server error.';
  return c.json(create({ message }, ErrorBody), 500);
}
