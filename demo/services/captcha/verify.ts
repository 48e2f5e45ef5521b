import type { Context } from 'hono';
import { fail } from '../http.js';
import { TEST_CAPTCHA_TOKENS } from '../../../core/contracts/captcha.js';

/**
 * Whether a captcha token is genuine. The real forms service asks its captcha provider; the demo
 * has none, so its verifier knows the documented test tokens only. Services take the verifier as
 * a parameter, so a provider-backed one plugs in without touching the routes.
 */
export type CaptchaCheck = (token: string, kind: CaptchaKind) => Promise<boolean>;

/** The visible challenge (header CaptchaKey) or the invisible one (InvisibleCaptchaKey). */
export type CaptchaKind = 'visible' | 'invisible';

/** The documented test tokens (core/contracts/captcha.ts), re-exported for the services' tests. */
export { TEST_CAPTCHA_TOKENS };

/** The demo's verifier: only the test token of each kind passes. */
export const testTokenCaptcha: CaptchaCheck = async (token, kind) => token === TEST_CAPTCHA_TOKENS[kind];

/** The token in `header`, checked; a missing or refused one is a clean 400. */
export async function requireCaptcha(c: Context, header: string, kind: CaptchaKind, check: CaptchaCheck): Promise<void> {
  const token = c.req.header(header)?.trim();
  if (!token) fail(400, `Invalid request: the ${header} header is missing.`);
  if (!(await check(token.slice(0, 4096), kind))) fail(400, 'The captcha was not accepted; please try again.');
}
