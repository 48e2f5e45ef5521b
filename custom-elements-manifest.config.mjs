/**
 * @custom-elements-manifest/analyzer config: `npm run manifest` writes ./custom-elements.json
 * (the repo root, where editors and tools look for it; generated, so gitignored).
 *
 * The define file's class JSDoc gives what only prose can say: the description, `@tagname`,
 * `@summary`, `@slot` and `@cssprop`. Everything else is declared once in code and filled in by
 * the plugin below from scripts/widget-declarations.mjs, which reads each widget's contract
 * `<name>.api.ts`: attributes and their properties, events, parts (with core's shared parts); and
 * the `hydrate` attribute and its default (meta.json, through build/discover.mjs).
 *
 *   /**
 *    * Description…
 *    * @tagname mck-accordion
 *    * @summary One line.
 *    * @slot - …   @cssprop [--mck-x=#fff] - …
 *    *\/
 *   export class MckAccordionElement extends defineWidget({ … }) {}
 *
 * `export const MckAccordion = defineWidget({…})` is NOT understood (the manifest gets a plain
 * variable: no tag); the plugin warns about it. It also tidies what the class shape leaves behind:
 * `defineWidget(…)` is read as a mixin with an unnamed superclass (replaced by HTMLElement), and a
 * custom-element-definition export is added (registerWidget() defines the element, not a literal
 * customElements.define call).
 */
import { loadWidgetDeclarations } from './scripts/widget-declarations.mjs';

const HYDRATE = {
  name: 'hydrate',
  type: { text: '"load"|"idle"|"visible"|"interaction"' },
  description: 'When the loader hydrates the element.',
};
/** JSDoc tags whose facts are declared in code now; a define file that still has them is told so. */
const DECLARED_IN_CODE = /^\s*\*\s*@(attr|attribute|prop|property|fires|event|csspart|part)\b/m;

/**
 * @param {{ declarations?: Awaited<ReturnType<typeof loadWidgetDeclarations>>, warn?: (message: string) => void }} [options]
 */
export function mckWidgetsPlugin({ declarations = [], warn = (m) => console.warn(`[manifest] ${m}`) } = {}) {
  const byModule = new Map(declarations.map((d) => [d.module, d]));
  return {
    name: 'mck-widgets',
    analyzePhase({ ts, node, moduleDoc }) {
      const docs = (node.jsDoc ?? []).map((d) => d.getText());
      if (ts.isVariableStatement(node) && docs.some((d) => /@(tagname|tag|customElement)\b/.test(d))) {
        const name = node.declarationList.declarations[0]?.name.getText();
        warn(`${moduleDoc.path}: the JSDoc on "const ${name}" is not read as a custom element; use "export class ${name} extends defineWidget(…) {}" (see custom-elements-manifest.config.mjs)`);
      }
      if (ts.isClassDeclaration(node) && docs.some((d) => DECLARED_IN_CODE.test(d))) {
        warn(`${moduleDoc.path}: attributes, events and parts are declared in code (<name>.api.ts); the JSDoc lines for them are ignored`);
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) {
        const declared = byModule.get(mod.path);
        for (const decl of mod.declarations ?? []) {
          if (decl.kind !== 'class' || !decl.customElement) continue;
          if (decl.mixins) {
            decl.mixins = decl.mixins.filter((m) => m.name !== 'defineWidget');
            if (!decl.mixins.length) delete decl.mixins;
          }
          if (!decl.superclass?.name) decl.superclass = { name: 'HTMLElement', package: 'global:' };
          if (!declared) continue;
          if (!decl.tagName) decl.tagName = declared.tag;
          else if (decl.tagName !== declared.tag) warn(`${mod.path}: @tagname ${decl.tagName} but meta.json says ${declared.tag}`);
          fill(decl, declared);
          mod.exports ??= [];
          if (!mod.exports.some((e) => e.kind === 'custom-element-definition' && e.name === decl.tagName)) {
            mod.exports.push({ kind: 'custom-element-definition', name: decl.tagName, declaration: { name: decl.name, module: mod.path } });
          }
        }
      }
    },
  };
}

/** Writes a widget's declarations into its manifest entry, replacing whatever JSDoc said. */
function fill(decl, declared) {
  const described = (entry, description) => (description ? { ...entry, description } : entry);
  decl.attributes = [
    ...declared.attributes.map((a) => described({
      name: a.name,
      // A json attribute is JSON text; its property takes the value itself.
      type: { text: a.kind === 'json' ? 'string' : a.type },
      fieldName: a.fieldName,
      ...(a.default !== undefined ? { default: a.default } : {}),
    }, a.description)),
    { ...HYDRATE, default: JSON.stringify(declared.hydrate) },
  ];
  const fields = declared.attributes.map((a) => described({
    kind: 'field', name: a.fieldName, type: { text: a.type }, attribute: a.name,
  }, a.description));
  const others = (decl.members ?? []).filter((m) => !fields.some((f) => f.name === m.name));
  decl.members = [...others, ...fields];
  if (!decl.members.length) delete decl.members;
  decl.events = declared.events.map((e) => described({ name: e.name, type: { text: `CustomEvent<${e.type}>` } }, e.description));
  if (!decl.events.length) delete decl.events;
  decl.cssParts = declared.parts.map((p) => described({ name: p.name }, p.description));
  // A design token's default is the token's own value, whatever the JSDoc's `[--mck-x=…]` says
  // (it is cut at the first comma or space, and may be stale).
  for (const prop of decl.cssProperties ?? []) {
    const token = declared.tokens?.[prop.name.replace(/^--mck-/, '')];
    if (prop.name.startsWith('--mck-') && token !== undefined) prop.default = token;
  }
}

/**
 * The analyzer catches an error while loading its config and goes on with its defaults, writing a
 * manifest without these declarations: a widget's broken contract must stop the build instead.
 */
async function declarationsOrExit() {
  try {
    return await loadWidgetDeclarations(process.cwd());
  } catch (err) {
    console.error(`[manifest] ${err.stack ?? err}`);
    process.exit(1);
  }
}

export default {
  globs: ['widgets/*/*.define.ts'],
  outdir: '.',
  // The analyzer would otherwise write a "customElements" field into package.json.
  packagejson: false,
  plugins: [mckWidgetsPlugin({ declarations: await declarationsOrExit() })],
};
