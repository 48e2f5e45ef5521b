/**
 * The test captcha tokens: the only ones the demo's verifier accepts (demo/services/captcha/verify.ts),
 * and what the captcha kit stands in with on a page without a captcha provider: its test captcha
 * yields `visible` when ticked; the contact form sends `invisible` for the invisible challenge's token.
 * A file of its own so that only the captcha kit's chunk carries it.
 */
export const TEST_CAPTCHA_TOKENS = { visible: 'test-captcha-token', invisible: 'test-invisible-captcha-token' } as const;
