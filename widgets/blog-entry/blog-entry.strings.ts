import { defineStrings } from '../../core/text/i18n.js';

/**
 * Dictionary keys of `<mck-blog-entry>` with their English defaults. Further entries load only on
 * English pages (D§4), so these show in other languages only around the page's own entry.
 */
export const blogEntryStrings = defineStrings({
  BlogEntry_MoreEntries: 'More from this blog',
  BlogEntry_Loading: 'Loading the next entry…',
  BlogEntry_By: 'By',
  BlogEntry_Tags: 'Topics',
  BlogEntry_RelatedPosts: 'Related posts',
});
export const { t } = blogEntryStrings;
