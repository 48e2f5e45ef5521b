import { randomInt, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'; // no 0/O, 1/l/I look-alikes
export const CODE_LENGTH = 8;
/** What a code looks like; anything else is not looked up. */
export const CODE_PATTERN = new RegExp(`^[${ALPHABET}]{${CODE_LENGTH}}$`);

/** A random code: 56^8 ≈ 10^14 values, so guessing another reader's links is impractical. */
export const newCode = (): string =>
  Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Compares a presented token with the expected one in constant time. */
export function tokenMatches(presented: string | undefined, expected: string): boolean {
  if (presented === undefined) return false;
  const [a, b] = [Buffer.from(presented), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}
