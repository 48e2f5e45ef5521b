import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-promo>`, for `mck-promo::part(…)`. */
export const promoParts = {
  base: 'The wrapper of the items (it takes no box: the host lays the items out).',
  item: 'One promo item (a column of two-up medium, an entry of a list).',
  image: 'The item\'s image (behind the text in banner and two-up medium).',
  eyebrow: 'The line above the title.',
  title: 'The item\'s title.',
  text: 'The item\'s text.',
  quote: 'The quote of the quote variants.',
  citation: 'The quote\'s citation.',
  link: 'A call-to-action link (a read-more link in the list).',
  subscribe: 'Two-up medium\'s one-click subscribe link.',
  ...editorParts,
} satisfies PartDocs;
