/**
 * Reading (never verifying) JSON Web Tokens in the browser.
 *
 * The browser only needs two claims of the access token: `exp`, to decide at start-up whether a
 * refresh is due (A§4), and `sub`, the user id for `GET {user}/v2/users/{sub}`. The signature is the
 * services' business: a forged token gets a 401 from them, so decoding without verification is safe
 * here.
 */

/** Claims the runtime reads; any others are kept as `unknown`. */
export interface JwtPayload {
  exp?: number;
  sub?: string;
  [claim: string]: unknown;
}

/** base64url → UTF-8 text; `null` when the input is not base64url. */
function decodeBase64Url(part: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(part)) return null;
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    const binary = atob(padded);
    // atob yields one char per byte; claims such as names may be multi-byte UTF-8.
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Decodes the payload (second segment) of a compact JWT without verifying it.
 * Returns `null` for anything that is not three dot-separated segments with a JSON object payload.
 */
export function decodeJwtPayload(token: string | null | undefined): JwtPayload | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  const text = decodeBase64Url(parts[1]);
  if (text === null) return null;
  try {
    const payload: unknown = JSON.parse(text);
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return null;
    return payload as JwtPayload;
  } catch {
    return null;
  }
}
