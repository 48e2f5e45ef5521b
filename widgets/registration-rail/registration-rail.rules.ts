/**
 * What the registration rail shows (A§2, A§4, A§6), as a pure function of the reader and the rail,
 * so the state table is tested row by row without a browser.
 */

/**
 * The four form types of A§2, as the CMS writes them in `form-type`. Which one a rail is decides
 * its texts' defaults and, for a signed-in reader, which variant it offers (see {@link railView}).
 */
export const FORM_TYPES = ['email-courses', 'mq-digital', 'ub-page', 'insights-store'] as const;
export type FormType = (typeof FORM_TYPES)[number];
/** A rail printed without `form-type`. */
export const DEFAULT_FORM_TYPE: FormType = 'insights-store';

/**
 * The form types whose rail asks a signed-in reader to complete a missing profile before it offers
 * the subscription: the MQ digital form and the UB page collect who the reader is (job title,
 * organization); Email Courses and the Insights store page only want the reader on their list.
 */
export const PROFILE_FIRST: readonly FormType[] = ['mq-digital', 'ub-page'];

/**
 * - `nothing`: the session check runs (no flash), a premium reader (A§6), an already subscribed
 *   reader (A§4), or a signed-in reader the rail has nothing to offer;
 * - `register` / `signin`: a visitor: the sign-up form, or the sign-in form they switched to;
 * - `profile`: a signed-in reader whose profile lacks job title or organization (profile-first types);
 * - `subscribe`: a signed-in reader not yet on the rail's list: one click subscribes;
 * - `confirmation`: Email Courses for a subscribed or premium reader (A§4), or any rail the reader
 *   has just subscribed through (they see what their click did).
 */
export type RailView = 'nothing' | 'register' | 'signin' | 'profile' | 'subscribe' | 'confirmation';

export interface RailReader {
  /** The start-up session check is still running. */
  pending: boolean;
  signedIn: boolean;
  /** The premium cookie (core/session premium signal). */
  premium: boolean;
  /** The signed-in reader's subscription codes (empty when signed out). */
  subscriptions: readonly string[];
  /** Job title and organization are known, or a profile save marked the profile complete. */
  profileComplete: boolean;
}

export interface RailSituation {
  formType: FormType;
  /** The codes the rail offers (`subscription-codes`). */
  codes: readonly string[];
  /** The visitor switched to the sign-in form. */
  switchedToSignIn: boolean;
  /** The reader subscribed through this rail since it rendered. */
  justSubscribed: boolean;
}

/** Subscribed: the rail offers codes and the reader has every one of them. */
export const isSubscribed = (subscriptions: readonly string[], codes: readonly string[]): boolean =>
  codes.length > 0 && codes.every((code) => subscriptions.includes(code));

/** The view for this reader on this rail: A§4's registration rail, row by row. */
export function railView(reader: RailReader, rail: RailSituation): RailView {
  if (reader.pending) return 'nothing';
  if (rail.justSubscribed) return 'confirmation';
  const done = reader.premium || (reader.signedIn && isSubscribed(reader.subscriptions, rail.codes));
  if (done) return rail.formType === 'email-courses' ? 'confirmation' : 'nothing';
  if (!reader.signedIn) return rail.switchedToSignIn ? 'signin' : 'register';
  if (!reader.profileComplete && PROFILE_FIRST.includes(rail.formType)) return 'profile';
  return rail.codes.length > 0 ? 'subscribe' : 'nothing';
}

/** The codes of a `subscription-codes` attribute: comma- or space-separated, blanks and repeats dropped. */
export const codesOf = (list: string): string[] => [...new Set(list.split(/[\s,]+/).filter(Boolean))];

/** A profile counts as complete with job title and organization, or once a profile save said so. */
export const profileCompleteOf = (user: { titleName: string | null; company: string | null } | null, savedComplete: boolean): boolean =>
  savedComplete || !!(user?.titleName?.trim() && user.company?.trim());
