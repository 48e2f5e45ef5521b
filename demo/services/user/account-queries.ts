import type { Queryable } from '../../db/db.js';

/** What the profile, password and social-login routes change on a user (migration 004 columns). */
export interface ProfileColumns {
  firstName: string;
  lastName: string;
  email: string;
  title: string | null;
  company: string | null;
  businessFunction: string | null;
  country: string | null;
}

export async function updateProfile(db: Queryable, userId: string, p: ProfileColumns) {
  await db.query(
    `UPDATE users SET first_name = $2, last_name = $3, email = $4, title_name = $5, company = $6,
       business_function = $7, country = $8 WHERE id = $1`,
    [userId, p.firstName, p.lastName, p.email, p.title, p.company, p.businessFunction, p.country],
  );
}

export async function setPasswordHash(db: Queryable, userId: string, passwordHash: string) {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}

/** The whole subscription set becomes `codes` (A§7 PATCH `{Subscriptions}`). */
export async function replaceSubscriptions(db: Queryable, userId: string, codes: readonly string[]) {
  await db.query('DELETE FROM user_subscriptions WHERE user_id = $1', [userId]);
  if (codes.length === 0) return;
  await db.query(
    `INSERT INTO user_subscriptions (user_id, alert_code)
     SELECT $1, code FROM unnest($2::text[]) AS code`,
    [userId, codes],
  );
}

/** Whether an account other than `userId` has `email` (case-insensitive, as the unique index). */
export async function emailTakenByOther(db: Queryable, email: string, userId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2', [email, userId]);
  return rows.length > 0;
}

/** Whether `code` is in the lookup list (the columns reference them: an unknown code is a 400, not a 500). */
export async function lookupCodeExists(db: Queryable, list: 'function' | 'country', code: string): Promise<boolean> {
  const table = list === 'function' ? 'lookup_functions' : 'lookup_countries';
  const rows = await db.query(`SELECT 1 FROM ${table} WHERE code = $1`, [code]);
  return rows.length > 0;
}

export async function setSocialLoginIdps(db: Queryable, userId: string, idps: readonly string[]) {
  await db.query('UPDATE users SET social_login_idps = $2 WHERE id = $1', [userId, idps.length ? idps.join(',') : null]);
}

export async function findUserIdByEmail(db: Queryable, email: string): Promise<{ id: string; email: string } | null> {
  const [row] = await db.query<{ id: string; email: string }>('SELECT id, email FROM users WHERE lower(email) = lower($1)', [email]);
  return row ?? null;
}

export async function insertPasswordReset(db: Queryable, tokenHash: string, userId: string, expiresAt: Date) {
  await db.query('INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, $3)',
    [tokenHash, userId, expiresAt.toISOString()]);
}

/**
 * Marks the link used and returns whose it is, in one statement so a link works once even when
 * two resets race. Null when unknown, used or expired.
 */
export async function consumePasswordReset(db: Queryable, tokenHash: string): Promise<string | null> {
  const [row] = await db.query<{ user_id: string }>(
    `UPDATE password_resets SET used_at = now()
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
    [tokenHash],
  );
  return row?.user_id ?? null;
}

/** Whether the link is live (unknown, used and expired ones are not), without using it. */
export async function passwordResetUser(db: Queryable, tokenHash: string): Promise<string | null> {
  const [row] = await db.query<{ user_id: string }>(
    'SELECT user_id FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
    [tokenHash],
  );
  return row?.user_id ?? null;
}

/** Unused reset links made for `userId` within the last `seconds` (a used one no longer counts). */
export async function recentPasswordResets(db: Queryable, userId: string, seconds: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM password_resets
     WHERE user_id = $1 AND used_at IS NULL AND created_at > now() - $2::float8 * interval '1 second'`,
    [userId, seconds],
  );
  return row?.n ?? 0;
}

/** The profile form's values (A§7 "fetch current profile"). */
export async function findProfile(db: Queryable, userId: string) {
  const [row] = await db.query<{
    first_name: string; last_name: string; email: string; title_name: string | null; company: string | null;
    business_function: string | null; country: string | null;
  }>('SELECT first_name, last_name, email, title_name, company, business_function, country FROM users WHERE id = $1', [userId]);
  return row ? {
    firstName: row.first_name, lastName: row.last_name, email: row.email, title: row.title_name, company: row.company,
    businessFunction: row.business_function, country: row.country,
  } : null;
}
