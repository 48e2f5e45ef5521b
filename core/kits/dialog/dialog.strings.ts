import { registerDefaults } from '../../text/i18n.js';

/** English defaults of the dialog kit's texts; the CMS dictionary wins. */
registerDefaults({ Dialog_Close: 'Close' });
