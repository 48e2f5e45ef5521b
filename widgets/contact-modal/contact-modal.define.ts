import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { ContactModal } from './contact-modal.js';
import { contactModalAttributes } from './contact-modal.api.js';
import { contactModalStyles } from './contact-modal.styles.js';

/**
 * Contact a partner in a dialog (A§2 contact modal, A§4 contact flow, A§5, A§8): name, email,
 * title, organization, subject, message and captcha; submit is disabled until the form is valid.
 * Opened by the page event `contact:open` (`{ to, partnerName, trigger }`, e.g. a profile's
 * "get in touch": `window.mck.events.publish('contact:open', …)`), or, with a `to` attribute, by
 * its own button. With flag `otp_verification_enabled` and trigger 'Profile' a code is mailed and
 * the code step sends the message with it (resend after a 30 s countdown; "Otp is expired" offers a
 * "here" link to a new code, "Otp is invalid" its message); with `email_domain_validation_enabled`
 * and trigger 'Profile' free-mail addresses are refused with a warning; from 'talkToUs' the
 * message is required. A failed send shows the error alert and empties the form; success shows
 * the service's message, sanitised. The form itself is the contact-form kit's, shared with mck-form.
 *
 * Keyboard: Tab reaches the own button; Enter or Space opens the dialog, whose first field gets
 * focus; Esc or the close button closes it and focus returns to what opened it.
 *
 * Screen readers: the dialog is modal and named by its title ("Contact us", or naming the partner);
 * its close button is named "Close". Fields are labelled and marked aria-invalid with their error
 * linked by aria-describedby; a refused send shows a role=alert error summary, a failed one a
 * role=alert message, and the sent message is a role=status.
 *
 * @tagname mck-contact-modal
 * @summary Contact form in a dialog, with the one-time-code step, opened by contact:open.
 *
 * @slot - Server-rendered fallback shown until the widget renders (a mailto link for the own button; nothing for the page's dialog).
 *
 * @cssprop --mck-color-accent - Button colour.
 * @cssprop --mck-color-error - Error colour.
 */
export class ContactModalElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: ContactModal,
  attributes: contactModalAttributes,
  styles: contactModalStyles,
}) {}

registerWidget(ContactModalElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-contact-modal': ContactModalElement;
  }
}
