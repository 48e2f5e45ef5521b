import { defineStrings } from '../../core/text/i18n.js';

/**
 * Dictionary keys of `<mck-pull-quote>` with their English defaults: the quotation marks, which
 * each language writes its own way (German „…“, Japanese 「…」, Arabic «…»).
 */
export const pullQuoteStrings = defineStrings({
  PullQuote_DoubleOpen: '\u201C',
  PullQuote_DoubleClose: '\u201D',
  PullQuote_SingleOpen: '\u2018',
  PullQuote_SingleClose: '\u2019',
});
export const { t } = pullQuoteStrings;
