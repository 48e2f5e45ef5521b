import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageConfig } from '../page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, type Answer, type FakeCall, type FakeServices } from '../../tests/support/fake-services.js';
import { resetSessionSignals } from '../../tests/support/session.js';
import type { User } from '../contracts/user.js';
import { deleteCookie, getCookie, setCookie } from '../page/cookies.js';
import { on } from '../page/events.js';
import { HttpError, request } from './http.js';
import {
  PRACTICE_USER_COOKIE, PREMIUM_COOKIE, SESSION_CHANNEL, expired, handleSessionMessage, practiceUser, premium,
  reLoginRequiredForSensitiveData, refreshUser, sensitiveDataAllowed, session, sessionPending, signIn, signOut,
  startCrossTabSync, startSession, stopCrossTabSync, user,
} from './session.js';
import { STORAGE_KEYS } from '../page/storage.js';
import { getAccessToken, getRefreshToken, setTokens } from './tokens.js';
import { object, string } from 'superstruct';

const configure = (over: Partial<PageConfig> = {}) => configureForTest(over);

const b64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (sub: string, expInSeconds: number) =>
  `${b64url('{"alg":"none"}')}.${b64url(JSON.stringify({ sub, exp: Math.floor(Date.now() / 1000) + expInSeconds }))}.sig`;
const VALID = jwt('u1', 3600);
const EXPIRED = jwt('u1', -60);

const makeUser = (over: Partial<User> = {}): User => ({
  id: 'u1', firstName: 'Ann', lastName: 'Lee', company: null, titleName: null, email: 'ann@example.com',
  isPremiumUser: true, subscriptions: ['A1'], articles: [], practiceUser: false, userRatings: {}, hasPassword: true,
  ...over,
});

function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200, headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

let services: FakeServices;
/** Answers the user service by path, whatever the method; any other request fails the test. */
function serve(routes: Record<string, Answer>) {
  services.route(Object.fromEntries(Object.entries(routes).map(([path, answer]) => [`* https://user.test${path}`, answer])));
}
const urls = () => services.calls.map((call) => call.url.href.replace('https://user.test', ''));

