import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SignJWT } from 'jose';
import type { Db } from '../../db/db.js';
import { TEST_SETTINGS, openTestDb } from '../../server/testing.js';
import { createTokenService } from './tokens.js';
import {
  SINGLE_SIGN_ON_TTL_SECONDS, issueSingleSignOnToken, renewSingleSignOnToken, verifySingleSignOnToken,
} from './single-sign-on-token.js';

const IDENTITY = { email: 'new.reader@example.com', firstName: 'Nia', lastName: 'Reader', provider: 'google' };

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await openTestDb()));
afterAll(() => close());
afterEach(() => vi.useRealTimers());

/** Only the clock is faked: the database keeps its own timers. */
const moveClockBy = (seconds: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + seconds * 1000);
};

describe('single-sign-on completion token', () => {
  it('gives back the identity it was issued for', async () => {
    const { token } = await issueSingleSignOnToken({ db }, IDENTITY);
    expect(await verifySingleSignOnToken({ db }, token)).toEqual(IDENTITY);
  });

  it('is refused once its 15 minutes are over', async () => {
    const { token } = await issueSingleSignOnToken({ db }, IDENTITY);
    moveClockBy(SINGLE_SIGN_ON_TTL_SECONDS - 5);
    expect(await verifySingleSignOnToken({ db }, token)).toEqual(IDENTITY);
    moveClockBy(10);
    expect(await verifySingleSignOnToken({ db }, token)).toBeNull();
  });

  it('is refused when its claims were changed', async () => {
    const { token } = await issueSingleSignOnToken({ db }, IDENTITY);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, email: 'ceo@example.com' })).toString('base64url');
    expect(await verifySingleSignOnToken({ db }, `${header}.${forged}.${signature}`)).toBeNull();
    expect(await verifySingleSignOnToken({ db }, 'not-a-jwt')).toBeNull();
  });

  it('refuses tokens made for another audience or with another key', async () => {
    const { refreshToken } = await issueSingleSignOnToken({ db }, IDENTITY);
    expect(await verifySingleSignOnToken({ db }, refreshToken)).toBeNull();
    // An access token is signed by the token service: it is no completion token, and no key is shared.
    const [reader] = await db.query<{ id: string }>("SELECT id FROM users WHERE email = 'reader@example.com'");
    const access = await createTokenService(db, TEST_SETTINGS).issueForSignIn(reader!.id);
    expect(await verifySingleSignOnToken({ db }, access.accessToken)).toBeNull();
    const sameClaimsOtherKey = await new SignJWT({ email: IDENTITY.email, given_name: 'A', family_name: 'B', provider: 'google' })
      .setProtectedHeader({ alg: 'HS256' }).setIssuer('mck-user-service').setAudience('registration').setExpirationTime('5m')
      .sign(new TextEncoder().encode(TEST_SETTINGS.jwtSecret));
    expect(await verifySingleSignOnToken({ db }, sameClaimsOtherKey)).toBeNull();
  });

  it('cannot be used as an access token', async () => {
    const { token } = await issueSingleSignOnToken({ db }, IDENTITY);
    expect(await createTokenService(db, TEST_SETTINGS).verifyAccessToken(token)).toBeNull();
  });

  it('is renewed by its refresh token, which is no completion token itself', async () => {
    const { token, refreshToken } = await issueSingleSignOnToken({ db }, IDENTITY);
    const renewed = await renewSingleSignOnToken({ db }, refreshToken);
    expect(await verifySingleSignOnToken({ db }, renewed!.token)).toEqual(IDENTITY);
    expect(await renewSingleSignOnToken({ db }, token)).toBeNull();
  });
});
