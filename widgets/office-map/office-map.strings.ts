import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-office-map>` with their English defaults (D§2: Tel, Fax, Map It). */
export const officeMapStrings = defineStrings({
  OfficeMap_Label: 'Office map',
  OfficeMap_ChooseOffice: 'Office',
  OfficeMap_MapLabel: 'Map of the {city} office',
  OfficeMap_ZoomIn: 'Zoom in',
  OfficeMap_ZoomOut: 'Zoom out',
  OfficeMap_Attribution: 'Map data: Natural Earth',
  OfficeMap_Tel: 'Tel',
  OfficeMap_Fax: 'Fax',
  OfficeMap_MapIt: 'Map It',
});
export const { t } = officeMapStrings;