const channels: BroadcastChannel[] = [];
/** Another "tab": a channel on the same name, recording what it hears. */
function otherTab() {
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channels.push(channel);
  const heard: unknown[] = [];
  channel.onmessage = (event: MessageEvent) => heard.push(event.data);
  return { channel, heard };
}
const tick = (ms = 30) => new Promise((r) => setTimeout(r, ms));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  deleteCookie(PREMIUM_COOKIE);
  deleteCookie(PRACTICE_USER_COOKIE);
  resetSessionSignals();
  configure();
  services = fakeServices();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  stopCrossTabSync();
  channels.splice(0).forEach((c) => c.close());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('startSession', () => {
  it('without tokens: signed out, no call, pending only while it runs', async () => {
    const pending = startSession();
    expect(sessionPending.value).toBe(true);
    await pending;
    expect(sessionPending.value).toBe(false);
    expect(session.value).toBe(false);
    expect(user.value).toBeNull();
    expect(expired.value).toBe(false);
    expect(services.calls).toEqual([]);
  });

  it('with a valid access token: fetches the user by the token subject', async () => {
    setTokens({ access: VALID, refresh: 'REF' });
    serve({ '/v2/users/u1': () => json({ data: makeUser({ practiceUser: true }) }) });
    await startSession();
    expect(urls()).toEqual(['/v2/users/u1']);
    expect(services.calls[0]!.headers.get('Authorization')).toBe(`Bearer ${VALID}`);
    expect(session.value).toBe(true);
    expect(user.value?.email).toBe('ann@example.com');
    expect(expired.value).toBe(false);
    expect(premium.value).toBe(true);
    expect(practiceUser.value).toBe(true);
    expect(getCookie(PREMIUM_COOKIE)).toBe('true');
    expect(getCookie(PRACTICE_USER_COOKIE)).toBe('true');
    expect(sensitiveDataAllowed.value).toBe(true);
  });

  it('with an expired token: refreshes, takes the re-login flag, then fetches the user', async () => {
    const fresh = jwt('u1', 3600);
    setTokens({ access: EXPIRED, refresh: 'REF' });
    serve({
      '/v2/auth/token': () => json({ access_token: fresh, expires_in: 3600, reLoginRequiredForSensitiveData: true }),
      '/v2/users/u1': () => json({ data: makeUser() }),
    });
    await startSession();
    expect(urls()).toEqual(['/v2/auth/token', '/v2/users/u1']);
    expect(services.calls[1]!.headers.get('access_token')).toBe(fresh);
    expect(session.value).toBe(true);
    expect(reLoginRequiredForSensitiveData.value).toBe(true);
    expect(sensitiveDataAllowed.value).toBe(false);
    expect(user.value?.id).toBe('u1');
  });

  it('keeps the re-login flag across a reload (a valid token asks nobody) until a sign-in clears it', async () => {
    setTokens({ access: EXPIRED, refresh: 'REF' });
    serve({
      '/v2/auth/token': () => json({ access_token: jwt('u1', 3600), expires_in: 3600, reLoginRequiredForSensitiveData: true }),
      '/v2/users/u1': () => json({ data: makeUser() }),
      '/v2/auth/login': () => json({ data: makeUser() }),
    });
    await startSession();
    expect(localStorage.getItem(STORAGE_KEYS.reLoginRequired)).toBe('true');
    // What the next page load reads: the stored flag.
    vi.resetModules();
    const reloaded = await import('./session.js');
    expect(reloaded.reLoginRequiredForSensitiveData.value).toBe(true);
    await signIn('reader@example.com', 'secret');
    expect(reLoginRequiredForSensitiveData.value).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.reLoginRequired)).toBeNull();
  });

  it('refreshes when only the refresh token is left', async () => {
    setTokens({ refresh: 'REF' });
    serve({
      '/v2/auth/token': () => json({ access_token: VALID, expires_in: 3600 }),
      '/v2/users/u1': () => json({ data: makeUser() }),
    });
    await startSession();
    expect(session.value).toBe(true);
  });

  it('refresh failure: session false, expired, signed out locally with the event', async () => {
    const signedOut = vi.fn();
    const off = on('signed-out', signedOut);
    setTokens({ access: EXPIRED, refresh: 'REF' });
    setCookie(PREMIUM_COOKIE, 'true');
    localStorage.setItem(STORAGE_KEYS.savedArticles, '{"a_en":1}');
    serve({ '/v2/auth/token': () => json({ message: 'invalid grant' }, { status: 400 }) });
    await startSession();
    off();
    expect(session.value).toBe(false);
    expect(expired.value).toBe(true);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(getCookie(PREMIUM_COOKIE)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.savedArticles)).toBeNull();
    expect(signedOut).toHaveBeenCalledOnce();
    expect(urls()).toEqual(['/v2/auth/token']);
  });

  it('on the insights site an expired token is not refreshed at start-up', async () => {
    configure({ site: 'insights' });
    setTokens({ access: EXPIRED, refresh: 'REF' });
    await startSession();
    expect(services.calls).toEqual([]);
    expect(session.value).toBe(false);
    expect(expired.value).toBe(true);
  });

  it('a user fetch answering 401 that a refresh cannot cure ends the session', async () => {
    setTokens({ access: VALID, refresh: 'REF' });
    serve({
      '/v2/users/u1': () => json({ message: 'revoked' }, { status: 401 }),
      '/v2/auth/token': () => json({ message: 'revoked' }, { status: 401 }),
    });
    await startSession();
    expect(session.value).toBe(false);
    expect(expired.value).toBe(true);
    expect(getAccessToken()).toBeNull();
  });

  it('a user fetch failing otherwise keeps the session, without a user', async () => {
    setTokens({ access: VALID, refresh: 'REF' });
    serve({ '/v2/users/u1': () => json({ message: 'down' }, { status: 503 }) });
    await startSession();
    expect(session.value).toBe(true);
    expect(user.value).toBeNull();
    expect(getAccessToken()).toBe(VALID);
  });

  it('reads the premium and practice cookies', async () => {
    setCookie(PREMIUM_COOKIE, 'true');
    setCookie(PRACTICE_USER_COOKIE, 'false');
    await startSession();
    expect(premium.value).toBe(true);
    expect(practiceUser.value).toBe(false);
  });

  it('shares one run between simultaneous calls', async () => {
    setTokens({ access: VALID });
    serve({ '/v2/users/u1': () => json({ data: makeUser() }) });
    await Promise.all([startSession(), startSession()]);
    expect(services.calls).toHaveLength(1);
  });
});

