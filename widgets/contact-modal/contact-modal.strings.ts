import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-contact-modal>` with their English defaults. */
export const contactModalStrings = defineStrings({
  ContactModal_Open: 'Get in touch',
});
export const { t } = contactModalStrings;
