import { array, enums } from 'superstruct';
import { bool, json, num, text } from '../../core/host/attributes.js';
import {
  MAX_PROFILE_IDS, MAX_PROFILE_PAGE, PROFILE_FILTERS, ProfileCardFilters, ProfileId,
} from '../../core/contracts/profiles.js';
import { DEFAULT_ROWS, MAX_ROWS } from './profile-grid.paging.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const profileGridAttributes = {
  heading: text('', { doc: 'Heading above the grid.' }),
  headingLevel: num(2, { min: 2, max: 6, integer: true, doc: "Level of the heading, 2 to 6; the cards' names are one level below." }),
  profileIds: json(array(ProfileId), [], {
    doc: `Ids of the profiles to list, in this order (at most ${MAX_PROFILE_IDS}); when empty, \`folder\` is listed.`,
    type: 'string[]',
  }),
  folder: text('', { doc: 'Folder whose profiles are listed, in the CMS\'s order, when `profile-ids` is empty.' }),
  rows: num(DEFAULT_ROWS, { min: 1, max: MAX_ROWS, integer: true, doc: `Rows of 3 cards shown on load, 1 to ${MAX_ROWS} (D§9: default 1).` }),
  loadMoreCount: num(0, {
    min: 0, max: MAX_PROFILE_PAGE, integer: true,
    doc: `Cards each "Load more" adds, up to ${MAX_PROFILE_PAGE}; 0 (the default) adds all the rest (D§9).`,
  }),
  twoColumn: bool(false, { doc: 'Two cards per row instead of three (D§9: two-column layout).' }),
  filters: json(array(enums(PROFILE_FILTERS)), [...PROFILE_FILTERS], {
    doc: `Filters the reader may use, above the cards (D§2): ${PROFILE_FILTERS.map((f) => `"${f}"`).join(', ')} (all by default); \`[]\` shows none.`,
    type: `(${PROFILE_FILTERS.map((f) => `"${f}"`).join(' | ')})[]`,
  }),
  presetFilters: json(ProfileCardFilters, {}, {
    doc: 'Filter values chosen on load, e.g. `{"office":"London"}`. The reader may change those `filters` lists; one it does not list stays fixed, and "Clear filters" keeps it.',
    type: '{ practice?: string, office?: string, role?: string, name?: string }',
  }),
};
