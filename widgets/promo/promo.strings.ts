import { defineStrings } from '../../core/text/i18n.js';

/**
 * Dictionary keys of `<mck-promo>` with their English defaults: the read-more and subscribe link
 * texts, and the field names editor mode shows in placeholders.
 */
export const promoStrings = defineStrings({
  Promo_ReadMore: 'Read more',
  Promo_Subscribe: 'Subscribe',
  Promo_Eyebrow: 'Eyebrow',
  Promo_Title: 'Title',
  Promo_Text: 'Text',
  Promo_Quote: 'Quote',
  Promo_Citation: 'Citation',
  Promo_Link: 'Call to action',
});
export const { t } = promoStrings;
