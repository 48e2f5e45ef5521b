import { carouselStyles } from '../../core/kits/carousel/index.js';

/** The carousel kit's styles are the whole look: one exhibit per view, its full width. */
export const exhibitCarouselStyles = carouselStyles;
