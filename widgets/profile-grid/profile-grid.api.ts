/**
 * The public contract of `<mck-profile-grid>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { array, enums } from 'superstruct';
import { bool, json, num, text } from '../../core/host/attributes.js';
import {
  MAX_PROFILE_IDS,
  MAX_PROFILE_PAGE,
  PROFILE_FILTERS,
  ProfileCardFilters,
  ProfileId,
} from '../../core/contracts/profiles.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import { listParts } from '../../core/kits/list/index.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** D§9: the grid shows one row on load unless the template configures more. */
export const DEFAULT_ROWS = 1;
export const MAX_ROWS = 20;

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const profileGridAttributes = {
  heading: text('', { doc: 'Heading above the grid.' }),
  headingLevel: num(2, { min: 2, max: 6, integer: true, doc: "Level of the heading, 2 to 6; the cards' names are one level below." }),
  profileIds: json(array(ProfileId), [], {
    doc: `Ids of the profiles to list, in this order (at most ${MAX_PROFILE_IDS}); when empty, \`folder\` is listed.`,
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
  }),
  presetFilters: json(ProfileCardFilters, {}, {
    doc: 'Filter values chosen on load, e.g. `{"office":"London"}`. The reader may change those `filters` lists; one it does not list stays fixed, and "Clear filters" keeps it.',
  }),
};

/** The parts of `<mck-profile-grid>`, for `mck-profile-grid::part(…)`. */
export const profileGridParts = /* @__PURE__ */ defineParts({
  base: 'The wrapper, once profiles are listed.',
  fallback: "The CMS's own content, shown until profiles are listed and kept when there are none.",
  heading: 'The heading.',
  filters: 'The filter bar (a labelled group): the filters, the count and "Clear filters".',
  filter: 'One filter: its label and its control.',
  'filter-control': "A filter's select (practice, office, role) or the name box.",
  'result-count': 'How many people the filters match.',
  'clear-filters': 'The "Clear filters" button, in the bar or in the empty state.',
  empty: 'What shows instead of the cards when nobody matches the filters.',
  cards: 'The list of profile cards.',
  card: 'One profile card (`data-private` on a private profile).',
  image: "A card's photo, or the person's initials when there is none.",
  name: "A card's name.",
  link: "A public profile's link to its people page (its name); private profiles have none.",
  'firm-title': "A card's firm title.",
  locations: "A card's locations.",
  description: "A card's description (the CMS's HTML, sanitised).",
}, listParts, editorParts);

/**
 * What `<mck-profile-grid>` tells the page (name → detail): nothing. Its cards' names are plain
 * links, which the page follows as any link; "Load more" only changes the grid.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface ProfileGridEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<ProfileGridEvents> {}
}

/**
 * Dictionary keys of `<mck-profile-grid>` with their English defaults: the name of the grid for
 * screen readers when it has no heading, and its filters' texts ("Load more" is the list kit's).
 */
export const profileGridStrings = defineStrings({
  ProfileGrid_Label: 'People',
  ProfileGrid_Filters: 'Filter people',
  ProfileGrid_Practice: 'Practice',
  ProfileGrid_AllPractices: 'All practices',
  ProfileGrid_Office: 'Office',
  ProfileGrid_AllOffices: 'All offices',
  ProfileGrid_Role: 'Role',
  ProfileGrid_AllRoles: 'All roles',
  ProfileGrid_Name: 'Name',
  ProfileGrid_ClearFilters: 'Clear filters',
  ProfileGrid_Count: '{count, plural, one {# person} other {# people}}',
  ProfileGrid_NoMatch: 'No people match these filters.',
});
export const { t } = profileGridStrings;
