import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOKENS } from './design-tokens.js';

/**
 * One visual family: every widget's and kit's styles take their text sizes from the type scale and
 * their paddings, margins and gaps from the spacing scale (core/host/design-tokens.ts), so a step
 * changed there changes every widget, and no widget invents a size of its own.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const FOLDERS = ['widgets', 'core/kits', 'core/host', 'core/page'];

/** A declaration's value may hold scale tokens and other private variables, zero, auto, em and % (relative to the text or box), viewport units inside a fluid clamp(), hairlines of at most 4px, and `${…}` interpolations: any other length is off the scales. */
const DECLARATION = /(?<![\w-])(font-size|padding|margin|gap|row-gap|column-gap)((?:-(?:block|inline|top|bottom|left|right|start|end))*)\s*:\s*([^;{}`'"\n]+)/g;
const ALLOWED = /var\(--_[\w-]+\)|\$\{[^}]*\}|(?<![\w.])-?0(?:\.0+)?(?:rem|px|em)?(?![\w.])|(?<![\w.])-?\d*\.?\d+(?:em|%|vw|vh|vi|ch)(?![\w])|(?<![\w.])-?[1-4]px(?![\w])/g;

/** Comments may talk about sizes (a page's `html { font-size: 10px }`). */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\/|(?<![:'"])\/\/[^\n]*/g, '');

function scaleViolations(source: string): string[] {
  return [...source.matchAll(DECLARATION)]
    .filter(([, , , value]) => /\d(rem|px)\b/.test((value ?? '').replace(ALLOWED, '')))
    .map(([declaration]) => declaration.trim().replace(/\s+/g, ' '));
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the type and spacing scales', () => {
  it('every font size, padding, margin and gap in widget and kit styles is a step of the scales', () => {
    const found = FOLDERS.flatMap((folder) => sources(join(ROOT, folder)))
      .flatMap((file) => scaleViolations(withoutComments(readFileSync(file, 'utf8'))).map((v) => `${relative(ROOT, file)}: ${v}`));
    expect(found).toEqual([]);
  });

  it('the type scale rises step by step and the spacing scale too', () => {
    const steps = (prefix: string) => Object.entries(TOKENS).filter(([name]) => name.startsWith(prefix)).map(([, v]) => parseFloat(v));
    for (const scale of [steps('font-size-'), steps('space-')]) {
      expect(scale.length).toBeGreaterThan(4);
      expect([...scale].sort((a, b) => a - b)).toEqual(scale);
    }
  });

  it('names what is off the scale, and passes tokens, zero, em, hairlines and interpolations', () => {
    expect(scaleViolations('.a { font-size: 1.125rem; padding: 0 0.75rem; }')).toEqual([
      'font-size: 1.125rem', 'padding: 0 0.75rem',
    ]);
    expect(scaleViolations('.a { margin-block-end: 12px; gap: var(--_space-2) 3rem }')).toEqual([
      'margin-block-end: 12px', 'gap: var(--_space-2) 3rem',
    ]);
    expect(scaleViolations(`.a { font-size: var(--_font-size-lg); padding: 0 var(--_space-3) 2px; margin: -1px auto 0.5em;
      gap: calc(var(--_space-2) * 2); font-size: clamp(var(--_font-size-2xl), 3.5vw, var(--_font-size-4xl)); padding: \${pad}; }`))
      .toEqual([]);
  });
});
