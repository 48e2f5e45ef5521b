import type { PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-save-article>`, for `mck-save-article::part(…)`. */
export const saveArticleParts = {
  base: 'The control.',
  save: 'The save / unsave toggle button.',
  rating: 'The star rating group.',
  star: 'Each star.',
  error: 'The message when saving or rating failed.',
} satisfies PartDocs;
