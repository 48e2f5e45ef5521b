#!/usr/bin/env node
/**
 * Generates TypeScript declarations for the widget tags from custom-elements.json.
 *
 *   npm run manifest && node scripts/gen-types.mjs                 → types/mck-elements.d.ts
 *   node scripts/gen-types.mjs --standalone --out dist/mck-elements.d.ts
 *     → dist/mck-elements.d.ts, dist/mck-elements.react.d.ts, and beside them the editors' data
 *       (vscode.html-custom-data.json, web-types.json: scripts/gen-editor-data.mjs) and the React
 *       19 components (mck-react.js, mck-react.d.ts: `mck-widgets/react`)
 *
 * For every element: an interface of its properties (`MckAccordionProperties`: one optional
 * property per attribute, camelCase, typed from the manifest's field or attribute type when that
 * type is self-contained, else `unknown`; the manifest's types come from each widget's
 * the widget's contract `<name>.api.ts`, see custom-elements-manifest.config.mjs), the map
 * `MckElementPropertiesMap` (tag → properties), and its React 19 JSX props (`MckAccordionJsxProps`:
 * kebab-case attributes, camelCase properties, `on<event>` handlers).
 *
 * `HTMLElementTagNameMap` gets `'mck-x': HTMLElement & MckXProperties` for each tag whose define
 * file does not already declare its own entry (TypeScript rejects two different types for one
 * tag). `WindowEventMap` gets the page events (`mck:<name>`, from core/page and the manifest).
 * `--standalone` declares every tag, and also the element events (`HTMLElementEventMap`) and
 * `window.mck` (scripts/page-declarations.mjs), which in the repository the widgets' contract files
 * and core declare: a file for code outside this repository (CMS templates, page scripts) that
 * never sees the sources. Its JSX typings are a file of their own, since they need React's types
 * and a plain TypeScript host has none; in the repository they are in the one file.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import ts from 'typescript';
import { editorData } from './gen-editor-data.mjs';
import { loadPageDeclarations } from './page-declarations.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Names a self-contained type may use: TypeScript's own and the DOM's, which every host has. */
const KNOWN = new Set([
  'Array', 'ReadonlyArray', 'Record', 'Partial', 'Readonly', 'Required', 'Pick', 'Omit', 'Promise',
  'Date', 'Map', 'Set', 'ReadonlyMap', 'ReadonlySet', 'Error', 'URL', 'Event', 'CustomEvent', 'Node',
  'Element', 'HTMLElement', 'ShadowRoot',
]);

/**
 * The type text as TypeScript when it is one type that names nothing we cannot see, else
 * `unknown`. Read by TypeScript's parser, not matched by patterns: an object type's `;` and a
 * member's doc comment are fine, a second statement or a name from the widget's own modules is not.
 */
export function tsType(text) {
  const t = (text ?? '').trim();
  if (!t) return 'unknown';
  const source = ts.createSourceFile('type.ts', `type T = ${t};`, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const [alias, ...rest] = source.statements;
  if (source.parseDiagnostics?.length || rest.length || !alias || !ts.isTypeAliasDeclaration(alias)) return 'unknown';
  let ok = true;
  const visit = (node) => {
    if (ts.isTypeReferenceNode(node) && !(ts.isIdentifier(node.typeName) && KNOWN.has(node.typeName.text))) ok = false;
    else if (ts.isTypeQueryNode(node) || ts.isImportTypeNode(node) || ts.isExpressionWithTypeArguments(node)) ok = false;
    if (ok) ts.forEachChild(node, visit);
  };
  visit(alias.type);
  return ok ? t : 'unknown';
}

const pascal = (tag) => tag.split('-').map((p) => p[0].toUpperCase() + p.slice(1)).join('');
const camel = (name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const key = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));
/** The description, and the default unless it is nothing to speak of (no value, `""`). */
const withDefault = (description, value) => [description, value && value !== '""' ? `Default \`${value}\`.` : ''].filter(Boolean).join(' ');
const comment = (text, indent) => (text ? `${indent}/** ${text.replace(/\*\//g, '*\\/').replace(/\s*\n\s*/g, ' ')} */\n` : '');

