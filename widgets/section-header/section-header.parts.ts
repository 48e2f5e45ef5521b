import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-section-header>`, for `mck-section-header::part(…)`. */
export const sectionHeaderParts = {
  base: 'The band holding the text.',
  media: 'The box of the slotted image (full mode).',
  overlay: 'The colour layer over the image.',
  gradient: 'The gradient layer that keeps the text readable.',
  content: 'The eyebrow, headline and call to action.',
  cta: 'The call-to-action link.',
  ...editorParts,
} satisfies PartDocs;
