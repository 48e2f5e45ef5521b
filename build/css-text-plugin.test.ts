import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain .mjs modules without declarations
import { withoutCssComments } from './css-text-plugin.mjs';

const ROOT = join(import.meta.dirname, '..');

describe('styles built without their CSS comments', () => {
  it('drops the comments in template literal text and nothing else', () => {
    const source = [
      '/** The widget\'s styles. */',
      'const QUERY = \'(min-width: 48rem)\'; /* a code comment stays: esbuild drops it */',
      'export const styles = `',
      '/* the card: one column */',
      '.card { display: grid; /* inline note */ gap: 1rem; }',
      '@media ${QUERY /* inside the expression: code */} { .card { grid-template-columns: 1fr 1fr; } }',
      '/* between',
      '   two lines */',
      '.link { content: "not /a/ comment"; }`;',
      'const plain = `/* also template text */ a`;',
      'const s = "/* a string, not a template */";',
    ].join('\n');
    const out = withoutCssComments(source);
    expect(out).toBe([
      '/** The widget\'s styles. */',
      'const QUERY = \'(min-width: 48rem)\'; /* a code comment stays: esbuild drops it */',
      'export const styles = `',
      '',
      '.card { display: grid;  gap: 1rem; }',
      '@media ${QUERY /* inside the expression: code */} { .card { grid-template-columns: 1fr 1fr; } }',
      '',
      '.link { content: "not /a/ comment"; }`;',
      'const plain = ` a`;',
      'const s = "/* a string, not a template */";',
    ].join('\n'));
  });

  it('leaves a styles file with notes in it valid TypeScript with the same rules', () => {
    const file = join(ROOT, 'widgets/hero/hero.styles.ts');
    const source = readFileSync(file, 'utf8');
    const out = withoutCssComments(source, file);
    expect(source).toContain('/* Physical sides');
    expect(out).not.toContain('/* Physical sides');
    // Every rule the source writes is still there.
    const rules = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').match(/[^{}]+\{/g)!.map((r) => r.trim());
    expect(rules(out)).toEqual(rules(source));
  });
});
