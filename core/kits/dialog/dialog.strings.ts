import { defineStrings } from '../../text/i18n.js';

/** Dictionary keys of the dialog kit with their English defaults. */
export const dialogStrings = defineStrings({ Dialog_Close: 'Close' });
export const { t } = dialogStrings;
