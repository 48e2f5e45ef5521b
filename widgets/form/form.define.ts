import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { FormWidget } from './form.js';
import { formAttributes } from './form.api.js';
import { formStyles } from './form.styles.js';

/**
 * A form chosen by the CMS's FormType (D§2): 'global contact us' or 'default', both the contact
 * form of A§3–A§5 inline on the page (the contact-form kit's, shared with mck-contact-modal):
 * name, email, title, organization, subject, message and captcha, submit disabled until valid,
 * sent to the `to` address; the message is required with trigger 'talkToUs'. A failed send shows
 * the error alert and empties the form; success shows the service's message, sanitised. The spec
 * names no other form, so both types show this one ('global contact us' with its own heading and
 * Source).
 *
 * Keyboard: a native form; Tab moves through the fields, the captcha and the submit; Enter
 * submits. Errors are announced (role=alert) and linked to their fields.
 *
 * Screen readers: the form is a region named by its heading when it has one ("Contact us" for the
 * global contact form); fields are labelled and marked aria-invalid with their error linked by
 * aria-describedby; a refused submit shows a role=alert error summary, a failed send a role=alert
 * message and success a role=status one.
 *
 * @tagname mck-form
 * @summary The contact form inline, chosen by FormType.
 *
 * @slot - Server-rendered fallback shown until the widget renders (e.g. a mailto link).
 *
 * @cssprop --mck-color-accent - Button colour.
 * @cssprop --mck-color-error - Error colour.
 */
export class FormElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: FormWidget,
  attributes: formAttributes,
  styles: formStyles,
}) {}

registerWidget(FormElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-form': FormElement;
  }
}
