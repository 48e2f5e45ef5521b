import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/db.js';
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
  sent_at: Date | string;
  sent_count: number;
  window_start: Date | string;
}

const hashOf = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');
const ms = (t: Date | string) => new Date(t).getTime();
const key = (email: string) => email.trim().toLowerCase();

/**
 * A new code for `email` (replacing any earlier one), or a 429 when one was sent less than
 * {@link OTP_RESEND_WAIT_SECONDS} ago or {@link OTP_MAX_PER_HOUR} were sent this hour.
 */
export async function issueCode(db: Queryable, email: string, now: Date): Promise<string> {
  const [row] = await db.query<CodeRow>('SELECT * FROM one_time_codes WHERE email = $1', [key(email)]);
  const t = now.getTime();
  let windowStart = now;
  let sentCount = 1;
  if (row) {
    const wait = Math.ceil((ms(row.sent_at) + OTP_RESEND_WAIT_SECONDS * 1000 - t) / 1000);
    if (wait > 0) fail(429, `Please wait ${wait} s before asking for another code.`, undefined, { 'Retry-After': String(wait) });
    if (t - ms(row.window_start) < HOUR_MS) {
      if (row.sent_count >= OTP_MAX_PER_HOUR) fail(429, 'Too many codes for this address; try again later.');
      windowStart = new Date(ms(row.window_start));
      sentCount = row.sent_count + 1;
    }
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  await db.query(
    `INSERT INTO one_time_codes (email, salt, code_hash, expires_at, attempts, sent_at, sent_count, window_start)
     VALUES ($1, $2, $3, $4, 0, $5, $6, $7)
     ON CONFLICT (email) DO UPDATE SET salt = $2, code_hash = $3, expires_at = $4, attempts = 0,
       sent_at = $5, sent_count = $6, window_start = $7`,
    [key(email), salt, hashOf(salt, code), new Date(t + OTP_TTL_SECONDS * 1000), now, sentCount, windowStart]);
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
 * Demo only: `email`'s code as if it had been mailed {@link OTP_TTL_SECONDS} ago (expired now, and
 * the resend wait long over), so a person or an e2e test can see "expired" and ask for a new one.
 */
export async function expireCode(db: Queryable, email: string, now: Date): Promise<boolean> {
  const rows = await db.query('UPDATE one_time_codes SET expires_at = $2, sent_at = $3 WHERE email = $1 RETURNING email',
    [key(email), now, new Date(now.getTime() - OTP_TTL_SECONDS * 1000)]);
  return rows.length > 0;
}
