import { array, boolean, defaulted, integer, nullable, object, optional, pattern, string, type, type Infer } from 'superstruct';
import { envelope } from './envelope.js';
import { integerParam } from './query-params.js';

/**
 * The article service's blog calls (D§7): GET {article}/blogs/{blog}/authors, …/tags, …/listing
 * and …/listing/{entry name}. A blog and an entry are named by their slug (D§2: lower case,
 * hyphens). Field names are the spec's (D§3 "Blog item", "Blog entry", "Author list item").
 */

/** Where the blog calls live under the article service: `{article}/blogs/{blog}/…`. */
export const BLOG_BASE_PATH = '/blogs';
/** Cards per listing page (mck-blog's "Load more") and the most one page holds. */
export const BLOG_LISTING_LIMIT = 12;
export const MAX_BLOG_LISTING_LIMIT = 50;
/** The largest offset a listing accepts (the seeded blogs hold a few hundred entries). */
export const MAX_BLOG_LISTING_START = 10_000;

/**
 * D§2: a tag's or author's slug is its title lowercased with whitespace runs replaced by hyphens
 * (`Artificial Intelligence` → `artificial-intelligence`, `Tomás Ruiz` → `tomás-ruiz`). The hash
 * routes `#/tag/{slug}` and `#/author/{slug}` and the listing's `tag` and `author` use it.
 */
export const blogSlug = (title: string) => title.trim().toLowerCase().replace(/\s+/g, '-');

/** A blog, entry, tag or author name in a path or query: lower-case letters (any script), digits, hyphens. */
export const SLUG_PATTERN = /^[\p{Ll}\p{Lo}\p{Nd}][\p{Ll}\p{Lo}\p{Nd}-]{0,99}$/u;
export const BlogSlug = pattern(string(), SLUG_PATTERN);

/** A whole number sent as a query-string parameter ("20"); the service clamps its range. */
const IntegerParam = integerParam(/^\d{1,9}$/);

/** A link to a hash route or a page: an author or a tag as a card shows it. */
export const BlogLink = object({ url: string(), title: string() });
export type BlogLink = Infer<typeof BlogLink>;

/** D§3 "Author list item" (the fields the blog shows). */
export const BlogAuthor = object({
  url: string(),
  title: string(),
  image: string(),
  firmtitle: string(),
});
export type BlogAuthor = Infer<typeof BlogAuthor>;

export const BlogAuthorsResponse = envelope(object({ results: array(BlogAuthor) }));
export type BlogAuthorsResponse = Infer<typeof BlogAuthorsResponse>;

/** GET …/tags: tags with url and title (D§7). */
export const BlogTagsResponse = envelope(object({ results: array(BlogLink) }));
export type BlogTagsResponse = Infer<typeof BlogTagsResponse>;

/**
 * GET …/listing: `current` (the entry page the reader is on) is filtered out (D§7); `tag` or
 * `author` (slugs) narrow it; `start` and `limit` page it. Other parameters are ignored.
 */
export const BlogListingRequest = type({
  current: optional(BlogSlug),
  tag: optional(BlogSlug),
  author: optional(BlogSlug),
  start: optional(IntegerParam),
  limit: optional(IntegerParam),
});
export type BlogListingRequest = Infer<typeof BlogListingRequest>;

/** D§3 "Blog item (card)", with the entry's id and name (D§7); `displaydate` is `YYYY-MM-DD`. */
export const BlogItem = object({
  id: string(),
  name: string(),
  title: string(),
  displaydate: string(),
  imageurl: string(),
  description: string(),
  url: string(),
  blogauthors: array(BlogLink),
  blogentrytags: array(BlogLink),
});
export type BlogItem = Infer<typeof BlogItem>;

export const BlogListingResponse = envelope(object({ results: array(BlogItem), total: integer() }));
export type BlogListingResponse = Infer<typeof BlogListingResponse>;

/** D§3 "Blog entry" hero render styles. */
export const BLOG_ENTRY_HERO_STYLES = ['Edge-to-Edge with text overlay', 'Edge-to-Edge', 'Small', 'Column Width'] as const;

/** An entry's hero image; `caption` is plain text, shown under the image only with `showCaption`. */
export const BlogHeroImage = object({ src: string(), alt: string(), caption: optional(string()) });
export type BlogHeroImage = Infer<typeof BlogHeroImage>;

/**
 * D§3 "Blog entry": `body` and `description` are HTML from the CMS (sanitise before showing).
 * `showCaption`, `hideDek` and `relatedPosts` default to off and none, so a CMS that does not
 * send them yet is read as before.
 */
export const BlogEntry = object({
  id: string(),
  name: string(),
  title: string(),
  description: string(),
  body: string(),
  heroImage: nullable(BlogHeroImage),
  heroImageRenderStyle: string(),
  /** Show the hero image's caption under it (a figure with its caption). */
  showCaption: defaulted(boolean(), false),
  /** Leave the dek (`description`) out. */
  hideDek: defaulted(boolean(), false),
  displayDate: string(),
  authors: array(BlogLink),
  blogEntryTags: array(object({ blogTagTitle: string(), name: string() })),
  /** Posts the editor chose to show after the entry, as cards ("Blog item"). */
  relatedPosts: defaulted(array(BlogItem), []),
  parent: string(),
});
export type BlogEntry = Infer<typeof BlogEntry>;

/** The page's metadata: where the entry lives (the browser URL follows it, D§4) and its title. */
export const BlogPageMetaData = object({ title: string(), url: string() });
export type BlogPageMetaData = Infer<typeof BlogPageMetaData>;

/** GET …/listing/{entry name}: a page layout; its `blogEntry` and `pageMetaData` are read (D§7). */
export const BlogEntryPageResponse = envelope(object({ blogEntry: BlogEntry, pageMetaData: BlogPageMetaData }));
export type BlogEntryPageResponse = Infer<typeof BlogEntryPageResponse>;
