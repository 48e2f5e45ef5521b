import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Queryable } from '../../db/db.js';
import { getOrCreateSecret } from '../user/queries.js';
import type { IdpIdentity } from './directory.js';

/** The issuer every id_token names (`iss`). */
export const IDP_ISSUER = 'mck-demo-idp';
/** How long an id_token is worth presenting: it is read at once by the user service. */
export const ID_TOKEN_TTL_SECONDS = 300;
const SECRET_NAME = 'idp-signing-secret';

/**
 * The provider's signing key: its own secret (generated once, kept in app_secrets), so nothing the
 * user service signs can pass as an id_token. HS256 for the demo: the provider and the one
 * relying party share the server; a real provider signs with RS256 and publishes its keys.
 */
const signingKey = async (db: Queryable) =>
  new TextEncoder().encode(await getOrCreateSecret(db, SECRET_NAME, randomBytes(32).toString('base64url')));

/** An id_token for `identity`, addressed to `clientId`. */
export async function signIdToken(db: Queryable, identity: IdpIdentity, clientId: string): Promise<string> {
  return new SignJWT({ email: identity.email, email_verified: true, given_name: identity.firstName, family_name: identity.lastName })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(IDP_ISSUER)
    .setAudience(clientId)
    .setSubject(identity.subject)
    .setIssuedAt()
    .setExpirationTime(`${ID_TOKEN_TTL_SECONDS}s`)
    .sign(await signingKey(db));
}

/** The identity in a valid id_token for `clientId`; null when forged, expired, or for another client. */
export async function verifyIdToken(db: Queryable, token: string, clientId: string): Promise<IdpIdentity | null> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(db), {
      algorithms: ['HS256'], issuer: IDP_ISSUER, audience: clientId, requiredClaims: ['exp', 'sub'],
    });
    const { sub, email, given_name: firstName, family_name: lastName } = payload;
    if (!sub || typeof email !== 'string' || typeof firstName !== 'string' || typeof lastName !== 'string') return null;
    return { subject: sub, email, firstName, lastName };
  } catch {
    return null;
  }
}
