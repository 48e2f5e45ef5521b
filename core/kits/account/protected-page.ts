/**
 * Where a reader on a protected page goes when they may not see it (A§2: the protected pages,
 * declared with the site's contracts, send an anonymous or expired user to the sign-in prompt
 * carrying the page path; A§6 "Users needing re-login for sensitive data are sent to the sign-in
 * prompt").
 */
import { protectedPageOf } from '../../contracts/protected-pages.js';

/**
 * The sign-in prompt carrying the page to come back to: the auth route
 * `signin_prompt/{encodedPath}` (A§2) on the home page, whose auth router shows the prompt.
 */
export function signInPromptUrl(pagePath: string, homePath = '/'): string {
  return `${homePath}#/signin_prompt/${encodeURIComponent(pagePath)}`;
}

/** What the session says, for the redirect rule. */
export interface SessionView {
  pending: boolean;
  session: boolean;
  expired: boolean;
  reLoginRequired: boolean;
}

/** Whether the session lets the reader see their account data: signed in, not expired, no fresh sign-in needed. */
export const accountAllowed = (view: SessionView) => !view.pending && view.session && !view.expired && !view.reLoginRequired;

/**
 * Where a visitor on `pathname` must go instead, or null to stay: only on a protected page (or
 * `anywhere`, for a widget that is protected wherever a template prints it), only once the session
 * check is over, and only when nobody is signed in, the session expired, or it needs a fresh
 * sign-in for sensitive data.
 */
export function protectedPageRedirect(pathname: string, search: string, view: SessionView, homePath = '/', anywhere = false): string | null {
  if (view.pending || (!anywhere && !protectedPageOf(pathname))) return null;
  return accountAllowed(view) ? null : signInPromptUrl(pathname + search, homePath);
}
