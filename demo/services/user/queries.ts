import type { Queryable } from '../../db/db.js';
import type { User } from '../../../core/contracts/index.js';
import { EMAIL_MAX } from '../../../core/contracts/user-fields.js';

interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  company: string | null;
  title_name: string | null;
  is_premium: boolean;
  is_alumni: boolean;
  practice_user: boolean;
  has_password: boolean;
  social_login_idps: string | null;
  subscriptions: string[];
  articles: { id: string; language: string }[];
  ratings: Record<string, string>;
}

/** The user with everything the User contract carries, in one round trip. */
const USER_SELECT = `
  SELECT u.id, u.email, u.first_name, u.last_name, u.company, u.title_name, u.is_premium,
    u.is_alumni, u.practice_user, u.password_hash IS NOT NULL AS has_password, u.social_login_idps,
    coalesce((SELECT json_agg(s.alert_code ORDER BY s.alert_code)
      FROM user_subscriptions s WHERE s.user_id = u.id), '[]'::json) AS subscriptions,
    coalesce((SELECT json_agg(json_build_object('id', a.article_id, 'language', a.language) ORDER BY a.saved_at DESC)
      FROM saved_articles a WHERE a.user_id = u.id), '[]'::json) AS articles,
    coalesce((SELECT json_object_agg(r.article_id || '_' || r.language, r.rating)
      FROM article_ratings r WHERE r.user_id = u.id), '{}'::json) AS ratings
  FROM users u`;

const toUser = (row: UserRow): User => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  company: row.company,
  titleName: row.title_name,
  email: row.email,
  isPremiumUser: row.is_premium,
  subscriptions: row.subscriptions,
  articles: row.articles,
  practiceUser: row.practice_user,
  userRatings: row.ratings,
  hasPassword: row.has_password,
  ...(row.social_login_idps ? { socialLoginIdps: row.social_login_idps } : {}),
  isAlumni: row.is_alumni,
});

export async function findUserById(db: Queryable, id: string): Promise<User | null> {
  const [row] = await db.query<UserRow>(`${USER_SELECT} WHERE u.id = $1`, [id]);
  return row ? toUser(row) : null;
}

/** What sign-in needs: the id and the password hash (null for social-only accounts). */
export async function findCredentials(db: Queryable, email: string) {
  const [row] = await db.query<{ id: string; password_hash: string | null }>(
    'SELECT id, password_hash FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  return row ?? null;
}

export async function insertRefreshToken(
  db: Queryable,
  token: { hash: string; userId: string; sessionStartedAt: Date; expiresAt: Date; familyId?: string },
) {
  await db.query(
    `INSERT INTO refresh_tokens (token_hash, user_id, session_started_at, expires_at, family_id)
     VALUES ($1, $2, $3, $4, $5)`,
    [token.hash, token.userId, token.sessionStartedAt.toISOString(), token.expiresAt.toISOString(), token.familyId ?? token.hash],
  );
}

/**
 * Marks a refresh token used and returns whose it was and its family, in one statement so two
 * concurrent refreshes cannot both succeed with the same token. Null when unknown, used, revoked
 * or expired.
 */
export async function consumeRefreshToken(db: Queryable, hash: string) {
  const [row] = await db.query<{ user_id: string; session_started_at: Date; family_id: string }>(
    `UPDATE refresh_tokens SET used_at = now()
     WHERE token_hash = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
     RETURNING user_id, session_started_at, family_id`,
    [hash],
  );
  return row ? { userId: row.user_id, sessionStartedAt: new Date(row.session_started_at), familyId: row.family_id } : null;
}

/**
 * When `hash` names a refresh token that was already used (rotated), revokes every token of its
 * family and returns how many were still live; 0 when the token is unknown or was never used.
 */
export async function revokeFamilyOfReusedToken(db: Queryable, hash: string): Promise<number> {
  const rows = await db.query(
    `UPDATE refresh_tokens SET revoked_at = now()
     WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1 AND used_at IS NOT NULL)
       AND revoked_at IS NULL AND used_at IS NULL
     RETURNING token_hash`,
    [hash],
  );
  return rows.length;
}

/**
 * Whether the sign-in session `familyId` of `userId` is still on: it has a refresh token that is
 * not used, revoked or expired (rotation swaps the live one inside one transaction, so a session
 * in use always has one).
 */
export async function sessionIsLive(db: Queryable, userId: string, familyId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM refresh_tokens
     WHERE family_id = $1 AND user_id = $2 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now() LIMIT 1`,
    [familyId, userId],
    { name: 'session_is_live' },
  );
  return rows.length > 0;
}

/**
 * Ends every sign-in session of `userId` but `keepFamilyId` (the caller's own, when a signed-in
 * user changes the password; none on a reset by link): their refresh tokens are revoked, and with
 * them their access tokens (sessionIsLive). ASVS V3.3: a new password ends the other sessions.
 */
export async function revokeOtherSessions(db: Queryable, userId: string, keepFamilyId: string | null) {
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = now()
     WHERE user_id = $1 AND revoked_at IS NULL AND used_at IS NULL AND ($2::text IS NULL OR family_id <> $2::text)`,
    [userId, keepFamilyId],
  );
}

