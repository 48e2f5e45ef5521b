import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-blog-promo>` with their English defaults: the form area's name for screen readers. */
export const blogPromoStrings = defineStrings({
  BlogPromo_FormLabel: 'Subscribe',
});
export const { t } = blogPromoStrings;
