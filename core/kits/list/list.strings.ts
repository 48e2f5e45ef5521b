import { registerDefaults } from '../../text/i18n.js';

/** English defaults of the list kit's texts; the CMS dictionary wins. */
registerDefaults({
  List_LoadMore: 'Load more',
  List_Showing: 'Showing {shown} of {total}',
});
