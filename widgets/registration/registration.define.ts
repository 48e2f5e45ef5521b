import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { Registration } from './registration.js';
import { registrationAttributes } from './registration.api.js';
import { registrationStyles } from './registration.styles.js';

/**
 * The registration page (A§2, A§4, A§5, A§8): one form with email, password, first and last
 * name, organization (with suggestions), job title, function, country, the consent checkbox
 * (pre-ticked except for Germany, the restricted country), a subscription choice list
 * (newsletters, alerts, email guides), privacy text and the visible captcha (none with the flag
 * `disable_visible_captcha`). It reads the query: `email` and `name` (split into first and last
 * name) prefill and validate their fields; `source` other than "default" gives the print, save or
 * download heading and puts the account fields first; `type=sso` is the single-sign-on completion
 * (a success banner, no email, password or captcha, heading "Complete account details", the
 * token from the temporary cookie); `redirectURL` and `pdfUrl` say where to return. After
 * registering, the reader is signed in (the page's one session), subscribed to the page's
 * practice, thanked in a toast and returned (or sent to the confirmation page with
 * `disable_reg_confirmation_toast`). Server codes show their messages (A§8): the page scrolls to
 * the top, or to the reset captcha (2002); an email with a social account goes to sign-in (2003).
 * A signed-in reader is sent home.
 *
 * Keyboard: a native form (Tab through the fields, Enter submits); in the organization field the
 * arrows move through the suggestions, Enter takes one and Escape closes them. A refused submit
 * moves the focus to the first field in error, or to the captcha when it is the only one.
 *
 * Screen readers: the form is named by its heading; each field has its label, and one in error is
 * aria-invalid with its message linked; a refused or failed submit is an alert. The subscriptions
 * are a fieldset of checkboxes with a legend; the organization field is a combobox over a listbox
 * of suggestions. The single-sign-on banner is a status; the thank-you toast is one too.
 *
 * @tagname mck-registration
 * @summary The registration page's form, with its single-sign-on and source variants.
 *
 * @slot - Server-rendered fallback (the page's form as plain HTML) shown until the widget renders.
 *
 * @cssprop --mck-color-accent - Button and link colour.
 * @cssprop --mck-color-error - Error colour.
 */
export class RegistrationElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: Registration,
  attributes: registrationAttributes,
  styles: registrationStyles,
}) {}

registerWidget(RegistrationElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-registration': RegistrationElement;
  }
}
