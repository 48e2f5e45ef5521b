import { carouselStyles } from '../../core/kits/carousel/index.js';
import { IMAGE_HEIGHT } from './image-carousel.layout.js';

/*
 * The carousel kit's styles, with every image at one height (cropped to fill its slide) and a gap
 * after each slide, so the next image shows as a glimpse. Until the first render the printed
 * images get the same height (and the gallery's `<style>` block the same widths).
 */
export const imageCarouselStyles = `
${carouselStyles}
.figure { padding-inline-end: var(--_space-3); }
.image { height: ${IMAGE_HEIGHT}; object-fit: cover; }
`;
