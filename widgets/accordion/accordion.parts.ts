import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-accordion>`, for `mck-accordion::part(…)`. */
export const accordionParts = {
  base: 'The wrapper.',
  heading: 'The optional heading.',
  list: 'The list of items.',
  item: 'Each item.',
  trigger: "Each item's button.",
  panel: "Each item's body.",
  ...editorParts,
} satisfies PartDocs;
