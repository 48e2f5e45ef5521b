import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-exhibit-carousel>` with their English defaults. */
export const exhibitCarouselStrings = defineStrings({
  /** The region's accessible name when the page gives none; also the editor's placeholder name. */
  ExhibitCarousel_Label: 'Exhibits',
  /** Screen-reader text of an exhibit image the CMS printed without alt text (E§8). */
  ExhibitCarousel_DefaultAlt: 'Exhibit',
});
export const { t } = exhibitCarouselStrings;
