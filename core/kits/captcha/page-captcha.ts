import { pageCaptchaProvider, type CaptchaProvider } from './provider.js';
import { testCaptcha, type CaptchaVerifier } from './verifier.js';

/** The provider's visible challenge as a form captcha. */
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
 * A form's visible captcha: the page's provider's challenge; on a page without a provider or site
 * key (the demo, tests), the test captcha yielding `testToken`, which only the demo's verifier
 * accepts. Forms that may go without one (A§5 `disable_visible_captcha`) choose `noCaptcha` first
 * (`visibleCaptcha`).
 */
export function pageCaptcha(testToken?: string): CaptchaVerifier {
  const page = pageCaptchaProvider();
  return page ? providerCaptcha(page.provider, page.siteKey) : testCaptcha(testToken);
}
