/**
 * The captcha slot's contract. The real verifier (the page's captcha provider, keyed by
 * `captchaSiteKey`) arrives later; forms take any verifier, and {@link noCaptcha} when the page
 * needs none (flag `disable_visible_captcha`, single sign-on: A§5).
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

/** Dictionary key of the "captcha required" message. */
export const CAPTCHA_MESSAGE_KEY = 'Forms_Validations_Captcha';
