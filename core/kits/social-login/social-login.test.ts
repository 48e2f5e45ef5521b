import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCIAL_SIGN_IN_PATH } from '../../contracts/social-login.js';
import { TEMP_JWT_COOKIE, TEMP_REFRESH_COOKIE } from '../../contracts/registration.js';
import { getCookie, deleteCookie } from '../../page/cookies.js';
import { STORAGE_KEYS } from '../../page/storage.js';
import { session, signOut, user } from '../../session/session.js';
import { getAccessToken } from '../../session/tokens.js';
import { configureForTest } from '../../../tests/support/config.js';
import { fakeServices, reply, type Answer, type FakeServices } from '../../../tests/support/fake-services.js';
import { challengeOf } from './pkce.js';
import {
  completeSocialSignIn, goAfterSignIn, PENDING_SOCIAL_LOGIN_KEY, rememberLockedAt, resetSocialSignIn, startSocialSignIn,
} from './index.js';

const READER = {
  id: 'u-1', firstName: 'Sam', lastName: 'Okafor', company: null, titleName: null, email: 'social@example.com',
  isPremiumUser: false, subscriptions: [], articles: [], practiceUser: false, userRatings: {}, hasPassword: false, socialLoginIdps: 'Google',
};
/** Answers only what each test routes: the code's redemption. */
let services: FakeServices;
const redeemAnswers = (answer: Answer) => services.route({ [`POST /services/user${SOCIAL_SIGN_IN_PATH}`]: answer });
let assign: ReturnType<typeof vi.spyOn>;
const CALLER = '[test] social login';

/** Starts a sign-in from `page`, then comes back to it with the provider's `answer` parameters. */
async function roundTrip(page: string, answer: (state: string) => Record<string, string>, options = {}) {
  history.replaceState(null, '', page);
  await startSocialSignIn('google', { caller: CALLER, ...options });
  const authorize = new URL(assign.mock.calls.at(-1)![0] as string);
  const back = new URL(`${location.origin}${location.pathname}`);
  for (const [k, v] of Object.entries(answer(authorize.searchParams.get('state')!))) back.searchParams.set(k, v);
  history.replaceState(null, '', back.href);
  return authorize;
}

beforeEach(() => {
  configureForTest({ registrationPath: '/pages/registration' }, (name) => `${location.origin}/services/${name}`);
  sessionStorage.clear();
  localStorage.clear();
  resetSocialSignIn();
  services = fakeServices();
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signOut();
  deleteCookie(TEMP_JWT_COOKIE);
  deleteCookie(TEMP_REFRESH_COOKIE);
});

describe('PKCE', () => {
  it('makes the S256 challenge the provider checks: base64url SHA-256 of the verifier, unpadded', async () => {
    const verifier = 'dBjftJeZ4CVP-mJ92K9qsKd0wOBRTA5s_KwCRKENCvA';
    expect(await challengeOf(verifier)).toBe(createHash('sha256').update(verifier).digest('base64url'));
  });
});

