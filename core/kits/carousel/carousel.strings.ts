import { defineStrings } from '../../text/i18n.js';

/** Dictionary keys of the carousel kit with their English defaults. */
export const carouselStrings = defineStrings({
  /** The region's role description: what screen readers call the whole thing. */
  Carousel_RoleDescription: 'carousel',
  /** Each slide's role description. */
  Carousel_SlideRoleDescription: 'slide',
  /** Each slide's accessible name: "2 of 5". */
  Carousel_SlideLabel: '{index} of {total}',
  Carousel_Previous: 'Previous slide',
  Carousel_Next: 'Next slide',
  /** What the live region says after a move. */
  Carousel_Position: 'Slide {index} of {total}',
});
export const { t } = carouselStrings;
