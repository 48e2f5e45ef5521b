import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { highlight, termsOf } from './global-search.highlight.js';

const html = (text: string, query: string) => renderToStaticMarkup(<>{highlight(text, query)}</>);

describe('highlight', () => {
  it('marks each term of the query wherever it occurs, whatever its case', () => {
    expect(html('Supply chains: the supply side', 'supply')).toBe(
      '<mark class="match" part="match">Supply</mark> chains: the <mark class="match" part="match">supply</mark> side');
    expect(html('Net zero by 2050', 'zero net')).toBe(
      '<mark class="match" part="match">Net</mark> <mark class="match" part="match">zero</mark> by 2050');
  });

  it('builds the marks from text: markup in the server text stays text', () => {
    expect(html('<img src=x onerror=alert(1)> growth', 'growth')).toBe(
      '&lt;img src=x onerror=alert(1)&gt; <mark class="match" part="match">growth</mark>');
  });

  it('treats the query as text, not as a pattern, and ignores one-letter words', () => {
    expect(html('C++ (and .NET)', 'c++ (and')).toBe('<mark class="match" part="match">C++</mark> <mark class="match" part="match">(and</mark> .NET)');
    expect(termsOf('a AI ai data')).toEqual(['data', 'ai']);
    expect(html('Anything', '')).toBe('Anything');
  });
});
