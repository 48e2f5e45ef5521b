import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/db.js';
import type { IdpIdentity } from './directory.js';

/** Codes are random and single use: a fast hash keeps a copied table useless. */
const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** What a code was issued for; the token request must match it. */
export interface CodeGrant {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
}

/** Stores a new authorization code for `identity`, good until `expiresAt`; returns the code. */
export async function issueCode(db: Queryable, grant: CodeGrant, identity: IdpIdentity, expiresAt: Date): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO idp_authorization_codes
       (code_hash, client_id, redirect_uri, code_challenge, subject, email, first_name, last_name, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [hashCode(code), grant.clientId, grant.redirectUri, grant.codeChallenge, identity.subject, identity.email,
      identity.firstName, identity.lastName, expiresAt],
  );
  // Expired codes are of no use to anyone: swept at each issue, so the table stays small.
  await db.query('DELETE FROM idp_authorization_codes WHERE expires_at < now() - interval \'1 hour\'');
  return code;
}

/**
 * Spends a code: marks it used and returns what it was issued for, or null when it is unknown,
 * already used or expired. One UPDATE, so two concurrent redemptions cannot both win (also across
 * server processes).
 */
export async function spendCode(db: Queryable, code: string): Promise<(CodeGrant & { identity: IdpIdentity }) | null> {
  const [row] = await db.query<{
    client_id: string; redirect_uri: string; code_challenge: string; subject: string; email: string; first_name: string; last_name: string;
  }>(
    `UPDATE idp_authorization_codes SET used_at = now()
     WHERE code_hash = $1 AND used_at IS NULL AND expires_at > now()
     RETURNING client_id, redirect_uri, code_challenge, subject, email, first_name, last_name`,
    [hashCode(code)],
  );
  if (!row) return null;
  return {
    clientId: row.client_id,
    redirectUri: row.redirect_uri,
    codeChallenge: row.code_challenge,
    identity: { subject: row.subject, email: row.email, firstName: row.first_name, lastName: row.last_name },
  };
}
