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
import { elementsOf, generate, generateReactComponents, tsType } from './gen-types.mjs';
// @ts-expect-error: plain .mjs modules without declarations
import { editorData } from './gen-editor-data.mjs';
// @ts-expect-error: plain .mjs modules without declarations
import { loadWidgetDeclarations } from './widget-declarations.mjs';
// @ts-expect-error: plain .mjs modules without declarations
import { loadPageDeclarations } from './page-declarations.mjs';

const ROOT = join(import.meta.dirname, '..');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a manifest entry as JSON, which the assertions walk freely
type Decl = Record<string, any>;
// The analyzer exports create() and its own copy of TypeScript (use that one: syntax kinds must
// match), but its type declarations leave both out.
const { create, ts } = analyzer as unknown as {
  create(options: { modules: unknown[]; plugins?: unknown[] }): unknown;
  ts: typeof import('typescript');
};

let declarations: Array<{ module: string; folder: string; tag: string; attributes: Array<{ kind: string; fieldName: string; type: string }> }>;
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
    // Custom properties of the design tokens carry the tokens' whole defaults, not the JSDoc's first word.
    expect(el.cssProperties.find((p: Decl) => p.name === '--mck-font-family').default).toBe('Georgia, "Times New Roman", serif');
    expect(el.attributes.map((a: Decl) => [a.name, a.type.text, a.fieldName, a.default])).toEqual([
      ['items', 'string', 'items', '[]'],
      ['heading', 'string', 'heading', '""'],
      ['heading-level', 'number', 'headingLevel', '3'],
      ['multiple', 'boolean', 'multiple', 'false'],
      ['open-first', 'boolean', 'openFirst', 'false'],
      ['hydrate', '"load"|"idle"|"visible"|"interaction"', undefined, '"visible"'],
    ]);
    expect(el.attributes[0].description).toMatch(/JSON array/);
    expect(el.members.find((m: Decl) => m.name === 'items')).toMatchObject({ kind: 'field', type: { text: 'Array<{ title: string; body: string; }>' }, attribute: 'items' });
    expect(el.events).toEqual([{
      name: 'mck-accordion-toggle',
      type: { text: 'CustomEvent<{ /** Position among the items shown (items skipped for missing title or body do not count). */ index: number; open: boolean; }>' },
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
    expect(tsType('{ src: string; /** pages */ pageCount?: number } | null')).toBe('{ src: string; /** pages */ pageCount?: number } | null');
    expect(tsType('AccordionItem[]')).toBe('unknown');
    expect(tsType('{ a: Consent }')).toBe('unknown');
    expect(tsType('typeof items')).toBe('unknown');
    expect(tsType('')).toBe('unknown');
    expect(tsType('string; alert(1)')).toBe('unknown');
    expect(tsType('string }')).toBe('unknown');
  });

  it('types every JSON property and event detail from the declarations, none unknown', () => {
    const { manifest } = analyse();
    const text = generate(manifest, { root: ROOT, standalone: true });
    expect(text).not.toMatch(/\?: unknown;|CustomEvent<unknown>/);
    expect(text).toMatch(/"onmck-accordion-toggle"\?: \(event: CustomEvent<\{ .*index: number; open: boolean; \}>\) => void;/);
    // Named types of the widgets' own modules (Consent, PageData) are written out.
    expect(text).toMatch(/"mck-consent-change": CustomEvent<\{ consent: \{ C0002: boolean;/);
  });

  it('generates declarations that type-check and type document.createElement', () => {
    const { manifest } = analyse();
    const dir = mkdtempSync(join(tmpdir(), 'mck-types-'));
    const declarationsText = generate(manifest, { root: ROOT, standalone: true, page: loadPageDeclarations(ROOT) });
    expect(declarationsText).toContain('Heading level of each item');
    writeFileSync(join(dir, 'mck-elements.d.ts'), declarationsText);
    writeFileSync(join(dir, 'use.ts'), `
      const el = document.createElement('mck-accordion');
      const level: number | undefined = el.headingLevel;
      const items: Array<{ title: string; body: string }> | undefined = el.items;
      const id: string | undefined = document.createElement('mck-video').videoId;
      // @ts-expect-error: not a property of the element
      el.nope;
      el.addEventListener('mck-accordion-toggle', (e) => e.detail.open);
      window.addEventListener('mck:signed-in', (e) => e.detail.user.email);
      const tags = window.mck?.diagnostics?.().tags;
      export { level, items, id, tags };
    `);
    const program = ts.createProgram([join(dir, 'use.ts'), join(dir, 'mck-elements.d.ts')], {
      strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [],
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d: import('typescript').Diagnostic) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);
  });
});

describe('mck-widgets/react', () => {
  it('gives each tag a component that knows its properties without an attribute of their name, and types it', () => {
    const { manifest } = analyse();
    const { js, dts } = generateReactComponents(manifest, { runtime: 'export function widgetComponent() {}' });
    // heading-level and open-first are the attributes; headingLevel and openFirst the properties.
    expect(js).toContain('export const MckAccordion = /* @__PURE__ */ widgetComponent("mck-accordion", ["headingLevel","openFirst"]);');
    // items is both, under one name: an array reaches it as a property anyway.
    expect(js).not.toMatch(/widgetComponent\("mck-accordion", \[[^\]]*"items"/);
    expect(js.match(/^export const Mck/gm)).toHaveLength(elementsOf(manifest).length);
    expect(dts).toContain('export declare const MckAccordion: WidgetComponent<"mck-accordion">;');
  });
});

describe('editor data', () => {
  it('lists each tag with its attributes, their docs, values and defaults for VS Code and JetBrains', () => {
    const { manifest } = analyse();
    const elements = elementsOf(manifest);
    const { 'vscode.html-custom-data.json': vscode, 'web-types.json': webTypes } = editorData(elements, { version: '1.2.3' });
    const tag = vscode.tags.find((t: Decl) => t.name === 'mck-accordion');
    expect(tag.description.value).toContain('open and close');
    expect(tag.attributes.find((a: Decl) => a.name === 'heading-level').description.value).toMatch(/whole number from 2 to 6\. Default `3`\./);
    expect(tag.attributes.find((a: Decl) => a.name === 'multiple').valueSet).toBe('v');
    expect(tag.attributes.find((a: Decl) => a.name === 'hydrate').values).toEqual(['load', 'idle', 'visible', 'interaction'].map((name) => ({ name })));
    expect(webTypes).toMatchObject({ name: 'mck-widgets', version: '1.2.3', 'description-markup': 'markdown' });
    const element = webTypes.contributions.html.elements.find((e: Decl) => e.name === 'mck-accordion');
    expect(element.attributes.find((a: Decl) => a.name === 'open-first')).toMatchObject({ default: 'false', value: { type: 'boolean' } });
    expect(element.events).toEqual([{ name: 'mck-accordion-toggle', description: expect.stringContaining('opened or closed') }]);
    expect(vscode.tags).toHaveLength(elements.length);
  });
});

describe('JSON attribute types', () => {
  // A json attribute's TypeScript shape is printed from its superstruct schema's type as
  // self-contained text (scripts/type-text.mjs); compiled again, every value the schema gives the
  // widget must fit it, so the text is whole: no member, optional mark or alias lost on the way.
  it('prints, for each JSON attribute, a type that every value of its schema fits', async () => {
    const [{ exportNames }, tsc] = [await import('./widget-declarations.mjs' as string), (await import('typescript')).default];
    const lines = [`import type { AttributeKind } from './core/host/attributes.js';`, 'type Value<K> = K extends AttributeKind<infer T> ? T : never;'];
    const checked: string[] = [];
    declarations.forEach((d, i) => {
      const json = d.attributes.filter((a) => a.kind === 'json');
      if (!json.length) return;
      lines.push(`import { ${exportNames(d.folder).attributes} as a${i} } from './widgets/${d.folder}/${d.folder}.api.js';`);
      for (const a of json) {
        lines.push(`export const v${checked.length}: ${a.type} = null! as Value<typeof a${i}[${JSON.stringify(a.fieldName)}]>;`);
        checked.push(`${d.tag} ${a.fieldName}`);
      }
    });
    const file = join(ROOT, '__json-attribute-types.ts');
    const text = lines.join('\n');
    const options = {
      strict: true, noEmit: true, skipLibCheck: true, types: [], target: tsc.ScriptTarget.ES2022, module: tsc.ModuleKind.ESNext,
      moduleResolution: tsc.ModuleResolutionKind.Bundler, lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    };
    const host = tsc.createCompilerHost(options);
    const { getSourceFile, fileExists } = host;
    host.getSourceFile = (f, ...rest) => (f === file ? tsc.createSourceFile(f, text, tsc.ScriptTarget.ES2022, true) : getSourceFile.call(host, f, ...rest));
    host.fileExists = (f) => f === file || fileExists.call(host, f);
    const program = tsc.createProgram([file], options, host);
    const problems = tsc.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((d) => {
      const line = d.file ? d.file.getLineAndCharacterOfPosition(d.start ?? 0).line : -1;
      const n = /export const v(\d+)/.exec(text.split('\n')[line] ?? '')?.[1];
      return `${n === undefined ? '' : `${checked[Number(n)]}: `}${tsc.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
    expect(checked.length).toBeGreaterThanOrEqual(10);
    expect(problems).toEqual([]);
  });
});
