import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import {
  SOCIAL_CODE_REFUSED, SOCIAL_LINK_CONFIRM_PATH, SOCIAL_LINK_PATH, SOCIAL_LINK_REFUSED, SOCIAL_SIGN_IN_PATH, SocialSignInResponse,
  type SocialProviderId,
} from '../../../core/contracts/social-login.js';
import { ACCOUNT_LOCKED, INVALID_CREDENTIALS, TOKEN_HEADERS } from '../../../core/contracts/auth.js';
import { listMail } from '../outbox/outbox.js';
import { MAX_LINK_MAILS_PER_TTL } from './social-link.js';
import { TEST_REDIRECT_URI, authorizeCode } from '../idp/test-flow.js';
import { useAccountTestApp } from './account-test-app.js';
import { verifySingleSignOnToken } from './single-sign-on-token.js';

const { app, db } = useAccountTestApp();

const socialSignIn = (body: unknown) => app().request(`/api/user${SOCIAL_SIGN_IN_PATH}`, {
  method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
});

const link = (body: unknown) => app().request(`/api/user${SOCIAL_LINK_PATH}`, {
  method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
});

async function expectError(res: Response, status: number, code?: number) {
  expect(res.status).toBe(status);
  if (code !== undefined) expect((await res.json()).code).toBe(code);
}

const mailsTo = async (email: string) => (await listMail(db(), email)).filter((m) => m.kind === 'social-link');

async function linkedProviders(email: string) {
  const [row] = await db().query<{ social_login_idps: string | null }>('SELECT social_login_idps FROM users WHERE email = $1', [email]);
  return row!.social_login_idps;
}

