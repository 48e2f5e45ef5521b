import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-factoids>`, for `mck-factoids::part(…)`. */
export const factoidsParts = {
  base: 'The list of factoids (laid out by the host\'s grid).',
  item: 'One factoid.',
  image: 'The factoid\'s image.',
  'large-text': 'The large text: the number that counts up.',
  'medium-text': 'The medium text under the number.',
  'small-text': 'The small text.',
  cta: 'The factoid\'s call-to-action link (its text alone when the navigation check refuses the URL).',
  ...editorParts,
} satisfies PartDocs;
