/**
 * The public contract of `<mck-pull-quote>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { nullable } from 'superstruct';
import { json, oneOf } from '../../core/host/attributes.js';
import { CheckedCtaLink } from '../../core/kits/content/index.js';
import { QUOTE_SIZES, QUOTE_STYLES } from './pull-quote.content.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const pullQuoteAttributes = {
  quoteSize: oneOf(QUOTE_SIZES, 'large', { doc: 'Size of the quote text (E§9 quote sizes): large, extra-large or huge.' }),
  quotes: oneOf(QUOTE_STYLES, 'none', {
    doc: 'Quotation marks around the quote (E§3 enableQuotes, enableSingleQuotes): none, double or single, in the page language\'s own marks.',
  }),
  cta: json(nullable(CheckedCtaLink), null, {
    doc: 'The call to action (A§3 CTA link), JSON. An internal link without `url`, or one without `text`, is not rendered; a URL the navigation check refuses is a malformed attribute.',
  }),
};

/** The parts of `<mck-pull-quote>`, for `mck-pull-quote::part(…)`. */
export const pullQuoteParts = /* @__PURE__ */ defineParts({
  base: 'The figure around quote, citation and call to action.',
  quote: 'The blockquote holding the quote text the CMS printed.',
  mark: 'The opening and the closing quotation mark (decorative, hidden from screen readers).',
  citation: 'The citation under the quote.',
  cta: 'The call-to-action link.',
}, editorParts);

/**
 * What `<mck-pull-quote>` tells the page (name → detail): nothing. Its one control is a plain call
 * to action link, which the page follows as any link.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface PullQuoteEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<PullQuoteEvents> {}
}

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