/** A lock from failed password sign-ins, as the throttle leaves it. */
const lock = (email: string) => db().query(
  "INSERT INTO sign_in_throttle (email, failures, window_started_at, locked_until, locks) VALUES ($1, 0, now(), now() + interval '10 minutes', 1)",
  [email]);

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

  it('does not sign in as a password account whose email a new identity typed: it asks the account, mails it, links nothing', async () => {
    // Issue 20 §2: anyone can type a victim's email at the demo provider.
    const res = await signInWith('google', { email: 'Reader@Example.com', firstName: 'Eve', lastName: 'Mallory' });
    expect(res.status).toBe(200);
    expect(res.headers.get(TOKEN_HEADERS.access)).toBeNull();
    expect(res.headers.get(TOKEN_HEADERS.refresh)).toBeNull();
    const body = await res.json();
    expect(is(body, SocialSignInResponse)).toBe(true);
    expect(body.data).toBeUndefined();
    expect(body.linkRequired).toMatchObject({ email: 'reader@example.com', provider: 'google' });
    expect(await linkedProviders('reader@example.com')).toBeNull();
    const [mail] = await mailsTo('reader@example.com');
    expect(mail).toMatchObject({ kind: 'social-link', subject: 'Sign in with Google?' });
    expect(mail!.body).toMatch(new RegExp(`http://127\\.0\\.0\\.1:4321/api/user${SOCIAL_LINK_CONFIRM_PATH}\\?token=`));
  });

  it('links with the account\'s password and signs in; a wrong password links nothing; the token works once', async () => {
    const asked = await (await signInWith('firm-sso', 0)).json(); // Priya Menon, premium@example.com, a password account
    const { token } = asked.linkRequired;
    await expectError(await link({ token, password: 'not-her-password' }), 401, INVALID_CREDENTIALS);
    expect(await linkedProviders('premium@example.com')).toBeNull();

    const linked = await link({ token, password: 'Premium-pass-1' });
    expect(linked.status).toBe(200);
    expect(linked.headers.get(TOKEN_HEADERS.access)).toBeTruthy();
    expect((await linked.json()).data).toMatchObject({ email: 'premium@example.com', hasPassword: true, socialLoginIdps: 'Default' });
    await expectError(await link({ token, password: 'Premium-pass-1' }), 400, SOCIAL_LINK_REFUSED);
    // Linked now: the provider signs in, and is not linked twice.
    const again = await signInWith('firm-sso', 0);
    expect(again.headers.get(TOKEN_HEADERS.access)).toBeTruthy();
    expect((await again.json()).data.socialLoginIdps).toBe('Default');
  });

  it('links by the mailed link: its page links nothing until confirmed, then the provider signs in', async () => {
    await signInWith('identity', 0); // Paolo Rossi, practice@example.com
    const [mail] = await mailsTo('practice@example.com');
    const url = new URL(/^http\S+$/m.exec(mail!.body)![0]);
    const page = await app().request(url.pathname + url.search);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(await page.text()).toContain('Allow Identity to sign in to the account practice@example.com');
    expect(await linkedProviders('practice@example.com')).toBeNull();

    const confirm = () => app().request(url.pathname, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token: url.searchParams.get('token')! }).toString(),
    });
    const confirmed = await confirm();
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get(TOKEN_HEADERS.access)).toBeNull(); // the page links; it signs no one in
    expect(await linkedProviders('practice@example.com')).toBe('Identity');
    expect((await confirm()).status).toBe(400);
    expect((await (await signInWith('identity', 0)).json()).data).toMatchObject({ email: 'practice@example.com', socialLoginIdps: 'Identity' });
  });

  it('lifts no lock: the link request is answered, but its password is refused while the address is locked', async () => {
    await lock('alumni@example.com');
    const asked = await signInWith('linkedin', { email: 'alumni@example.com', firstName: 'Eve', lastName: 'Mallory' });
    expect(asked.headers.get(TOKEN_HEADERS.access)).toBeNull();
    const { token } = (await asked.json()).linkRequired;
    const refused = await link({ token, password: 'Alumni-pass-1' });
    await expectError(refused, 423, ACCOUNT_LOCKED);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await linkedProviders('alumni@example.com')).toBeNull();
    expect(await db().query("SELECT 1 FROM sign_in_throttle WHERE email = 'alumni@example.com' AND locked_until > now()")).toHaveLength(1);
  });

  it('signs in an account through a provider it has linked during a lock, and leaves the lock', async () => {
    await lock('social@example.com');
    expect((await signInWith('google', 0)).status).toBe(200);
    expect(await db().query("SELECT 1 FROM sign_in_throttle WHERE email = 'social@example.com' AND locked_until > now()")).toHaveLength(1);
  });

  it(`mails one account at most ${MAX_LINK_MAILS_PER_TTL} unused links per half hour, and answers every ask alike`, async () => {
    const asks = [];
    for (let i = 0; i < MAX_LINK_MAILS_PER_TTL + 2; i++) {
      asks.push(await signInWith('apple', { email: 'linked@example.com', firstName: 'Eve', lastName: 'Mallory' }));
    }
    expect(asks.map((r) => r.status)).toEqual(Array(MAX_LINK_MAILS_PER_TTL + 2).fill(200));
    expect(await mailsTo('linked@example.com')).toHaveLength(0); // Lena Fischer has Apple linked: signed in, nothing mailed
    for (let i = 0; i < MAX_LINK_MAILS_PER_TTL + 2; i++) {
      await signInWith('google', { email: 'linked@example.com', firstName: 'Eve', lastName: 'Mallory' });
    }
    expect(await mailsTo('linked@example.com')).toHaveLength(MAX_LINK_MAILS_PER_TTL);
  });

  it('refuses an unknown link token (400, code 1011) and a bad body (400)', async () => {
    await expectError(await link({ token: 'made-up', password: 'x' }), 400, SOCIAL_LINK_REFUSED);
    expect((await link({ token: 'made-up' })).status).toBe(400);
    expect((await app().request(`/api/user${SOCIAL_LINK_CONFIRM_PATH}?token=made-up`)).status).toBe(400);
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
