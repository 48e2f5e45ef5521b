import { AttributeError, bool, text, type AttributeKind } from '../../core/host/attributes.js';
import { getConfig } from '../../core/page/config.js';
import { DEFAULT_ARTICLE_LANGUAGE } from '../../core/contracts/saved-articles.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const saveArticleAttributes = {
  articleId: {
    ...text('', { doc: "Id of the article the control saves and rates; default the page config's activeItemId (the article page's own item, as in rich text's [[article ratings]]). One of the two is required." }),
    parse(raw) {
      const value = (raw == null ? '' : String(raw).trim()) || getConfig()?.activeItemId?.trim() || '';
      if (!value) throw new AttributeError("is required (the page config has no activeItemId to default to)");
      return value;
    },
  } satisfies AttributeKind<string>,
  language: text(DEFAULT_ARTICLE_LANGUAGE, { doc: `Language of the article; default "${DEFAULT_ARTICLE_LANGUAGE}" (A§3).` }),
  hideRating: bool(false, { doc: 'Show only the save button, without the star rating.' }),
};
