import { bool, requiredText, text } from '../../core/host/attributes.js';
import { DEFAULT_ARTICLE_LANGUAGE } from '../../core/contracts/saved-articles.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const saveArticleAttributes = {
  articleId: requiredText({ doc: 'Id of the article the control saves and rates (required).' }),
  language: text(DEFAULT_ARTICLE_LANGUAGE, { doc: `Language of the article; default "${DEFAULT_ARTICLE_LANGUAGE}" (A§3).` }),
  hideRating: bool(false, { doc: 'Show only the save button, without the star rating.' }),
};
