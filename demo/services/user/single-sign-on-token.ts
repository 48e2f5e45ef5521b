import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Queryable } from '../../db/db.js';
import { getOrCreateSecret } from './queries.js';

/**
 * The single-sign-on completion token (A§4 "temporary JWT and refresh-token cookies"): a social or
 * single sign-on for an identity without an account ends on the registration page, and this short,
 * signed token is how the user service later believes "the provider vouched for this email"
 * without a password or captcha (POST /v2/users with the SINGLE_SIGN_ON_HEADER).
 *
 * Same mechanism as the access tokens (tokens.ts: HS256 JWTs with jose, the secret generated once
 * and kept in app_secrets) but its OWN secret and an audience: an access token can never pass as a
 * completion token, nor the other way round (an access token's `sub` is a user id; these carry none).
 * The refresh token is the same kind of JWT with a longer life and another audience: it only renews
 * the completion token (a slow form), it never signs anyone in.
 */
export const SINGLE_SIGN_ON_AUDIENCE = 'registration';
export const SINGLE_SIGN_ON_REFRESH_AUDIENCE = 'registration-refresh';
/** How long the registration page may take to be completed. */
export const SINGLE_SIGN_ON_TTL_SECONDS = 15 * 60;
export const SINGLE_SIGN_ON_REFRESH_TTL_SECONDS = 60 * 60;
const ISSUER = 'mck-user-service';
const SECRET_NAME = 'single-sign-on-secret';

/** Who the provider vouched for. `provider` is the identity provider's name as social_login_idps stores it. */
export interface SingleSignOnIdentity {
  email: string;
  firstName: string;
  lastName: string;
  provider: string;
}

export interface SingleSignOnTokens {
  token: string;
  refreshToken: string;
}

/** What the functions need: the database that keeps the secret (ServiceDeps fits). */
export interface SingleSignOnDeps {
  db: Queryable;
}

async function signingKey({ db }: SingleSignOnDeps): Promise<Uint8Array> {
  const secret = await getOrCreateSecret(db, SECRET_NAME, randomBytes(32).toString('base64url'));
  return new TextEncoder().encode(secret);
}

async function sign(key: Uint8Array, identity: SingleSignOnIdentity, audience: string, ttlSeconds: number) {
  return new SignJWT({
    email: identity.email,
    given_name: identity.firstName,
    family_name: identity.lastName,
    provider: identity.provider,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key);
}

async function verify(key: Uint8Array, token: string, audience: string): Promise<SingleSignOnIdentity | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience,
      requiredClaims: ['exp'],
    });
    const { email, given_name: firstName, family_name: lastName, provider } = payload;
    if (typeof email !== 'string' || !email || typeof provider !== 'string' || !provider) return null;
    if (typeof firstName !== 'string' || typeof lastName !== 'string') return null;
    return { email, firstName, lastName, provider };
  } catch {
    return null;
  }
}

/** A completion token (15 min) and its refresh token (1 h) for an identity without an account. */
export async function issueSingleSignOnToken(deps: SingleSignOnDeps, identity: SingleSignOnIdentity): Promise<SingleSignOnTokens> {
  const key = await signingKey(deps);
  return {
    token: await sign(key, identity, SINGLE_SIGN_ON_AUDIENCE, SINGLE_SIGN_ON_TTL_SECONDS),
    refreshToken: await sign(key, identity, SINGLE_SIGN_ON_REFRESH_AUDIENCE, SINGLE_SIGN_ON_REFRESH_TTL_SECONDS),
  };
}

/** The identity in a valid completion token; null when it is expired, tampered with, or not a completion token. */
export async function verifySingleSignOnToken(deps: SingleSignOnDeps, token: string): Promise<SingleSignOnIdentity | null> {
  return verify(await signingKey(deps), token, SINGLE_SIGN_ON_AUDIENCE);
}

/** A fresh pair for the identity in a valid refresh token; null otherwise. */
export async function renewSingleSignOnToken(deps: SingleSignOnDeps, refreshToken: string): Promise<SingleSignOnTokens | null> {
  const identity = await verify(await signingKey(deps), refreshToken, SINGLE_SIGN_ON_REFRESH_AUDIENCE);
  return identity ? issueSingleSignOnToken(deps, identity) : null;
}
