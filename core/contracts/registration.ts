import { array, boolean, object, omit, optional, string, type Infer } from 'superstruct';
import { envelope } from './envelope.js';
import { User } from './user.js';

/**
 * Registration (A§3, A§7, E§3, E§7): the calls behind `mck-signup`, `mck-registration`,
 * `mck-registration-stepper` and `mck-registration-rail`, shared by those widgets and the
 * reference user service. Paths are relative to the user service ({user}).
 */
export const REGISTRATION_PATHS = {
  /** POST, anonymous: a new account (A§7 POST {user}/v2/users). Tokens come back in the headers. */
  register: '/v2/users',
  /**
   * POST, anonymous: the alternate registration "with a known email and source type" (A§7, path not
   * shown): no password; the `srcReg` header names the source whose link carried the email.
   */
  registerKnownEmail: '/v2/users/known-email',
  /** GET ?term=: organization autocomplete (A§7 GET {user}/v2/lookup/company?term). */
  companies: '/v2/lookup/company',
  /** POST `{ practiceCode }`: subscribe the signed-in user to a practice (A§7, path not shown). */
  practiceSubscription: (userId: string) => `/v2/users/${encodeURIComponent(userId)}/practice-subscription`,
} as const;

/** The captcha response header of the registration call (A§7 "captcha response header"). */
export const REGISTRATION_CAPTCHA_HEADER = 'CaptchaKey';
/** The optional source-registration header (A§7); its value is the page's `source`. */
export const SOURCE_REGISTRATION_HEADER = 'srcReg';

/** The `source` query value that means "no particular source" (A§2). */
export const DEFAULT_SOURCE = 'default';
/**
 * The `type` query value of the single-sign-on sign-up (A§2; the value is not shown, ours). A social
 * or single sign-on for an identity without an account ends on the registration page with this
 * type: the provider vouched for the email, so email, password and captcha are hidden and the
 * page only completes the account details.
 */
export { SINGLE_SIGN_ON_TYPE } from './single-sign-on.js';
/**
 * The temporary cookies that carry that vouched identity from the social callback to the
 * registration page (A§4 "temporary JWT and refresh-token cookies", names ours). The page sends
 * the JWT in {@link SINGLE_SIGN_ON_HEADER}; both are cleared after sign-up and on page unload.
 */
// Declared in single-sign-on.ts (which the social-login kit imports without this file's schemas).
export { SINGLE_SIGN_ON_HEADER, TEMP_JWT_COOKIE, TEMP_REFRESH_COOKIE } from './single-sign-on.js';

export const RegistrationMetadata = object({ cid: optional(string()), practiceCode: optional(string()) });

/** The registration payload of the page and the rail (A§3, E§3). */
export const RegistrationRequest = object({
  firstName: string(),
  lastName: string(),
  /** Job title: a titles lookup id (or its name); the service stores the name. Empty when the form has no such field. */
  title: string(),
  /** Organization (at most ORGANIZATION_MAX); empty when the form has no such field. */
  company: string(),
  /** A function lookup code; empty when the form has no such field. */
  businessFunction: string(),
  /** A country lookup code; empty when the form has no such field. */
  country: string(),
  /** The consent checkbox. */
  occasionalEmail: boolean(),
  /** Alert codes chosen on the form. */
  subscriptions: array(string()),
  /** Ignored with a single-sign-on token: the token's email is the account's. */
  email: string(),
  /** Absent only with a single-sign-on token (the provider is the way in). */
  password: optional(string()),
  /** Equal to `password` (A§3). */
  passwordConfirmation: optional(string()),
  metadata: optional(RegistrationMetadata),
});
export type RegistrationRequest = Infer<typeof RegistrationRequest>;

/** The stepper's payload (A§3 "Stepper registration payload"). */
export const StepperRegistrationRequest = object({
  email: string(),
  password: string(),
  firstname: string(),
  lastname: string(),
  country: string(),
  recaptcharesponse: string(),
  /** Ids of the subscriptions chosen in steps 2–4 (empty at step 1). */
  subscriptions: array(string()),
});
export type StepperRegistrationRequest = Infer<typeof StepperRegistrationRequest>;

/** The alternate registration: the page payload without the passwords (A§7). */
export const KnownEmailRegistrationRequest = omit(RegistrationRequest, ['password', 'passwordConfirmation']);
export type KnownEmailRegistrationRequest = Infer<typeof KnownEmailRegistrationRequest>;

/**
 * The answer: the new user (A§3 "Response data: subscriptions, articles, practiceUser,
 * userRatings" are fields of it), signed in: the tokens are in the response headers.
 */
export const RegistrationResponse = envelope(User);
export type RegistrationResponse = Infer<typeof RegistrationResponse>;

/** GET {user}/v2/lookup/company?term: `data.companies` (A§7), at most {@link COMPANY_RESULTS_MAX}. */
export const CompanyLookupResponse = envelope(object({ companies: array(string()) }));
export type CompanyLookupResponse = Infer<typeof CompanyLookupResponse>;
export const COMPANY_RESULTS_MAX = 10;
/** Organization autocomplete (A§9): from 2 characters, 500 ms after the last keystroke. */
export const COMPANY_TERM_MIN = 2;
export const COMPANY_DEBOUNCE_MS = 500;

export const PracticeSubscriptionRequest = object({ practiceCode: string() });
export type PracticeSubscriptionRequest = Infer<typeof PracticeSubscriptionRequest>;
/** The user's subscriptions after the call. */
export const PracticeSubscriptionResponse = envelope(object({ subscriptions: array(string()) }));
export type PracticeSubscriptionResponse = Infer<typeof PracticeSubscriptionResponse>;

/**
 * Sign-up server codes (A§8 lists them; what each means is not shown, ours). The widgets map each
 * to a dictionary message; 2002 and 2003 are the special ones.
 * - EMAIL_TAKEN 1002: an account with this email exists (the message offers sign-in).
 * - PASSWORD_REFUSED 1003: the password fails the strength rule (checked with the email).
 * - INVALID_FIELD 1004: a field fails its rule (email or name pattern, a length).
 * - PASSWORDS_DIFFER 1008: passwordConfirmation is not the password.
 * - CAPTCHA_FAILED 2002 (special): the captcha token was refused; the captcha resets and the page
 *   scrolls to it.
 * - SOCIAL_ACCOUNT_EXISTS 2003 (special): the email belongs to an account that signs in with a
 *   social provider; the widget switches to sign-in with the email filled.
 * - UNKNOWN_LOOKUP 2004: country, business function or title is not one of the lookup lists.
 * - KNOWN_EMAIL_REFUSED 2005: the alternate registration's email or source is not one the link knows.
 * - SINGLE_SIGN_ON_EXPIRED 6010: the single-sign-on completion link is invalid or expired.
 */
export const REGISTRATION_CODES = {
  EMAIL_TAKEN: 1002,
  PASSWORD_REFUSED: 1003,
  INVALID_FIELD: 1004,
  PASSWORDS_DIFFER: 1008,
  CAPTCHA_FAILED: 2002,
  SOCIAL_ACCOUNT_EXISTS: 2003,
  UNKNOWN_LOOKUP: 2004,
  KNOWN_EMAIL_REFUSED: 2005,
  SINGLE_SIGN_ON_EXPIRED: 6010,
} as const;
