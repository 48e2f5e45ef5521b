import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-footnote>` with their English defaults: the marker button's name. */
export const footnoteStrings = defineStrings({
  Footnote_Label: 'Footnote {marker}',
});
export const { t } = footnoteStrings;
