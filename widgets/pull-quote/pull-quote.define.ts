import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { PullQuote } from './pull-quote.js';
import { pullQuoteAttributes } from './pull-quote.api.js';
import { pullQuoteStyles } from './pull-quote.styles.js';

/**
 * A pull quote in an article (E§2 "pull quote", E§3 Blockquote, E§9 quote sizes): the quote the CMS
 * printed inside the tag, in one of three sizes, optionally between the page language's double or
 * single quotation marks, with its citation and a call to action.
 *
 * The quote and the citation are the CMS's own markup, shown through slots, so the page reads the
 * same before and without JavaScript and hydrating moves nothing. The call to action comes from the
 * `cta` attribute through core's CTA link rules (internal, external, media or anchor; an internal
 * link without URL is not rendered). Without a quote it renders nothing for visitors; in editor
 * mode the empty quote, citation and an unrenderable call to action show placeholders.
 *
 * Keyboard: Tab reaches the call to action; Enter follows it.
 *
 * Screen readers: a figure holding a blockquote, with the citation as its caption; the quotation
 * marks are drawn for sight only (aria-hidden). The call to action is a link named by its text.
 *
 * @tagname mck-pull-quote
 * @summary A pull quote with size, quotation marks, citation and call to action.
 *
 * @slot - The quote text (e.g. a `<p>`), as the CMS prints it.
 * @slot citation - The citation (e.g. `<cite slot="citation">`).
 * @slot cta - The CMS's plain call-to-action link for readers without JavaScript; the widget renders the checked `cta` link in its place.
 *
 * @cssprop --mck-color-accent - Quotation marks and call-to-action colour.
 * @cssprop --mck-font-family - The quote's typeface.
 */
export class PullQuoteElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: PullQuote,
  attributes: pullQuoteAttributes,
  styles: pullQuoteStyles,
}) {}

registerWidget(PullQuoteElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-pull-quote': PullQuoteElement;
  }
}
