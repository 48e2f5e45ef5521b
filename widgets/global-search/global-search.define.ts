import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { GlobalSearch } from './global-search.js';
import { globalSearchAttributes } from './global-search.api.js';
import { globalSearchStyles } from './global-search.styles.js';

/**
 * Global search (D§2, D§4, D§9): the site's search page. A search box with suggestions from the
 * search service (`GET {search}/pages/suggestions`, 300 ms after the last keystroke, cached per
 * text, never mid-IME-composition), filters (All Results, Insights, People, Services, Career Info),
 * sorts (Most Relevant, Date: only the insights filter keeps a sort), results ten a page
 * (`GET {search}/pages`) with the query's terms marked, page links in groups of ten, the
 * zero-results status and did-you-mean. The query, filter, sort and page live in the URL (`q`,
 * `filter`, `sort`, `page`), so reload, back and forward and shared links work; any change goes
 * back to page 1. With the `enable_search_results_caching` flag a call fetches
 * `GLOBAL_SEARCH_CACHED_PAGES_COUNT` (default 2) pages and the later ones are served without a
 * call. A failed search shows no results; failed suggestions show none (D§8). Results are
 * announced in the page's live region.
 *
 * Keyboard: type, then arrow down or up moves through the suggestions (wrapping) and fills the box;
 * Enter searches; Escape clears the box. Tab reaches the filters, the sort, the results' links and
 * the page links.
 *
 * Screen readers: the box is a search landmark named by the heading (else "Search the site"); the
 * input is a combobox "Search the site" whose suggestions are a listbox "Suggestions", the
 * highlighted one given by aria-activedescendant. Filter buttons (group "Show") mark the chosen one
 * with aria-pressed. Each answer is announced through the page's live region ("12 results for …" or
 * "No results for …"); results are a numbered list with decorative images, and the pages a
 * navigation landmark "Result pages" with aria-current on the current page.
 *
 * @tagname mck-global-search
 * @summary Site search with suggestions, filters, sort, pages and did-you-mean.
 *
 * @slot - The CMS's search form (a GET form with a `q` box), which works without JavaScript and shows until the widget renders.
 *
 * @cssprop --mck-color-accent - Search button and did-you-mean colour.
 * @cssprop --mck-color-ink - Chosen filter and current page colour.
 */
export class GlobalSearchElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: GlobalSearch,
  attributes: globalSearchAttributes,
  styles: globalSearchStyles,
}) {}

registerWidget(GlobalSearchElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-global-search': GlobalSearchElement;
  }
}
