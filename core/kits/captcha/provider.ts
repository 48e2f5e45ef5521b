import { getConfig } from '../../page/config.js';

/** The part of the page's captcha provider (reCAPTCHA's API, or its Enterprise flavour) the widgets use. */
export interface CaptchaProvider {
  ready(callback: () => void): void;
  render(container: HTMLElement, options: { sitekey: string; callback(token: string): void; 'expired-callback'(): void }): number;
  reset(widgetId?: number): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/** Where the provider's script puts itself. */
type ProviderGlobal = { grecaptcha?: CaptchaProvider & { enterprise?: CaptchaProvider } };

/**
 * The page's captcha provider with the site key from the page config (`captchaSiteKey`), or null
 * when the page has either missing (the demo, tests): callers then fall back as the spec allows.
 */
export function pageCaptchaProvider(): { provider: CaptchaProvider; siteKey: string } | null {
  const { grecaptcha } = window as unknown as ProviderGlobal;
  const provider = grecaptcha?.enterprise ?? grecaptcha;
  const siteKey = getConfig()?.captchaSiteKey;
  return provider && siteKey ? { provider, siteKey } : null;
}

/**
 * A token of the invisible challenge for `action`, asked without the reader; null when the page
 * has no provider. A provider failure rejects.
 */
export async function captchaActionToken(action: string): Promise<string | null> {
  const page = pageCaptchaProvider();
  if (!page) return null;
  await new Promise<void>((resolve) => page.provider.ready(resolve));
  return (await page.provider.execute(page.siteKey, { action })) || null;
}

/**
 * {@link captchaActionToken}, with a provider failure resolving null too: for a caller that goes
 * on without a token whatever the reason (the quiz: its vote is then not posted, E§8).
 */
export const quietCaptchaActionToken = (action: string): Promise<string | null> =>
  captchaActionToken(action).catch(() => null);
