/**
 * The single-sign-on hand-over from a social sign-in to the registration page: plain names only,
 * in a file of their own so the social-login kit can use them without the registration contract's
 * schemas (a contract two kits import is bundled into the core chunk, which every page loads).
 * core/contracts/registration.ts re-exports them; what they mean is said there.
 */
/** The `type` query value of the single-sign-on sign-up (A§2; the value is not shown, ours). */
export const SINGLE_SIGN_ON_TYPE = 'sso';
/** The temporary cookies carrying the vouched identity to the registration page (A§4, names ours). */
export const TEMP_JWT_COOKIE = 'mck_temp_jwt';
export const TEMP_REFRESH_COOKIE = 'mck_temp_refresh_token';
/** The header in which the registration call sends the temporary JWT. */
export const SINGLE_SIGN_ON_HEADER = 'ssoToken';
