import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-locations>` with their English defaults (D§2: Tel, Fax, Map It). */
export const locationsStrings = defineStrings({
  Locations_Label: 'Locations',
  Locations_Tel: 'Tel',
  Locations_Fax: 'Fax',
  Locations_MapIt: 'Map It',
});
export const { t } = locationsStrings;
