import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm; its `Algorithm` const enum cannot be imported under
 * isolatedModules) with the default cost, 19 MiB and 2 passes: OWASP's minimum recommendation.
 */
export const hashPassword = (password: string) => hash(password);

export async function passwordMatches(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) return false;
  try {
    return await verify(storedHash, password);
  } catch {
    return false; // a malformed stored hash is a failed sign-in, not a server error
  }
}
