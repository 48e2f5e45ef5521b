/**
 * The public contract of `<mck-blog-entry>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { navigationUrl, requiredText, text } from '../../core/host/attributes.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const blogEntryAttributes = {
  blog: requiredText({ doc: "The blog's name at the article service (`the-daily-read`): the further entries come from `{article}/blogs/{blog}/listing`." }),
  entry: requiredText({ doc: "The name of the entry this page shows (the CMS prints it inside the tag); the listing leaves it out." }),
  blogUrl: navigationUrl('', { doc: "The blog's page: a loaded entry's authors and tags link to its hash routes there (`#/author/…`, `#/tag/…`). Empty: shown as text." }),
  language: text('', { doc: "The page's language (default: the page config's). Further entries load only in English (D§4); in any other language the page shows its own entry alone." }),
};

/** The parts of `<mck-blog-entry>`, for `mck-blog-entry::part(…)`. */
export const blogEntryParts = /* @__PURE__ */ defineParts({
  base: 'The wrapper: the page\'s own entry, then the loaded ones.',
  current: "The page's own entry, as the CMS printed it.",
  entry: 'One loaded entry.',
  'entry-image': "A loaded entry's hero image (its render style as a class).",
  'entry-figure': "A loaded entry's hero image with its caption, when the entry shows it (showCaption).",
  'entry-caption': "The hero image's caption.",
  'entry-title': "A loaded entry's title.",
  'entry-date': "A loaded entry's date.",
  'entry-authors': "A loaded entry's authors.",
  'entry-description': "A loaded entry's dek.",
  'entry-body': "A loaded entry's body (sanitised HTML).",
  'entry-tags': "A loaded entry's topics.",
  related: "A loaded entry's related posts, after its topics.",
  'related-heading': 'The heading of the related posts.',
  'related-card': 'One related post: image, title and date.',
  'related-image': "A related post's image.",
  'related-title': "A related post's title, a link to the post.",
  'related-date': "A related post's date.",
  loading: 'The line shown while the next entry loads (a status line, visually hidden, says it).',
}, editorParts);

/**
 * What `<mck-blog-entry>` tells the page (name → detail): nothing. The browser URL follows the
 * active entry through history.replaceState, which fires no event.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface BlogEntryEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<BlogEntryEvents> {}
}

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
