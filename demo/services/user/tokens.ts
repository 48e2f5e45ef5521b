import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db, Queryable } from '../../db/db.js';
import type { ServiceSettings } from '../settings.js';
import { consumeRefreshToken, getOrCreateSecret, insertRefreshToken } from './queries.js';

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

/** Refresh tokens are random and high-entropy, so a fast hash is enough to keep them unusable at rest. */
const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Access tokens (HS256 JWTs, `sub` = user id) and rotating refresh tokens for one app instance.
 * The signing key comes from settings, or is generated once and kept in the database so tokens
 * survive a restart.
 */
export function createTokenService(db: Db, settings: ServiceSettings) {
  let keyPromise: Promise<Uint8Array> | undefined;
  const signingKey = () =>
    (keyPromise ??= (settings.jwtSecret
      ? Promise.resolve(settings.jwtSecret)
      : getOrCreateSecret(db, 'jwt_secret', randomBytes(32).toString('base64url'))
    ).then((secret) => new TextEncoder().encode(secret)));

  async function issue(q: Queryable, userId: string, sessionStartedAt: Date): Promise<IssuedTokens> {
    const accessToken = await new SignJWT({})
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
      expiresAt: new Date(Date.now() + settings.refreshTtlSeconds * 1000),
    });
    return { accessToken, refreshToken, expiresIn: settings.accessTtlSeconds };
  }

  return {
    /** Tokens for a fresh sign-in. */
    issueForSignIn: (userId: string) => issue(db, userId, new Date()),

    /** The user id in a valid access token, or null (bad signature, expired, malformed). */
    async verifyAccessToken(token: string): Promise<string | null> {
      try {
        const { payload } = await jwtVerify(token, await signingKey(), { algorithms: ['HS256'] });
        return payload.sub ?? null;
      } catch {
        return null;
      }
    },

    /**
     * Spends a refresh token and issues new ones for the same sign-in session. Null when the
     * token is unknown, already used or expired.
     */
    async rotate(refreshToken: string) {
      // One transaction: a failure while issuing must not burn the caller's only refresh token.
      return db.transaction(async (tx) => {
        const session = await consumeRefreshToken(tx, hashRefreshToken(refreshToken));
        if (!session) return null;
        const tokens = await issue(tx, session.userId, session.sessionStartedAt);
        const sessionAgeSeconds = (Date.now() - session.sessionStartedAt.getTime()) / 1000;
        return { ...tokens, reLoginRequiredForSensitiveData: sessionAgeSeconds > settings.sensitiveDataMaxAgeSeconds };
      });
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
