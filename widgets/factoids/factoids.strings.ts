import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-factoids>` with their English defaults. */
export const factoidsStrings = defineStrings({
  /** The list's accessible name. */
  Factoids_Label: 'Key figures',
  /** The editor's placeholder name for a factoids module with no items, and for an item's empty fields. */
  Factoids_Items: 'Factoids',
  Factoids_LargeText: 'Large text',
  Factoids_MediumText: 'Medium text',
  Factoids_SmallText: 'Small text',
});
export const { t } = factoidsStrings;
