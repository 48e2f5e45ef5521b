import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-media-block>`, for `mck-media-block::part(…)`. */
export const mediaBlockParts = {
  base: 'The grid holding the media the CMS printed.',
  ...editorParts,
} satisfies PartDocs;
