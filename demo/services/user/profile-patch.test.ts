import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { ErrorBody } from '../../../core/contracts/auth.js';
import type { User } from '../../../core/contracts/user.js';
import { PatchUserResponse } from '../../../core/contracts/user-patch.js';
import { ACCOUNT_CODES, ACCOUNT_PATHS } from '../../../core/contracts/account.js';

const profileUrl = (id: string) => `/api/user${ACCOUNT_PATHS.profile(id)}`;
import { FIRST_NAME_MAX } from '../../../core/contracts/user-fields.js';
import { useAccountTestApp } from './account-test-app.js';
import { MAX_ALERT_CODE_LENGTH, MAX_SUBSCRIPTIONS } from './profile-routes.js';

const { app } = useAccountTestApp();

async function signIn(username: string, password: string) {
  const res = await app().request('/api/user/v2/auth/login', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { data: User };
  return { user: body.data, accessToken: res.headers.get('access_token')!, refreshToken: res.headers.get('refresh_token')! };
}

const refresh = (refreshToken: string) => app().request('/api/user/v2/auth/token', {
  method: 'POST',
  headers: { refresh_token: refreshToken },
  body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'Dotcom', is_passwordless_login: 'false' }),
});
const getUser = (userId: string, accessToken: string) =>
  app().request(`/api/user/v2/users/${userId}`, { headers: { authorization: `Bearer ${accessToken}` } });

