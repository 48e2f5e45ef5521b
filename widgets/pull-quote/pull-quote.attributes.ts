import { nullable } from 'superstruct';
import { json, oneOf } from '../../core/host/attributes.js';
import { CheckedCtaLink, CTA_LINK_TYPE_TEXT } from '../../core/kits/content/index.js';
import { QUOTE_SIZES, QUOTE_STYLES } from './pull-quote.content.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const pullQuoteAttributes = {
  quoteSize: oneOf(QUOTE_SIZES, 'large', { doc: 'Size of the quote text (E§9 quote sizes): large, extra-large or huge.' }),
  quotes: oneOf(QUOTE_STYLES, 'none', {
    doc: 'Quotation marks around the quote (E§3 enableQuotes, enableSingleQuotes): none, double or single, in the page language\'s own marks.',
  }),
  cta: json(nullable(CheckedCtaLink), null, {
    type: `${CTA_LINK_TYPE_TEXT} | null`,
    doc: 'The call to action (A§3 CTA link), JSON. An internal link without `url`, or one without `text`, is not rendered; a URL the navigation check refuses is a malformed attribute.',
  }),
};
