import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db, Queryable } from '../../db/db.js';
import type { ServiceSettings } from '../settings.js';
import {
  consumeRefreshToken, getOrCreateSecret, insertRefreshToken, revokeFamilyOfReusedToken, sessionIsLive,
} from './queries.js';

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

/** Refresh tokens are random and high-entropy, so a fast hash is enough to keep them unusable at rest. */
const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A verified access token: whose it is and the sign-in session (refresh family) it belongs to. */
export interface AccessSession {
  userId: string;
  sessionId: string;
}

/**
 * Access tokens (HS256 JWTs, `sub` = user id, `sid` = the sign-in's refresh family, always with
 * `exp`) and rotating refresh tokens for one app instance. The signing key comes from settings, or
 * is generated once and kept in the database so tokens survive a restart. Refresh tokens of one
 * sign-in form a family: presenting one that was already rotated revokes the family (the newest
 * token stops working too). An access token is honoured only while its family still has a live
 * refresh token, so revoking a family (reuse, a password reset or change) ends its access tokens
 * at once instead of MCK_ACCESS_TTL later.
 */
export function createTokenService(db: Db, settings: ServiceSettings) {
  let keyPromise: Promise<Uint8Array> | undefined;
  /** The key, read once; a read that failed (the database was down) is tried again next time. */
  const signingKey = () =>
    (keyPromise ??= (settings.jwtSecret
      ? Promise.resolve(settings.jwtSecret)
      : getOrCreateSecret(db, 'jwt_secret', randomBytes(32).toString('base64url'))
    ).then(
      (secret) => new TextEncoder().encode(secret),
      (err: unknown) => {
        keyPromise = undefined;
        throw err;
      },
    ));

  async function issue(q: Queryable, userId: string, sessionStartedAt: Date, familyId: string): Promise<IssuedTokens> {
    const accessToken = await new SignJWT({ sid: familyId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(`${settings.accessTtlSeconds}s`)
      .sign(await signingKey());
    const refreshToken = randomBytes(32).toString('base64url');
    await insertRefreshToken(q, {
      hash: hashRefreshToken(refreshToken),
      userId,
      sessionStartedAt,
      familyId,
      expiresAt: new Date(Date.now() + settings.refreshTtlSeconds * 1000),
    });
    return { accessToken, refreshToken, expiresIn: settings.accessTtlSeconds };
  }

  return {
    /** Tokens for a fresh sign-in. */
    issueForSignIn: (userId: string) => issue(db, userId, new Date(), randomUUID()),

    /**
     * Whose session a valid access token is, or null: bad signature, expired, no `exp`, `sub` or
     * `sid` (tokens from before sessions were named: the client refreshes), malformed, or its
     * session revoked or ended.
     */
    async verifyAccessToken(token: string): Promise<AccessSession | null> {
      let session: AccessSession;
      // Outside the try: a key that cannot be read now (503) is not a bad token (401).
      const key = await signingKey();
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub', 'sid'],
        });
        if (!payload.sub || typeof payload.sid !== 'string') return null;
        session = { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return null;
      }
      return (await sessionIsLive(db, session.userId, session.sessionId)) ? session : null;
    },

    /**
     * Spends a refresh token and issues new ones for the same sign-in session and family. Null
     * when the token is unknown, already used, revoked or expired; a reused (already rotated)
     * token also revokes its whole family.
     */
    async rotate(refreshToken: string) {
      const hash = hashRefreshToken(refreshToken);
      // One transaction: a failure while issuing must not burn the caller's only refresh token.
      const rotated = await db.transaction(async (tx) => {
        const session = await consumeRefreshToken(tx, hash);
        if (!session) return null;
        const tokens = await issue(tx, session.userId, session.sessionStartedAt, session.familyId);
        const sessionAgeSeconds = (Date.now() - session.sessionStartedAt.getTime()) / 1000;
        return { ...tokens, reLoginRequiredForSensitiveData: sessionAgeSeconds > settings.sensitiveDataMaxAgeSeconds };
      });
      if (!rotated) await revokeFamilyOfReusedToken(db, hash);
      return rotated;
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
