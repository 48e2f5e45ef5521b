import { array } from 'superstruct';
import { bool, json, num, text } from '../../core/host/attributes.js';
import {
  INSIGHTS_GRID_LIMIT, InsightsGridFilter, InsightsGridIds, MAX_INSIGHTS_GRID_LIMIT, TaxonomyAndTags,
} from '../../core/contracts/insights-grid.js';

const TAXONOMY_TYPE = '{ taxonomyQueryType?: "any" | "all", taxonomyIds?: string[], mustHaveTagsQueryType?: "any" | "all", mustHaveTags?: string[], mustNotHaveTagsQueryType?: "any" | "all", mustNotHaveTags?: string[] }';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const insightsGridAttributes = {
  heading: text('', { doc: 'Heading above the grid.' }),
  headingLevel: num(2, { min: 2, max: 6, integer: true, doc: 'Level of the heading, 2 to 6; the cards\' titles are one level below.' }),
  limit: num(INSIGHTS_GRID_LIMIT, { min: 1, max: MAX_INSIGHTS_GRID_LIMIT, integer: true, doc: `Articles per page, 1 to ${MAX_INSIGHTS_GRID_LIMIT} (E§9: 10).` }),
  taxonomyAndTags: json(TaxonomyAndTags, {}, {
    doc: 'Which articles qualify: taxonomy ids (practice codes, industries) and tags (article types) to have or not have, each matched "any" or "all".',
    type: TAXONOMY_TYPE,
  }),
  excludeItems: json(InsightsGridIds, [], { doc: 'Ids of articles never listed (those already elsewhere on the page).', type: 'string[]' }),
  filters: json(array(InsightsGridFilter), [], {
    doc: 'The reader\'s chosen filters: an article is listed when it matches any of them.',
    type: `{ id: string, name: string, taxonomyAndTags: ${TAXONOMY_TYPE} }[]`,
  }),
  language: text('', { doc: 'Language of the articles listed (en, de, …); default the page\'s language.' }),
  isAlumni: bool(false, { doc: 'The grid is on the alumni site: it also lists the articles for registered users.' }),
  fullText: bool(false, { doc: 'Show whole descriptions instead of cutting them at 125 characters.' }),
};
