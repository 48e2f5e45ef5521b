import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { ACCOUNT_CODES, ACCOUNT_PATHS, AccountUserResponse } from '../../../core/contracts/account.js';
import type { User } from '../../../core/contracts/user.js';
import { DEMO_SOCIAL_ACCOUNT_PATH } from './demo-social-account-routes.js';
import { useAccountTestApp } from './account-test-app.js';

const { app, db } = useAccountTestApp();

const post = (path: string, body: unknown, accessToken?: string) =>
  app().request(`/api/user${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
    body: JSON.stringify(body),
  });

async function signIn(username: string, password: string) {
  const res = await post('/v2/auth/login', { username, password });
  return { user: ((await res.json()) as { data: User }).data, accessToken: res.headers.get('access_token')! };
}

describe('unlink a social login', () => {
  it('removes one provider of an account that has a password and answers the updated user', async () => {
    const { user, accessToken } = await signIn('linked@example.com', 'Linked-pass-1');
    const res = await post(ACCOUNT_PATHS.unlinkSocialLogin(user.id), { socialLoginIdpName: 'apple' }, accessToken);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(is(body, AccountUserResponse)).toBe(true);
    expect(body.data.socialLoginIdps).toBe('LinkedIn');
    const last = await post(ACCOUNT_PATHS.unlinkSocialLogin(user.id), { socialLoginIdpName: 'LinkedIn' }, accessToken);
    expect((await last.json()).data.socialLoginIdps).toBeUndefined(); // a password remains: the last one may go
  });

  it('answers 404 for a provider that is not linked, 401 without a token, 403 for another user, 400 to a bad body', async () => {
    const { user, accessToken } = await signIn('premium@example.com', 'Premium-pass-1');
    expect((await post(ACCOUNT_PATHS.unlinkSocialLogin(user.id), { socialLoginIdpName: 'Google' }, accessToken)).status).toBe(404);
    expect((await post(ACCOUNT_PATHS.unlinkSocialLogin(user.id), { socialLoginIdpName: 'Google' })).status).toBe(401);
    const other = await signIn('practice@example.com', 'Practice-pass-1');
    expect((await post(ACCOUNT_PATHS.unlinkSocialLogin(user.id), { socialLoginIdpName: 'Google' }, other.accessToken)).status).toBe(403);
    expect((await post(ACCOUNT_PATHS.unlinkSocialLogin(user.id), { provider: 'Google' }, accessToken)).status).toBe(400);
  });
});

describe('the only social login of an account without a password', () => {
  it('is refused with 6013; create password (6011 when weak, 6014 once there is one) then lets it go', async () => {
    const otherSession = await signIn('practice@example.com', 'Practice-pass-1');
    const { user, accessToken } = await signIn('practice@example.com', 'Practice-pass-1');
    // A social-only account signs in through its provider, which the demo has not: this one becomes
    // social-only after signing in, keeping its access token.
    await db().query("UPDATE users SET password_hash = NULL, social_login_idps = 'Google' WHERE id = $1", [user.id]);
    const refused = await post(ACCOUNT_PATHS.unlinkSocialLogin(user.id), { socialLoginIdpName: 'Google' }, accessToken);
    expect(refused.status).toBe(409);
    expect((await refused.json()).code).toBe(ACCOUNT_CODES.PASSWORD_NEEDED);

    const weak = await post(ACCOUNT_PATHS.createPassword(user.id), { password: 'weak' }, accessToken);
    expect((await weak.json()).code).toBe(ACCOUNT_CODES.RESET_PASSWORD_REFUSED);
    const created = await post(ACCOUNT_PATHS.createPassword(user.id), { password: 'Created-pass-3' }, accessToken);
    expect(created.status).toBe(200);
    expect((await created.json()).data.hasPassword).toBe(true);
    // Like any new password, it ends the account's other sessions (the caller's goes on below).
    expect((await app().request(`/api/user/v2/users/${user.id}`, { headers: { authorization: `Bearer ${otherSession.accessToken}` } })).status).toBe(401);
    const twice = await post(ACCOUNT_PATHS.createPassword(user.id), { password: 'Created-pass-4' }, accessToken);
    expect(twice.status).toBe(409);
    expect((await twice.json()).code).toBe(ACCOUNT_CODES.PASSWORD_EXISTS);

    const unlinked = await post(ACCOUNT_PATHS.unlinkSocialLogin(user.id), { socialLoginIdpName: 'Google' }, accessToken);
    expect(unlinked.status).toBe(200);
    expect((await signIn('practice@example.com', 'Created-pass-3')).user.socialLoginIdps).toBeUndefined();
  });
});

describe('the demo social sign-up stand-in', () => {
  it('makes a new Google-only account without a password and signs it in: unlinking Google asks for a password', async () => {
    const res = await post(DEMO_SOCIAL_ACCOUNT_PATH, {});
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: User };
    expect(data).toMatchObject({ hasPassword: false, socialLoginIdps: 'Google' });
    expect(data.email).toMatch(/^social-[0-9a-f]{12}@example\.com$/);
    const refused = await post(ACCOUNT_PATHS.unlinkSocialLogin(data.id), { socialLoginIdpName: 'Google' }, res.headers.get('access_token')!);
    expect((await refused.json()).code).toBe(ACCOUNT_CODES.PASSWORD_NEEDED);
  });
});
