import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { is } from 'superstruct';
import {
  AUTHORIZATION_CODE_TTL_SECONDS, IDP_PATHS, IdpTokenResponse, SOCIAL_CODE_REFUSED, SOCIAL_PROVIDERS,
} from '../../../core/contracts/social-login.js';
import { useAccountTestApp } from '../user/account-test-app.js';
import { verifyIdToken } from './id-token.js';
import { TEST_REDIRECT_URI, authorizeCode, authorizeParams, idpUrl, pkcePair, postAuthorize } from './test-flow.js';

// PGlite, or also PostgreSQL when DATABASE_URL is set.
const { app, db } = useAccountTestApp();

const token = (fields: Record<string, string>) => app().request(idpUrl(IDP_PATHS.token), {
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ grant_type: 'authorization_code', redirect_uri: TEST_REDIRECT_URI, client_id: SOCIAL_PROVIDERS.google.clientId, ...fields }).toString(),
});

describe('the identity provider sign-in page', () => {
  it('names the provider and offers its people, another account and cancel', async () => {
    const res = await app().request(`${idpUrl(IDP_PATHS.authorize)}?${new URLSearchParams(authorizeParams('linkedin', pkcePair().challenge))}`);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('<h1>Sign in with LinkedIn</h1>');
    expect(page).toContain('Lena Fischer (linked@example.com)');
    expect(page).toContain('Use another account');
    expect(page).toContain('Cancel and go back');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses on its own page, redirecting nobody, an unknown client or a redirect URI off the allow-list', async () => {
    const { challenge } = pkcePair();
    const refused: Array<Record<string, string>> = [
      { client_id: 'someone-else' },
      { redirect_uri: 'https://evil.example/pages/session' },
      { redirect_uri: `${TEST_REDIRECT_URI}?next=/x` },
      { redirect_uri: 'javascript:alert(1)' },
    ];
    for (const overrides of refused) {
      const res = await app().request(`${idpUrl(IDP_PATHS.authorize)}?${new URLSearchParams(authorizeParams('google', challenge, overrides))}`);
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.headers.get('location')).toBeNull();
    }
  });

  it('sends other bad requests back to the client with the error and state: plain PKCE, no state, another response type', async () => {
    const { challenge } = pkcePair();
    const cases: Array<[Record<string, string>, string]> = [
      [{ code_challenge_method: 'plain' }, 'invalid_request'],
      [{ code_challenge: 'short' }, 'invalid_request'],
      [{ response_type: 'token' }, 'unsupported_response_type'],
    ];
    for (const [overrides, error] of cases) {
      const res = await app().request(`${idpUrl(IDP_PATHS.authorize)}?${new URLSearchParams(authorizeParams('google', challenge, overrides))}`);
      expect(res.status).toBe(302);
      const back = new URL(res.headers.get('location')!);
      expect(back.origin + back.pathname).toBe(TEST_REDIRECT_URI);
      expect(back.searchParams.get('error')).toBe(error);
      expect(back.searchParams.get('state')).toBe('state-123');
    }
  });

  it('cancel goes back with error=access_denied and the state, and no code', async () => {
    const res = await postAuthorize(app(), authorizeParams('google', pkcePair().challenge), 'cancel');
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location')!);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('state-123');
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('a typed identity needs a valid email and both names; the page comes back with the message and the input', async () => {
    const res = await postAuthorize(app(), authorizeParams('google', pkcePair().challenge), { email: 'not-an-email', firstName: 'Ada', lastName: 'Lovelace' });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain('role="alert"');
    expect(page).toContain('Enter a valid email address.');
    expect(page).toContain('value="Ada"');
  });
});

describe('the authorization code', () => {
  it('is exchanged once, with the verifier of its challenge, for an id_token of the chosen person', async () => {
    const { code, verifier, location } = await authorizeCode(app(), 'google', 0);
    expect(location.searchParams.get('state')).toBe('state-123');
    const res = await token({ code, code_verifier: verifier });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(is(body, IdpTokenResponse)).toBe(true);
    const identity = await verifyIdToken(db(), body.id_token, SOCIAL_PROVIDERS.google.clientId);
    expect(identity).toMatchObject({ email: 'social@example.com', firstName: 'Sam', lastName: 'Okafor' });
    // For Google's client only.
    expect(await verifyIdToken(db(), body.id_token, SOCIAL_PROVIDERS.apple.clientId)).toBeNull();

    const again = await token({ code, code_verifier: verifier });
    expect(again.status).toBe(400);
    expect((await again.json()).code).toBe(SOCIAL_CODE_REFUSED);
  });

  it('carries a typed-in identity', async () => {
    const { code, verifier } = await authorizeCode(app(), 'google', { email: 'ada@example.org', firstName: 'Ada', lastName: 'Lovelace' });
    const body = await (await token({ code, code_verifier: verifier })).json();
    expect(decodeJwt(body.id_token)).toMatchObject({ email: 'ada@example.org', given_name: 'Ada', family_name: 'Lovelace', aud: 'mck-google' });
  });

  it('is refused with a wrong verifier, another redirect URI or client, and is spent by the failed try', async () => {
    const wrong: Array<Record<string, string>> = [
      { code_verifier: pkcePair().verifier },
      { redirect_uri: 'http://127.0.0.1:4321/pages/other' },
      { client_id: SOCIAL_PROVIDERS.apple.clientId },
    ];
    for (const fields of wrong) {
      const { code, verifier } = await authorizeCode(app(), 'google', 0);
      const res = await token({ code, code_verifier: verifier, ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect((await res.json()).code).toBe(SOCIAL_CODE_REFUSED);
      expect((await token({ code, code_verifier: verifier })).status).toBe(400);
    }
  });

  it(`lives ${AUTHORIZATION_CODE_TTL_SECONDS} s: an expired code is refused`, async () => {
    const { code, verifier } = await authorizeCode(app(), 'google', 0);
    const [row] = await db().query<{ seconds: number }>(
      "SELECT extract(epoch FROM expires_at - now())::float AS seconds FROM idp_authorization_codes WHERE used_at IS NULL ORDER BY expires_at DESC LIMIT 1");
    expect(row!.seconds).toBeGreaterThan(AUTHORIZATION_CODE_TTL_SECONDS - 10);
    expect(row!.seconds).toBeLessThanOrEqual(AUTHORIZATION_CODE_TTL_SECONDS);
    await db().query("UPDATE idp_authorization_codes SET expires_at = now() - interval '1 second' WHERE used_at IS NULL");
    expect((await token({ code, code_verifier: verifier })).status).toBe(400);
  });

  it('answers a malformed token request with a clean 400 or 415', async () => {
    expect((await token({ grant_type: 'password', code: 'x', code_verifier: 'y' })).status).toBe(400);
    const json = await app().request(idpUrl(IDP_PATHS.token), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(415);
  });
});
