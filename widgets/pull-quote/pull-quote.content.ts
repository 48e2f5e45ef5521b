/**
 * The pull quote's choices (E§3 Blockquote, E§9) and what it reads from the content the CMS printed
 * inside the tag: the quote (children without a `slot`) and the citation (`slot="citation"`).
 */

/** E§9: quote sizes. */
export const QUOTE_SIZES = ['large', 'extra-large', 'huge'] as const;
export type QuoteSize = (typeof QUOTE_SIZES)[number];

/** E§3 enableQuotes / enableSingleQuotes as one choice. */
export const QUOTE_STYLES = ['none', 'double', 'single'] as const;
export type QuoteStyle = (typeof QUOTE_STYLES)[number];

const hasText = (node: Node) => !!node.textContent?.trim();

/** Whether the CMS printed a quote and a citation. */
export function readQuoteContent(host: HTMLElement): { quote: boolean; citation: boolean } {
  let quote = false;
  let citation = false;
  for (const node of host.childNodes) {
    if (node instanceof Element) {
      const slot = node.getAttribute('slot');
      if (slot === null) quote ||= hasText(node);
      else if (slot === 'citation') citation ||= hasText(node);
    } else if (node.nodeType === Node.TEXT_NODE) {
      quote ||= hasText(node);
    }
  }
  return { quote, citation };
}
