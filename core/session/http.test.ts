import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { number, object, string } from 'superstruct';
import { setConfig, type PageConfig } from '../page/config.js';
import { configureForTest, serviceUrls } from '../../tests/support/config.js';
import { fakeServices, hang, inTurn, type Answer, type FakeServices } from '../../tests/support/fake-services.js';
import {
  AuthError, ConfigMissingError, ContractError, HttpError, TimeoutError, onAuthFailure, request,
} from './http.js';
// The user client registers the refresh the transport runs on a 401 (and is tested here with it).
import { onTokensRefreshed, refreshTokens } from './user-client.js';
import { getAccessToken, getRefreshToken, setTokens } from './tokens.js';

// The user service's base URL ends in "/" on purpose: joining must not double it.
const configure = (over: Partial<PageConfig> = {}) =>
  configureForTest({ services: { ...serviceUrls(), user: 'https://user.test/' }, ...over });

const Thing = object({ data: object({ id: string() }) });

function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

// The transport calls any service: every test answers whatever it is asked, and checks the wire.
let services: FakeServices;
const answerAll = (answer: Answer) => services.route({ '* *': answer });
const calls = () => services.calls.map((call) => ({
  url: call.url.href, method: call.method, headers: call.headers, body: call.text, credentials: call.credentials,
}));
const isRefresh = (url: RequestInfo | URL) => String(url).endsWith('/v2/auth/token');

