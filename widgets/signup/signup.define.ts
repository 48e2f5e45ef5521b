import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { Signup } from './signup.js';
import { signupAttributes } from './signup.api.js';
import { signupStyles } from './signup.styles.js';

/**
 * Sign-up form (A§2, A§3, A§4, A§5, A§8), as the registration rail shows it inline and the auth
 * router in its dialog: email, password, first and last name, country, the consent checkbox
 * (pre-ticked except for Germany, the restricted country), privacy text and the visible captcha
 * (none with the flag `disable_visible_captcha`); `form-type="profile"` adds organization (with
 * suggestions), job title and function. Creating the account signs the reader in (the page's one
 * session), subscribes them to the page's practice, thanks them in a toast and returns them to
 * the page they came from (or the confirmation page with `disable_reg_confirmation_toast`), then
 * fires `mck-signup-complete`. Server codes show their messages (A§8); "Sign in" (and the code
 * for an email with a social account) fires the cancelable `mck-signup-switch`, else goes to
 * `#/signin`. Renders nothing for a signed-in reader, or while the session check runs.
 *
 * Keyboard: a native form (Tab through the fields, Enter submits); in the organization field the
 * arrows move through the suggestions, Enter takes one and Escape closes them. A refused submit
 * moves the focus to the first field in error, or to the captcha when it is the only one.
 *
 * Screen readers: the form is named by its heading; each field has its label, and one in error is
 * aria-invalid with its message linked; a refused or failed submit is an alert and the submit
 * button is aria-busy while sending. The organization field is a combobox over a listbox of
 * suggestions; the captcha is a labelled group. The thank-you toast is a status.
 *
 * @tagname mck-signup
 * @summary Sign-up form sharing the page's one session.
 *
 * @slot - Server-rendered fallback (e.g. a link to the registration page) shown until the widget renders.
 *
 * @cssprop --mck-color-accent - Button and link colour.
 * @cssprop --mck-color-error - Error colour.
 */
export class SignupElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: Signup,
  attributes: signupAttributes,
  styles: signupStyles,
}) {}

registerWidget(SignupElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-signup': SignupElement;
  }
}
