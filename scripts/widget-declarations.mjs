/**
 * What each widget declares in code, read for custom-elements.json and the anatomy tests. Every
 * fact is written once, in the widget's contract `widgets/<folder>/<folder>.api.ts`:
 *
 *   export const <camel>Attributes = { prop: text('', { doc }), items: json(Schema, [], { doc }), … }
 *   export const <camel>Parts = defineParts({ base: 'The wrapper.', … }, editorParts)   (core's shared parts merged in)
 *   export interface <Pascal>Events { /** doc *\/ 'mck-x-what': Detail; … }
 *   export const <camel>Strings = defineStrings({ Key: 'English default', … })
 *
 * Attributes and parts are values: the files are bundled for Node with esbuild and imported.
 * Types come from the TypeScript checker, written out structurally by scripts/type-text.mjs: each
 * attribute's property type is what its kind parses to (a `json` attribute's is its schema's, so
 * no shape is written twice), and the events interface gives names, detail types and JSDoc.
 * The widgets themselves come from build/discover.mjs, the one reader of meta.json.
 */
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

/** A widget's contract file. */
export const apiFile = (folder) => `widgets/${folder}/${folder}.api.ts`;

/** Attributes and parts of every widget: bundles their files into one module and imports it. */
async function loadValues(root, widgets) {
  const lines = [
    `export { hostParts } from './core/host/parts.ts';`,
    `export { attributeName } from './core/host/attributes.ts';`,
    `export { TOKENS } from './core/host/design-tokens.ts';`,
    'export const widgets = {};',
  ];
  widgets.forEach((w, i) => {
    const names = exportNames(w.folder);
    lines.push(`import * as api${i} from './${apiFile(w.folder)}';`);
    lines.push(`widgets[${JSON.stringify(w.tag)}] = { attributes: api${i}.${names.attributes}, parts: api${i}.${names.parts} };`);
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

/**
 * What only the checker knows, per tag: each attribute's property type (what its kind's `parse`
 * returns) and the events (name, detail type, description).
 */
function loadTypes(root, widgets) {
  const program = ts.createProgram(widgets.map((w) => join(root, apiFile(w.folder))), {
    strict: true, noEmit: true, skipLibCheck: true, types: [], resolveJsonModule: true,
    target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  });
  const checker = program.getTypeChecker();
  // Written out, not named: the typings are read where the widget's type names are not.
  const text = (type) => typeText(program, checker, type);
  const types = new Map();
  for (const w of widgets) {
    const source = program.getSourceFile(join(root, apiFile(w.folder)));
    if (!source) throw new Error(`${apiFile(w.folder)} is missing: every widget declares its contract there`);
    const names = exportNames(w.folder);
    const exported = new Map(checker.getExportsOfModule(checker.getSymbolAtLocation(source)).map((e) => [e.getName(), e]));

    const attributesSymbol = exported.get(names.attributes);
    if (!attributesSymbol) throw new Error(`${apiFile(w.folder)} must export "${names.attributes}"`);
    const attributes = new Map(checker.getTypeOfSymbolAtLocation(attributesSymbol, source).getProperties().map((prop) => {
      const parse = checker.getTypeOfSymbolAtLocation(prop, source).getProperty('parse');
      const [signature] = parse ? checker.getTypeOfSymbolAtLocation(parse, source).getCallSignatures() : [];
      if (!signature) throw new Error(`${apiFile(w.folder)}: ${names.attributes}.${prop.getName()} is not an attribute kind`);
      return [prop.getName(), text(signature.getReturnType())];
    }));

    // A widget that tells the page nothing may leave the interface out.
    const map = source.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === names.events);
    const events = (map?.members ?? []).filter(ts.isPropertySignature).map((member) => {
      const symbol = checker.getSymbolAtLocation(member.name);
      return {
        name: symbol.getName(),
        type: text(checker.getTypeAtLocation(member)),
        description: ts.displayPartsToString(symbol.getDocumentationComment(checker)),
      };
    });
    types.set(w.tag, { attributes, events });
  }
  return types;
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
  const types = loadTypes(root, widgets);
  return widgets.map((w) => {
    const declared = values.widgets[w.tag];
    const { attributes: attributeTypes, events } = types.get(w.tag);
    if (!declared.parts) throw new Error(`${apiFile(w.folder)} must export "${exportNames(w.folder).parts}"`);
    const attributes = Object.entries(declared.attributes).map(([prop, kind]) => ({
      name: values.attributeName(prop),
      fieldName: prop,
      kind: kind.kind,
      type: kind.type ?? attributeTypes.get(prop),
      description: kind.doc ?? '',
      ...(kind.default !== undefined ? { default: kind.default } : {}),
    }));
    const parts = Object.entries({ ...declared.parts, ...values.hostParts }).map(([name, description]) => ({ name, description }));
    // The design tokens' real defaults (core/host/design-tokens.ts), for the `--mck-*` custom properties.
    return { folder: w.folder, tag: w.tag, hydrate: w.hydrate, module: w.entry, attributes, parts, events, tokens: values.TOKENS };
  });
}