beforeEach(() => {
  localStorage.clear();
  configure();
  services = fakeServices();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('request: what is sent', () => {
  it('sends credentials and the three token headers, to base + path with the query', async () => {
    setTokens({ access: 'ACC', refresh: 'REF' });
    answerAll(json({ data: { id: '1' } }));
    const out = await request('user', '/v2/users/1', { schema: Thing, query: { a: 1, b: true, c: undefined, d: 'x y' } });
    expect(out).toEqual({ data: { id: '1' } });
    const [call] = calls();
    expect(call!.url).toBe('https://user.test/v2/users/1?a=1&b=true&d=x+y');
    expect(call!.method).toBe('GET');
    expect(call!.credentials).toBe('include');
    expect(call!.headers.get('access_token')).toBe('ACC');
    expect(call!.headers.get('Authorization')).toBe('Bearer ACC');
    expect(call!.headers.get('refresh_token')).toBe('REF');
  });

  it('sends no token headers with auth: false, nor when there are no tokens', async () => {
    answerAll(json({ data: { id: '1' } }));
    await request('cms', 'dictionary/en', { schema: Thing });
    setTokens({ access: 'ACC', refresh: 'REF' });
    await request('cms', 'dictionary/en', { schema: Thing, auth: false, headers: { 'X-Extra': '1' } });
    for (const call of calls()) {
      expect(call.url).toBe('https://cms.test/dictionary/en');
      expect(call.headers.has('access_token')).toBe(false);
      expect(call.headers.has('Authorization')).toBe(false);
      expect(call.headers.has('refresh_token')).toBe(false);
    }
    expect(calls()[1]!.headers.get('X-Extra')).toBe('1');
  });

  it('encodes JSON and form bodies', async () => {
    answerAll(json({ data: { id: '1' } }));
    await request('forms', '/save', { method: 'POST', json: { a: 1 }, schema: Thing });
    await request('forms', '/save', { method: 'PATCH', form: { a: '1 2', b: 'é' }, schema: Thing });
    const [first, second] = calls();
    expect(first!.method).toBe('POST');
    expect(first!.headers.get('Content-Type')).toBe('application/json');
    expect(first!.body).toBe('{"a":1}');
    expect(second!.method).toBe('PATCH');
    expect(second!.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(second!.body).toBe('a=1+2&b=%C3%A9');
  });

  it('throws ConfigMissingError without a configuration', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setConfig(null);
    await expect(request('user', '/x', { schema: Thing })).rejects.toBeInstanceOf(ConfigMissingError);
    expect(services.calls).toEqual([]);
  });
});

describe('request: token capture', () => {
  it('replaces stored tokens with those in response headers, on success and on error', async () => {
    setTokens({ access: 'OLD', refresh: 'R' });
    answerAll(json({ data: { id: '1' } }, { headers: { access_token: 'NEW1' } }));
    await request('article', '/a', { schema: Thing });
    expect(getAccessToken()).toBe('NEW1');
    expect(getRefreshToken()).toBe('R');

    answerAll(json({ message: 'no' }, { status: 400, headers: { access_token: 'NEW2', refresh_token: 'R2' } }));
    await expect(request('article', '/a', { schema: Thing })).rejects.toBeInstanceOf(HttpError);
    expect(getAccessToken()).toBe('NEW2');
    expect(getRefreshToken()).toBe('R2');
  });

  it('captures from the user service even with auth: false (sign-in), not from a public third party', async () => {
    answerAll(json({ data: { id: '1' } }, { headers: { access_token: 'FROM_LOGIN' } }));
    await request('user', '/v2/auth/login', { method: 'POST', json: {}, auth: false, schema: Thing });
    expect(getAccessToken()).toBe('FROM_LOGIN');

    answerAll(json({ data: { id: '1' } }, { headers: { access_token: 'EVIL' } }));
    await request('video', '/videos/1', { auth: false, schema: Thing });
    expect(getAccessToken()).toBe('FROM_LOGIN');
  });
});

describe('request: 401 and refresh', () => {
  /** Data calls 401 with the old token and succeed with the new one; the refresh answers `refresh`. */
  function server(refresh: () => Response) {
    answerAll(async ({ url, headers }) => {
      await new Promise((r) => setTimeout(r, 5)); // let the concurrent calls overlap
      if (isRefresh(url)) return refresh();
      return headers.get('access_token') === 'NEW' ? json({ data: { id: url.pathname.split('/').pop() } }) : json({ message: 'expired' }, { status: 401 });
    });
  }

  it('refreshes once for N concurrent 401s and retries each call once', async () => {
    setTokens({ access: 'OLD', refresh: 'REF' });
    server(() => json({ access_token: 'NEW', refresh_token: 'REF2', expires_in: 3600 }));
    const results = await Promise.all(['a', 'b', 'c', 'd'].map((id) => request('user', `/things/${id}`, { schema: Thing })));

    expect(results.map((r) => r.data.id)).toEqual(['a', 'b', 'c', 'd']);
    const all = calls();
    const refreshes = all.filter((c) => isRefresh(c.url));
    expect(refreshes).toHaveLength(1);
    for (const id of ['a', 'b', 'c', 'd']) expect(all.filter((c) => c.url.endsWith(`/things/${id}`))).toHaveLength(2);
    expect(getAccessToken()).toBe('NEW');
    expect(getRefreshToken()).toBe('REF2');

    const refresh = refreshes[0]!;
    expect(refresh.url).toBe('https://user.test/v2/auth/token');
    expect(refresh.method).toBe('POST');
    expect(refresh.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(refresh.headers.get('refresh_token')).toBe('REF');
    expect(Object.fromEntries(new URLSearchParams(String(refresh.body)))).toEqual({
      grant_type: 'refresh_token', client_id: 'Dotcom', is_passwordless_login: 'false',
    });
  });

  it('uses the Insights client id on the insights site', async () => {
    configure({ site: 'insights' });
    setTokens({ access: 'OLD', refresh: 'REF' });
    server(() => json({ access_token: 'NEW', expires_in: 3600 }));
    await request('user', '/things/a', { schema: Thing });
    const refresh = calls().find((c) => isRefresh(c.url))!;
    expect(new URLSearchParams(String(refresh.body)).get('client_id')).toBe('Insights');
  });

  it('on refresh failure calls the auth-failure hook once and rejects every call with the 401', async () => {
    const hook = vi.fn();
    const off = onAuthFailure(hook);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setTokens({ access: 'OLD', refresh: 'REF' });
    server(() => json({ code: 1001, message: 'invalid refresh token' }, { status: 400 }));

    const outcomes = await Promise.allSettled(['a', 'b', 'c'].map((id) => request('user', `/things/${id}`, { schema: Thing })));
    off();
    for (const o of outcomes) {
      expect(o.status).toBe('rejected');
      const err = (o as PromiseRejectedResult).reason as HttpError;
      expect(err).toBeInstanceOf(HttpError);
      expect(err.status).toBe(401);
    }
    expect(hook).toHaveBeenCalledOnce();
    expect(hook.mock.calls[0]![0]).toBeInstanceOf(HttpError);
    expect(calls().filter((c) => isRefresh(c.url))).toHaveLength(1);
    expect(calls().filter((c) => !isRefresh(c.url))).toHaveLength(3); // no retries
  });

  it('keeps the reader signed in when the refresh gets no answer about the tokens (the service is down), and rejects with that answer', async () => {
    const hook = vi.fn();
    const off = onAuthFailure(hook);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setTokens({ access: 'OLD', refresh: 'REF' });
    server(() => json({ message: 'The service is briefly unavailable.' }, { status: 503, headers: { 'Retry-After': '5' } }));

    const outcome = await request('user', '/things/a', { schema: Thing }).catch((err: unknown) => err);
    off();
    expect(outcome).toBeInstanceOf(HttpError);
    expect(outcome).toMatchObject({ status: 503, retryAfterSeconds: 5 });
    expect(hook).not.toHaveBeenCalled();
    expect(getRefreshToken()).toBe('REF');
  });

  it('does not refresh without a refresh token, nor for auth: false calls', async () => {
    const hook = vi.fn();
    const off = onAuthFailure(hook);
    answerAll(json({ message: 'no' }, { status: 401 }));
    setTokens({ access: 'OLD' });
    await expect(request('user', '/x', { schema: Thing })).rejects.toMatchObject({ status: 401 });
    setTokens({ refresh: 'REF' });
    await expect(request('user', '/x', { schema: Thing, auth: false })).rejects.toMatchObject({ status: 401 });
    off();
    expect(calls()).toHaveLength(2);
    expect(hook).not.toHaveBeenCalled();
  });

  it('retries only once: a second 401 is thrown', async () => {
    setTokens({ access: 'OLD', refresh: 'REF' });
    answerAll(({ url }) => (isRefresh(url) ? json({ access_token: 'NEW', expires_in: 1 }) : json({ message: 'forbidden' }, { status: 401 })));
    await expect(request('user', '/x', { schema: Thing })).rejects.toMatchObject({ status: 401, message: 'forbidden' });
    expect(calls().map((c) => isRefresh(c.url))).toEqual([false, true, false]);
  });

  it('retries without refreshing when the token changed while the call was in flight', async () => {
    setTokens({ access: 'OLD', refresh: 'REF' });
    answerAll(inTurn(() => {
      setTokens({ access: 'NEW' }); // another caller refreshed meanwhile
      return json({ message: 'expired' }, { status: 401 });
    }, json({ data: { id: 'ok' } })));
    await expect(request('user', '/x', { schema: Thing })).resolves.toEqual({ data: { id: 'ok' } });
    expect(calls().some((c) => isRefresh(c.url))).toBe(false);
    expect(calls()[1]!.headers.get('access_token')).toBe('NEW');
  });
});

describe('refreshTokens (user-client.ts)', () => {
  it('is single-flight, stores the answer and tells the refreshed hooks', async () => {
    const hook = vi.fn();
    const off = onTokensRefreshed(hook);
    setTokens({ access: 'OLD', refresh: 'REF' });
    answerAll(json({ access_token: 'NEW', refresh_token: 'REF2', expires_in: 60, reLoginRequiredForSensitiveData: true }));
    const [a, b] = await Promise.all([refreshTokens(), refreshTokens()]);
    off();
    expect(a).toBe(b);
    expect(services.calls).toHaveLength(1);
    expect(getAccessToken()).toBe('NEW');
    expect(getRefreshToken()).toBe('REF2');
    expect(hook).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ reLoginRequiredForSensitiveData: true }));

    await refreshTokens(); // a later call starts a new refresh
    expect(services.calls).toHaveLength(2);
  });

  it('takes turns with other tabs: when another tab refreshed meanwhile, adopts its tokens instead of spending the old one', async () => {
    const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
    const fresh = `${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 600 })}.sig`;
    setTokens({ access: 'EXPIRED', refresh: 'REF-OLD' });
    // The lock is granted after "another tab" held it and rotated the shared tokens.
    const request = vi.fn(async (name: string, run: () => Promise<unknown>) => {
      expect(name).toBe('mck-token-refresh');
      setTokens({ access: fresh, refresh: 'REF-NEW' });
      return run();
    });
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    const answer = await refreshTokens();
    expect(request).toHaveBeenCalledOnce();
    expect(services.calls).toEqual([]); // REF-OLD was not presented again
    expect(answer).toMatchObject({ access_token: fresh, refresh_token: 'REF-NEW' });
    expect(answer.expires_in).toBeGreaterThan(500);
    expect(getRefreshToken()).toBe('REF-NEW');
  });

  it('refreshes under the lock when nobody else did', async () => {
    setTokens({ access: 'OLD', refresh: 'REF' });
    const request = vi.fn(async (_name: string, run: () => Promise<unknown>) => run());
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    answerAll(json({ access_token: 'NEW', refresh_token: 'REF2', expires_in: 60 }));
    await refreshTokens();
    expect(request).toHaveBeenCalledOnce();
    expect(services.calls).toHaveLength(1);
    expect(getRefreshToken()).toBe('REF2');
  });

  it('rejects with AuthError when there is no refresh token', async () => {
    await expect(refreshTokens()).rejects.toBeInstanceOf(AuthError);
    expect(services.calls).toEqual([]);
  });

  it('rejects with ContractError on a malformed answer', async () => {
    setTokens({ refresh: 'REF' });
    answerAll(json({ token: 'x' }));
    await expect(refreshTokens()).rejects.toBeInstanceOf(ContractError);
  });
});

