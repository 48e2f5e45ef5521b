/**
 * The account pages that need a signed-in reader (A§2 "edit_subscriptions, edit_profile and
 * saved_articles are protected: an anonymous or expired user is sent to the sign-in prompt
 * carrying the page path"): the site serves them, the account kit guards them.
 */

/** The protected pages, by the last segment of their path. */
export const PROTECTED_PAGES = ['edit_profile', 'edit_subscriptions', 'saved_articles'] as const;
export type ProtectedPage = (typeof PROTECTED_PAGES)[number];

/** The protected page a path is (`/my-account/saved_articles/` → `saved_articles`), else null. */
export function protectedPageOf(pathname: string): ProtectedPage | null {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  return (PROTECTED_PAGES as readonly string[]).includes(last) ? (last as ProtectedPage) : null;
}
