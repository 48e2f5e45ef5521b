/**
 * The public contract of `<mck-blog>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { bool, num, oneOf, requiredText, text } from '../../core/host/attributes.js';
import { BLOG_LISTING_LIMIT, MAX_BLOG_LISTING_LIMIT } from '../../core/contracts/blog.js';
import { BLOG_THEMES, BROWSE_OPTIONS, CROP_POSITIONS, HERO_STYLES } from './blog.theme.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import { listParts } from '../../core/kits/list/index.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const blogAttributes = {
  blog: requiredText({ doc: "The blog's name at the article service (`the-daily-read`): its authors, tags and listing come from `{article}/blogs/{blog}/…`." }),
  heading: text('', { doc: "The blog's title (D§3 title), the page's h1." }),
  description: text('', { doc: "The blog's description, HTML from the CMS (sanitised)." }),
  heroImage: text('', { doc: 'URL of the hero image.' }),
  heroImageAlt: text('', { doc: 'Text alternative of the hero image; empty: decorative.' }),
  heroImageRenderStyle: oneOf(HERO_STYLES, 'half-height', { doc: 'D§3 heroImageRenderStyle: `full-height` (Full Height Hero), `half-height` (Half Height Hero) or `no-image` (No Image).' }),
  heroImageTopOffset: num(50, { min: 0, max: 100, doc: 'D§3 heroImageTopOffset: which part of the image height stays in view, 0 (top) to 100 (bottom) percent.' }),
  horizontalCropPosition: oneOf(CROP_POSITIONS, 'center', { doc: 'D§3 horizontalCropPosition: which side of a wide hero image stays in view.' }),
  heroBackgroundColor: text('#051c2c', { doc: 'D§3 heroBackgroundColor: behind the hero text, any CSS colour.' }),
  theme: oneOf(BLOG_THEMES, 'card', { doc: 'D§3 blogTheme: `card` (Card based, card images 8/5) or `standard` (Standard blog, card images 2/1).' }),
  browseOptions: oneOf(BROWSE_OPTIONS, 'tags-and-authors', { doc: 'D§3 browseOptions: which browse lists show above the posts.' }),
  hideShareTools: bool(false, { doc: "D§3 hideShareTools: leave out the share tools (an `mck-share-bar` under the hero, sharing this page with the blog's title)." }),
  limit: num(BLOG_LISTING_LIMIT, { min: 1, max: MAX_BLOG_LISTING_LIMIT, integer: true, doc: `Posts per page, 1 to ${MAX_BLOG_LISTING_LIMIT}; "Load more" adds as many.` }),
};

/** The parts of `<mck-blog>`, for `mck-blog::part(…)`. */
export const blogParts = /* @__PURE__ */ defineParts({
  base: 'The wrapper.',
  hero: 'The hero: title and description, on the image unless no-image.',
  'hero-image': 'The hero image.',
  heading: "The blog's title.",
  description: "The blog's description.",
  share: 'The share tools under the hero (a nested `mck-share-bar`), unless hide-share-tools.',
  browse: 'The browse lists (by topic, by author).',
  'browse-list': 'One browse list.',
  'browse-link': 'A tag or author in a browse list.',
  'listing-heading': 'What the posts are: latest, tagged, or by an author.',
  'all-posts': 'The link back to all posts, when browsing a tag or an author.',
  cards: 'The list of post cards.',
  card: 'One post card.',
  'card-image': "A card's image (2/1 in the standard theme, else 8/5).",
  'card-title': "A card's title, a link to the post.",
  'card-date': "A card's date.",
  'card-description': "A card's description.",
  'card-authors': "A card's authors, links to their hash routes.",
  'card-tags': "A card's tags, links to their hash routes.",
  'read-more': "A card's 'Read full post' link.",
  empty: 'The message when there are no posts.',
}, listParts, editorParts);

/**
 * What `<mck-blog>` tells the page (name → detail): nothing. Browsing by tag or author changes
 * the page's hash (`hashchange` is the page's event); cards are plain links.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface BlogEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<BlogEvents> {}
}

/** Dictionary keys of `<mck-blog>` with their English defaults. */
export const blogStrings = defineStrings({
  Blog_LatestPosts: 'Latest posts',
  Blog_PostsTagged: 'Posts tagged {name}',
  Blog_PostsBy: 'Posts by {name}',
  Blog_AllPosts: 'All posts',
  Blog_BrowseTopics: 'Browse by topic',
  Blog_BrowseAuthors: 'Browse by author',
  Blog_ReadFullPost: 'Read full post',
  Blog_NoPosts: 'No posts here yet.',
  Blog_ShareHeading: 'Share this blog',
});
export const { t } = blogStrings;
