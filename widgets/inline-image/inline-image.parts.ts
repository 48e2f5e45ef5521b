import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-inline-image>`, for `mck-inline-image::part(…)`. */
export const inlineImageParts = {
  base: 'The box around the image the CMS printed (or, in editor mode, the empty image\'s placeholder).',
  ...editorParts,
} satisfies PartDocs;
