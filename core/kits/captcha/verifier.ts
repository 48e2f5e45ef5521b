import { TEST_CAPTCHA_TOKENS } from '../../contracts/captcha.js';
import { captchaStrings } from './captcha.strings.js';

/**
 * The contract between a form and its captcha: the form kit's slot mounts the challenge, the form
 * holds the token it reports and resets the challenge after a failed send. The verifiers: the
 * page's provider's challenge or the test captcha (`pageCaptcha`), and {@link noCaptcha}
 * where the page needs none (flag `disable_visible_captcha`, single sign-on: A§5).
 */
export interface CaptchaVerifier {
  /** Whether the form may be sent without a token. */
  readonly required: boolean;
  /**
   * Renders the challenge into `slot`. Calls `onToken(token)` when solved and `onToken(null)` when
   * the answer expires. Returns the clean-up.
   */
  mount(slot: HTMLElement, onToken: (token: string | null) => void): () => void;
  /** A fresh challenge: after a failed submit the old answer is spent (A§4 registration). */
  reset(): void;
}

/** For forms and pages without a captcha. */
export const noCaptcha: CaptchaVerifier = {
  required: false,
  mount: () => () => {},
  reset() {},
};

/**
 * Test double of a captcha: a checkbox that yields `token` when ticked, and `null` when unticked
 * or reset. For tests, the demo gallery and pages without a provider (where only the demo's
 * verifier accepts its token); never what a real page's reader answers.
 */
export function testCaptcha(token: string = TEST_CAPTCHA_TOKENS.visible): CaptchaVerifier & { resets: number } {
  let box: HTMLInputElement | null = null;
  let report: (token: string | null) => void = () => {};
  return {
    required: true,
    resets: 0,
    mount(slot, onToken) {
      report = onToken;
      const label = document.createElement('label');
      box = document.createElement('input');
      box.type = 'checkbox';
      box.addEventListener('change', () => report(box!.checked ? token : null));
      label.append(box, ` ${captchaStrings.t('Forms_TestCaptcha')}`);
      slot.append(label);
      return () => {
        label.remove();
        box = null;
      };
    },
    reset() {
      this.resets += 1;
      if (box) box.checked = false;
      report(null);
    },
  };
}
