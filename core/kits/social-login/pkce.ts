/**
 * PKCE (RFC 7636) and the OAuth state, made in the browser: random values from
 * `crypto.getRandomValues`, the S256 challenge with `crypto.subtle`.
 */

/** Bytes of randomness in a verifier: 32 give the 43-character verifier RFC 7636 §4.1 recommends. */
const VERIFIER_BYTES = 32;
/** Bytes of randomness in a state: enough that nobody guesses another tab's. */
const STATE_BYTES = 16;

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const randomText = (size: number) => base64url(crypto.getRandomValues(new Uint8Array(size)));

/** A new code verifier (43 characters of the base64url alphabet). */
export const createVerifier = () => randomText(VERIFIER_BYTES);

/** A new state for one authorization request. */
export const createState = () => randomText(STATE_BYTES);

/** The S256 challenge of `verifier`: BASE64URL(SHA-256(ASCII(verifier))). */
export async function challengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}
