import { describe, expect, it } from 'vitest';
import { toHtmlString } from './html.js';
import { examplesWithSnippets } from './widget-api.js';

describe('a gallery\'s examples with their HTML to copy', () => {
  it('cuts at the headings that start a line; a heading inside an example stays in it, and its snippet follows the whole tag', () => {
    const page = toHtmlString(examplesWithSnippets([
      '<h2>Loaded</h2>',
      '<mck-insights-grid folder="a">',
      '  <h2>Latest insights</h2>',
      '  <ul><li>Card</li></ul>',
      '</mck-insights-grid>',
      '<h2>A form the CMS printed</h2>',
      '<mck-signin><form><h2>Sign in</h2></form></mck-signin>',
    ].join('\n')));
    const snippets = [...page.matchAll(/<details class="gallery-snippet">[\s\S]*?<\/details>/g)].map(([s]) => s);
    const code = (snippet: string) => snippet.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
    expect(snippets).toHaveLength(2);
    expect(code(snippets[0]!)).toContain('<h2>Latest insights</h2>');
    expect(code(snippets[0]!)).toContain('</mck-insights-grid>');
    expect(code(snippets[1]!)).toContain('<form><h2>Sign in</h2></form>');
    // Each snippet comes after its example's closing tag, never inside the element.
    expect(page.indexOf(snippets[0]!)).toBeGreaterThan(page.indexOf('</mck-insights-grid>'));
    expect(page.indexOf(snippets[1]!)).toBeGreaterThan(page.indexOf('</mck-signin>'));
  });
});
