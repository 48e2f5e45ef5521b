import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-toc>` with their English defaults. */
export const tocStrings = defineStrings({
  Toc_Title: 'Contents',
  /** The editor placeholder's field name when the article has no headings to list yet. */
  Toc_Headings: 'Headings',
});
export const { t } = tocStrings;
