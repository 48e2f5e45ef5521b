/**
 * The one check for URLs a widget navigates to.
 *
 * A URL from an attribute, the query string or a service is only followed when it is http(s) and
 * stays on this page's origin or goes to an origin the page configuration allows
 * (`navigationOrigins`). Everything else (`javascript:`, `data:`, another site: an open
 * redirect) is refused, so a widget never runs script or hands the visitor's session to a URL
 * the page author did not allow.
 */
import { getConfig } from './config.js';

export interface NavigationPolicy {
  /** The page URL relative URLs resolve against; default `location.href`. */
  base?: string;
  /** Origins besides the page's own; default: the page config's `navigationOrigins`. */
  allowedOrigins?: readonly string[];
}

/** Why a URL was refused, for the console message. */
export type Refusal = 'empty' | 'unparsable' | 'scheme' | 'origin';

export type NavigationCheck = { ok: true; url: string } | { ok: false; reason: Refusal };

const pageBase = () => (typeof location === 'undefined' ? 'http://localhost/' : location.href);

/** Checks `raw` against the policy: the absolute URL when it may be followed, else the reason. */
export function checkNavigationUrl(raw: string | null | undefined, policy: NavigationPolicy = {}): NavigationCheck {
  const text = (raw ?? '').trim();
  if (!text) return { ok: false, reason: 'empty' };
  const base = policy.base ?? pageBase();
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return { ok: false, reason: 'unparsable' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'scheme' };
  const allowed = new Set([new URL(base).origin, ...(policy.allowedOrigins ?? getConfig()?.navigationOrigins ?? [])]);
  if (!allowed.has(url.origin)) return { ok: false, reason: 'origin' };
  return { ok: true, url: url.href };
}

/** The absolute URL when `raw` may be navigated to, else null. */
export function safeNavigationUrl(raw: string | null | undefined, policy?: NavigationPolicy): string | null {
  const check = checkNavigationUrl(raw, policy);
  return check.ok ? check.url : null;
}

const REASONS: Record<Refusal, string> = {
  empty: 'is empty',
  unparsable: 'is not a URL',
  scheme: 'is not an http(s) URL',
  origin: "goes to an origin that is neither this page's nor in the page config's navigationOrigins",
};

/** The console wording of a refusal (used by the URL attribute kind and by `navigateTo`). */
export const refusalMessage = (reason: Refusal) => REASONS[reason];

/**
 * Navigates to `raw` when the check allows it; otherwise stays, says why on the console (naming
 * `source`, e.g. `[mck-signin] redirect-url`) and returns false.
 */
export function navigateTo(raw: string | null | undefined, source: string, policy?: NavigationPolicy): boolean {
  const check = checkNavigationUrl(raw, policy);
  if (!check.ok) {
    if (check.reason !== 'empty') console.error(`${source} ${REASONS[check.reason]}: not navigating to "${String(raw).slice(0, 200)}"`);
    return false;
  }
  location.assign(check.url);
  return true;
}
