import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-full-bleed-media>`, for `mck-full-bleed-media::part(…)`. */
export const fullBleedMediaParts = {
  base: 'The box around the media the CMS printed (or, in editor mode, the empty media\'s placeholder).',
  overlay: 'The colour layer over the media (only when `overlay-opacity` is above 0).',
  ...editorParts,
} satisfies PartDocs;