describe('signIn', () => {
  it('posts the credentials, stores the tokens from the headers, sets the state and tells everyone', async () => {
    const { heard } = otherTab();
    startCrossTabSync();
    const signedIn = vi.fn();
    const off = on('signed-in', signedIn);
    setTokens({ refresh: 'STALE' });
    expired.value = true;
    serve({
      '/v2/auth/login': () => json({ data: makeUser({ isPremiumUser: false, practiceUser: true }) },
        { headers: { access_token: VALID, refresh_token: 'REF' } }),
    });

    const u = await signIn('ann@example.com', 'Secret123');
    off();
    const [call] = services.calls as [FakeCall];
    expect(urls()).toEqual(['/v2/auth/login']);
    expect(call.method).toBe('POST');
    expect(call.body).toEqual({ username: 'ann@example.com', password: 'Secret123' });
    expect(call.headers.has('refresh_token')).toBe(false);
    expect(u.id).toBe('u1');
    expect(getAccessToken()).toBe(VALID);
    expect(getRefreshToken()).toBe('REF');
    expect(session.value).toBe(true);
    expect(expired.value).toBe(false);
    expect(user.value).toEqual(u);
    expect(premium.value).toBe(false);
    expect(getCookie(PREMIUM_COOKIE)).toBe('false');
    expect(getCookie(PRACTICE_USER_COOKIE)).toBe('true');
    expect(signedIn).toHaveBeenCalledExactlyOnceWith({ user: u });
    await vi.waitFor(() => expect(heard).toEqual([{ type: 'signed-in' }]));
  });

  it('rejects with the HttpError and leaves the state alone; no refresh on a wrong password', async () => {
    setTokens({ refresh: 'REF' });
    serve({ '/v2/auth/login': () => json({ code: 1003, message: 'Invalid credentials' }, { status: 401 }) });
    const err = await signIn('ann@example.com', 'wrong').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).code).toBe(1003);
    expect(session.value).toBe(false);
    expect(urls()).toEqual(['/v2/auth/login']);
  });
});

describe('signOut', () => {
  it('clears tokens, cookies and user data, resets the signals, emits and broadcasts', async () => {
    const { heard } = otherTab();
    startCrossTabSync();
    const signedOut = vi.fn();
    const off = on('signed-out', signedOut);
    setTokens({ access: VALID, refresh: 'REF' });
    setCookie(PREMIUM_COOKIE, 'true');
    setCookie(PRACTICE_USER_COOKIE, 'true');
    for (const key of Object.values(STORAGE_KEYS)) {
      localStorage.setItem(key, '{}');
      sessionStorage.setItem(key, '{}');
    }
    session.value = true;
    user.value = makeUser();
    premium.value = true;
    practiceUser.value = true;
    reLoginRequiredForSensitiveData.value = true;

    signOut();
    off();
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(getCookie(PREMIUM_COOKIE)).toBeNull();
    expect(getCookie(PRACTICE_USER_COOKIE)).toBeNull();
    for (const key of Object.values(STORAGE_KEYS)) {
      expect(localStorage.getItem(key)).toBeNull();
      expect(sessionStorage.getItem(key)).toBeNull();
    }
    expect([session.value, user.value, premium.value, practiceUser.value, reLoginRequiredForSensitiveData.value])
      .toEqual([false, null, false, false, false]);
    expect(signedOut).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(heard).toEqual([{ type: 'signed-out' }]));
  });
});

