import { carouselParts } from '../../core/kits/carousel/index.js';
import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-exhibit-carousel>`, for `mck-exhibit-carousel::part(…)`. */
export const exhibitCarouselParts = {
  base: 'The empty module in editor mode (holds its placeholder).',
  ...carouselParts,
  ...editorParts,
} satisfies PartDocs;
