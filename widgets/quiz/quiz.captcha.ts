import { captchaActionToken } from '../../core/kits/captcha/index.js';

/**
 * A captcha token for `action` from the page's captcha provider (the captcha kit); `null` when the
 * page has no provider or key, or the provider fails. The answer is then not posted at all: the
 * forms service refuses a vote without its CaptchaKey header (E§7), so a page without a captcha
 * provider shows readers' shares of earlier votes but counts no new ones.
 */
export async function captchaToken(action: string): Promise<string | null> {
  try {
    return await captchaActionToken(action);
  } catch {
    return null;
  }
}
