/**
 * The one place that calls services (architecture.md "Calls").
 *
 * Every call (A§7): `credentials: 'include'`; the `access_token`, `Authorization: Bearer` and
 * `refresh_token` headers when tokens exist; new tokens in response headers replace the stored
 * ones (see `captureTokens` for which responses); a 401 triggers one shared token refresh and
 * one retry; a timeout; and the response body is validated against its superstruct contract
 * before anyone uses it.
 *
 * Transport only: no service's paths live here. The user service's calls (sign-in, token refresh,
 * the user record) are in user-client.ts, which registers the refresh this module runs on a 401
 * ({@link registerTokenRefresher}); session state is in session.ts, which signs out when a refresh
 * fails ({@link onAuthFailure}). Neither is imported here, so there is no import cycle.
 */
import wretch from 'wretch';
import type { ConfiguredMiddleware, WretchError } from 'wretch';
import { create, is, number, StructError, type, type Struct } from 'superstruct';
import { getConfig, type PageConfig, type ServiceUrls } from '../page/config.js';
import { ErrorBody, TOKEN_HEADERS } from '../contracts/auth.js';
import { getAccessToken, getRefreshToken, setTokens } from './tokens.js';

/** A service name from the page configuration (`user`, `cms`, …). */
export type ServiceName = keyof ServiceUrls;

/** The methods the services use. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Options of {@link request}. */
export interface RequestOptions<T> {
  method?: HttpMethod;
  /** JSON body (sets `Content-Type: application/json`). */
  json?: unknown;
  /** Form-encoded body (`application/x-www-form-urlencoded`). */
  form?: Record<string, string>;
  /** Query parameters; `undefined` values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** Extra headers; they win over the token headers when the names collide. */
  headers?: Record<string, string>;
  /** Milliseconds before giving up; default `config.requestTimeoutMs`. */
  timeoutMs?: number;
  /** Caller's cancellation (e.g. a newer autocomplete request); rejects with the abort reason. */
  signal?: AbortSignal;
  /** Send tokens and refresh on 401. Default true; false for public calls and for sign-in. */
  auth?: boolean;
  /** With `auth`, refresh and retry once on a 401. Default true; false for the refresh call itself. */
  refreshOn401?: boolean;
  /** Contract of the response body; `create()` is applied, so coercions and defaults work. */
  schema: Struct<T, unknown>;
}

/** No page configuration, or one without this service: the call cannot know where the service is. */
export class ConfigMissingError extends Error {
  override name = 'ConfigMissingError';
  constructor(service: string, hasConfig = false) {
    super(hasConfig
      ? `[mck] the page configuration (#mck-config) has no "services.${service}": cannot call it.`
      : `[mck] no page configuration (#mck-config): cannot call the "${service}" service.`);
  }
}

/** The service answered with a non-2xx status. `code` comes from the ErrorBody when present. */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: number;
  readonly code: number | undefined;
  /** Parsed JSON body when it was JSON, else the text, else `undefined`. */
  readonly body: unknown;
  /** The `Retry-After` header in seconds, when the service sent one (a locked account, a 429). */
  readonly retryAfterSeconds: number | undefined;
  constructor(init: { status: number; code?: number; message: string; body?: unknown; retryAfterSeconds?: number }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.body = init.body;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/** The call took longer than its timeout and was aborted. */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
  constructor(readonly service: string, readonly path: string, readonly timeoutMs: number) {
    super(`[mck] ${service} ${path} timed out after ${timeoutMs} ms.`);
  }
}

/** The response body does not match the call's contract. */
export class ContractError extends Error {
  override name = 'ContractError';
  /** Where in the body the first mismatch is, e.g. `data.user.id` ('' for the root). */
  readonly at: string;
  constructor(readonly service: string, readonly path: string, failure: StructError) {
    const where = failure.path.length ? failure.path.join('.') : '(root)';
    super(`[mck] ${service} ${path}: response does not match its contract at "${where}": ${failure.message}`, { cause: failure });
    this.at = failure.path.join('.');
  }
}

/** A refresh was needed but there is no refresh token to do it with. */
export class AuthError extends Error {
  override name = 'AuthError';
}

// ---------------------------------------------------------------------------------------------
// Hooks: the refresh (user-client.ts) and what happens when it fails (session.ts)

type AuthFailureHandler = (error: unknown) => void;
const authFailureHandlers = new Set<AuthFailureHandler>();
let tokenRefresher: (() => Promise<unknown>) | null = null;

