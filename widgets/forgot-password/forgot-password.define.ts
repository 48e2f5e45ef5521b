import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { ForgotPassword } from './forgot-password.js';
import { forgotPasswordAttributes } from './forgot-password.api.js';
import { forgotPasswordStyles } from './forgot-password.styles.js';

/**
 * Forgot password page (A§2, A§4, A§5, A§7, A§8): the reader's email (prefilled from the email
 * last typed into the sign-in form), a captcha unless `disable_visible_captcha`, and a button that
 * asks the user service to mail a reset link (POST {user}/v2/users/password-reset with the
 * `VisibleCaptchaKey` header). States: idle, loading (the button busy), error (the submit-error
 * banner, input kept) and success (the success message in place of the form). The service answers
 * the same for addresses without an account, so the message says "if an account uses this address".
 *
 * Keyboard: a native form; Enter submits. Errors are announced (role=alert), success too (role=status).
 *
 * Screen readers: the form is named by its heading; the email field is labelled, and when refused
 * it is aria-invalid with the error linked by aria-describedby, under a role=alert error summary.
 * The submit button is aria-busy while sending.
 *
 * @tagname mck-forgot-password
 * @summary Asks for a password-reset link by email.
 *
 * @slot - Server-rendered fallback (the same form, posting nowhere) shown until the widget renders.
 *
 * @cssprop --mck-color-accent - Button colour.
 * @cssprop --mck-color-error - Error colour.
 */
export class ForgotPasswordElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: ForgotPassword,
  attributes: forgotPasswordAttributes,
  styles: forgotPasswordStyles,
}) {}

registerWidget(ForgotPasswordElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-forgot-password': ForgotPasswordElement;
  }
}
