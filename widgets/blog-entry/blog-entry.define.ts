import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { BlogEntry } from './blog-entry.js';
import { blogEntryAttributes } from './blog-entry.api.js';
import { blogEntryStyles } from './blog-entry.styles.js';

/**
 * Blog entry page (D§2, D§4, D§7, D§8): the entry the CMS printed inside the tag, then, as the
 * reader scrolls, the blog's further entries, one at a time in the listing's order (newest first,
 * this entry left out) from `GET {article}/blogs/{blog}/listing` and `…/listing/{entry name}`. An
 * entry whose call fails or answers a non-200 status is skipped and the next one tried (after five
 * failures in a row the scroll ends: the service is down). The browser URL follows the entry in
 * view (history.replaceState, so back still leaves the page), and scrolling back to the page's own
 * entry, or above it, restores the page's URL. Every HTML string of an entry is sanitised.
 *
 * A loaded entry shows what its CMS fields say (D§3): with `showCaption` its hero image's caption
 * under the image (a figure), with `hideDek` no dek, and its `relatedPosts` after its topics as
 * linked cards (image, title, date) under "Related posts"; none, no section.
 *
 * English only (D§4): further entries load only when the page's language (or `language`) is
 * English; on a page in German, Japanese, Arabic or any other language the widget shows the
 * printed entry alone, makes no call and leaves the URL as it is.
 *
 * Keyboard: Tab reaches the links of the printed entry, then each loaded entry's author and topic
 * links and its related posts' titles.
 *
 * Screen readers: loaded entries sit in a region "More from this blog", each an article named by
 * its level-2 title, with its topics as a list named "Topics" and its related posts as a region
 * named by "Related posts" and the entry's title (their image links are hidden duplicates). A
 * status line says "Loading the next entry…" while one loads.
 *
 * @tagname mck-blog-entry
 * @summary Blog entry with infinite scroll of the blog's further entries; the URL follows the entry in view.
 *
 * @slot - The entry the page shows, as the CMS printed it (title, dek, body); it stays as printed.
 */
export class BlogEntryElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: BlogEntry,
  attributes: blogEntryAttributes,
  styles: blogEntryStyles,
}) {}

registerWidget(BlogEntryElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-blog-entry': BlogEntryElement;
  }
}
