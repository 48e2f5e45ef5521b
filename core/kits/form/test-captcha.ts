import type { CaptchaVerifier } from './captcha.js';
import { formStrings } from './form.strings.js';

/**
 * Test double of a captcha: a checkbox that yields `token` when ticked, and `null` when unticked
 * or reset. For tests and the demo gallery only; never put on a real page.
 */
export function testCaptcha(token = 'test-captcha-token'): CaptchaVerifier & { resets: number } {
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
      label.append(box, ` ${formStrings.t('Forms_TestCaptcha')}`);
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