describe('token refresh failing mid-session', () => {
  it('signs out through the http auth-failure hook', async () => {
    setTokens({ access: VALID, refresh: 'REF' });
    session.value = true;
    user.value = makeUser();
    serve({
      '/v2/things': () => json({ message: 'expired' }, { status: 401 }),
      '/v2/auth/token': () => json({ message: 'revoked' }, { status: 400 }),
    });
    await expect(request('user', '/v2/things', { schema: object({ id: string() }) })).rejects.toMatchObject({ status: 401 });
    expect(session.value).toBe(false);
    expect(expired.value).toBe(true);
    expect(getAccessToken()).toBeNull();
  });

  it('a later successful refresh updates the re-login flag', async () => {
    setTokens({ access: VALID, refresh: 'REF' });
    let first = true;
    serve({
      '/v2/things': () => {
        const status = first ? 401 : 200;
        first = false;
        return json(status === 200 ? { id: 'x' } : { message: 'expired' }, { status });
      },
      '/v2/auth/token': () => json({ access_token: VALID, expires_in: 60, reLoginRequiredForSensitiveData: true }),
    });
    await request('user', '/v2/things', { schema: object({ id: string() }) });
    expect(reLoginRequiredForSensitiveData.value).toBe(true);
  });
});

describe('refreshUser', () => {
  it('is null when signed out, and re-reads the user otherwise', async () => {
    await expect(refreshUser()).resolves.toBeNull();
    expect(services.calls).toEqual([]);
    setTokens({ access: VALID });
    serve({ '/v2/users/u1': () => json({ data: makeUser({ firstName: 'Anna' }) }) });
    await expect(refreshUser()).resolves.toMatchObject({ firstName: 'Anna' });
    expect(user.value?.firstName).toBe('Anna');
  });
});

describe('cross-tab sync', () => {
  it('a sign-in in another tab fetches the user here, without echoing', async () => {
    const other = otherTab();
    const witness = otherTab();
    startCrossTabSync();
    const signedIn = vi.fn();
    const off = on('signed-in', signedIn);
    serve({ '/v2/users/u1': () => json({ data: makeUser() }) });

    setTokens({ access: VALID, refresh: 'REF' }); // shared localStorage: the other tab stored them
    other.channel.postMessage({ type: 'signed-in' });

    await vi.waitFor(() => expect(session.value).toBe(true));
    off();
    expect(user.value?.id).toBe('u1');
    expect(signedIn).toHaveBeenCalledOnce();
    await tick();
    expect(witness.heard).toEqual([{ type: 'signed-in' }]); // only the other tab's message, no echo
  });

  it('a sign-out in another tab signs out here, without echoing', async () => {
    const other = otherTab();
    const witness = otherTab();
    startCrossTabSync();
    session.value = true;
    user.value = makeUser();
    const signedOut = vi.fn();
    const off = on('signed-out', signedOut);

    other.channel.postMessage({ type: 'signed-out' });
    await vi.waitFor(() => expect(session.value).toBe(false));
    off();
    expect(user.value).toBeNull();
    expect(signedOut).toHaveBeenCalledOnce();
    await tick();
    expect(witness.heard).toEqual([{ type: 'signed-out' }]);
  });

  it('follows storage events on the access-token key (browsers without BroadcastChannel)', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    startCrossTabSync();
    serve({ '/v2/users/u1': () => json({ data: makeUser() }) });

    setTokens({ access: VALID });
    window.dispatchEvent(new StorageEvent('storage', { key: 'mck.accessToken', newValue: VALID }));
    await vi.waitFor(() => expect(session.value).toBe(true));

    window.dispatchEvent(new StorageEvent('storage', { key: 'mck.ratings', newValue: null }));
    await tick(5);
    expect(session.value).toBe(true); // other keys are ignored

    localStorage.removeItem('mck.accessToken');
    window.dispatchEvent(new StorageEvent('storage', { key: 'mck.accessToken', newValue: null }));
    expect(session.value).toBe(false);
  });

  it('ignores repeats and unknown messages', async () => {
    setTokens({ access: VALID });
    serve({ '/v2/users/u1': () => json({ data: makeUser() }) });
    await Promise.all([handleSessionMessage({ type: 'signed-in' }), handleSessionMessage({ type: 'signed-in' })]);
    await handleSessionMessage({ type: 'signed-in' }); // same user already there
    expect(services.calls).toHaveLength(1);
    await handleSessionMessage({ type: 'weird' });
    await handleSessionMessage(null);
    expect(session.value).toBe(true);

    const signedOut = vi.fn();
    const off = on('signed-out', signedOut);
    await handleSessionMessage({ type: 'signed-out' });
    await handleSessionMessage({ type: 'signed-out' });
    off();
    expect(signedOut).toHaveBeenCalledOnce();
  });
});
