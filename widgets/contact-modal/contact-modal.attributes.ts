import { text } from '../../core/host/attributes.js';
import { recipientAddress } from '../../core/kits/contact-form/index.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const contactModalAttributes = {
  to: recipientAddress({
    doc: 'Recipient address for the element\'s own "get in touch" button. With it the element is that button (and opens for it only); without it, it renders nothing and opens for the page event `contact:open`.',
  }),
  partnerName: text('', { doc: 'Name of the person written to (own button only); titles the dialog.' }),
  trigger: text('', { doc: "Where the own button is (own button only): 'Profile' (one-time code and domain check under their flags), 'talkToUs' (message required), or anything else." }),
  label: text('', { doc: 'Text of the own button; default from the dictionary (ContactModal_Open).' }),
};
