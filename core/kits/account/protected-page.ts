/**
 * The account pages that need a signed-in reader (A§2 "edit_subscriptions, edit_profile and
 * saved_articles are protected: an anonymous or expired user is sent to the sign-in prompt
 * carrying the page path"; A§6 "Users needing re-login for sensitive data are sent to the sign-in
 * prompt").
 */

/** The protected pages, by the last segment of their path. */
export const PROTECTED_PAGES = ['edit_profile', 'edit_subscriptions', 'saved_articles'] as const;
export type ProtectedPage = (typeof PROTECTED_PAGES)[number];

/** The protected page a path is (`/my-account/saved_articles/` → `saved_articles`), else null. */
export function protectedPageOf(pathname: string): ProtectedPage | null {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  return (PROTECTED_PAGES as readonly string[]).includes(last) ? (last as ProtectedPage) : null;
}

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