const patch = (userId: string, accessToken: string | null, body: unknown) =>
  app().request(`/api/user/v2/users/${userId}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const profileOf = (u: User) => ({
  firstName: u.firstName, lastName: u.lastName, email: u.email, title: u.titleName ?? '', company: u.company ?? '',
  businessFunction: 'STRA', country: 'US',
});

describe('PATCH /v2/users/{userId} with the subscription set', () => {
  it('replaces the whole set and answers the updated user', async () => {
    const { user, accessToken } = await signIn('practice@example.com', 'Practice-pass-1');
    const res = await patch(user.id, accessToken, { Subscriptions: ['ALERT_TECHNOLOGY', 'NEWSLETTER_THE_QUARTERLY', 'ALERT_TECHNOLOGY'] });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(is(body, PatchUserResponse)).toBe(true);
    expect(body.data.subscriptions).toEqual(['ALERT_TECHNOLOGY', 'NEWSLETTER_THE_QUARTERLY']);
    const emptied = await (await patch(user.id, accessToken, { Subscriptions: [] })).json();
    expect(emptied.data.subscriptions).toEqual([]);
  });

  it.each([
    ['an empty code', ['']],
    ['a code too long', ['A'.repeat(MAX_ALERT_CODE_LENGTH + 1)]],
    ['too many codes', Array.from({ length: MAX_SUBSCRIPTIONS + 1 }, (_, i) => `CODE_${i}`)],
    ['a code that is not a string', [42]],
  ])('refuses %s with a 400 and keeps the set', async (_, codes) => {
    const { user, accessToken } = await signIn('premium@example.com', 'Premium-pass-1');
    const res = await patch(user.id, accessToken, { Subscriptions: codes });
    expect(res.status).toBe(400);
    expect(is(await res.json(), ErrorBody)).toBe(true);
    const again = await signIn('premium@example.com', 'Premium-pass-1');
    expect(again.user.subscriptions).toEqual(user.subscriptions);
  });
});

describe('PATCH /v2/users/{userId} with the profile', () => {
  it('saves the fields, trims them, and a given password signs in afterwards', async () => {
    const { user, accessToken } = await signIn('reader@example.com', 'Reader-pass-1');
    const res = await patch(user.id, accessToken, {
      ...profileOf(user), firstName: ' Rosalind ', title: 'Partner', company: '', country: 'DE', password: 'Newer-pass-2',
      metadata: { cid: 'campaign-1' },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data).toMatchObject({ firstName: 'Rosalind', titleName: 'Partner', company: null, email: 'reader@example.com' });
    expect((await signIn('reader@example.com', 'Newer-pass-2')).user.id).toBe(user.id);
    await patch(user.id, accessToken, { ...profileOf(user), password: 'Reader-pass-1' }); // as the other tests expect
  });

  it('a new password ends every other session of the account, and keeps the caller signed in', async () => {
    const other = await signIn('alumni@example.com', 'Alumni-pass-1');
    const { user, accessToken, refreshToken } = await signIn('alumni@example.com', 'Alumni-pass-1');
    const res = await patch(user.id, accessToken, { ...profileOf(user), password: 'Quiet-harbour-5' });
    expect(res.status).toBe(200);
    expect((await getUser(user.id, other.accessToken)).status).toBe(401);
    expect((await refresh(other.refreshToken)).status).toBe(401);
    expect((await getUser(user.id, accessToken)).status).toBe(200);
    expect((await refresh(refreshToken)).status).toBe(200);
  });

  it('leaves the password alone when none is given', async () => {
    const { user, accessToken } = await signIn('practice@example.com', 'Practice-pass-1');
    expect((await patch(user.id, accessToken, { ...profileOf(user), lastName: 'Rossi-Bianchi' })).status).toBe(200);
    expect((await signIn('practice@example.com', 'Practice-pass-1')).user.lastName).toBe('Rossi-Bianchi');
  });

  it.each([
    ['a first name too long', { firstName: 'A'.repeat(FIRST_NAME_MAX + 1) }],
    ['a name with digits', { lastName: 'R2D2' }],
    ['an empty first name', { firstName: '  ' }],
    ['an invalid email', { email: 'not-an-email' }],
    ['an unknown country', { country: 'XX' }],
    ['an unknown business function', { businessFunction: 'NOPE' }],
    ['a missing field', { company: undefined }],
    ['an unknown field', { isPremiumUser: true }],
  ])('refuses %s with a 400', async (_, change) => {
    const { user, accessToken } = await signIn('practice@example.com', 'Practice-pass-1');
    const res = await patch(user.id, accessToken, { ...profileOf(user), ...change });
    expect(res.status).toBe(400);
    expect(is(await res.json(), ErrorBody)).toBe(true);
  });

  it('refuses a weak password with code 6011', async () => {
    const { user, accessToken } = await signIn('practice@example.com', 'Practice-pass-1');
    const res = await patch(user.id, accessToken, { ...profileOf(user), password: 'practice1A' }); // contains the email name
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe(ACCOUNT_CODES.PROFILE_PASSWORD_REFUSED);
  });

  it('refuses another account\'s email with code 1002', async () => {
    const { user, accessToken } = await signIn('practice@example.com', 'Practice-pass-1');
    const res = await patch(user.id, accessToken, { ...profileOf(user), email: 'PREMIUM@example.com' });
    expect(res.status).toBe(409);
    expect((await res.json()).code).toBe(ACCOUNT_CODES.EMAIL_TAKEN);
  });

  it('refuses an email change of an account linked to a social provider with code 6012, but saves its other fields', async () => {
    const { user, accessToken } = await signIn('linked@example.com', 'Linked-pass-1');
    const res = await patch(user.id, accessToken, { ...profileOf(user), email: 'lena.new@example.com' });
    expect(res.status).toBe(409);
    expect((await res.json()).code).toBe(ACCOUNT_CODES.EMAIL_LOCKED);
    expect((await patch(user.id, accessToken, { ...profileOf(user), firstName: 'Helena' })).status).toBe(200);
  });

  it('changes the email of an account without a social provider', async () => {
    const { user, accessToken } = await signIn('practice@example.com', 'Practice-pass-1');
    const res = await patch(user.id, accessToken, { ...profileOf(user), email: 'paolo@example.com' });
    expect((await res.json()).data.email).toBe('paolo@example.com');
    await patch(user.id, accessToken, profileOf(user));
  });
});

describe('PATCH /v2/users/{userId}: who may call', () => {
  it('answers 401 without a token, 403 for another user, 400 to a body that is not JSON', async () => {
    const { user, accessToken } = await signIn('premium@example.com', 'Premium-pass-1');
    const other = await signIn('practice@example.com', 'Practice-pass-1');
    expect((await patch(user.id, null, { Subscriptions: [] })).status).toBe(401);
    expect((await patch(other.user.id, accessToken, { Subscriptions: [] })).status).toBe(403);
    expect((await patch(user.id, accessToken, '{nope')).status).toBe(400);
  });
});

describe('GET /v2/users/{userId}/profile', () => {
  it('answers the form\'s values with the function and country codes; 401 without a token', async () => {
    const { user, accessToken } = await signIn('premium@example.com', 'Premium-pass-1');
    const res = await app().request(profileUrl(user.id), { headers: { authorization: `Bearer ${accessToken}` } });
    expect(await res.json()).toEqual({
      data: {
        firstName: 'Priya', lastName: 'Menon', email: 'premium@example.com', title: 'Chief Financial Officer',
        company: 'Contoso Bank', businessFunction: 'ACCT', country: 'IN',
      },
    });
    expect((await app().request(profileUrl(user.id))).status).toBe(401);
  });
});
