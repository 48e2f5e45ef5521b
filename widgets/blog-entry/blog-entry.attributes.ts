import { navigationUrl, requiredText, text } from '../../core/host/attributes.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const blogEntryAttributes = {
  blog: requiredText({ doc: "The blog's name at the article service (`the-daily-read`): the further entries come from `{article}/blogs/{blog}/listing`." }),
  entry: requiredText({ doc: "The name of the entry this page shows (the CMS prints it inside the tag); the listing leaves it out." }),
  blogUrl: navigationUrl('', { doc: "The blog's page: a loaded entry's authors and tags link to its hash routes there (`#/author/…`, `#/tag/…`). Empty: shown as text." }),
  language: text('', { doc: "The page's language (default: the page config's). Further entries load only in English (D§4); in any other language the page shows its own entry alone." }),
};
