import { editorParts, type PartDocs } from '../../core/host/parts.js';
import { listParts } from '../../core/kits/list/index.js';

/** The parts of `<mck-insights-grid>`, for `mck-insights-grid::part(…)`. */
export const insightsGridParts = {
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
  ...listParts,
  ...editorParts,
} satisfies PartDocs;
