import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { ResetPassword } from './reset-password.js';
import { resetPasswordAttributes } from './reset-password.api.js';
import { resetPasswordStyles } from './reset-password.styles.js';

/**
 * Reset password page (A§2, A§4, A§5, A§7, A§8): the page a reset link opens. It reads `token`
 * and `uid` from the URL; without them it shows the invalid-link state. Otherwise a new password
 * (strength check) and its confirmation (must match); saving posts
 * {user}/v2/users/reset-password `{password, token, encEmailId: uid}` and then signs in with the
 * email of the answer through the session core (every widget of the page, and other tabs, see the
 * session; `signed-in` is published). Codes: 6008 (link invalid, expired or used) shows the
 * invalid-link state; 1001 and 6011 their own messages; anything else the generic error.
 *
 * Keyboard: a native form; Enter submits. Errors are announced (role=alert), success too (role=status).
 *
 * Screen readers: the form is named by its heading; the two password fields have their labels, and
 * one in error is aria-invalid with its message linked. The submit button is aria-busy while
 * sending. A refused or expired link shows its message as an alert in a section named by the same
 * heading; success is a status.
 *
 * @tagname mck-reset-password
 * @summary Sets a new password from a reset link, then signs in.
 *
 * @slot - Server-rendered fallback shown until the widget renders.
 *
 * @cssprop --mck-color-accent - Button and link colour.
 * @cssprop --mck-color-error - Error colour.
 */
export class ResetPasswordElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: ResetPassword,
  attributes: resetPasswordAttributes,
  styles: resetPasswordStyles,
}) {}

registerWidget(ResetPasswordElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-reset-password': ResetPasswordElement;
  }
}
