import { editorParts, type PartDocs } from '../../core/host/parts.js';
import { carouselParts } from '../../core/kits/carousel/index.js';

/** The parts of `<mck-image-carousel>`, for `mck-image-carousel::part(…)`. */
export const imageCarouselParts = {
  base: 'The empty module in editor mode (holds its placeholder).',
  ...carouselParts,
  ...editorParts,
} satisfies PartDocs;
