import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/db.js';
import { getOrCreateSecret } from '../user/queries.js';

/**
 * The encrypted user ids of subscribe and unsubscribe links (A§6 "links with encrypted ids"):
 * AES-256-GCM of the user id, `base64url(iv ‖ ciphertext ‖ tag)`. The key is generated once and
 * kept in the database (app_secrets), like the JWT secret, so links survive a restart; GCM's tag
 * means a changed or made-up id does not decrypt at all.
 */
const SECRET_NAME = 'subscription-link-key';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface UserIdCipher {
  encrypt(userId: string): string;
  /** The user id, or null when `encrypted` is not one of ours. */
  decrypt(encrypted: string): string | null;
}

export function userIdCipher(key: Buffer): UserIdCipher {
  return {
    encrypt(userId) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(userId, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },
    decrypt(encrypted) {
      const raw = Buffer.from(encrypted, 'base64url');
      if (raw.length <= IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
        return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/** The cipher with the database's key (created on first use). */
export async function storedUserIdCipher(db: Queryable): Promise<UserIdCipher> {
  const key = await getOrCreateSecret(db, SECRET_NAME, randomBytes(32).toString('base64'));
  return userIdCipher(Buffer.from(key, 'base64'));
}