/**
 * Registers `cb` to run when a 401 could not be cured by a token refresh (the refresh failed).
 * session.ts signs out locally from here. Returns the unregister function.
 */
export function onAuthFailure(cb: AuthFailureHandler): () => void {
  authFailureHandlers.add(cb);
  return () => authFailureHandlers.delete(cb);
}

/**
 * Sets how tokens are refreshed after a 401 (user-client.ts registers the user service's token
 * call on import). Without one, a 401 is final.
 */
export function registerTokenRefresher(refresh: () => Promise<unknown>): void {
  tokenRefresher = refresh;
}

/** Runs each hook; one that throws is reported and does not stop the others. */
export function notify<A>(handlers: Set<(a: A) => void>, arg: A): void {
  for (const fn of [...handlers]) {
    try {
      fn(arg);
    } catch (err) {
      console.error('[mck] an http hook threw:', err);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Sending

/**
 * Replaces stored tokens with any the response carries (A§7). Applied to every response of the
 * user service (the token issuer: sign-in answers with `auth: false` and still hands out tokens)
 * and of every call that sent tokens. A public call to a third party (`auth: false`, e.g. the video
 * service) is not trusted to set the user's tokens.
 */
const captureTokens: ConfiguredMiddleware = (next) => async (url, opts) => {
  const res = await next(url, opts);
  setTokens({ access: res.headers.get(TOKEN_HEADERS.access), refresh: res.headers.get(TOKEN_HEADERS.refresh) });
  return res;
};

/** Resolved at call time, so a page polyfill or a test stub installed later is used. */
const lazyFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

function requireConfig(service: string): PageConfig {
  const config = getConfig();
  if (!config) throw new ConfigMissingError(service);
  return config;
}

function buildUrl(base: string, path: string, query?: RequestOptions<unknown>['query']): string {
  let url = base.replace(/\/+$/, '') + '/' + path.replace(/^\/+/, '');
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.append(key, String(value));
    const qs = params.toString();
    if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  }
  return url;
}

function parseText(text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The part of an error body the code tables need; the services' {@link ErrorBody} also has a message. */
const ErrorCodeOnly = type({ code: number() });

function isWretchError(err: unknown): err is WretchError {
  return err instanceof wretch.WretchError;
}

function httpErrorFrom(err: WretchError, service: string, path: string): HttpError {
  const body = err.json !== undefined ? (err.json as unknown) : parseText(err.text);
  // Seconds only: the services never send the HTTP-date form.
  const retryAfter = Number(err.response?.headers.get('Retry-After') || NaN);
  const common = { status: err.status, body, ...(retryAfter >= 0 ? { retryAfterSeconds: retryAfter } : {}) };
  const fallback = `${service} ${path} answered ${err.status}`;
  if (is(body, ErrorBody)) return new HttpError({ ...common, code: body.code, message: body.message });
  // A code without a message (or with a non-text one) still names its A§8 outcome.
  const code = is(body, ErrorCodeOnly) ? body.code : undefined;
  return new HttpError({ ...common, ...(code === undefined ? {} : { code }), message: fallback });
}

/** One HTTP exchange: the body (parsed), or a typed error. No retry here. */
async function send(
  config: PageConfig,
  service: ServiceName,
  path: string,
  opts: Omit<RequestOptions<unknown>, 'schema'>,
): Promise<unknown> {
  // An already-cancelled call is not sent at all (fetch would reject anyway, after the setup).
  opts.signal?.throwIfAborted();
  const base = config.services[service];
  if (!base) throw new ConfigMissingError(service, true); // a service the page did not list
  const url = buildUrl(base, path, opts.query);
  const headers: Record<string, string> = {};
  if (opts.auth !== false) {
    const access = getAccessToken();
    const refresh = getRefreshToken();
    if (access) {
      headers[TOKEN_HEADERS.access] = access;
      headers.Authorization = `Bearer ${access}`;
    }
    if (refresh) headers[TOKEN_HEADERS.refresh] = refresh;
  }
  Object.assign(headers, opts.headers);

  // Our own controller: it aborts on the timeout and on the caller's signal alike, and lets us
  // tell the two apart afterwards.
  const timeoutMs = opts.timeoutMs ?? config.requestTimeoutMs;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort(opts.signal?.reason);
  opts.signal?.addEventListener('abort', onCallerAbort, { once: true });

  let w = wretch(url)
    .polyfills({ fetch: lazyFetch })
    .options({ credentials: 'include', signal: controller.signal })
    .headers(headers)
    .middlewares(opts.auth !== false || service === 'user' ? [captureTokens] : []);
  if (opts.form) w = w.body(new URLSearchParams(opts.form).toString()).content('application/x-www-form-urlencoded');
  else if (opts.json !== undefined) w = w.json(opts.json as object);

  try {
    const res = await w.fetch(opts.method ?? 'GET').res();
    // Read inside the try: the timeout covers a body that trickles in too.
    return parseText(await res.text());
  } catch (err) {
    if (timedOut) throw new TimeoutError(service, path, timeoutMs);
    if (isWretchError(err)) throw httpErrorFrom(err, service, path);
    if (opts.signal?.aborted) throw opts.signal.reason ?? err;
    throw err;
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onCallerAbort);
  }
}

function validate<T>(body: unknown, schema: Struct<T, unknown>, service: string, path: string): T {
  try {
    return create(body, schema);
  } catch (err) {
    if (err instanceof StructError) throw new ContractError(service, path, err);
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------
// Refresh after a 401

/** What a refresh after a 401 came to: new tokens, refused tokens, or no answer about them. */
type RefreshResult = { kind: 'refreshed' } | { kind: 'refused' } | { kind: 'unavailable'; error: unknown };

let retryRefreshInFlight: Promise<RefreshResult> | null = null;

/**
 * A failed refresh that says nothing about the tokens: the service is down or overloaded (5xx,
 * 429), slow, or the network failed. The reader stays signed in and may try again.
 */
const saysNothingOfTokens = (err: unknown) =>
  err instanceof TimeoutError || err instanceof TypeError || (err instanceof HttpError && (err.status >= 500 || err.status === 429));

/**
 * The refresh used after a 401. When the service refuses the tokens, the auth-failure hooks run
 * once per failed refresh (local sign-out), however many calls were waiting on it; when it could
 * not answer (a database restart), nobody is signed out.
 */
function refreshAfter401(): Promise<RefreshResult> {
  if (!tokenRefresher) return Promise.resolve({ kind: 'refused' });
  retryRefreshInFlight ??= tokenRefresher()
    .then(
      (): RefreshResult => ({ kind: 'refreshed' }),
      (err: unknown): RefreshResult => {
        if (saysNothingOfTokens(err)) {
          console.warn('[mck] token refresh failed for now; still signed in.', err);
          return { kind: 'unavailable', error: err };
        }
        console.warn('[mck] token refresh failed; signing out.', err);
        notify(authFailureHandlers, err);
        return { kind: 'refused' };
      },
    )
    .finally(() => {
      retryRefreshInFlight = null;
    });
  return retryRefreshInFlight;
}

// ---------------------------------------------------------------------------------------------
// Public call

/**
 * Calls `{services[service]}{path}` and returns the body validated by `opts.schema`.
 *
 * On a 401 (with `auth` on and a refresh token stored) it refreshes the tokens once, shared with
 * every concurrent caller, and retries the call once. If the tokens already changed while this call
 * was in flight (another caller refreshed), it retries without refreshing again. If the service
 * refuses the refresh, the auth-failure hooks run (local sign-out) and the original 401 HttpError
 * is thrown; if it could not answer (5xx, 429, timeout, network), the refresh's error is thrown
 * and the reader stays signed in.
 *
 * @throws ConfigMissingError, HttpError, TimeoutError, ContractError; the caller's abort reason when
 *   `opts.signal` aborts; the fetch TypeError on a network failure.
 */
export async function request<T>(service: ServiceName, path: string, opts: RequestOptions<T>): Promise<T> {
  const config = requireConfig(service);
  const { schema, refreshOn401: _refreshOn401, ...sendOpts } = opts;
  const sentToken = getAccessToken();
  try {
    return validate(await send(config, service, path, sendOpts), schema, service, path);
  } catch (err) {
    const retryable = opts.auth !== false && opts.refreshOn401 !== false && err instanceof HttpError && err.status === 401 && getRefreshToken() !== null;
    if (!retryable) throw err;
    const alreadyRefreshed = getAccessToken() !== sentToken && getAccessToken() !== null;
    if (!alreadyRefreshed) {
      const refresh = await refreshAfter401();
      // The caller shows an outage as one (not as "sign in again"): the refresh's own failure.
      if (refresh.kind === 'unavailable') throw refresh.error;
      if (refresh.kind === 'refused') throw err;
    }
    return validate(await send(config, service, path, sendOpts), schema, service, path);
  }
}
