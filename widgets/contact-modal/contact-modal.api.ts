/**
 * The public contract of `<mck-contact-modal>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { text } from '../../core/host/attributes.js';
import { contactFormParts, recipientAddress } from '../../core/kits/contact-form/index.js';
import { defineParts } from '../../core/host/parts.js';
import { dialogParts } from '../../core/kits/dialog/index.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const contactModalAttributes = {
  to: recipientAddress({
    doc: 'Recipient address for the element\'s own "get in touch" button. With it the element is that button (and opens for it only); without it, it renders nothing and opens for the page event `contact:open`.',
  }),
  partnerName: text('', { doc: 'Name of the person written to (own button only); titles the dialog.' }),
  trigger: text('', { doc: "Where the own button is (own button only): 'Profile' (one-time code and domain check under their flags), 'talkToUs' (message required), or anything else." }),
  label: text('', { doc: 'Text of the own button; default from the dictionary (ContactModal_Open).' }),
};

/** The parts of `<mck-contact-modal>`, for `mck-contact-modal::part(…)`. */
export const contactModalParts = /* @__PURE__ */ defineParts({
  trigger: 'The element\'s own "get in touch" button (with a `to` attribute).',
}, dialogParts, contactFormParts);

/** What `<mck-contact-modal>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface ContactModalEvents {
  /** The message was sent (the dialog shows the thank-you). On the element; bubbles, composed. */
  'mck-contact-modal-sent': { to: string; trigger: string };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<ContactModalEvents> {}
}

/** Dictionary keys of `<mck-contact-modal>` with their English defaults. */
export const contactModalStrings = defineStrings({
  ContactModal_Open: 'Get in touch',
});
export const { t } = contactModalStrings;
