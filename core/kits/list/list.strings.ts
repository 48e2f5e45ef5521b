import { defineStrings } from '../../text/i18n.js';

/** Dictionary keys of the list kit with their English defaults. */
export const listStrings = defineStrings({
  List_LoadMore: 'Load more',
  List_Showing: 'Showing {shown} of {total}',
});
export const { t } = listStrings;
