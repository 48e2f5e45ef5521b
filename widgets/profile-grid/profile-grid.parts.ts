import { editorParts, type PartDocs } from '../../core/host/parts.js';
import { listParts } from '../../core/kits/list/index.js';

/** The parts of `<mck-profile-grid>`, for `mck-profile-grid::part(…)`. */
export const profileGridParts = {
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
  ...listParts,
  ...editorParts,
} satisfies PartDocs;
