/**
 * custom-elements.json from the widgets' declarations (custom-elements-manifest.config.mjs +
 * scripts/widget-declarations.mjs) and the typings scripts/gen-types.mjs writes from it, on the
 * real widgets: what a tool or a TypeScript user of the elements sees.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as analyzer from '@custom-elements-manifest/analyzer';
// @ts-expect-error: plain .mjs modules without declarations
import { mckWidgetsPlugin } from '../custom-elements-manifest.config.mjs';
// @ts-expect-error: plain .mjs modules without declarations
import { generate, tsType } from './gen-types.mjs';
// @ts-expect-error: plain .mjs modules without declarations
import { loadWidgetDeclarations } from './widget-declarations.mjs';

const ROOT = join(import.meta.dirname, '..');

type Decl = Record<string, any>;
// The analyzer exports create() and its own copy of TypeScript (use that one: syntax kinds must
// match), but its type declarations leave both out.
const { create, ts } = analyzer as unknown as {
  create(options: { modules: unknown[]; plugins?: unknown[] }): unknown;
  ts: typeof import('typescript');
};

let declarations: Array<{ module: string }>;
beforeAll(async () => {
  declarations = await loadWidgetDeclarations(ROOT);
});

/** Analyses the real define files, plus extra `{ path: source }` modules. */
function analyse(extra: Record<string, string> = {}) {
  const warnings: string[] = [];
  const sources = { ...Object.fromEntries(declarations.map((d) => [d.module, readFileSync(join(ROOT, d.module), 'utf8')])), ...extra };
  const modules = Object.entries(sources).map(([path, text]) => ts.createSourceFile(path, text, ts.ScriptTarget.ES2015, true));
  const manifest = create({ modules, plugins: [mckWidgetsPlugin({ declarations, warn: (m: string) => warnings.push(m) })] }) as { modules: Decl[] };
  return { manifest, warnings };
}
const element = (manifest: { modules: Decl[] }, tag: string) =>
  manifest.modules.flatMap((m) => m.declarations ?? []).find((d: Decl) => d.tagName === tag);

describe('custom-elements manifest', () => {
  it('describes an element from its declarations: attributes with properties, events, parts; prose from JSDoc', () => {
    const { manifest, warnings } = analyse();
    expect(warnings).toEqual([]);
    const el = element(manifest, 'mck-accordion');
    expect(el).toMatchObject({
      kind: 'class',
      customElement: true,
      name: 'MckAccordionElement',
      superclass: { name: 'HTMLElement', package: 'global:' },
      summary: expect.stringContaining('open and close'),
    });
    expect(el.mixins).toBeUndefined();
    expect(el.attributes.map((a: Decl) => [a.name, a.type.text, a.fieldName, a.default])).toEqual([
      ['items', 'string', 'items', '[]'],
      ['heading', 'string', 'heading', '""'],
      ['heading-level', 'number', 'headingLevel', '3'],
      ['multiple', 'boolean', 'multiple', 'false'],
      ['open-first', 'boolean', 'openFirst', 'false'],
      ['hydrate', '"load"|"idle"|"visible"|"interaction"', undefined, '"visible"'],
    ]);
    expect(el.attributes[0].description).toMatch(/JSON array/);
    expect(el.members.find((m: Decl) => m.name === 'items')).toMatchObject({ kind: 'field', type: { text: 'Array<{title: string, body: string}>' }, attribute: 'items' });
    expect(el.events).toEqual([{
      name: 'mck-accordion-toggle',
      type: { text: 'CustomEvent<{ index: number; open: boolean; }>' },
      description: expect.stringContaining('opened or closed'),
    }]);
    expect(el.cssParts.map((p: Decl) => p.name)).toEqual(['base', 'heading', 'list', 'item', 'trigger', 'panel', 'placeholder', 'error']);
    expect(el.slots).toHaveLength(1);
    expect(el.cssProperties.map((p: Decl) => p.name)).toContain('--mck-color-line');
    expect(element(manifest, 'mck-video').events.map((e: Decl) => e.name)).toEqual(['mck:video:play']);
  });

  it('says so when a define file still documents attributes in JSDoc, or uses the const shape', () => {
    const { warnings } = analyse({
      'widgets/old/old.define.ts': `/**\n * Old.\n * @tagname mck-old\n * @attr {string} label - Label.\n */\nexport class MckOldElement extends defineWidget({}) {}`,
      'widgets/bare/bare.define.ts': `/**\n * Bare.\n * @tagname mck-bare\n */\nexport const MckBare = defineWidget({});`,
    });
    expect(warnings.join('\n')).toMatch(/old\.define\.ts: attributes, events and parts are declared in code/);
    expect(warnings.join('\n')).toMatch(/const MckBare.*use "export class MckBare extends defineWidget/);
  });
});

describe('gen-types', () => {
  it('keeps self-contained types and turns the rest into unknown', () => {
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
    const declarationsText = generate(manifest, { root: ROOT, standalone: true });
    expect(declarationsText).toContain('Heading level of each item');
    writeFileSync(join(dir, 'mck-elements.d.ts'), declarationsText);
    writeFileSync(join(dir, 'use.ts'), `
      const el = document.createElement('mck-accordion');
      const level: number | undefined = el.headingLevel;
      const items: Array<{ title: string; body: string }> | undefined = el.items;
      const id: string | undefined = document.createElement('mck-video').videoId;
      // @ts-expect-error: not a property of the element
      el.nope;
      export { level, items, id };
    `);
    const program = ts.createProgram([join(dir, 'use.ts'), join(dir, 'mck-elements.d.ts')], {
      strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [],
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d: import('typescript').Diagnostic) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);
  });
});
