import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-page-shell>` with their English defaults. */
export const pageShellStrings = defineStrings({
  PageShell_SkipToMain: 'Skip to main content',
});
export const { t } = pageShellStrings;
