import { captchaActionToken } from '../../core/kits/captcha/index.js';

/**
 * A captcha token for `action` from the page's captcha provider (the captcha kit); `null` when the
 * page has no provider or key, or the provider fails: the answer is then posted without one.
 */
export async function captchaToken(action: string): Promise<string | null> {
  try {
    return await captchaActionToken(action);
  } catch {
    return null;
  }
}