/**
 * The key sign-in throttling counts under: the address as typed, trimmed and lower-cased, cut to
 * the longest address (anything longer is no account's and must not bloat the table's index).
 */
export const throttleKey = (email: string) => email.trim().toLowerCase().slice(0, EMAIL_MAX);

/** When `address` is locked: the end of the lock; null when it is not locked (any more). */
export async function signInLockedUntil(db: Queryable, address: string): Promise<Date | null> {
  const [row] = await db.query<{ locked_until: Date }>(
    'SELECT locked_until FROM sign_in_throttle WHERE email = $1 AND locked_until > now()',
    [throttleKey(address)],
  );
  return row ? new Date(row.locked_until) : null;
}

export interface LockoutPolicy {
  maxFailures: number;
  windowSeconds: number;
  /** The first lock; each further one in a row lasts twice the one before. */
  lockSeconds: number;
  /** The longest lock; a lock that ended this long ago no longer makes the next one longer. */
  maxLockSeconds: number;
}

/**
 * Counts a failed sign-in for `address`, whether or not an account has it (the window starts at
 * the first failure and restarts once it has passed). The failure that reaches `maxFailures`
 * locks the address and restarts the count: lockSeconds × 2^(locks before it in a row), at most
 * maxLockSeconds. Returns the end of that lock; other failures null.
 */
export async function recordSignInFailure(db: Queryable, address: string, policy: LockoutPolicy): Promise<Date | null> {
  if (policy.maxFailures <= 0) return null;
  const [counted] = await db.query<{ failures: number; locks: number }>(
    `INSERT INTO sign_in_throttle AS f (email, failures, window_started_at)
     VALUES ($1, 1, now())
     ON CONFLICT (email) DO UPDATE SET
       failures = CASE WHEN f.window_started_at > now() - $2::float8 * interval '1 second' THEN f.failures + 1 ELSE 1 END,
       window_started_at = CASE WHEN f.window_started_at > now() - $2::float8 * interval '1 second' THEN f.window_started_at ELSE now() END,
       locks = CASE WHEN f.locked_until < now() - $3::float8 * interval '1 second' THEN 0 ELSE f.locks END
     RETURNING failures, locks`,
    [throttleKey(address), policy.windowSeconds, policy.maxLockSeconds],
  );
  // Addresses whose count has run out and whose last lock no longer doubles the next are
  // forgotten, so addresses typed once (anyone can type any) do not pile up.
  await db.query(
    `DELETE FROM sign_in_throttle
     WHERE window_started_at < now() - $1::float8 * interval '1 second'
       AND (locked_until IS NULL OR locked_until < now() - $2::float8 * interval '1 second')`,
    [policy.windowSeconds, policy.maxLockSeconds],
  );
  if (!counted || counted.failures < policy.maxFailures) return null;
  const seconds = Math.min(policy.lockSeconds * 2 ** Math.min(counted.locks, 30), Math.max(policy.maxLockSeconds, policy.lockSeconds));
  const [locked] = await db.query<{ locked_until: Date }>(
    `UPDATE sign_in_throttle
     SET locked_until = now() + $2::float8 * interval '1 second', locks = locks + 1, failures = 0, window_started_at = now()
     WHERE email = $1 RETURNING locked_until`,
    [throttleKey(address), seconds],
  );
  return locked ? new Date(locked.locked_until) : null;
}

/** The account's sign-in is proven another way (password, reset, provider): its address's failures and locks are forgotten. */
export async function clearSignInFailures(db: Queryable, userId: string) {
  await db.query('DELETE FROM sign_in_throttle WHERE email = (SELECT lower(email) FROM users WHERE id = $1)', [userId]);
}

/** Remembers that `client` signed in to `userId` with the password. */
export async function rememberSignInClient(db: Queryable, userId: string, client: string) {
  await db.query(
    `INSERT INTO sign_in_clients (user_id, client, last_sign_in_at) VALUES ($1, $2, now())
     ON CONFLICT (user_id, client) DO UPDATE SET last_sign_in_at = now()`,
    [userId, client],
  );
}

/** Whether `client` signed in to `userId` with the password within the last `days`. */
export async function isKnownSignInClient(db: Queryable, userId: string, client: string, days: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM sign_in_clients WHERE user_id = $1 AND client = $2 AND last_sign_in_at > now() - $3::float8 * interval '1 day'`,
    [userId, client, days],
  );
  return rows.length > 0;
}

/** Returns the stored secret `name`, storing `candidate` first if there is none yet. */
export async function getOrCreateSecret(db: Queryable, name: string, candidate: string): Promise<string> {
  await db.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, candidate]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [name]);
  if (!row) throw new Error(`secret ${name} vanished`);
  return row.value;
}
