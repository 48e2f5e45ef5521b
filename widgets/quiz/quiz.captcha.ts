import { getConfig } from '../../core/page/config.js';

/** The page's reCAPTCHA v3 (or Enterprise) client, as the provider's script installs it. */
interface ActionCaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: ActionCaptcha & { enterprise?: ActionCaptcha };
  }
}

/**
 * A captcha token for `action` from the page's captcha provider, keyed by the config's
 * `captchaSiteKey`; `null` when the page has no provider or key, or the provider fails. (The form
 * kit's captcha is a visible challenge; an action token is asked for without the reader.)
 */
export async function captchaToken(action: string): Promise<string | null> {
  const provider = window.grecaptcha?.enterprise ?? window.grecaptcha;
  const siteKey = getConfig()?.captchaSiteKey;
  if (!provider || !siteKey) return null;
  try {
    await new Promise<void>((resolve) => provider.ready(resolve));
    return (await provider.execute(siteKey, { action })) || null;
  } catch {
    return null;
  }
}
