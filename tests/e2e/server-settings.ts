/**
 * Settings of the end-to-end demo server that tests rely on (playwright.config.ts passes them in
 * its environment): declared once here, read by the config and the specs.
 */
/** A locked account unlocks after this many seconds (MCK_LOCKOUT_DURATION; 15 min by default). */
export const E2E_LOCKOUT_SECONDS = 3;
/** The access tokens' HS256 key (MCK_JWT_SECRET), so a test can sign a token the service sees as expired. */
export const E2E_JWT_SECRET = 'e2e-only-access-token-secret-not-for-production';
