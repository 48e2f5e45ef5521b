import { bool, num, oneOf, requiredText, text } from '../../core/host/attributes.js';
import { BLOG_LISTING_LIMIT, MAX_BLOG_LISTING_LIMIT } from '../../core/contracts/blog.js';
import { BLOG_THEMES, BROWSE_OPTIONS, CROP_POSITIONS, HERO_STYLES } from './blog.theme.js';

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
