import { ACCOUNT_PATHS, CAPTCHA_HEADERS, PasswordResetRequestResponse } from '../../core/contracts/account.js';
import { request } from '../../core/session/http.js';

/**
 * POST {user}/v2/users/password-reset (A§7): the email with the visible captcha's token in the
 * `VisibleCaptchaKey` header (the forgot-password page's header); no header without a captcha.
 */
export async function requestPasswordReset(email: string, captcha: string | null, signal: AbortSignal): Promise<void> {
  await request('user', ACCOUNT_PATHS.passwordResetRequest, {
    method: 'POST',
    json: { email },
    auth: false,
    signal,
    ...(captcha ? { headers: { [CAPTCHA_HEADERS.visible]: captcha } } : {}),
    schema: PasswordResetRequestResponse,
  });
}
