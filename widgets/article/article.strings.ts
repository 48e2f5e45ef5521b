import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-article>` with their English defaults. */
export const articleStrings = defineStrings({
  Article_EditorNote: 'Article page: {view} view, access {access}, robots {robots}.',
  Article_PdfView: 'PDF view of this article',
});
export const { t } = articleStrings;
