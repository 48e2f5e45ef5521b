/**
 * Fake services for unit tests: one stub of `fetch` that answers by route and records each call.
 *
 *   const services = fakeServices({
 *     'GET /v1/lookuplists/:name': (call) => ({ data: lookupFor(call.params.name) }),
 *     'POST /v2/users': reply(409, { code: 2003, message: 'social' }),
 *   });
 *   …
 *   expect(services.callsTo('POST /v2/users')[0]!.body).toMatchObject({ email: 'a@b.co' });
 *
 * A request no route matches is rejected, and fails the test when it ends, naming its method and
 * URL: a call the test did not plan for is a finding, not a silent `undefined`. So does an answer
 * function that throws (a failed `expect` about the request, an {@link inTurn} run out).
 *
 * Installed with `vi.stubGlobal`, so the file's `vi.unstubAllGlobals()` (and the DOM project's
 * setup before each file) takes it away again. Call it in a test or a `beforeEach`: its check
 * runs through `onTestFinished`, which needs the running test.
 */
import { onTestFinished, vi } from 'vitest';

/** One request as the page sent it. */
export interface FakeCall {
  method: string;
  url: URL;
  /** `url.pathname`, for the common assertion. */
  path: string;
  /** The `:name` segments of the route that matched. */
  params: Record<string, string>;
  /** A JSON body parsed, a form body as an object, other text as it is; `undefined` without one. */
  body: unknown;
  /** The body as sent, when it was text (to check an encoding byte for byte). */
  text: string | undefined;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  /** The request's abort signal, to see whether the page cancelled it. */
  signal: AbortSignal | null;
}

/** A status, a JSON body (none when `undefined`) and response headers. */
export class Reply {
  constructor(readonly status: number, readonly body?: unknown, readonly headers: Record<string, string> = {}) {}
}

/** A request that fails before any answer (`fetch` rejects), as when the network is down. */
class Failure {
  constructor(readonly error: unknown) {}
}

/** A request that never gets an answer; it rejects only when its signal aborts, as `fetch` does. */
export const hang: unique symbol = Symbol('hang');

/**
 * What a route answers: a JSON body (status 200), a {@link reply}, a `Response`, {@link hang},
 * {@link networkError}, or a function of the call giving one of these (or a promise of one).
 */
export type Answer = Reply | Failure | Response | typeof hang | ((call: FakeCall) => Answer | Promise<Answer>) | JsonValue;
type JsonValue = string | number | boolean | null | readonly unknown[] | { readonly [key: string]: unknown };

/** Routes: `'METHOD /path'` (`:name` matches one segment, a final `*` the rest) → answer. */
export type Routes = Record<string, Answer>;

export const reply = (status: number, body?: unknown, headers?: Record<string, string>): Reply => new Reply(status, body, headers);

/** A network failure: `fetch` rejects with a `TypeError` (or `error`). */
export const networkError = (error: unknown = new TypeError('Failed to fetch')): Failure => new Failure(error);

/** Answers in turn, one per request; a request after the last is a test failure. */
export function inTurn(...answers: Answer[]): (call: FakeCall) => Answer {
  return (call) => {
    if (!answers.length) throw new Error(`[fake services] no answer left for ${call.method} ${call.url.href}`);
    return answers.shift()!;
  };
}

/** An answer held back until the test releases it (a slow service, a race between two calls). */
export function held(): { answer: () => Promise<Answer>; release: (answer: Answer) => void } {
  const waiting: Array<(answer: Answer) => void> = [];
  return {
    answer: () => new Promise<Answer>((resolve) => { waiting.push(resolve); }),
    release: (answer) => {
      const next = waiting.shift();
      if (!next) throw new Error('[fake services] release(): no request is waiting for this answer');
      next(answer);
    },
  };
}

interface Route {
  key: string;
  method: string;
  pattern: RegExp;
  names: string[];
  answer: Answer;
}

function compile(key: string, answer: Answer): Route {
  const [method, path, extra] = key.split(' ');
  if (!method || !path || extra !== undefined) throw new Error(`[fake services] a route is "METHOD /path", not "${key}"`);
  const names: string[] = [];
  const source = path.replace(/[.?+^$()[\]{}|\\]/g, '\\$&').replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  }).replace(/\*$/, '.*');
  return { key, method: method.toUpperCase(), pattern: new RegExp(`^${source}$`), names, answer };
}

