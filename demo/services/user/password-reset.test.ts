import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { ErrorBody } from '../../../core/contracts/auth.js';
import {
  ACCOUNT_CODES, ACCOUNT_PATHS, CAPTCHA_HEADERS, PasswordResetRequestResponse, ResetPasswordResponse,
} from '../../../core/contracts/account.js';
import { createApp } from '../../server/app.js';
import { TEST_SETTINGS } from '../../server/testing.js';
import { useAccountTestApp } from './account-test-app.js';
import { MAX_RESET_MAILS_PER_TTL, RESET_PAGE_PATH } from './password-reset-routes.js';

const { app, db } = useAccountTestApp();
const USER = '/api/user';

const post = (path: string, body: unknown, headers: Record<string, string> = {}, target = app()) =>
  target.request(`${USER}${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body),
  });
const askReset = (email: string, captcha: Record<string, string> = { [CAPTCHA_HEADERS.visible]: 'token' }) =>
  post(ACCOUNT_PATHS.passwordResetRequest, { email }, captcha);
const reset = (body: { password: string; token: string; encEmailId: string }) => post(ACCOUNT_PATHS.resetPassword, body);
const signIn = (username: string, password: string) => post('/v2/auth/login', { username, password });

interface Mail { to: string; body: string; kind: string }
const mailTo = async (email: string): Promise<Mail[]> =>
  (await (await app().request(`/demo/outbox.json?to=${encodeURIComponent(email)}`)).json()).messages ?? [];

/** The newest reset link's token and uid. */
async function resetLink(email: string) {
  const [mail] = (await mailTo(email)).filter((m) => m.kind === 'password-reset');
  const line = mail!.body.split('\n').find((l) => l.startsWith('http'))!;
  const url = new URL(line);
  return { url, token: url.searchParams.get('token')!, uid: url.searchParams.get('uid')! };
}

describe('password reset request', () => {
  it('mails a single reset link to the account and answers sent', async () => {
    const res = await askReset('Practice@example.com');
    expect(res.status).toBe(200);
    expect(is(await res.json(), PasswordResetRequestResponse)).toBe(true);
    const { url, token, uid } = await resetLink('practice@example.com');
    expect(url.pathname).toBe(RESET_PAGE_PATH);
    expect(url.origin).toBe('http://127.0.0.1:4321');
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(uid).not.toBe('');
  });

  it('answers an unknown email exactly as a known one, and mails nothing', async () => {
    const known = await askReset('premium@example.com');
    const unknown = await askReset('nobody@example.com');
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    expect(await mailTo('nobody@example.com')).toEqual([]);
  });

  it('takes the CaptchaKey header too, refuses a request without a captcha or with a bad email', async () => {
    expect((await askReset('premium@example.com', { [CAPTCHA_HEADERS.default]: 't' })).status).toBe(200);
    const noCaptcha = await askReset('premium@example.com', {});
    expect(noCaptcha.status).toBe(400);
    expect(is(await noCaptcha.json(), ErrorBody)).toBe(true);
    expect((await askReset('not an email')).status).toBe(400);
    expect((await post(ACCOUNT_PATHS.passwordResetRequest, { mail: 'x@example.com' }, { CaptchaKey: 't' })).status).toBe(400);
  });

  it(`mails one address at most ${MAX_RESET_MAILS_PER_TTL} links per link lifetime, still answering sent`, async () => {
    for (let i = 0; i < MAX_RESET_MAILS_PER_TTL + 2; i++) expect((await askReset('alumni@example.com')).status).toBe(200);
    expect((await mailTo('alumni@example.com')).filter((m) => m.kind === 'password-reset')).toHaveLength(MAX_RESET_MAILS_PER_TTL);
  });
});

describe('reset password', () => {
  it('sets the password once: the answer carries the email, sign-in works, the same link then answers 6008', async () => {
    await askReset('reader@example.com');
    const { token, uid } = await resetLink('reader@example.com');
    const res = await reset({ password: 'Fresh-start-9', token, encEmailId: uid });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(is(body, ResetPasswordResponse)).toBe(true);
    expect(body.data.email).toBe('reader@example.com');
    expect((await signIn('reader@example.com', 'Fresh-start-9')).status).toBe(200);
    const again = await reset({ password: 'Another-one-9', token, encEmailId: uid });
    expect(again.status).toBe(400);
    expect((await again.json()).code).toBe(ACCOUNT_CODES.RESET_LINK_INVALID);
  });

  it('refuses a weak password with 6011 and the link still works afterwards', async () => {
    await askReset('linked@example.com');
    const { token, uid } = await resetLink('linked@example.com');
    const weak = await reset({ password: 'short', token, encEmailId: uid });
    expect(weak.status).toBe(400);
    expect((await weak.json()).code).toBe(ACCOUNT_CODES.RESET_PASSWORD_REFUSED);
    expect((await reset({ password: 'Tailspin-pass-1', token, encEmailId: uid })).status).toBe(200);
  });

  it('answers 6008 to an unknown token or another account\'s link, 1001 to a uid without an account', async () => {
    await askReset('premium@example.com');
    const { token, uid } = await resetLink('premium@example.com');
    const wrongToken = await reset({ password: 'Fresh-start-9', token: 'x'.repeat(43), encEmailId: uid });
    expect((await wrongToken.json()).code).toBe(ACCOUNT_CODES.RESET_LINK_INVALID);
    await askReset('practice@example.com');
    const other = await resetLink('practice@example.com');
    const crossed = await reset({ password: 'Fresh-start-9', token, encEmailId: other.uid });
    expect((await crossed.json()).code).toBe(ACCOUNT_CODES.RESET_LINK_INVALID);
    const gone = await reset({ password: 'Fresh-start-9', token, encEmailId: 'no-such-user' });
    expect(gone.status).toBe(404);
    expect((await gone.json()).code).toBe(ACCOUNT_CODES.RESET_ACCOUNT_GONE);
  });
});

describe('a reset ends every session (ASVS V3)', () => {
  const refresh = (refreshToken: string) => app().request(`${USER}/v2/auth/token`, {
    method: 'POST',
    headers: { refresh_token: refreshToken },
    body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'Dotcom', is_passwordless_login: 'false' }),
  });
  const getUser = (id: string, accessToken: string) =>
    app().request(`${USER}/v2/users/${id}`, { headers: { authorization: `Bearer ${accessToken}` } });
  async function session(username: string, password: string) {
    const res = await signIn(username, password);
    expect(res.status).toBe(200);
    return { id: (await res.json()).data.id as string, access: res.headers.get('access_token')!, refresh: res.headers.get('refresh_token')! };
  }

  it('refuses the refresh and access tokens of sign-ins made before the reset; a sign-in after it works', async () => {
    const laptop = await session('practice@example.com', 'Practice-pass-1');
    const phone = await session('practice@example.com', 'Practice-pass-1');
    const rotated = await refresh(phone.refresh);
    expect(rotated.status).toBe(200);
    const phoneAccess = rotated.headers.get('access_token')!;
    const phoneRefresh = rotated.headers.get('refresh_token')!;
    expect((await getUser(laptop.id, laptop.access)).status).toBe(200);

    await askReset('practice@example.com');
    const { token, uid } = await resetLink('practice@example.com');
    expect((await reset({ password: 'After-reset-7', token, encEmailId: uid })).status).toBe(200);

    expect((await refresh(laptop.refresh)).status).toBe(401);
    expect((await refresh(phoneRefresh)).status).toBe(401);
    const oldAccess = await getUser(laptop.id, laptop.access);
    expect(oldAccess.status).toBe(401);
    expect(is(await oldAccess.json(), ErrorBody)).toBe(true);
    expect((await getUser(laptop.id, phoneAccess)).status).toBe(401);

    const fresh = await session('practice@example.com', 'After-reset-7');
    expect((await getUser(fresh.id, fresh.access)).status).toBe(200);
    expect((await refresh(fresh.refresh)).status).toBe(200);
  });
});

describe('expiry and rate limit', () => {
  it('an expired link answers 6008; the request route answers 429 past the per-client limit', async () => {
    // A client of its own: the limit is counted in the database, where this file's other requests counted too.
    const limited = createApp({ db: db(), settings: { ...TEST_SETTINGS, authRateLimit: { max: 2, windowSeconds: 60 } }, clientKey: () => 'rate-limit-test' });
    const ask = () => post(ACCOUNT_PATHS.passwordResetRequest, { email: 'social@example.com' }, { CaptchaKey: 't' }, limited);
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const third = await ask();
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    const { token, uid } = await resetLink('social@example.com');
    await db().query("UPDATE password_resets SET expires_at = now() - interval '1 second'");
    const res = await reset({ password: 'Fresh-start-9', token, encEmailId: uid });
    expect((await res.json()).code).toBe(ACCOUNT_CODES.RESET_LINK_INVALID);
  });
});
