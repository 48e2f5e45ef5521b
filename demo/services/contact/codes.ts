import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db, Queryable } from '../../db/db.js';
import { fail } from '../http.js';
import { OTP_RESEND_WAIT_SECONDS } from '../../../core/contracts/contact.js';

/**
 * One-time codes of the contact form (A§4, A§5, A§8): six random digits, mailed, stored only as a
 * salted SHA-256 with an expiry, a limit on wrong guesses and a limit on resends. A code is
 * long enough to guess only with many tries, which the attempt limit takes away.
 */

/** How long a code is good for. */
export const OTP_TTL_SECONDS = 600;
/** Wrong guesses a code survives; at the limit it is deleted (the next try is "invalid"). */
export const OTP_MAX_ATTEMPTS = 5;
/** Codes one address may receive per hour. */
export const OTP_MAX_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

interface CodeRow {
  salt: string;
  code_hash: string;
  expires_at: Date | string;
}

const hashOf = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');
const ms = (t: Date | string) => new Date(t).getTime();
const key = (email: string) => email.trim().toLowerCase();

/**
 * The resend limits of `email` at `now` (A§9): a 429 with `Retry-After` when a code went to it
 * less than {@link OTP_RESEND_WAIT_SECONDS} ago or {@link OTP_MAX_PER_HOUR} went in the last hour.
 * Counted from the send log (migration 020), not from the code, so a code's death by wrong guesses
 * or by use does not reset them.
 */
async function checkResendLimits(db: Queryable, email: string, now: Date) {
  const [sends] = await db.query<{ n: number; newest: Date | string | null; oldest: Date | string | null }>(
    `SELECT count(*)::int AS n, max(sent_at) AS newest, min(sent_at) AS oldest FROM one_time_code_sends
     WHERE email = $1 AND sent_at > $2`,
    [email, new Date(now.getTime() - HOUR_MS)]);
  if (!sends?.newest || !sends.oldest) return;
  const t = now.getTime();
  const wait = Math.ceil((ms(sends.newest) + OTP_RESEND_WAIT_SECONDS * 1000 - t) / 1000);
  if (wait > 0) fail(429, `Please wait ${wait} s before asking for another code.`, undefined, { 'Retry-After': String(wait) });
  if (sends.n >= OTP_MAX_PER_HOUR) {
    const retryAfter = Math.max(1, Math.ceil((ms(sends.oldest) + HOUR_MS - t) / 1000));
    fail(429, 'Too many codes for this address; try again later.', undefined, { 'Retry-After': String(retryAfter) });
  }
}

/**
 * A new code for `email` (replacing any earlier one), or a 429 when the resend limits refuse it
 * ({@link checkResendLimits}). Check and send are one transaction under a per-address lock, so two
 * requests at once cannot both pass the check.
 */
export async function issueCode(db: Db, email: string, now: Date): Promise<string> {
  const address = key(email);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`one-time-code:${address}`]);
    await checkResendLimits(tx, address, now);
    // Sends older than the hour no longer count for anyone.
    await tx.query('DELETE FROM one_time_code_sends WHERE sent_at <= $1', [new Date(now.getTime() - HOUR_MS)]);
    await tx.query('INSERT INTO one_time_code_sends (email, sent_at) VALUES ($1, $2)', [address, now]);
    await tx.query(
      `INSERT INTO one_time_codes (email, salt, code_hash, expires_at, attempts)
       VALUES ($1, $2, $3, $4, 0)
       ON CONFLICT (email) DO UPDATE SET salt = $2, code_hash = $3, expires_at = $4, attempts = 0`,
      [address, salt, hashOf(salt, code), new Date(now.getTime() + OTP_TTL_SECONDS * 1000)]);
  });
  return code;
}

export type CodeCheck = 'ok' | 'expired' | 'invalid';

/**
 * Checks `code` for `email`. A right code is spent; a wrong one counts against the attempt
 * limit. An expired code stays "expired" until a new one replaces it.
 */
export async function checkCode(db: Queryable, email: string, code: string, now: Date): Promise<CodeCheck> {
  const [row] = await db.query<CodeRow>('SELECT * FROM one_time_codes WHERE email = $1', [key(email)]);
  if (!row) return 'invalid';
  if (ms(row.expires_at) <= now.getTime()) return 'expired';
  const given = Buffer.from(hashOf(row.salt, code.trim()), 'hex');
  if (timingSafeEqual(given, Buffer.from(row.code_hash, 'hex'))) {
    await db.query('DELETE FROM one_time_codes WHERE email = $1 AND code_hash = $2', [key(email), row.code_hash]);
    return 'ok';
  }
  const [counted] = await db.query<{ attempts: number }>(
    'UPDATE one_time_codes SET attempts = attempts + 1 WHERE email = $1 RETURNING attempts', [key(email)]);
  if (counted && counted.attempts >= OTP_MAX_ATTEMPTS) await db.query('DELETE FROM one_time_codes WHERE email = $1', [key(email)]);
  return 'invalid';
}

/**
 * Demo only: `email`'s code expires now and its resend wait is over (its newest send moves back by
 * the wait), so a person or an e2e test can see "expired" and ask for a new one; the sends still
 * count towards the hourly limit.
 */
export async function expireCode(db: Db, email: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.query('UPDATE one_time_codes SET expires_at = $2 WHERE email = $1 RETURNING email', [key(email), now]);
    if (rows.length === 0) return false;
    await tx.query(
      `UPDATE one_time_code_sends SET sent_at = least(sent_at, $2)
       WHERE email = $1 AND sent_at = (SELECT max(sent_at) FROM one_time_code_sends WHERE email = $1)`,
      [key(email), new Date(now.getTime() - OTP_RESEND_WAIT_SECONDS * 1000)]);
    return true;
  });
}
