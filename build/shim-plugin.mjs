/**
 * build/shim-plugin.mjs — the esbuild plugin that keeps React, core and each kit single instances
 * per page: it replaces every import of a runtime package, or of a module another shared chunk
 * exports, with a small generated module that reads the names from that chunk:
 *
 *   import * as shared from "../chunks/core-AB12CD34.js";
 *   const $0 = shared.c3;
 *   export { $0 as "getConfig" };
 *
 * The chunk's path is external and known before the importing pass starts, so it is part of the
 * bytes esbuild hashes: when a shared chunk changes, every chunk that imports it is renamed too.
 * "../chunks/…" is right from every output because every JS output sits one folder below dist/.
 */
import { relative, sep } from 'node:path';
import { homeGroup, RUNTIME_PACKAGES } from './common.mjs';

/** Short, deterministic alias names: r0, r1, …, c0, c1, …. Modules → Map(module → Map(name → alias)). */
export function aliasTable(prefix, modules) {
  const table = new Map();
  let n = 0;
  for (const [module, names] of modules) {
    table.set(module, new Map(names.map((name) => [name, `${prefix}${(n++).toString(36)}`])));
  }
  return table;
}

/**
 * The generated module that stands for a runtime package or a shared module in one importing
 * file. It reads the names from the shared chunk's namespace object: esbuild drops the reads
 * nobody uses (`export { r17 as useState } from …` would import every name into every chunk).
 * The price: values are read once, when the importing chunk runs, so a shared module must not
 * reassign an exported `let` (the analysis warns); React, signals and functions are unaffected.
 */
export function reexports(aliases, from) {
  const names = [...aliases];
  if (!names.length) return `import ${JSON.stringify(from)};`;
  return `import * as shared from ${JSON.stringify(from)};\n`
    + names.map(([, alias], i) => `const $${i} = shared.${alias};`).join('\n')
    + `\nexport { ${names.map(([name], i) => `$${i} as ${JSON.stringify(name)}`).join(', ')} };`;
}

/** The entry module of a shared chunk: re-exports each module's names under their aliases. */
export function sharedEntry(aliasesByModule, prefix = './') {
  return [...aliasesByModule].map(([module, a]) => (a.size
    ? `export { ${[...a].map(([name, alias]) => `${name} as ${alias}`).join(', ')} } from ${JSON.stringify(`${prefix}${module}`)};`
    : `import ${JSON.stringify(`${prefix}${module}`)};`)).join('\n');
}

const SKIP = { mckSkip: true };
/**
 * Each importing file gets its own generated module (the path carries the importer): a generated
 * module shared by several entry points would otherwise become a chunk of its own, one more
 * request that only forwards imports. Per importer, it always lands in its importer's chunk.
 */
const IMPORTER = '?from=';
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const RUNTIME_SPEC = new RegExp(`^(${RUNTIME_PACKAGES.map(escape).join('|')})$`);

/**
 * @typedef {object} ShimState  read at build time, so an esbuild context can stay alive across rebuilds
 * @property {Map<string, Map<string, string>>} runtimeAliases  package → (name → alias)
 * @property {string} runtimeUrl                                 "../chunks/runtime-[hash].js"
 * @property {Map<string, string>} owner                         file → group ('core', 'kit-html', …)
 * @property {Map<string, { aliases: Map<string, Map<string, string>>, url: string }>} groups
 *           group → its exported modules' aliases and its chunk's URL ('' until built)
 */

/**
 * @param {object} o
 * @param {string} o.root          project folder (module keys are relative to it)
 * @param {ShimState | (() => ShimState)} o.state  a function in watch mode: a reused esbuild context must
 *                 read the current build's state, not the one it was created with
 * @param {string | null} o.building  the group this pass builds (its own modules are bundled), null for boot/widgets
 */
export function shimPlugin({ root, state: stateOrGetter, building }) {
  const now = typeof stateOrGetter === 'function' ? stateOrGetter : () => stateOrGetter;
  return {
    name: 'mck-shared-chunks',
    setup(build) {
      // Relative, so that output (and its hash) does not depend on where the repo is checked out.
      const rel = (file) => relative(root, file).split(sep).join('/');

      build.onResolve({ filter: RUNTIME_SPEC }, (args) => {
        const state = now();
        if (!state.runtimeAliases.has(args.path)) return undefined;
        return { path: `${args.path}${IMPORTER}${rel(args.importer)}`, namespace: 'mck-runtime' };
      });
      build.onLoad({ filter: /.*/, namespace: 'mck-runtime' }, (args) => ({
        contents: reexports(now().runtimeAliases.get(args.path.split(IMPORTER)[0]), now().runtimeUrl),
        loader: 'js',
      }));

      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === SKIP || args.namespace !== 'file' || RUNTIME_SPEC.test(args.path)) return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: SKIP,
        });
        if (resolved.errors.length || resolved.external) return undefined; // esbuild reports it
        const state = now();
        const file = rel(resolved.path);
        const group = state.owner.get(file);
        if (group && group !== building) {
          const shared = state.groups.get(group);
          if (shared?.aliases.has(file)) {
            if (!shared.url) return { errors: [{ text: `${file} is in the ${group} chunk, which is not built yet (build order; please report)` }] };
            return { path: `${file}${IMPORTER}${rel(args.importer)}`, namespace: 'mck-shared' };
          }
        }
        const byPath = homeGroup(file, state.owner);
        if (byPath && byPath !== building) {
          return { errors: [{ text: `${file} is not in the ${byPath} chunk (the analysis missed it; please report)` }] };
        }
        return undefined;
      });
      build.onLoad({ filter: /.*/, namespace: 'mck-shared' }, (args) => {
        const file = args.path.split(IMPORTER)[0];
        const state = now();
        const shared = state.groups.get(state.owner.get(file));
        return { contents: reexports(shared.aliases.get(file), shared.url), loader: 'js' };
      });

      // The generated modules' imports of the shared chunks stay as they are.
      for (const namespace of ['mck-runtime', 'mck-shared']) {
        build.onResolve({ filter: /^\.\.\/chunks\//, namespace }, (args) => ({ path: args.path, external: true }));
      }
    },
  };
}

/** A virtual entry module `mck-entry:<name>`, its text computed at build time. */
export function virtualEntry(name, contents, resolveDir) {
  return {
    name: `mck-entry-${name}`,
    setup(build) {
      build.onResolve({ filter: new RegExp(`^mck-entry:${escape(name)}$`) }, () => ({ path: name, namespace: `mck-entry-${name}` }));
      build.onLoad({ filter: /.*/, namespace: `mck-entry-${name}` }, () => ({ contents: contents(), resolveDir, loader: 'ts' }));
    },
  };
}
