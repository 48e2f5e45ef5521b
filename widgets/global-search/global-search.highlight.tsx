import { Fragment, type ReactNode } from 'react';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words of the query worth marking (two characters or more), longest first so they win. */
export function termsOf(query: string): string[] {
  const words = query.toLowerCase().split(/\s+/).filter((word) => word.length >= 2);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/**
 * `text` with each occurrence of a query term in a `<mark>`, as React elements: the server's text
 * is only ever text here, never parsed as HTML.
 */
export function highlight(text: string, query: string): ReactNode {
  const terms = termsOf(query);
  if (!terms.length || !text) return text;
  const pieces = text.split(new RegExp(`(${terms.map(escapeRegExp).join('|')})`, 'gi'));
  return pieces.map((piece, i) => (i % 2 === 1
    ? <mark key={i} className="match" part="match">{piece}</mark>
    : <Fragment key={i}>{piece}</Fragment>));
}
