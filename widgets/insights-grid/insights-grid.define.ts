import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { InsightsGrid } from './insights-grid.js';
import { insightsGridAttributes } from './insights-grid.api.js';
import { insightsGridStyles } from './insights-grid.styles.js';

/**
 * Insights grid (E§3, E§7–E§9): cards of articles from the article service
 * (`POST {article}/api/insightsgrid/articles`), chosen by taxonomy, tags, exclusions, language and
 * site, ten at a time with "Load more" (cursor paging, list kit). Each card links to its article;
 * descriptions are cut at 125 characters on a word boundary unless `full-text`; a page in Japanese
 * (ja-JP) shows no dates. Until the first page is in, and when there is none or the call fails
 * (E§8: errors swallowed), the grid stays as the CMS printed it; a failed "Load more" leaves the
 * cards and the button as they were.
 *
 * Keyboard: Tab reaches each card's link, then "Load more"; Enter follows a link or loads more.
 *
 * Screen readers: until the first page is in, the printed content shows, marked aria-busy while
 * loading. The grid is then a region named by its heading (else "Insights") holding a list of
 * cards; each card's title is a heading one level below the grid's and holds its link; card images
 * are decorative (alt="").
 *
 * @tagname mck-insights-grid
 * @summary Article cards from the article service with "Load more".
 *
 * @slot - The CMS's fallback (heading, a link to all insights), shown until articles are listed and kept when there are none.
 *
 * @cssprop --mck-color-accent - "Load more" button colour.
 * @cssprop --mck-color-muted - Article type and date colour.
 */
export class InsightsGridElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: InsightsGrid,
  attributes: insightsGridAttributes,
  styles: insightsGridStyles,
}) {}

registerWidget(InsightsGridElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-insights-grid': InsightsGridElement;
  }
}
