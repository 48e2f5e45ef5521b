import { defineStrings } from '../text/i18n.js';

/** Dictionary keys core renders inside every widget (error state, editor placeholders). */
export const hostStrings = defineStrings({
  Common_ErrorModule: 'This module could not be displayed.',
  Common_GenericError: 'Something went wrong. Please try again.',
  Editor_EmptyField: 'Empty field: {name}',
});
export const { t } = hostStrings;
