import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { Blog } from './blog.js';
import { blogAttributes } from './blog.api.js';
import { blogStyles } from './blog.styles.js';

/**
 * Blog instance page (D§2 "Blogs", D§3, D§8, D§9): the blog's hero (Full Height, Half Height or
 * No Image, with the image's crop position and top offset), browse lists of its topics and authors,
 * and its posts as cards with "Load more" (list kit) from the article service
 * (`GET {article}/blogs/{blog}/tags|authors|listing`). Browsing is by hash route, without a
 * reload: `#/tag/{slug}` and `#/author/{slug}` (slugs: the title lowercased, whitespace runs as
 * hyphens), and back and forward follow them; `#/` (or no hash) is every post. Card images are
 * 2/1 in the Standard theme and 8/5 in the Card-based theme. A failed tag or author call leaves
 * its browse list out without a message (D§8); a failed listing shows the generic error.
 *
 * Share tools under the hero, unless `hide-share-tools` (D§3 hideShareTools): the share bar's own
 * element (`<mck-share-bar>`, loaded by the loader like any tag) sharing this page with the blog's
 * title, so it shares the way every share bar does (popup, short link, campaign ids, email).
 *
 * Keyboard: Tab reaches the share buttons, the browse links, "All posts" while browsing, each
 * card's title, author and tag links and "Read full post", then "Load more"; Enter follows a link
 * or loads more.
 *
 * Screen readers: each browse list is a navigation landmark named by its heading and the blog's
 * name, its current topic or author marked aria-current="page"; the listing has a level-2 heading
 * and is aria-busy while loading; a card's image link is hidden (a duplicate of its title link) and
 * "Read full post" is named with the post's title. A failed listing or "Load more" shows a
 * role=alert message.
 *
 * @tagname mck-blog
 * @summary Blog page: hero, browse by tag or author through hash routes, post cards with "Load more".
 *
 * @slot - The CMS's fallback (the blog's title, description and a link to its latest posts), shown until the widget renders.
 *
 * @cssprop --mck-color-accent - Link and "Load more" colour.
 * @cssprop --mck-color-muted - Dates and authors.
 */
export class BlogElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: Blog,
  attributes: blogAttributes,
  styles: blogStyles,
}) {}

registerWidget(BlogElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-blog': BlogElement;
  }
}
