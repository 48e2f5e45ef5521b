/**
 * What each widget declares in code, read for custom-elements.json and the anatomy tests. Every
 * fact is written once, in the widget's folder:
 *
 *   <folder>.attributes.ts  export const <camel>Attributes = { prop: text('', { doc }), … }
 *   <folder>.parts.ts       export const <camel>Parts = { base: 'The wrapper.', … }   (core's shared parts merged in)
 *   <folder>.events.ts      export interface <Pascal>Events { /** doc *\/ 'mck-x-what': Detail; … }
 *
 * Attributes and parts are values: the files are bundled for Node with esbuild and imported.
 * Events are types: the TypeScript checker reads the interface (names, detail types written out
 * structurally by scripts/type-text.mjs, JSDoc).
 * The widgets themselves come from build/discover.mjs, the one reader of meta.json.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import ts from 'typescript';
import { discoverWidgets } from '../build/discover.mjs';
import { typeText } from './type-text.mjs';

const camel = (folder) => folder.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const pascal = (folder) => camel(folder).replace(/^./, (c) => c.toUpperCase());

/** The names a widget folder's declarations are exported under. */
export const exportNames = (folder) => ({
  attributes: `${camel(folder)}Attributes`,
  parts: `${camel(folder)}Parts`,
  events: `${pascal(folder)}Events`,
});

const file = (folder, kind) => `widgets/${folder}/${folder}.${kind}.ts`;

/** Attributes and parts of every widget: bundles their files into one module and imports it. */
async function loadValues(root, widgets) {
  const lines = [
    `export { hostParts } from './core/host/parts.ts';`,
    `export { attributeName, typeText } from './core/host/attributes.ts';`,
    `export { TOKENS } from './core/host/design-tokens.ts';`,
    'export const widgets = {};',
  ];
  widgets.forEach((w, i) => {
    lines.push(`import * as a${i} from './${file(w.folder, 'attributes')}';`);
    lines.push(`widgets[${JSON.stringify(w.tag)}] = { attributes: a${i}[${JSON.stringify(exportNames(w.folder).attributes)}] };`);
    if (existsSync(join(root, file(w.folder, 'parts')))) {
      lines.push(`import * as p${i} from './${file(w.folder, 'parts')}';`);
      lines.push(`widgets[${JSON.stringify(w.tag)}].parts = p${i}[${JSON.stringify(exportNames(w.folder).parts)}];`);
    }
  });
  const result = await esbuild.build({
    stdin: { contents: lines.join('\n'), resolveDir: root, sourcefile: 'widget-declarations-entry.js', loader: 'js' },
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/** Events of every widget that has an events file: name, detail type and description. */
function loadEvents(root, widgets) {
  const files = widgets.map((w) => join(root, file(w.folder, 'events'))).filter((f) => existsSync(f));
  const events = new Map();
  if (!files.length) return events;
  const program = ts.createProgram(files, {
    strict: true, noEmit: true, skipLibCheck: true, types: [],
    target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  });
  const checker = program.getTypeChecker();
  for (const w of widgets) {
    const source = program.getSourceFile(join(root, file(w.folder, 'events')));
    if (!source) continue;
    const name = exportNames(w.folder).events;
    const map = source.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === name);
    if (!map) throw new Error(`${file(w.folder, 'events')} must export "interface ${name}" (event name → detail)`);
    events.set(w.tag, map.members.filter(ts.isPropertySignature).map((member) => {
      const symbol = checker.getSymbolAtLocation(member.name);
      // Written out, not named: the typings are read where the widget's type names are not.
      const detail = typeText(program, checker, checker.getTypeAtLocation(member));
      return {
        name: symbol.getName(),
        type: detail,
        description: ts.displayPartsToString(symbol.getDocumentationComment(checker)),
      };
    }));
  }
  return events;
}

/**
 * Every widget's declarations: { folder, tag, hydrate, module, attributes, parts, events }.
 * - attributes: [{ name (kebab), fieldName (camel), kind, type (property type text), description, default? }]
 * - parts: [{ name, description }], the widget's own then core's shared ones;
 * - events: [{ name, type (detail type text), description }].
 * @param {string} root the project folder
 */
export async function loadWidgetDeclarations(root, widgets = discoverWidgets(root)) {
  const values = await loadValues(root, widgets);
  const events = loadEvents(root, widgets);
  return widgets.map((w) => {
    const declared = values.widgets[w.tag];
    if (!declared.attributes) throw new Error(`${file(w.folder, 'attributes')} must export "${exportNames(w.folder).attributes}"`);
    const attributes = Object.entries(declared.attributes).map(([prop, kind]) => ({
      name: values.attributeName(prop),
      fieldName: prop,
      kind: kind.kind,
      type: values.typeText(kind),
      description: kind.doc ?? '',
      ...(kind.default !== undefined ? { default: kind.default } : {}),
    }));
    const parts = Object.entries({ ...declared.parts, ...values.hostParts }).map(([name, description]) => ({ name, description }));
    // The design tokens' real defaults (core/host/design-tokens.ts), for the `--mck-*` custom properties.
    return { folder: w.folder, tag: w.tag, hydrate: w.hydrate, module: w.entry, attributes, parts, events: events.get(w.tag) ?? [], tokens: values.TOKENS };
  });
}