describe('startSocialSignIn', () => {
  it("goes to the provider's authorize page with the client, this page as redirect URI, a state and the S256 challenge of the kept verifier", async () => {
    history.replaceState(null, '', '/pages/session?lang=de#/signin');
    expect(await startSocialSignIn('linkedin', { caller: CALLER, source: 'save' })).toBe(true);
    const url = new URL(assign.mock.calls[0]![0] as string);
    expect(url.origin + url.pathname).toBe(`${location.origin}/services/idp/authorize`);
    const pending = JSON.parse(sessionStorage.getItem(PENDING_SOCIAL_LOGIN_KEY)!);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code', client_id: 'mck-linkedin', redirect_uri: `${location.origin}/pages/session`,
      scope: 'openid email profile', state: pending.state, code_challenge: await challengeOf(pending.verifier), code_challenge_method: 'S256',
    });
    expect(pending).toMatchObject({ provider: 'linkedin', search: '?lang=de', source: 'save' });
    expect(pending.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('without services.idp in the page config, says so and stays', async () => {
    configureForTest({}, (name) => `https://${name}.test`);
    const { idp: _idp, ...services } = (await import('../../page/config.js')).getConfig()!.services;
    configureForTest({ services });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await startSocialSignIn('google', { caller: CALLER })).toBe(false);
    expect(error.mock.calls[0]![0]).toContain('services.idp');
    expect(assign).not.toHaveBeenCalled();
  });

  it("refuses a provider whose origin the page config does not allow, naming the caller", async () => {
    configureForTest({}, (name) => `https://${name}.test`); // idp on another origin, not in navigationOrigins
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await startSocialSignIn('google', { caller: CALLER })).toBe(false);
    expect(error.mock.calls[0]![0]).toContain(CALLER);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('completeSocialSignIn', () => {
  it('does nothing on a page load that is not the return of a sign-in this tab started', async () => {
    history.replaceState(null, '', '/pages/session?code=x&state=y');
    expect(await completeSocialSignIn(CALLER)).toEqual({ kind: 'none' });
    expect(location.search).toBe('?code=x&state=y');
    expect(services.calls).toEqual([]);
  });

  it('redeems the code at the user service, signs in, and restores the page URL', async () => {
    await roundTrip('/pages/session?lang=de', (state) => ({ code: 'CODE', state }));
    redeemAnswers(reply(200, { data: READER }, { access_token: 'header.eyJzdWIiOiJ1LTEifQ.sig', refresh_token: 'R' }));
    const outcome = await completeSocialSignIn(CALLER);
    expect(outcome).toEqual({ kind: 'signed-in', user: READER });
    const { url, body } = services.calls[0]!;
    expect(url.href).toBe(`${location.origin}/services/user${SOCIAL_SIGN_IN_PATH}`);
    const pendingVerifier = (body as { codeVerifier: string }).codeVerifier;
    expect(body).toEqual({
      provider: 'google', code: 'CODE', codeVerifier: pendingVerifier, redirectUri: `${location.origin}/pages/session`,
    });
    expect(session.value).toBe(true);
    expect(user.value?.email).toBe('social@example.com');
    expect(getAccessToken()).toBe('header.eyJzdWIiOiJ1LTEifQ.sig');
    expect(location.pathname + location.search).toBe('/pages/session?lang=de');
    expect(sessionStorage.getItem(PENDING_SOCIAL_LOGIN_KEY)).toBeNull();
    expect(assign).toHaveBeenCalledTimes(1); // only the trip to the provider
  });

  it('is one run for every caller on the page', async () => {
    await roundTrip('/pages/session', (state) => ({ code: 'CODE', state }));
    redeemAnswers({ data: READER });
    const [a, b] = await Promise.all([completeSocialSignIn('a'), completeSocialSignIn('b')]);
    expect(a).toBe(b);
    expect(services.calls).toHaveLength(1);
  });

  it('then goes to the redirect of the sign-in, or to the path saved at lock time, which wins once', async () => {
    await roundTrip('/pages/session', (state) => ({ code: 'CODE', state }), { returnTo: '/my-account/edit_profile' });
    redeemAnswers({ data: READER });
    await completeSocialSignIn(CALLER);
    expect(assign).toHaveBeenLastCalledWith(`${location.origin}/my-account/edit_profile`);

    resetSocialSignIn();
    history.replaceState(null, '', '/pages/article-save?id=7#comments');
    rememberLockedAt();
    await roundTrip('/pages/session', (state) => ({ code: 'CODE', state }), { returnTo: '/my-account/edit_profile' });
    await completeSocialSignIn(CALLER);
    expect(assign).toHaveBeenLastCalledWith(`${location.origin}/pages/article-save?id=7#comments`);
    expect(localStorage.getItem(STORAGE_KEYS.lockReturnPath)).toBeNull();
  });

  it('saves the page of a lock without the auth dialog it happened in, so the reader comes back to the page', async () => {
    history.replaceState(null, '', '/pages/article-save?id=7#/signin/save/%2Fpages%2Farticle-save');
    rememberLockedAt();
    expect(localStorage.getItem(STORAGE_KEYS.lockReturnPath)).toBe('/pages/article-save?id=7');
    await roundTrip('/pages/session', (state) => ({ code: 'CODE', state }), { returnTo: '/my-account/edit_profile' });
    redeemAnswers({ data: READER });
    await completeSocialSignIn(CALLER);
    expect(assign).toHaveBeenLastCalledWith(`${location.origin}/pages/article-save?id=7`);
  });

  it('signs no one in when an account has the email but not the provider, and tells the reader in a toast to open the mailed link', async () => {
    await roundTrip('/pages/session', (state) => ({ code: 'CODE', state }), { returnTo: '/my-account/edit_profile' });
    redeemAnswers({ linkRequired: { token: 'LINK', email: 'reader@example.com', provider: 'google' } });
    expect(await completeSocialSignIn(CALLER)).toEqual({ kind: 'link-required', email: 'reader@example.com', provider: 'google' });
    expect(session.value).toBe(false);
    expect(getAccessToken()).toBeNull();
    expect(assign).not.toHaveBeenCalledWith(expect.stringContaining('/my-account/edit_profile'));
    const toast = document.querySelector('[data-mck-toast]');
    expect(toast?.getAttribute('role')).toBe('status');
    expect(toast?.shadowRoot?.textContent).toContain('An account already uses reader@example.com. To sign in to it with Google, open the link we have emailed');
    toast?.shadowRoot?.querySelector('button')?.click();
    expect(document.querySelector('[data-mck-toast]')).toBeNull();
  });

  it('sends someone without an account to the registration page with type=sso, the identity, source and redirect, the tokens in the temporary cookies', async () => {
    await roundTrip('/pages/session', (state) => ({ code: 'CODE', state }), { source: 'download', returnTo: '/pages/article-save' });
    redeemAnswers({
      registration: { token: 'SSO-JWT', refreshToken: 'SSO-REFRESH', email: 'new@example.org', firstName: 'Nia', lastName: 'Novak', provider: 'google' },
    });
    expect(await completeSocialSignIn(CALLER)).toEqual({ kind: 'registration' });
    const target = new URL(assign.mock.calls.at(-1)![0] as string);
    expect(target.pathname).toBe('/pages/registration');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      type: 'sso', email: 'new@example.org', name: 'Nia Novak', source: 'download', redirectURL: '/pages/article-save',
    });
    expect(getCookie(TEMP_JWT_COOKIE)).toBe('SSO-JWT');
    expect(getCookie(TEMP_REFRESH_COOKIE)).toBe('SSO-REFRESH');
    expect(session.value).toBe(false);
  });

  it('a cancel at the provider is cancelled; a state that does not match, or a refused code, is a failure; none signs in', async () => {
    await roundTrip('/pages/session', (state) => ({ error: 'access_denied', state }));
    expect(await completeSocialSignIn(CALLER)).toEqual({ kind: 'cancelled' });
    expect(location.search).toBe('');

    resetSocialSignIn();
    await roundTrip('/pages/session', () => ({ code: 'CODE', state: 'forged' }));
    expect((await completeSocialSignIn(CALLER)).kind).toBe('failed');
    expect(services.calls).toEqual([]);

    resetSocialSignIn();
    await roundTrip('/pages/session', (state) => ({ code: 'USED', state }));
    redeemAnswers(reply(400, { code: 1010, message: 'invalid_grant' }));
    expect((await completeSocialSignIn(CALLER)).kind).toBe('failed');
    expect(session.value).toBe(false);
  });
});

describe('goAfterSignIn', () => {
  it('stays when the target is the page shown', () => {
    history.replaceState(null, '', '/pages/session');
    goAfterSignIn('/pages/session', CALLER);
    expect(assign).not.toHaveBeenCalled();
  });
});
