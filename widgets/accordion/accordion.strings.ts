import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-accordion>` with their English defaults. */
export const accordionStrings = defineStrings({
  Accordion_Expand: 'Expand',
  Accordion_Collapse: 'Collapse',
});
export const { t } = accordionStrings;
