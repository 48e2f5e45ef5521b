import { literal, nullable, object, string, type Infer } from 'superstruct';
import { envelope } from './envelope.js';
import { User } from './user.js';

/**
 * The account calls of the profile and password pages (A§7), beside the PATCH bodies that live in
 * user.ts. Paths are relative to the user service ({user}); `{userId}` is the signed-in user.
 */
export const ACCOUNT_PATHS = {
  /** POST, anonymous: sends a reset link to the email's inbox (A§7 "password reset", path not shown). */
  passwordResetRequest: '/v2/users/password-reset',
  /** POST, anonymous: sets the new password with the link's token (A§7 "reset password"). */
  resetPassword: '/v2/users/reset-password',
  unlinkSocialLogin: (userId: string) => `/v2/users/${encodeURIComponent(userId)}/unlink-social-login-user-account`,
  /** GET: the profile form's current values (A§7 "fetch current profile", path not shown). */
  profile: (userId: string) => `/v2/users/${encodeURIComponent(userId)}/profile`,
  /** POST: a first password for an account that has none (the create-password dialog, A§4; path not shown). */
  createPassword: (userId: string) => `/v2/users/${encodeURIComponent(userId)}/password`,
} as const;

/**
 * The captcha header of the reset request (A§7): the forgot-password page sends
 * `VisibleCaptchaKey`, other callers `CaptchaKey`; the service takes either.
 */
export const CAPTCHA_HEADERS = { visible: 'VisibleCaptchaKey', default: 'CaptchaKey' } as const;

/**
 * The social identity provider that is the firm's own sign-in: a user linked only to it keeps an
 * editable email (A§5: the email is locked for "a social identity provider other than the default").
 */
export const DEFAULT_IDP = 'Default';

/** Whether the profile's email is locked (A§5): no password, or a provider other than the default. */
export function isEmailLocked(user: Pick<User, 'hasPassword' | 'socialLoginIdps'>): boolean {
  return !user.hasPassword || socialProviders(user).some((idp) => idp !== DEFAULT_IDP);
}

/** The user's linked providers from the comma-separated field (A§3). */
export const socialProviders = (user: Pick<User, 'socialLoginIdps'>): string[] =>
  (user.socialLoginIdps ?? '').split(',').map((s) => s.trim()).filter(Boolean);

/**
 * Error codes (ErrorBody.code) of these calls, shared by the user service and the widgets' code
 * tables. The spec lists 1001, 6011 and 6008 for reset without saying which is which; ours:
 * - RESET_ACCOUNT_GONE 1001: the link's account no longer exists (or the uid does not match it).
 * - RESET_PASSWORD_REFUSED 6011: the new password fails the strength rule (checked with the email).
 * - RESET_LINK_INVALID 6008: the link is unknown, expired or already used (the invalid-link state).
 * Profile save (A§8 "known code-to-message table", ours):
 * - EMAIL_TAKEN 1002: another account has the new email.
 * - EMAIL_LOCKED 6012: the email is locked (social provider or no password) and cannot change.
 * - PROFILE_PASSWORD_REFUSED 6011: the given password fails the strength rule.
 * Unlink / create password:
 * - PASSWORD_NEEDED 6013: unlinking the only social login of an account without a password.
 * - PASSWORD_EXISTS 6014: create password for an account that has one.
 */
export const ACCOUNT_CODES = {
  RESET_ACCOUNT_GONE: 1001,
  EMAIL_TAKEN: 1002,
  RESET_LINK_INVALID: 6008,
  RESET_PASSWORD_REFUSED: 6011,
  PROFILE_PASSWORD_REFUSED: 6011,
  EMAIL_LOCKED: 6012,
  PASSWORD_NEEDED: 6013,
  PASSWORD_EXISTS: 6014,
} as const;

/**
 * Job title maximum length (A§5 leaves the title's rules "not shown"; chosen like user-fields.ts's
 * ORGANIZATION_MAX: generous, and bounded for the CRM field).
 */
export const JOB_TITLE_MAX = 100;

/** The reset request (A§7 body email). */
export const PasswordResetRequest = object({ email: string() });
export type PasswordResetRequest = Infer<typeof PasswordResetRequest>;
/** Always the same answer, known email or not, so the call cannot tell who has an account. */
export const PasswordResetRequestResponse = envelope(object({ sent: literal(true) }));
export type PasswordResetRequestResponse = Infer<typeof PasswordResetRequestResponse>;

/** Reset (A§3 "Reset payload"): `token` and `encEmailId` are the link's `token` and `uid`. */
export const ResetPasswordRequest = object({ password: string(), token: string(), encEmailId: string() });
export type ResetPasswordRequest = Infer<typeof ResetPasswordRequest>;
/** The account's email, with which the page then signs in (A§7). */
export const ResetPasswordResponse = envelope(object({ email: string() }));
export type ResetPasswordResponse = Infer<typeof ResetPasswordResponse>;

export const UnlinkSocialLoginRequest = object({ socialLoginIdpName: string() });
export type UnlinkSocialLoginRequest = Infer<typeof UnlinkSocialLoginRequest>;
/** Unlink and create password answer the updated user. */
export const AccountUserResponse = envelope(User);
export type AccountUserResponse = Infer<typeof AccountUserResponse>;

export const CreatePasswordRequest = object({ password: string() });
export type CreatePasswordRequest = Infer<typeof CreatePasswordRequest>;

/** The current profile (A§7 "fetch current profile": firstName … country); null where unset. */
export const Profile = object({
  firstName: string(),
  lastName: string(),
  email: string(),
  title: nullable(string()),
  company: nullable(string()),
  businessFunction: nullable(string()),
  country: nullable(string()),
});
export type Profile = Infer<typeof Profile>;
export const ProfileResponse = envelope(Profile);
export type ProfileResponse = Infer<typeof ProfileResponse>;