/** The detail type of a manifest event's `CustomEvent<…>` type. */
const detailOf = (text) => tsType(/^\s*CustomEvent<([\s\S]*)>\s*$/.exec(text ?? '')?.[1]);

/** An element event (`mck-<widget>-<what>`, on the element) rather than a page event (`mck:<name>`, on window). */
const isElementEvent = (name) => !name.startsWith('mck:');

/**
 * Elements in the manifest: { tag, module, className, summary, description,
 * props: [{ name, type, description }], attributes: [{ name, fieldName?, type, description, default? }],
 * events: [{ name, detail, description }], slots, cssParts, cssProperties }.
 */
export function elementsOf(manifest) {
  const out = [];
  for (const mod of manifest.modules ?? []) {
    for (const decl of mod.declarations ?? []) {
      if (decl.kind !== 'class' || !decl.customElement || !decl.tagName) continue;
      const props = new Map();
      for (const attr of decl.attributes ?? []) {
        if (attr.name === 'hydrate') continue;
        const name = attr.fieldName ?? camel(attr.name);
        props.set(name, { name, type: tsType(attr.type?.text), description: withDefault(attr.description, attr.default) });
      }
      for (const member of decl.members ?? []) {
        if (member.kind !== 'field' || member.static || member.privacy === 'private' || member.privacy === 'protected') continue;
        const prev = props.get(member.name);
        props.set(member.name, {
          name: member.name,
          type: member.type?.text ? tsType(member.type.text) : prev?.type ?? 'unknown',
          description: prev?.description ?? member.description,
        });
      }
      out.push({
        tag: decl.tagName,
        module: mod.path,
        className: decl.name,
        summary: decl.summary,
        description: decl.description,
        props: [...props.values()],
        attributes: (decl.attributes ?? []).map((a) => ({
          name: a.name, fieldName: a.fieldName, type: tsType(a.type?.text), description: a.description ?? '', default: a.default,
        })),
        events: (decl.events ?? []).map((e) => ({ name: e.name, detail: detailOf(e.type?.text), description: e.description ?? '' })),
        slots: decl.slots ?? [],
        cssParts: decl.cssParts ?? [],
        cssProperties: decl.cssProperties ?? [],
      });
    }
  }
  return out.sort((a, b) => a.tag.localeCompare(b.tag));
}

/** Whether the element's own module already declares `'tag'` in HTMLElementTagNameMap. */
export function declaresOwnTag(root, element) {
  const file = resolve(root, element.module);
  if (!existsSync(file)) return false;
  const source = readFileSync(file, 'utf8');
  const map = source.indexOf('HTMLElementTagNameMap');
  return map >= 0 && new RegExp(`['"]${element.tag}['"]\\s*:`).test(source.slice(map));
}

/**
 * The page events (`mck:<name>` on window): core's map first, then those the manifest's elements
 * declare that core's map does not name (a widget's own page event).
 */
