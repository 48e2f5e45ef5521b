/**
 * The public contract of `<mck-insights-grid>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { array } from 'superstruct';
import { bool, json, num, text } from '../../core/host/attributes.js';
import {
  INSIGHTS_GRID_LIMIT,
  InsightsGridFilter,
  InsightsGridIds,
  MAX_INSIGHTS_GRID_LIMIT,
  TaxonomyAndTags,
} from '../../core/contracts/insights-grid.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import { listParts } from '../../core/kits/list/index.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';


/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const insightsGridAttributes = {
  heading: text('', { doc: 'Heading above the grid.' }),
  headingLevel: num(2, { min: 2, max: 6, integer: true, doc: 'Level of the heading, 2 to 6; the cards\' titles are one level below.' }),
  limit: num(INSIGHTS_GRID_LIMIT, { min: 1, max: MAX_INSIGHTS_GRID_LIMIT, integer: true, doc: `Articles per page, 1 to ${MAX_INSIGHTS_GRID_LIMIT} (E§9: 10).` }),
  taxonomyAndTags: json(TaxonomyAndTags, {}, {
    doc: 'Which articles qualify: taxonomy ids (practice codes, industries) and tags (article types) to have or not have, each matched "any" or "all".',
  }),
  excludeItems: json(InsightsGridIds, [], { doc: 'Ids of articles never listed (those already elsewhere on the page).' }),
  filters: json(array(InsightsGridFilter), [], {
    doc: 'The reader\'s chosen filters: an article is listed when it matches any of them.',
  }),
  language: text('', { doc: 'Language of the articles listed (en, de, …); default the page\'s language.' }),
  isAlumni: bool(false, { doc: 'The grid is on the alumni site: it also lists the articles for registered users.' }),
  fullText: bool(false, { doc: 'Show whole descriptions instead of cutting them at 125 characters.' }),
};

/** The parts of `<mck-insights-grid>`, for `mck-insights-grid::part(…)`. */
export const insightsGridParts = /* @__PURE__ */ defineParts({
  base: 'The wrapper, once articles are listed.',
  fallback: "The CMS's own content, shown until articles are listed and kept when there are none.",
  heading: 'The heading.',
  cards: 'The list of article cards.',
  card: 'One article card.',
  image: "A card's image.",
  type: "A card's article type.",
  title: "A card's title.",
  link: "A card's link to the article (its title).",
  date: "A card's display date (none on Japanese pages).",
  description: "A card's description, cut at 125 characters unless full text.",
}, listParts, editorParts);

/**
 * What `<mck-insights-grid>` tells the page (name → detail): nothing. Its cards are plain links,
 * which the page follows as any link; "Load more" only changes the grid.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface InsightsGridEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<InsightsGridEvents> {}
}

/**
 * Dictionary keys of `<mck-insights-grid>` with their English defaults. Its only text of its own is
 * the list kit's "Load more"; this key names the grid for screen readers.
 */
export const insightsGridStrings = defineStrings({
  InsightsGrid_Label: 'Insights',
});
export const { t } = insightsGridStrings;
