import { defineStrings } from '../../core/text/i18n.js';

/**
 * Dictionary keys of `<mck-universal-header>` with their English defaults: the breadcrumb
 * landmark's name and the editor's placeholder for an empty header.
 */
export const universalHeaderStrings = defineStrings({
  UniversalHeader_Breadcrumb: 'Breadcrumb',
  UniversalHeader_Heading: 'Heading',
});
export const { t } = universalHeaderStrings;
