import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import {
  SOCIAL_CODE_REFUSED, SOCIAL_SIGN_IN_PATH, SocialSignInResponse, type SocialProviderId,
} from '../../../core/contracts/social-login.js';
import { TOKEN_HEADERS } from '../../../core/contracts/auth.js';
import { TEST_REDIRECT_URI, authorizeCode } from '../idp/test-flow.js';
import { useAccountTestApp } from './account-test-app.js';
import { verifySingleSignOnToken } from './single-sign-on-token.js';

const { app, db } = useAccountTestApp();

const socialSignIn = (body: unknown) => app().request(`/api/user${SOCIAL_SIGN_IN_PATH}`, {
  method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
});

async function signInWith(provider: SocialProviderId, choice: Parameters<typeof authorizeCode>[2]) {
  const { code, verifier } = await authorizeCode(app(), provider, choice);
  return socialSignIn({ provider, code, codeVerifier: verifier, redirectUri: TEST_REDIRECT_URI });
}

describe('social sign-in', () => {
  it('signs in the account linked to that provider: tokens in the headers, the user in the body', async () => {
    const res = await signInWith('google', 0); // Sam Okafor, social@example.com, Google only
    expect(res.status).toBe(200);
    expect(res.headers.get(TOKEN_HEADERS.access)).toBeTruthy();
    expect(res.headers.get(TOKEN_HEADERS.refresh)).toBeTruthy();
    const body = await res.json();
    expect(is(body, SocialSignInResponse)).toBe(true);
    expect(body.data).toMatchObject({ email: 'social@example.com', socialLoginIdps: 'Google', hasPassword: false });
  });

  it('links the provider to a password account with that email and signs it in (the provider vouched for the email)', async () => {
    const res = await signInWith('firm-sso', 0); // Priya Menon, premium@example.com, a password account
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ email: 'premium@example.com', hasPassword: true, socialLoginIdps: 'Default' });
    // Once linked, it is not linked twice.
    expect((await (await signInWith('firm-sso', 0)).json()).data.socialLoginIdps).toBe('Default');
  });

  it('lifts a lock from failed password sign-ins: the password was not used', async () => {
    await db().query(
      "INSERT INTO sign_in_throttle (email, failures, window_started_at, locked_until, locks) VALUES ('practice@example.com', 0, now(), now() + interval '10 minutes', 1)");
    expect((await signInWith('identity', 0)).status).toBe(200);
    expect(await db().query("SELECT 1 FROM sign_in_throttle WHERE email = 'practice@example.com'")).toHaveLength(0);
  });

  it('answers someone without an account with the registration to complete: a single-sign-on token for that identity', async () => {
    const res = await signInWith('apple', { email: 'new.person@example.org', firstName: 'New', lastName: 'Person' });
    expect(res.status).toBe(200);
    expect(res.headers.get(TOKEN_HEADERS.access)).toBeNull();
    const body = await res.json();
    expect(is(body, SocialSignInResponse)).toBe(true);
    expect(body.registration).toMatchObject({ email: 'new.person@example.org', firstName: 'New', lastName: 'Person', provider: 'apple' });
    expect(await verifySingleSignOnToken({ db: db() }, body.registration.token))
      .toEqual({ email: 'new.person@example.org', firstName: 'New', lastName: 'Person', provider: 'Apple' });
    expect(await db().query("SELECT 1 FROM users WHERE email = 'new.person@example.org'")).toHaveLength(0);
  });

  it('refuses a used code, another redirect URI or verifier (400, code 1010), an unknown provider and a bad body (400)', async () => {
    const { code, verifier } = await authorizeCode(app(), 'google', 0);
    const good = { provider: 'google', code, codeVerifier: verifier, redirectUri: TEST_REDIRECT_URI };
    expect((await socialSignIn(good)).status).toBe(200);
    const used = await socialSignIn(good);
    expect(used.status).toBe(400);
    expect((await used.json()).code).toBe(SOCIAL_CODE_REFUSED);

    const other = await authorizeCode(app(), 'google', 0);
    const wrongRedirect = await socialSignIn({ ...good, code: other.code, codeVerifier: other.verifier, redirectUri: 'http://127.0.0.1:4321/' });
    expect((await wrongRedirect.json()).code).toBe(SOCIAL_CODE_REFUSED);
    // A code of Google's client presented as Apple's.
    const third = await authorizeCode(app(), 'google', 0);
    expect((await (await socialSignIn({ ...good, provider: 'apple', code: third.code, codeVerifier: third.verifier })).json()).code).toBe(SOCIAL_CODE_REFUSED);

    expect((await socialSignIn({ ...good, provider: 'myspace' })).status).toBe(400);
    expect((await socialSignIn({ code })).status).toBe(400);
  });
});
