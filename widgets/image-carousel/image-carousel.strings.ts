import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-image-carousel>` with their English defaults. */
export const imageCarouselStrings = defineStrings({
  /** The region's accessible name when the page gives none; also the editor's placeholder name. */
  ImageCarousel_Label: 'Images',
  /** Screen-reader text of an image the CMS printed without alt text (E§8). */
  ImageCarousel_DefaultAlt: 'Image',
});
export const { t } = imageCarouselStrings;
