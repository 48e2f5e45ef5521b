import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-scrolly>`, for `mck-scrolly::part(…)`. */
export const scrollyParts = {
  base: 'The sequence of steps.',
  step: 'One step: its text beside its media on desktop, stacked below (`aria-current="step"` while it is the step being read).',
  text: 'A step\'s text (the CMS\'s `text-N` content, slotted).',
  media: 'A step\'s media column (sticky while its text scrolls), named for screen readers.',
  frame: 'The media itself, inside its column: what the parallax moves.',
  ...editorParts,
} satisfies PartDocs;
