/**
 * The custom-elements manifest config and scripts/gen-types.mjs, on fixtures in bench/fixtures/cem:
 * which define-file shape yields a full manifest entry, and whether the generated declarations
 * type-check and type the elements.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as analyzer from '@custom-elements-manifest/analyzer';
// @ts-expect-error: plain .mjs modules without declarations
import { mckWidgetsPlugin } from '../custom-elements-manifest.config.mjs';
// @ts-expect-error: plain .mjs modules without declarations
import { generate, tsType } from './gen-types.mjs';

const ROOT = join(import.meta.dirname, '..');
const FIXTURES = ['bench/fixtures/cem/class-shape/class-shape.define.ts', 'bench/fixtures/cem/const-shape/const-shape.define.ts'];

type Decl = Record<string, any>;
// The analyzer exports create() and its own copy of TypeScript (use that one: syntax kinds must
// match), but its type declarations leave both out.
const { create, ts } = analyzer as unknown as {
  create(options: { modules: unknown[]; plugins?: unknown[] }): unknown;
  ts: typeof import('typescript');
};

function analyse() {
  const warnings: string[] = [];
  const modules = FIXTURES.map((f) => ts.createSourceFile(f, readFileSync(join(ROOT, f), 'utf8'), ts.ScriptTarget.ES2015, true));
  const manifest = create({ modules, plugins: [mckWidgetsPlugin({ cwd: ROOT, warn: (m: string) => warnings.push(m) })] }) as { modules: Decl[] };
  return { manifest, warnings };
}

describe('custom-elements manifest', () => {
  it('reads the class shape completely: tag, attributes with properties, events, slot, parts, CSS properties', () => {
    const { manifest } = analyse();
    const mod = manifest.modules.find((m) => m.path.includes('class-shape'))!;
    const el = mod.declarations[0];
    expect(el).toMatchObject({
      kind: 'class',
      customElement: true,
      name: 'MckClassShapeElement',
      tagName: 'mck-class-shape',
      summary: 'Class shape.',
      superclass: { name: 'HTMLElement', package: 'global:' },
    });
    expect(el.mixins).toBeUndefined();
    expect(el.attributes.map((a: Decl) => [a.name, a.type.text, a.fieldName])).toEqual([
      ['items', 'string', 'items'],
      ['heading-level', 'number', 'headingLevel'],
      ['open-first', 'boolean', 'openFirst'],
      ['variant', '"a"|"b"', 'variant'],
      ['hydrate', '"load"|"idle"|"visible"|"interaction"', undefined],
    ]);
    expect(el.attributes.find((a: Decl) => a.name === 'hydrate').default).toBe('"idle"'); // from meta.json
    expect(el.members.find((m: Decl) => m.name === 'items')).toMatchObject({ type: { text: 'Array<{title: string}>' }, attribute: 'items' });
    expect(el.members.find((m: Decl) => m.name === 'headingLevel')).toMatchObject({ kind: 'field', attribute: 'heading-level' });
    expect(el.events).toEqual([{ name: 'mck-class-shape-toggle', type: { text: 'CustomEvent<{index: number}>' }, description: 'An item was toggled.' }]);
    expect(el.slots).toEqual([{ name: '', description: 'Server-rendered fallback.' }]);
    expect(el.cssParts).toEqual([{ name: 'base', description: 'The wrapper.' }]);
    expect(el.cssProperties).toEqual([{ name: '--mck-color-line', default: '#d0d0d0', description: 'Divider colour.' }]);
    expect(mod.exports).toContainEqual({
      kind: 'custom-element-definition',
      name: 'mck-class-shape',
      declaration: { name: 'MckClassShapeElement', module: mod.path },
    });
  });

  it('does not read `export const X = defineWidget(…)` as an element, and says so', () => {
    const { manifest, warnings } = analyse();
    const mod = manifest.modules.find((m) => m.path.includes('const-shape'))!;
    expect(mod.declarations).toEqual([{ kind: 'variable', name: 'MckConstShape', description: 'A fixture element.' }]);
    expect(warnings.join('\n')).toMatch(/const MckConstShape.*use "export class MckConstShape extends defineWidget/);
  });
});

describe('gen-types', () => {
  it('keeps self-contained JSDoc types and turns the rest into unknown', () => {
    expect(tsType('string')).toBe('string');
    expect(tsType('"a"|"b"')).toBe('"a"|"b"');
    expect(tsType('Array<{title: string, body?: string}>')).toBe('Array<{title: string, body?: string}>');
    expect(tsType('AccordionItem[]')).toBe('unknown');
    expect(tsType('')).toBe('unknown');
    expect(tsType('string; alert(1)')).toBe('unknown');
  });

  it('generates declarations that type-check and type document.createElement', () => {
    const { manifest } = analyse();
    const dir = mkdtempSync(join(tmpdir(), 'mck-types-'));
    writeFileSync(join(dir, 'mck-elements.d.ts'), generate(manifest, { root: ROOT, standalone: true }));
    writeFileSync(join(dir, 'use.ts'), `
      const el = document.createElement('mck-class-shape');
      const level: number | undefined = el.headingLevel;
      const items: Array<{ title: string }> | undefined = el.items;
      const variant: 'a' | 'b' | undefined = el.variant;
      // @ts-expect-error: not a property of the element
      el.nope;
      export { level, items, variant };
    `);
    const program = ts.createProgram([join(dir, 'use.ts'), join(dir, 'mck-elements.d.ts')], {
      strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [],
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d: import('typescript').Diagnostic) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);
  });
});