describe('request: timeouts and aborts', () => {
  it('aborts after timeoutMs and throws TimeoutError', async () => {
    answerAll(hang);
    const err = await request('video', '/videos/1', { schema: Thing, timeoutMs: 20 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TimeoutError);
    expect((err as TimeoutError).timeoutMs).toBe(20);
    expect(services.calls[0]!.signal!.aborted).toBe(true);
  });

  it('defaults to config.requestTimeoutMs', async () => {
    configure({ requestTimeoutMs: 15 });
    answerAll(hang);
    await expect(request('search', '/q', { schema: Thing })).rejects.toMatchObject({ name: 'TimeoutError', timeoutMs: 15 });
  });

  it("a caller's abort is not a timeout", async () => {
    answerAll(hang);
    const controller = new AbortController();
    const pending = request('lookups', '/company', { schema: Thing, signal: controller.signal });
    controller.abort(new DOMException('superseded', 'AbortError'));
    const err = await pending.catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(TimeoutError);
    expect((err as DOMException).name).toBe('AbortError');
  });

  it('does not start a call whose signal is already aborted', async () => {
    answerAll(hang);
    const controller = new AbortController();
    controller.abort();
    await expect(request('lookups', '/company', { schema: Thing, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(services.calls).toEqual([]);
  });
});

describe('request: errors and contracts', () => {
  it('parses the ErrorBody code and message', async () => {
    answerAll(json({ code: 2002, message: 'Email already registered' }, { status: 409 }));
    const err = (await request('user', '/v2/users', { method: 'POST', json: {}, schema: Thing }).catch((e: unknown) => e)) as HttpError;
    expect(err).toBeInstanceOf(HttpError);
    expect(err.status).toBe(409);
    expect(err.code).toBe(2002);
    expect(err.message).toBe('Email already registered');
    expect(err.body).toEqual({ code: 2002, message: 'Email already registered' });
  });

  it('reads the code of an error body that has no message, so its A§8 outcome still shows', async () => {
    answerAll(json({ code: 6008 }, { status: 400 }));
    const err = (await request('user', '/reset', { schema: Thing }).catch((e: unknown) => e)) as HttpError;
    expect(err.code).toBe(6008);
    expect(err.message).toContain('400');
  });

  it('keeps the Retry-After seconds of a refusal (a locked account), and none when absent', async () => {
    answerAll(json({ code: 1005, message: 'Locked' }, { status: 423, headers: { 'Retry-After': '540' } }));
    const locked = (await request('user', '/v2/auth/login', { method: 'POST', json: {}, auth: false, schema: Thing }).catch((e: unknown) => e)) as HttpError;
    expect(locked.retryAfterSeconds).toBe(540);
    answerAll(json({ message: 'Nope' }, { status: 400 }));
    const plain = (await request('user', '/x', { schema: Thing }).catch((e: unknown) => e)) as HttpError;
    expect(plain.retryAfterSeconds).toBeUndefined();
  });

  it('keeps a non-JSON error body as text, without a code', async () => {
    answerAll(new Response('Bad gateway', { status: 502 }));
    const err = (await request('search', '/q', { schema: Thing }).catch((e: unknown) => e)) as HttpError;
    expect(err.status).toBe(502);
    expect(err.code).toBeUndefined();
    expect(err.body).toBe('Bad gateway');
    expect(err.message).toContain('502');
  });

  it('reads a JSON error body even without a JSON content type', async () => {
    answerAll(new Response('{"code":6008,"message":"link expired"}', { status: 400 }));
    await expect(request('user', '/reset', { schema: Thing })).rejects.toMatchObject({ code: 6008, message: 'link expired' });
  });

  it('throws ContractError naming the service, the path and where the body is wrong', async () => {
    answerAll(json({ data: { id: 5 } }));
    const err = (await request('article', '/v1/articles/9', { schema: Thing }).catch((e: unknown) => e)) as ContractError;
    expect(err).toBeInstanceOf(ContractError);
    expect(err.message).toContain('article');
    expect(err.message).toContain('/v1/articles/9');
    expect(err.message).toContain('data.id');
    expect(err.at).toBe('data.id');
  });

  it('applies coercions of the schema', async () => {
    const { coerce } = await import('superstruct');
    const Count = object({ n: coerce(number(), string(), (s) => Number(s)) });
    answerAll(json({ n: '42' }));
    await expect(request('search', '/count', { schema: Count })).resolves.toEqual({ n: 42 });
  });
});
