/**
 * build/builtins-plugin.mjs — routes the bundle's uses of built-ins that legacy page libraries
 * replace through `__mckBuiltins`, which boot's start fills with the standard versions before any
 * other chunk runs (core/page/builtins.ts, where the design is described).
 *
 * Two parts, both applied to every chunk except boot's start and the loader:
 * - `builtinsDefine`: esbuild `define`s for global references (`Array.from`, `JSON.stringify`,
 *   `Function.prototype.bind`, …). esbuild replaces only references to the globals, never a local
 *   variable of the same name, in our code and in packages alike.
 * - `builtinsPlugin`: `x.bind(…)` is a method call esbuild's `define` cannot see. In every bundled
 *   package file (JavaScript under node_modules) each such call becomes
 *   `__mckBuiltins.bindOf(x)(…)`, found with acorn (a real parser: strings, comments and regular
 *   expressions that mention `.bind(` are left alone). `bindOf` uses the standard bind for a
 *   function and calls the object's own `bind` for anything else (a jQuery object's), so the
 *   meaning is unchanged on a page whose bind is standard. Our own code calls no `.bind` (a unit
 *   test checks), so TypeScript files are not parsed.
 */
import * as acorn from 'acorn';
import * as esbuild from 'esbuild';
import MagicString from 'magic-string';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { BuildError } from './common.mjs';
import { patchPackage } from './package-patches.mjs';

/**
 * The routed globals, declared once in core/page/builtins.ts (`BUILTIN_DEFINES`): that module
 * imports nothing, so plain Node reads it through esbuild's transform (as the loader's build reads
 * the hydration names).
 */
const BUILTINS_TS = fileURLToPath(new URL('../core/page/builtins.ts', import.meta.url));
const builtins = await import(
  `data:text/javascript,${encodeURIComponent(esbuild.transformSync(readFileSync(BUILTINS_TS, 'utf8'), { loader: 'ts', format: 'esm' }).code)}`
);
export const { BUILTINS_GLOBAL, BUILTIN_DEFINES: builtinsDefine } = builtins;

/**
 * The source with each `x.bind(…)` call routed, or null when it has none. Optional calls
 * (`x?.bind(…)`, `x.bind?.(…)`) keep their short-circuit and are left as written.
 * @param {string} code
 * @param {string} file for error messages
 */
export function routeBindCalls(code, file) {
  if (!code.includes('.bind')) return null;
  let ast;
  try {
    ast = acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'module', allowHashBang: true, allowReturnOutsideFunction: true, allowAwaitOutsideFunction: true });
  } catch {
    try {
      ast = acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'script', allowHashBang: true, allowReturnOutsideFunction: true });
    } catch (err) {
      throw new BuildError(`${file}: cannot parse to route its .bind calls (${err.message})`);
    }
  }
  const edit = new MagicString(code);
  let changed = false;
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (
      node.type === 'CallExpression' && !node.optional
      && node.callee.type === 'MemberExpression' && !node.callee.computed && !node.callee.optional
      && node.callee.property.type === 'Identifier' && node.callee.property.name === 'bind'
      && node.callee.object.type !== 'Super'
    ) {
      const object = node.callee.object;
      edit.appendLeft(object.start, `${BUILTINS_GLOBAL}.bindOf(`);
      edit.overwrite(object.end, node.callee.end, ')');
      changed = true;
    }
    for (const key in node) {
      if (key === 'type' || key === 'start' || key === 'end') continue;
      const value = node[key];
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value.type === 'string') visit(value);
    }
  };
  visit(ast);
  if (!changed) return null;
  return edit.toString() + `\n//# sourceMappingURL=${edit.generateMap({ hires: 'boundary', source: file, includeContent: true }).toUrl()}`;
}

/**
 * The esbuild plugin: package JavaScript gets its pinned patches (build/package-patches.mjs) and
 * its `.bind` calls routed as it is loaded.
 */
export function builtinsPlugin() {
  return {
    name: 'mck-builtins',
    setup(build) {
      build.onLoad({ filter: /[\\/]node_modules[\\/].*\.(c|m)?js$/ }, async (args) => {
        const code = await readFile(args.path, 'utf8');
        const patched = patchPackage(args.path, code);
        const routed = routeBindCalls(patched, args.path);
        if (routed === null && patched === code) return undefined;
        return { contents: routed ?? patched, loader: 'js' };
      });
    },
  };
}
