/**
 * Social-login kit: sign-in through the configured identity providers (A§2, A§9) with the
 * authorization-code flow and PKCE, and what follows any sign-in (the locked-account return,
 * A§4). Used by `mck-signin` and the auth router. Import it only through this file (its own
 * shared chunk).
 */
export { startSocialSignIn, redirectUriOfThisPage, type SocialSignInOptions } from './start.js';
export { completeSocialSignIn, resetSocialSignIn, type SocialOutcome } from './complete.js';
export { goAfterSignIn, rememberLockedAt } from './after-sign-in.js';
export { PENDING_SOCIAL_LOGIN_KEY } from './pending.js';
