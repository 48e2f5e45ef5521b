import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-flourish>`, for `mck-flourish::part(…)`. */
export const flourishParts = {
  base: 'The figure holding the frame and the link.',
  frame: "The iframe showing the visualisation (its height: --mck-flourish-height).",
  link: 'The link that opens the visualisation in a new tab.',
  'editor-title': 'Editor mode: the title field.',
  ...editorParts,
} satisfies PartDocs;