function pageEventsOf(elements, page) {
  const events = new Map(page.events.map((e) => [e.name, { name: e.name, detail: tsType(e.type), description: e.description }]));
  for (const el of elements) {
    for (const e of el.events) if (!isElementEvent(e.name) && !events.has(e.name)) events.set(e.name, e);
  }
  return [...events.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * What an attribute takes in JSX: React 19 sets an attribute of a custom element with the value
 * turned into a string, `true` as a bare attribute and `false` or null not at all.
 */
function jsxAttributeType(attr) {
  if (attr.type === 'boolean') return 'boolean | string';
  if (attr.type === 'number') return 'number | string';
  return attr.type === 'unknown' ? 'string' : attr.type;
}

/**
 * The JSX props of an element for React 19: the attributes kebab-case, the properties camelCase
 * with their own types (a name that is both, `items`, takes either), `hydrate`, and a handler per
 * element event. React 19 adds a listener for a custom element's prop `on<name>` with the event
 * name exactly as written after `on` (react-dom's setValueForPropertyOnCustomComponent; no case
 * change), so `<mck-accordion onmck-accordion-toggle={…}>` hears `mck-accordion-toggle`.
 */
function jsxProps(el) {
  const lines = [];
  const attributeByName = new Map(el.attributes.map((a) => [a.name, a]));
  for (const attr of el.attributes) {
    const prop = attr.fieldName ? el.props.find((p) => p.name === attr.fieldName) : undefined;
    const same = prop && prop.name === attr.name;
    const asAttribute = jsxAttributeType(attr);
    const type = same && !asAttribute.split(' | ').includes(prop.type) ? `${asAttribute} | ${prop.type}` : asAttribute;
    // A JSON attribute (its property's type is not a string) takes JSON text; React sets an
    // undefined element's props as attributes, where an array would become "[object Object]".
    const json = prop && attr.type === 'string' && prop.type !== 'string';
    const note = json ? (same ? 'JSON text, or the value itself: in plain JSX only once the element is defined (before that React sets the attribute, where an array or object would become "[object Object]"); through the component of `mck-widgets/react` always.' : 'JSON text.') : '';
    lines.push(`${comment([withDefault(attr.description, attr.default), note].filter(Boolean).join(' '), '    ')}    ${key(attr.name)}?: ${type};`);
  }
  for (const prop of el.props) {
    if (attributeByName.has(prop.name)) continue;
    const attr = el.attributes.find((a) => a.fieldName === prop.name);
    const note = attr
      ? `The property: plain JSX sets it only once the element is defined (its chunk loaded); before that React sets an attribute \`${prop.name}\`, which the element ignores. Prefer \`${attr.name}\`, or the component of \`mck-widgets/react\`, which always sets the property.`
      : '';
    lines.push(`${comment([prop.description, note].filter(Boolean).join(' '), '    ')}    ${key(prop.name)}?: ${prop.type};`);
  }
  for (const e of el.events.filter((ev) => isElementEvent(ev.name))) {
    lines.push(`${comment(e.description, '    ')}    ${key(`on${e.name}`)}?: (event: CustomEvent<${e.detail}>) => void;`);
  }
  return lines;
}

/**
 * The declaration file's text.
 * @param {object} manifest custom-elements.json
 * @param {{ root?: string, standalone?: boolean, page?: { global: Array<{ name: string, type: string, optional: boolean, description: string }>, events: Array<{ name: string, type: string, description: string }> } }} [options]
 *   `page`: `window.mck` and the page events (scripts/page-declarations.mjs); none → not typed.
 */
export function generate(manifest, { root = ROOT, standalone = false, page = { global: [], events: [] } } = {}) {
  const elements = elementsOf(manifest);
  const lines = [
    '// Generated by scripts/gen-types.mjs from custom-elements.json: do not edit.',
    `// Regenerate: npm run manifest && node scripts/gen-types.mjs${standalone ? ' --standalone' : ''}`,
    '',
    'export {};',
    '',
    'declare global {',
  ];
  for (const el of elements) {
    lines.push(`  /** Properties of <${el.tag}>${el.summary ? `: ${el.summary.replace(/\*\//g, '*\\/').replace(/\s*\n\s*/g, ' ')}` : ''} */`);
    lines.push(`  interface ${pascal(el.tag)}Properties {`);
    for (const p of el.props) lines.push(`${comment(p.description, '    ')}    ${key(p.name)}?: ${p.type};`);
    lines.push('  }', '');
    lines.push(`  /** What <${el.tag}> takes in React 19 JSX: attributes, properties and \`on<event>\` handlers. */`);
    lines.push(`  interface ${pascal(el.tag)}JsxProps {`, ...jsxProps(el), '  }', '');
  }
  lines.push('  /** Every widget tag and its properties. */', '  interface MckElementPropertiesMap {');
  for (const el of elements) lines.push(`    ${JSON.stringify(el.tag)}: ${pascal(el.tag)}Properties;`);
  lines.push('  }', '', '  interface HTMLElementTagNameMap {');
  for (const el of elements) {
    if (!standalone && declaresOwnTag(root, el)) {
      lines.push(`    // ${el.tag}: declared by ${el.module} (${el.className})`);
    } else {
      lines.push(`    ${JSON.stringify(el.tag)}: HTMLElement & ${pascal(el.tag)}Properties;`);
    }
  }
  lines.push('  }', '');
  // In the repository each widget's contract adds its element events, and core declares
  // `window.mck`: declaring them again here would clash.
  if (standalone) {
    lines.push('  /** The element events (`mck-<widget>-<what>`): dispatched on the element, bubbling and composed. */', '  interface HTMLElementEventMap {');
    for (const el of elements) {
      for (const e of el.events.filter((ev) => isElementEvent(ev.name))) {
        lines.push(`${comment(`<${el.tag}>: ${e.description}`, '    ')}    ${JSON.stringify(e.name)}: CustomEvent<${e.detail}>;`);
      }
    }
    lines.push('  }', '');
    if (page.global.length) {
      lines.push('  /** What the runtime offers on `window.mck` (set up by mck-loader.js and the core it loads). */', '  interface MckGlobal {');
      for (const m of page.global) lines.push(`${comment(m.description, '    ')}    ${key(m.name)}${m.optional ? '?' : ''}: ${tsType(m.type)};`);
      lines.push('  }', '', '  interface Window {', '    /** Absent until mck-loader.js has run. */', '    mck?: MckGlobal;', '  }', '');
    }
  }
  const pageEvents = pageEventsOf(elements, page);
  if (pageEvents.length) {
    lines.push('  /** The page events (`mck:<name>`): dispatched on window, also heard on the legacy bus `window.mck.events`. */', '  interface WindowEventMap {');
    for (const e of pageEvents) lines.push(`${comment(e.description, '    ')}    ${JSON.stringify(e.name)}: CustomEvent<${e.detail}>;`);
    lines.push('  }');
  }
  lines.push('}', '');
  // In the repository React is always there; a standalone host may have none, so there the JSX
  // typings are a file of their own (generateReact).
  if (!standalone) lines.push(...reactAugmentation(elements), '');
  return lines.join('\n');
}

/**
 * React 19 reads intrinsic elements from its own JSX namespace (there is no global JSX any more),
 * so the JSX typings augment the module 'react' and name its types: a file that a host without
 * React's types could not compile, hence apart from the element typings.
 */
function reactAugmentation(elements) {
  const lines = ["declare module 'react' {", '  namespace JSX {', '    interface IntrinsicElements {'];
  for (const el of elements) {
    const element = `HTMLElementTagNameMap[${JSON.stringify(el.tag)}]`;
    const props = `${pascal(el.tag)}JsxProps`;
    lines.push(`      ${JSON.stringify(el.tag)}: Omit<HTMLAttributes<${element}>, keyof ${props}> & RefAttributes<${element}> & ${props};`);
  }
  lines.push('    }', '  }', '}');
  return lines;
}

/** The standalone JSX typings for React 19 hosts, beside the element typings (`elements`: their file name). */
export function generateReact(manifest, { elements: elementsFile = 'mck-elements.d.ts' } = {}) {
  return [
    '// Generated by scripts/gen-types.mjs from custom-elements.json: do not edit.',
    '// The widget tags in React 19 JSX: attributes, properties and `on<event>` handlers.',
    `/// <reference path="./${elementsFile}" />`,
    "import type { HTMLAttributes, RefAttributes } from 'react';",
    '',
    ...reactAugmentation(elementsOf(manifest)),
    '',
  ].join('\n');
}

/**
 * `mck-widgets/react`: a React 19 component per tag (integrations/react/component.mjs), with the
 * tag's properties that have no attribute of their name; and its typings, each component's props
 * those of the tag in JSX.
 * @returns {{ js: string, dts: string }}
 */
export function generateReactComponents(manifest, { runtime = readFileSync(join(ROOT, 'integrations/react/component.mjs'), 'utf8') } = {}) {
  const elements = elementsOf(manifest);
  const js = [runtime.trimEnd(), '', '// Generated by scripts/gen-types.mjs from custom-elements.json: one component per widget tag.'];
  const dts = [
    '// Generated by scripts/gen-types.mjs from custom-elements.json: do not edit.',
    '// React 19 components for the widget tags: objects, arrays and property-only props reach the',
    "// widget as properties, whether or not its code has loaded (README, \"React 19\").",
    '/// <reference path="./mck-elements.react.d.ts" />',
    "import type { JSX } from 'react';",
    '',
    '/** A widget tag as a React 19 component (props: the tag\'s JSX props). */',
    'export type WidgetComponent<K extends keyof JSX.IntrinsicElements> = (props: JSX.IntrinsicElements[K]) => JSX.Element;',
    '/** The component of any widget tag, `properties` being its properties with no attribute of their name. */',
    'export declare function widgetComponent<K extends keyof JSX.IntrinsicElements>(tag: K, properties?: readonly string[]): WidgetComponent<K>;',
  ];
  for (const el of elements) {
    const attributeNames = new Set(el.attributes.map((a) => a.name));
    const propertyOnly = el.props.map((p) => p.name).filter((name) => !attributeNames.has(name));
    const args = [JSON.stringify(el.tag), ...(propertyOnly.length ? [JSON.stringify(propertyOnly)] : [])].join(', ');
    js.push(`export const ${pascal(el.tag)} = /* @__PURE__ */ widgetComponent(${args});`);
    dts.push(`/** \`<${el.tag}>\`${el.description ? `: ${el.description.split('\n')[0]}` : ''} */`);
    dts.push(`export declare const ${pascal(el.tag)}: WidgetComponent<${JSON.stringify(el.tag)}>;`);
  }
  return { js: `${js.join('\n')}\n`, dts: `${dts.join('\n')}\n` };
}

async function main() {
  const { values } = parseArgs({
    options: {
      manifest: { type: 'string', default: join(ROOT, 'custom-elements.json') },
      out: { type: 'string' },
      standalone: { type: 'boolean', default: false },
    },
  });
  if (!existsSync(values.manifest)) {
    console.error(`[gen-types] ${values.manifest} not found: run "npm run manifest" first`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(values.manifest, 'utf8'));
  const out = resolve(values.out ?? join(ROOT, 'types', 'mck-elements.d.ts'));
  const page = loadPageDeclarations(ROOT);
  const text = generate(manifest, { root: ROOT, standalone: values.standalone, page });
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, text);
  console.log(`[gen-types] ${elementsOf(manifest).length} element(s) → ${out}`);
  if (values.standalone) {
    const react = out.replace(/(\.d)?\.ts$/, '.react.d.ts');
    writeFileSync(react, generateReact(manifest, { elements: basename(out) }));
    console.log(`[gen-types] → ${react}`);
    const components = generateReactComponents(manifest);
    writeFileSync(join(dirname(out), 'mck-react.js'), components.js);
    writeFileSync(join(dirname(out), 'mck-react.d.ts'), components.dts);
    console.log(`[gen-types] → ${join(dirname(out), 'mck-react.js')} and its typings`);
    // The editors' data ships beside the standalone typings: both are for code outside the repo.
    const version = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;
    for (const [file, data] of Object.entries(editorData(elementsOf(manifest), { version }))) {
      writeFileSync(join(dirname(out), file), `${JSON.stringify(data, null, 2)}\n`);
      console.log(`[gen-types] → ${join(dirname(out), file)}`);
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main();
