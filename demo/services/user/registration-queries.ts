import type { Queryable } from '../../db/db.js';
import type { CheckedAccount } from './registration-rules.js';

/** The list's title name for an id (`T001`) or a name, any case; null when it is neither. */
export async function findTitleName(db: Queryable, idOrName: string): Promise<string | null> {
  const [row] = await db.query<{ name: string }>(
    'SELECT name FROM lookup_titles WHERE id = $1 OR lower(name) = lower($1) ORDER BY id = $1 DESC LIMIT 1', [idOrName]);
  return row?.name ?? null;
}

/** Who already has this email: enough to tell a password account from a social-only one. */
export async function existingAccount(db: Queryable, email: string) {
  const [row] = await db.query<{ id: string; has_password: boolean; social_login_idps: string | null }>(
    `SELECT id, password_hash IS NOT NULL AS has_password, social_login_idps
       FROM users WHERE lower(email) = lower($1)`, [email]);
  return row ?? null;
}

export interface AccountToInsert extends CheckedAccount {
  id: string;
  email: string;
  /** Null for an account that signs in through a provider, or sets a password later. */
  passwordHash: string | null;
  /** The provider that vouched for the email (single sign-on), else null. */
  socialLoginIdp: string | null;
  sourceRegistration: string | null;
}

/** The new account and its subscriptions; call inside a transaction. */
export async function insertAccount(q: Queryable, a: AccountToInsert) {
  await q.query(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, company, title_name, business_function,
       country, social_login_idps, occasional_email, source_registration, registration_cid, registration_practice_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [a.id, a.email, a.passwordHash, a.firstName, a.lastName, a.company, a.title, a.businessFunction, a.country,
      a.socialLoginIdp, a.occasionalEmail, a.sourceRegistration, a.cid, a.practiceCode],
  );
  await q.query(
    `INSERT INTO user_subscriptions (user_id, alert_code) SELECT $1, c FROM unnest($2::text[]) AS c ON CONFLICT DO NOTHING`,
    [a.id, a.subscriptions],
  );
}

/**
 * The alerts an anonymous email signed up for (POST /v2/subscribe without an account): the
 * known-email registration's proof that a newsletter link carried this address.
 */
export async function anonymousSubscriptions(db: Queryable, email: string): Promise<string[]> {
  const rows = await db.query<{ alert_code: string }>(
    'SELECT alert_code FROM email_subscriptions WHERE email = lower($1) ORDER BY alert_code', [email]);
  return rows.map((r) => r.alert_code);
}

/** The anonymous sign-ups become the new account's (the rows go: the account now holds them). */
export async function adoptAnonymousSubscriptions(q: Queryable, userId: string, email: string) {
  await q.query(
    `INSERT INTO user_subscriptions (user_id, alert_code)
       SELECT $1, alert_code FROM email_subscriptions WHERE email = lower($2) ON CONFLICT DO NOTHING`, [userId, email]);
  await q.query('DELETE FROM email_subscriptions WHERE email = lower($1)', [email]);
}

/** True when the insert failed on the unique email index (two sign-ups racing for one address). */
export const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
