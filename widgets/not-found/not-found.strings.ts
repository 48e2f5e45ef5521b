import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-not-found>` with their English defaults (A§2's texts). */
export const notFoundStrings = defineStrings({
  NotFound_Title: '404: NotFound',
  NotFound_Heading: 'Page not found',
  NotFound_Text: 'This page does not exist.',
  NotFound_HomeLink: 'Go to the Home page',
});
export const { t } = notFoundStrings;
