import { TEST_CAPTCHA_TOKENS } from '../../contracts/contact.js';
import { getConfig } from '../../page/config.js';
import { testCaptcha, type CaptchaVerifier } from '../form/index.js';

/** The part of the page's captcha provider (reCAPTCHA's API) the contact form uses. */
interface CaptchaProvider {
  ready(callback: () => void): void;
  render(container: HTMLElement, options: { sitekey: string; callback(token: string): void; 'expired-callback'(): void }): number;
  reset(widgetId?: number): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/** Where the provider's script puts itself (read through a cast: the quiz types its own part of it). */
type ProviderGlobal = { grecaptcha?: CaptchaProvider & { enterprise?: CaptchaProvider } };

/** The invisible challenge's action (A§7 with-OTP call). */
export const CONTACT_CAPTCHA_ACTION = 'contact_otp';

function pageProvider(): { provider: CaptchaProvider; siteKey: string } | null {
  const { grecaptcha } = window as unknown as ProviderGlobal;
  const provider = grecaptcha?.enterprise ?? grecaptcha;
  const siteKey = getConfig()?.captchaSiteKey;
  return provider && siteKey ? { provider, siteKey } : null;
}

/** The page provider's visible challenge as a form-kit captcha. */
function providerCaptcha(provider: CaptchaProvider, siteKey: string): CaptchaVerifier {
  let widgetId: number | undefined;
  return {
    required: true,
    mount(slot, onToken) {
      const box = slot.appendChild(document.createElement('div'));
      provider.ready(() => {
        widgetId = provider.render(box, { sitekey: siteKey, callback: onToken, 'expired-callback': () => onToken(null) });
      });
      return () => box.remove();
    },
    reset: () => provider.reset(widgetId),
  };
}

/**
 * The contact form's visible captcha (A§5 "recaptcha required"): the page's provider, keyed by
 * the config's `captchaSiteKey`. A page without one (the demo, tests) gets the form kit's test
 * captcha, whose token only the demo's verifier accepts.
 */
export function contactCaptcha(): CaptchaVerifier {
  const page = pageProvider();
  return page ? providerCaptcha(page.provider, page.siteKey) : testCaptcha(TEST_CAPTCHA_TOKENS.visible);
}

/** A token of the invisible challenge; the test token on a page without a provider. */
export async function invisibleCaptchaToken(): Promise<string> {
  const page = pageProvider();
  if (!page) return TEST_CAPTCHA_TOKENS.invisible;
  await new Promise<void>((resolve) => page.provider.ready(resolve));
  return page.provider.execute(page.siteKey, { action: CONTACT_CAPTCHA_ACTION });
}
