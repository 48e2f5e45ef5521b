import { useSignals } from '@preact/signals-react/runtime';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField, useEditorMode, useNothingToShow } from '../../core/host/editor.js';
import { resolveCtaLink, useLightDom } from '../../core/kits/content/index.js';
import { type pullQuoteAttributes, t } from './pull-quote.api.js';
import { readQuoteContent, type QuoteStyle } from './pull-quote.content.js';

/** The page language's opening and closing marks for the chosen style. */
const marksOf = (quotes: Exclude<QuoteStyle, 'none'>) =>
  quotes === 'double'
    ? [t('PullQuote_DoubleOpen'), t('PullQuote_DoubleClose')]
    : [t('PullQuote_SingleOpen'), t('PullQuote_SingleClose')];

export function PullQuote({ host, quoteSize, quotes, cta }: WidgetProps<typeof pullQuoteAttributes>) {
  useSignals();
  const editing = useEditorMode();
  const content = useLightDom(host, readQuoteContent);
  useNothingToShow(host, !content.quote && !editing
    ? 'no quote inside the tag: the quote goes between <mck-pull-quote> and </mck-pull-quote> (in rich text, between [[pullquote]] and [[/pullquote]])'
    : null);
  if (!content.quote && !editing) return null;

  const link = cta ? resolveCtaLink(cta) : null;
  const [open, close] = quotes === 'none' ? [] : marksOf(quotes);
  // The quote and citation stay the CMS's own elements, shown through slots: hydrating moves
  // nothing, and the page reads the same without JavaScript.
  return (
    <figure className={`pull-quote size-${quoteSize}`} part="base">
      <blockquote className="quote" part="quote">
        {open && <span className="mark open" part="mark" aria-hidden="true">{open}</span>}
        <slot><EditorField name="Quote" value="" /></slot>
        {close && <span className="mark close" part="mark" aria-hidden="true">{close}</span>}
      </blockquote>
      {(content.citation || editing) && (
        <figcaption className="citation" part="citation"><slot name="citation"><EditorField name="Citation" value="" /></slot></figcaption>
      )}
      {link?.ok && (
        <a className="cta" part="cta" href={link.link.href} target={link.link.target} rel={link.link.rel} title={link.link.title}>{link.link.text}</a>
      )}
      {cta && !link?.ok && <EditorField name="Call to action" value="" as="p" />}
    </figure>
  );
}
