import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The layout classes' column splits (D§2, D§9: "split layouts 30-70, 40-60, 50-50 use 12 columns"),
 * read from the stylesheet a CMS template links: each class gives its areas the spans below, which
 * fill the 12 columns.
 */
// vitest runs from the project root (happy-dom's import.meta.url is not a file URL).
const css = readFileSync(join(process.cwd(), 'core/layout/mck-layout.css'), 'utf8');

/** Spans of the first and second area of a class ("odd"/"even" or every child). */
function spans(cls: string): number[] {
  const rule = (selector: string) => new RegExp(`\\.${cls} > ${selector} \\{ grid-column: span (\\d+); \\}`).exec(css)?.[1];
  const every = rule('\\*');
  if (every) return [Number(every), Number(every)];
  return [Number(rule(':nth-child\\(odd\\)')), Number(rule(':nth-child\\(even\\)'))];
}

describe('mck-layout.css', () => {
  it('lays every container on 12 columns from the tablet width, stacked below it', () => {
    expect(css).toMatch(/@media \(min-width: 768px\) \{\s*:where\([^)]*\) \{\s*grid-template-columns: repeat\(12, minmax\(0, 1fr\)\);/);
    expect(css).toMatch(/grid-template-columns: minmax\(0, 1fr\);/);
  });

  it.each([
    ['mck-main-3by1', [9, 3]],
    ['mck-main-2by2', [6, 6]],
    ['mck-lego-1by1-30-70', [4, 8]],
    ['mck-lego-1by1-40-60', [5, 7]],
    ['mck-lego-1by1-50-50', [6, 6]],
  ])('.%s splits the 12 columns %j', (cls, expected) => {
    expect(spans(cls)).toEqual(expected);
    expect(expected[0]! + expected[1]!).toBe(12);
  });

  it('.mck-lego-1by3 puts one block across over three of 4 columns each', () => {
    expect(css).toContain('.mck-lego-1by3 > * { grid-column: span 4; }');
    expect(css).toContain('.mck-lego-1by3 > :first-child { grid-column: 1 / -1; }');
  });
});
