/**
 * The public contract of `<mck-form>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { num, oneOf, text } from '../../core/host/attributes.js';
import { contactFormParts, recipientAddress } from '../../core/kits/contact-form/index.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';

/** The FormTypes a template may choose (D§2 "global contact us or a default"). */
export const FORM_TYPES = ['default', 'global contact us'] as const;

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const formAttributes = {
  formType: oneOf(FORM_TYPES, 'default', {
    doc: "The CMS's FormType: 'global contact us' (the firm's contact form, headed \"Contact us\" unless `heading` says otherwise) or 'default' (the contact form under `heading`).",
  }),
  to: recipientAddress({ doc: 'Where the messages go: an email address. Without one the element shows its error state.' }),
  trigger: text('', {
    doc: "Sent as the message's Source; 'talkToUs' makes the message required, 'Profile' turns on the one-time code and domain check under their flags. Default: the form type.",
  }),
  heading: text('', { doc: 'Heading above the form.' }),
  headingLevel: num(2, { min: 2, max: 6, integer: true, doc: 'Level of the heading, 2 to 6.' }),
};

/** The parts of `<mck-form>`, for `mck-form::part(…)`. */
export const formParts = /* @__PURE__ */ defineParts({
  base: 'The section around the heading and the form.',
  heading: 'The heading.',
}, contactFormParts, editorParts);

/** What `<mck-form>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface FormEvents {
  /** The message was sent (the form shows the thank-you). On the element; bubbles, composed. */
  'mck-form-sent': { formType: string; to: string };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<FormEvents> {}
}
