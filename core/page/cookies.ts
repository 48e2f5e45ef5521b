/**
 * Minimal `document.cookie` helpers. The premium and practice-user flags are cookies (A§6) so that
 * server-side code and legacy scripts can read them too; nothing here is security-sensitive (the
 * services decide access from the tokens, not from these cookies).
 */

/** Options for {@link setCookie}. */
export interface CookieOptions {
  /** Lifetime in days; omitted → a session cookie. A negative value expires it. */
  days?: number;
  /** Defaults to '/' so every page sees the cookie. */
  path?: string;
  domain?: string;
  /** Defaults to 'Lax': sent on top-level navigations, not on cross-site subrequests. */
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Defaults to true on https pages. Browsers reject `SameSite=None` without it. */
  secure?: boolean;
}

function currentDocument(doc?: Document): Document | null {
  if (doc) return doc;
  return typeof document === 'undefined' ? null : document;
}

/** The decoded value of cookie `name`, or `null` when absent. */
export function getCookie(name: string, doc?: Document): string | null {
  const d = currentDocument(doc);
  if (!d) return null;
  for (const part of d.cookie.split(';')) {
    const eq = part.indexOf('=');
    const key = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (key !== name) continue;
    const raw = eq < 0 ? '' : part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      // Set by someone else without encoding: return it as it is.
      return raw;
    }
  }
  return null;
}

/** Sets cookie `name` (value URI-encoded). */
export function setCookie(name: string, value: string, opts: CookieOptions = {}, doc?: Document): void {
  const d = currentDocument(doc);
  if (!d) return;
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${opts.path ?? '/'}`];
  if (opts.days !== undefined) {
    const expires = new Date(Date.now() + opts.days * 86_400_000);
    parts.push(`expires=${expires.toUTCString()}`);
  }
  if (opts.domain) parts.push(`domain=${opts.domain}`);
  parts.push(`SameSite=${opts.sameSite ?? 'Lax'}`);
  const https = d.location?.protocol === 'https:';
  if (opts.secure ?? https) parts.push('Secure');
  d.cookie = parts.join('; ');
}

/**
 * Deletes cookie `name`. `path` and `domain` must match the ones it was set with, or the browser
 * keeps it; that is why they are parameters.
 */
export function deleteCookie(name: string, opts: { path?: string; domain?: string } = {}, doc?: Document): void {
  const d = currentDocument(doc);
  if (!d) return;
  const parts = [`${name}=`, `path=${opts.path ?? '/'}`, 'expires=Thu, 01 Jan 1970 00:00:00 GMT'];
  if (opts.domain) parts.push(`domain=${opts.domain}`);
  d.cookie = parts.join('; ');
}