/** The route's own params when `route` matches; a route starting with `http` matches the origin too. */
function match(route: Route, method: string, url: URL): Record<string, string> | null {
  if (route.method !== '*' && route.method !== method) return null;
  const found = route.pattern.exec(route.pattern.source.startsWith('^http') ? url.origin + url.pathname : url.pathname);
  return found ? Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)])) : null;
}

function find(table: Route[], method: string, url: URL): [Route | undefined, Record<string, string>] {
  for (const route of table) {
    const params = match(route, method, url);
    if (params) return [route, params];
  }
  return [undefined, {}];
}

function parseBody(body: BodyInit | null | undefined, headers: Headers): unknown {
  if (body instanceof URLSearchParams) return Object.fromEntries(body);
  if (typeof body !== 'string') return body ?? undefined;
  const type = headers.get('content-type') ?? '';
  if (type.includes('json')) return JSON.parse(body) as unknown;
  if (type.includes('x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(body));
  return body;
}

async function respond(answer: Answer, call: FakeCall, signal: AbortSignal | null | undefined, threw: (error: unknown) => void): Promise<Response> {
  if (typeof answer === 'function') {
    let next: Answer;
    try {
      next = await answer(call);
    } catch (error) {
      threw(error);
      throw error;
    }
    return respond(next, call, signal, threw);
  }
  if (answer === hang) {
    return new Promise((_, reject) => {
      signal?.addEventListener('abort', () => reject(signal.reason ?? new DOMException('aborted', 'AbortError')), { once: true });
    });
  }
  if (answer instanceof Failure) throw answer.error;
  if (answer instanceof Response) return answer.clone();
  const { status, body, headers } = answer instanceof Reply ? answer : new Reply(200, answer);
  if (body === undefined) return new Response(null, { status, headers });
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** Stubs `fetch` with `routes`; the returned handle records the calls and takes more routes. */
export function fakeServices(routes: Routes = {}) {
  let table: Route[] = [];
  const calls: FakeCall[] = [];
  const unexpected: string[] = [];
  const answers: Promise<unknown>[] = [];
  const services = {
    /** Every request, in the order sent. */
    calls,
    /** The requests no route answered and the answers that threw: the test fails when it ends unless this is empty. */
    unexpected,
    /** The requests a route key (same syntax as the routes) matches. */
    callsTo(key: string): FakeCall[] {
      const route = compile(key, null);
      return calls.filter((call) => match(route, call.method, call.url));
    },
    /** Resolves once every request sent so far has its answer (or has failed). */
    settled: async (): Promise<void> => { await Promise.allSettled(answers); },
    /** Adds or replaces routes; the latest declared wins over earlier ones that match too. */
    route(more: Routes): void {
      table = [...Object.entries(more).map(([key, answer]) => compile(key, answer)), ...table.filter((r) => !(r.key in more))];
    },
  };
  services.route(routes);

  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request = input instanceof Request ? input : null;
    const method = (init.method ?? request?.method ?? 'GET').toUpperCase();
    const url = new URL(request ? request.url : String(input), location.href);
    const headers = new Headers(init.headers ?? request?.headers);
    const [route, params] = find(table, method, url);
    const signal = init.signal ?? request?.signal ?? null;
    const call: FakeCall = {
      method, url, path: url.pathname, params, body: parseBody(init.body, headers), text: typeof init.body === 'string' ? init.body : undefined, headers, credentials: init.credentials, signal,
    };
    calls.push(call);
    if (!route) {
      const what = `${method} ${url.href}`;
      unexpected.push(`no route for ${what}`);
      return Promise.reject(new Error(`[fake services] no route for ${what}`));
    }
    const answer = respond(route.answer, call, signal, (error) => {
      unexpected.push(`the answer to ${method} ${url.href} threw: ${error instanceof Error ? error.message : String(error)}`);
    });
    answers.push(answer);
    return answer;
  });
  onTestFinished(() => {
    if (unexpected.length) throw new Error(`[fake services] unexpected requests:\n  ${unexpected.join('\n  ')}`);
  });
  return services;
}

/** The handle {@link fakeServices} returns. */
export type FakeServices = ReturnType<typeof fakeServices>;
