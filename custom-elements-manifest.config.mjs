/**
 * @custom-elements-manifest/analyzer config: `npm run manifest` writes ./custom-elements.json
 * (the repo root, where editors and tools look for it; it is generated, so it can be gitignored).
 *
 * Define-file shape the analyzer understands natively: the JSDoc sits on an exported class.
 *
 *   /**
 *    * Description…
 *    * @tagname mck-accordion
 *    * @summary One line.
 *    * @attr {string} items - …            (also @attribute)
 *    * @prop {Item[]} items - …            (optional: the property's type when it is not the attribute's)
 *    * @fires {CustomEvent<{…}>} mck-accordion-toggle - …
 *    * @slot - …   @csspart base - …   @cssprop [--mck-x=#fff] - …
 *    *\/
 *   export class MckAccordionElement extends defineWidget({ … }) {}
 *
 * `export const MckAccordion = defineWidget({…})` is NOT understood (the manifest gets a plain
 * variable: no tag, attributes, events or parts); the plugin below warns about it.
 *
 * The plugin also tidies what the class shape leaves behind: `defineWidget(…)` is read as a
 * mixin with an unnamed superclass (replaced by HTMLElement), the tag name is checked against
 * meta.json, the `hydrate` attribute gets meta.json's default, each attribute gets its property
 * (camelCase field, as defineWidget defines it), and a custom-element-definition export is
 * added (registerWidget() defines the element, not a literal customElements.define call).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const camel = (name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());

function readMeta(cwd, modulePath) {
  const file = join(cwd, dirname(modulePath), 'meta.json');
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** @param {{ cwd?: string, warn?: (message: string) => void }} [options] */
export function mckWidgetsPlugin({ cwd = process.cwd(), warn = (m) => console.warn(`[manifest] ${m}`) } = {}) {
  return {
    name: 'mck-widgets',
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isVariableStatement(node)) return;
      const docs = node.jsDoc ?? [];
      if (docs.some((d) => /@(tagname|tag|customElement|attr|attribute)\b/.test(d.getText()))) {
        const name = node.declarationList.declarations[0]?.name.getText();
        warn(`${moduleDoc.path}: the JSDoc on "const ${name}" is not read as a custom element; use "export class ${name} extends defineWidget(…) {}" (see custom-elements-manifest.config.mjs)`);
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) {
        const meta = readMeta(cwd, mod.path);
        for (const decl of mod.declarations ?? []) {
          if (decl.kind !== 'class' || !decl.customElement) continue;

          if (decl.mixins) {
            decl.mixins = decl.mixins.filter((m) => m.name !== 'defineWidget');
            if (!decl.mixins.length) delete decl.mixins;
          }
          if (!decl.superclass?.name) decl.superclass = { name: 'HTMLElement', package: 'global:' };

          if (meta?.tag) {
            if (!decl.tagName) decl.tagName = meta.tag;
            else if (decl.tagName !== meta.tag) warn(`${mod.path}: @tagname ${decl.tagName} but meta.json says ${meta.tag}`);
          }

          decl.attributes ??= [];
          let hydrate = decl.attributes.find((a) => a.name === 'hydrate');
          if (!hydrate) {
            hydrate = { name: 'hydrate', type: { text: '"load"|"idle"|"visible"|"interaction"' }, description: 'When the loader hydrates the element.' };
            decl.attributes.push(hydrate);
          }
          if (meta?.hydrate) hydrate.default = JSON.stringify(meta.hydrate);

          decl.members ??= [];
          for (const attr of decl.attributes) {
            if (attr.name === 'hydrate') continue; // read by the loader, not a property
            attr.fieldName ??= camel(attr.name);
            const member = decl.members.find((m) => m.name === attr.fieldName);
            if (member) member.attribute ??= attr.name;
            else decl.members.push({ kind: 'field', name: attr.fieldName, type: attr.type, description: attr.description, attribute: attr.name });
          }
          if (!decl.members.length) delete decl.members;

          mod.exports ??= [];
          if (decl.tagName && !mod.exports.some((e) => e.kind === 'custom-element-definition' && e.name === decl.tagName)) {
            mod.exports.push({ kind: 'custom-element-definition', name: decl.tagName, declaration: { name: decl.name, module: mod.path } });
          }
        }
      }
    },
  };
}

export default {
  globs: ['widgets/*/*.define.ts'],
  outdir: '.',
  // The analyzer would otherwise write a "customElements" field into package.json.
  packagejson: false,
  plugins: [mckWidgetsPlugin()],
};
