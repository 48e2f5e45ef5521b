/**
 * build/passes.mjs — the build itself: analysis, then one esbuild pass per shared chunk, then the
 * widgets, boot and the loader. Returns the files to write; writes nothing (see cli.mjs).
 *
 * What ends up in dist/ (every JS file at depth 1, see "Why" below):
 *
 *   mck-loader.js                 the classic script a CMS prints (stable URL, not hashed)
 *   manifest.json                 see `manifest` in buildAll
 *   mck-fallback.css              the widgets' fallback boxes (fallback-css.mjs); plain CSS, no pass
 *   chunks/runtime-[hash].js      react, react-dom, react/jsx-runtime, r2wc, signals: once per page
 *   chunks/core-[hash].js         every core/ module (outside core/kits/) the widgets and boot use,
 *                                 and the packages they share with core or that several kits share
 *   chunks/kit-<kit>-[hash].js    one per core/kits/<kit>/ folder some widget uses (+ packages only it uses)
 *   core/boot-[hash].js           core/page/boot-start.ts, what the loader imports: boots the page in
 *                                 stages (manifest.bootImports, one at a time, yielding between)
 *   core/boot-main-[hash].js      core/page/boot.ts, boot's last stage: config, session, the tag → chunk map
 *   chunks/kit-rich-text-[hash].js the rich-text kit: boot's start imports it by URL on pages with rich text
 *   widgets/<folder>-[hash].js    one per widgets/<folder>/meta.json, built from <folder>.define.ts
 *   chunks/chunk-[hash].js        code shared by some widgets only (esbuild's own splitting)
 *
 * Why passes and not one esbuild build with `splitting: true`
 * -----------------------------------------------------------
 * esbuild's splitting puts each piece of code in a chunk named by the exact set of entry points
 * that reach it, so React and core/ end up scattered over many anonymous chunks whose boundaries
 * move whenever a widget starts or stops importing something. We want named, stable shared chunks
 * instead, so the build runs in passes and links them by URL:
 *
 *   1. runtime: a generated entry re-exports every export of the runtime packages under short
 *      aliases (`export { useState as r17 } from 'react'`) → chunks/runtime-[hash].js.
 *   2. core, then each kit (a kit after the kits it imports): a generated entry re-exports every
 *      module of the group that something outside it imports (analyse.mjs) → chunks/core-[hash].js,
 *      chunks/kit-<kit>-[hash].js. Their imports of the runtime, of core (from a kit) and of other
 *      kits are replaced as in 3.
 *   3. widgets, with `splitting: true`, then boot's main stage (it carries the hashed tag → chunk map).
 *      The shim plugin (shim-plugin.mjs) replaces each import of a runtime package or of a module
 *      another shared chunk exports with a small generated module,
 *      `export { r17 as useState } from "../chunks/runtime-[hash].js"`, whose import is external.
 *   4. boot's start (what the loader imports), last: it gets the URLs of the chunks boot's main
 *      stage needs and of the main stage itself, dependencies first, injected as a constant
 *      (`__MCK_BOOT_STAGES__`), and imports them one at a time, yielding to the main thread
 *      between two, so that evaluating React, core and boot is several tasks, not one long one.
 *
 * The external path (or injected stage URL) is known before the importing pass starts, so it is part
 * of the bytes esbuild hashes: when a shared chunk changes, every chunk that imports it gets a new name too (safe for
 * immutable caching; no post-build string patching that would break hashes and source maps).
 * The relative path "../chunks/…" must be right from every importing file, which is why every
 * JS output sits exactly one folder deep (chunks/, core/, widgets/) — the build checks it.
 * Because every importer names the same URL, the browser's module map loads React, core and each
 * kit once per page however many widgets there are; the build fails if React, a core/ module or
 * a kit module ever lands in any other chunk (it would then run twice).
 *
 * An analysis build (bundle, write: false) runs first to learn which modules each shared chunk
 * holds and exports and which names they export (from esbuild's metafile), so the aliases stay exact.
 * The loader is built last, with the boot chunk's path and the default strategies injected.
 * Every pass loads the widgets' `*.styles.ts` without the CSS comments in their template literals
 * (css-text-plugin.mjs): notes for the source's readers, not bytes for the page's.
 */
import * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { buildLoader } from '../loader/build-loader.mjs';
import { analyse, exportNames } from './analyse.mjs';
import { BOOT, BOOT_START, BuildError, common, homeGroup, relPosix, RICH_TEXT, RUNTIME_FILES } from './common.mjs';
import { discoverWidgets, runtimeExports } from './discover.mjs';
import { aliasTable, sharedEntry, shimPlugin, virtualEntry } from './shim-plugin.mjs';
import { buildLayoutCss } from './layout-css.mjs';
import { buildFallbackCss, FALLBACK_OUTPUT } from './fallback-css.mjs';
import { builtinsDefine, builtinsPlugin } from './builtins-plugin.mjs';
import { cssTextPlugin } from './css-text-plugin.mjs';

// ---------------------------------------------------------------------------------------------
// esbuild contexts, kept across rebuilds in watch mode
// ---------------------------------------------------------------------------------------------

const contexts = new Map();
/**
 * The state of the build in progress. A reused context keeps the plugins it was created with, so
 * in watch mode they read the state through this (the chunk URLs and aliases of the current build).
 */
const live = { state: null };

/** Builds with `options`; in watch mode reuses an incremental context while the options stay the same. */
async function run(name, options, watchMode) {
  if (!watchMode) return esbuild.build(options);
  const signature = JSON.stringify(options, (k, v) => (k === 'plugins' ? v.map((p) => p.name) : v));
  let entry = contexts.get(name);
  if (entry && entry.signature !== signature) {
    await entry.ctx.dispose();
    entry = undefined;
  }
  if (!entry) {
    entry = { signature, ctx: await esbuild.context(options) };
    contexts.set(name, entry);
  }
  return entry.ctx.rebuild();
}

/** Disposes the contexts of passes the last build no longer ran (a kit that went away). */
async function disposeExcept(used) {
  for (const [name, entry] of contexts) {
    if (used.has(name)) continue;
    contexts.delete(name);
    await entry.ctx.dispose();
  }
}

/** Disposes every context (watch mode ends). */
export const disposeContexts = () => disposeExcept(new Set());

// ---------------------------------------------------------------------------------------------
// The build
// ---------------------------------------------------------------------------------------------

const relOut = (opts, file) => relPosix(opts.out, file);

/**
 * V8's explicit compile hint (Chromium 136+; a plain comment elsewhere) on the chunks boot's
 * stages import, whose functions nearly all run at start: V8 compiles the whole file on a
 * background thread while it streams in, instead of on the main thread as each function is first
 * called. React DOM's body, one function in the bundle, otherwise compiles in the task that runs
 * it (about 40 of the 60 ms its evaluation took on a quiet desktop). Not on widget chunks: most
 * of their code runs only on some interaction, and eager compiling costs memory.
 */
const EAGER_COMPILE = { js: '//# allFunctionsCalledOnLoad' };

/**
 * @param {import('./common.mjs').BuildOptions} opts
 * @param {(line: string) => void} [log]
 */
export async function buildAll(opts, log = () => {}) {
  const started = performance.now();
  for (const file of [BOOT, BOOT_START]) {
    if (!existsSync(join(opts.root, file))) {
      throw new BuildError(`${file} is missing in ${opts.root}: every build needs boot's two entries (see docs/architecture.md)`);
    }
  }
  const widgets = discoverWidgets(opts.root, log);
  const entries = [{ key: 'core/boot-main', entry: BOOT }, ...widgets];

  // Runtime names (Node) and the analysis of what the shared chunks hold.
  const runtime = await runtimeExports();
  const runtimeSpecs = [...runtime.keys()];
  const plan = await analyse(opts, entries, runtimeSpecs);
  plan.problems.forEach((p) => log(p));
  const names = await exportNames(opts, plan.groups.flatMap((g) => g.exported));

  /** @type {import('./shim-plugin.mjs').ShimState} */
  const state = {
    runtimeAliases: aliasTable('r', runtime),
    runtimeUrl: '',
    owner: plan.owner,
    groups: new Map(plan.groups.map((g) => [g.name, {
      // Only the names something outside the chunk imports: the rest of a package can be dropped.
      aliases: aliasTable(g.kit ? 'k' : 'c', g.exported.map((f) => {
        const used = plan.used.get(f) ?? 'all';
        return [f, (names.get(f) ?? []).filter((n) => used === 'all' || used.has(n))];
      })),
      url: '',
    }])),
  };
  live.state = state;
  const stateNow = opts.watch ? () => live.state : () => state;
  const base = common(opts);
  const used = new Set();
  // Every chunk but boot's start reads the built-ins legacy pages replace through the set boot's
  // start guards (build/builtins-plugin.mjs); boot's start is what fills that set.
  const pass = (name, options) => {
    used.add(name);
    const routed = name !== 'boot-start';
    return run(name, {
      ...base,
      outdir: opts.out,
      entryNames: '[dir]/[name]-[hash]',
      ...options,
      define: { ...(routed && builtinsDefine), ...base.define, ...options.define },
      plugins: [...(options.plugins ?? []), ...(routed ? [builtinsPlugin()] : []), cssTextPlugin()],
    }, opts.watch);
  };
  /** every pass's result, with the group it built (checked for duplicates at the end) */
  const outputs = [];

  // Pass 1: runtime.
  const runtimeResult = await pass('runtime', {
    entryPoints: { 'chunks/runtime': 'mck-entry:runtime' },
    banner: EAGER_COMPILE,
    plugins: [virtualEntry('runtime', () => sharedEntry(stateNow().runtimeAliases, ''), opts.root)],
  });
  const runtimeFile = entryOutput(opts, runtimeResult, 'mck-entry-runtime:runtime');
  state.runtimeUrl = `../${relOut(opts, runtimeFile)}`;
  outputs.push({ result: runtimeResult, building: 'runtime' });

  // Pass 2: core, then the kits (in dependency order), each only when something imports it.
  const sharedFiles = new Map();
  for (const group of plan.groups) {
    const result = await pass(group.name, {
      entryPoints: { [`chunks/${group.name}`]: `mck-entry:${group.name}` },
      ...(group.name === 'core' ? { banner: EAGER_COMPILE } : {}),
      chunkNames: 'chunks/[name]-[hash]',
      splitting: true,
      plugins: [
        shimPlugin({ root: opts.root, state: stateNow, building: group.name }),
        virtualEntry(group.name, () => sharedEntry(stateNow().groups.get(group.name).aliases), opts.root),
      ],
    });
    const file = entryOutput(opts, result, `mck-entry-${group.name}:${group.name}`);
    state.groups.get(group.name).url = `../${relOut(opts, file)}`;
    sharedFiles.set(group.name, relOut(opts, file));
    outputs.push({ result, building: group.name });
  }

  // Pass 3: the widgets.
  const widgetResult = await pass('widgets', {
    entryPoints: Object.fromEntries(widgets.map((e) => [e.key, e.entry])),
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    plugins: [shimPlugin({ root: opts.root, state: stateNow, building: null })],
  });
  outputs.push({ result: widgetResult, building: null });

  const kits = Object.fromEntries(plan.groups.filter((g) => g.kit).map((g) => [g.kit, sharedFiles.get(g.name)]).sort());
  const manifest = {
    boot: '',
    bootImports: [],
    runtime: relOut(opts, runtimeFile),
    core: sharedFiles.get('core') ?? null,
    kits,
    loader: 'mck-loader.js',
    dev: opts.dev,
    widgets: {},
  };
  for (const w of widgets) {
    manifest.widgets[w.tag] = { chunk: relOut(opts, entryOutput(opts, widgetResult, w.entry)), hydrate: w.hydrate, source: w.entry };
  }

  // Pass 4: boot's main stage, after the widgets, because it carries the hashed tag → chunk map
  // (paths relative to itself, core/boot-main-[hash].js).
  const bootResult = await pass('boot', {
    entryPoints: { 'core/boot-main': BOOT },
    banner: EAGER_COMPILE,
    define: {
      ...base.define,
      __MCK_CHUNKS__: JSON.stringify(Object.fromEntries(Object.entries(manifest.widgets).map(([tag, w]) => [tag, `../${w.chunk}`]))),
    },
    plugins: [shimPlugin({ root: opts.root, state: stateNow, building: null })],
  });
  outputs.push({ result: bootResult, building: null });
  const bootMain = relOut(opts, entryOutput(opts, bootResult, BOOT));

  // What each widget and boot's main stage import statically: the shared chunks a page with it downloads.
  const graph = importGraph(opts, outputs.map((o) => o.result));
  manifest.bootImports = [...loadOrder(graph, bootMain), bootMain];

  // The rich-text kit: no widget imports it, boot's start does (by URL, only on pages with rich
  // text), so it is built on its own and must bundle no core module or runtime package (checkOutputs).
  const richText = await buildRichText(opts, plan, pass);
  if (richText) {
    outputs.push({ result: richText.result, building: 'kit-rich-text' });
    manifest.kits = Object.fromEntries(Object.entries({ ...manifest.kits, 'rich-text': richText.file }).sort());
  }

  // Pass 5: boot's start, last: what the loader imports. It holds the stage URLs (relative to
  // itself, core/boot-[hash].js), so it is renamed whenever a stage changes; the loader then needs
  // only its path: no other chunk hash lives in the loader.
  const startResult = await pass('boot-start', {
    entryPoints: { 'core/boot': BOOT_START },
    define: {
      ...base.define,
      __MCK_BOOT_STAGES__: JSON.stringify(manifest.bootImports.map((file) => `../${file}`)),
      ...(richText && { __MCK_RICH_TEXT__: JSON.stringify(`../${richText.file}`) }),
    },
  });
  outputs.push({ result: startResult, building: 'boot-start' });
  manifest.boot = relOut(opts, entryOutput(opts, startResult, BOOT_START));
  checkBootStart(startResult);
  if (opts.watch) await disposeExcept(used);

  checkOutputs(opts, outputs, plan);

  const kitOf = new Map(Object.entries(kits).map(([kit, file]) => [file, kit]));
  // What a widget imports only when it needs it (`import()`: the office map's Leaflet and atlas).
  const onDemand = importGraph(opts, outputs.map((o) => o.result), 'dynamic-import');
  for (const w of Object.values(manifest.widgets)) {
    w.imports = staticClosure(graph, w.chunk);
    w.kits = w.imports.filter((f) => kitOf.has(f)).map((f) => kitOf.get(f));
    const lazy = (onDemand.get(w.chunk) ?? []).filter((f) => !w.imports.includes(f));
    if (lazy.length) w.lazy = [...new Set(lazy)].sort();
  }

  // The loader: boot's path and the tags whose default strategy is not `visible`.
  const loader = await buildLoader({
    defaults: Object.fromEntries(Object.entries(manifest.widgets).map(([tag, w]) => [tag, w.hydrate])),
    boot: manifest.boot,
    dev: opts.dev,
    outfile: join(opts.out, 'mck-loader.js'),
  });

  const files = [
    ...outputs.flatMap((o) => o.result.outputFiles),
    ...loader.files,
  ].map((f) => ({ path: f.path, contents: f.contents }));
  const fallbackCss = await buildFallbackCss(opts);
  if (fallbackCss) {
    files.push({ path: fallbackCss.path, contents: fallbackCss.contents });
    manifest.fallbackCss = FALLBACK_OUTPUT;
  }
  files.push({ path: join(opts.out, 'manifest.json'), contents: Buffer.from(JSON.stringify(manifest, null, 2) + '\n') });
  const layoutCss = await buildLayoutCss(opts);
  if (layoutCss) files.push(layoutCss);

  let eager = null;
  if (opts.eager) eager = await buildEager(opts, entries);

  return { manifest, files, eager, ms: performance.now() - started };
}

/** Builds the rich-text kit when the project has one: { result, file } (dist-relative), else null. */
async function buildRichText(opts, plan, pass) {
  if (!existsSync(join(opts.root, RICH_TEXT))) return null;
  if (plan.groups.some((g) => g.name === 'kit-rich-text')) {
    throw new BuildError(`a widget imports core/kits/rich-text/: only boot's start loads it (on pages with rich text)`);
  }
  const result = await pass('rich-text', { entryPoints: { 'chunks/kit-rich-text': RICH_TEXT } });
  return { result, file: relOut(opts, entryOutput(opts, result, RICH_TEXT)) };
}

/** Output file (absolute path) of the entry point `entry`, as named in the metafile. */
function entryOutput(opts, result, entry) {
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    if (output.entryPoint === entry && file.endsWith('.js')) return join(opts.root, file);
  }
  throw new BuildError(`no output for ${entry}`);
}

/**
 * The guarantees this layout exists for: every JS output one folder deep (so "../chunks/…" is
 * right from each); React & co. only in the runtime chunk; each core/ and kit module, and each
 * module a shared chunk exports, only in its own shared chunk.
 *
 * @param {{ out: string, root: string }} opts
 * @param {{ result: { metafile: esbuild.Metafile }, building: string | null }[]} outputs
 * @param {{ owner: Map<string, string>, groups: { name: string, exported: string[] }[] }} plan
 */
export function checkOutputs(opts, outputs, plan) {
  const exportedBy = new Map(plan.groups.flatMap((g) => g.exported.map((f) => [f, g.name])));
  for (const { result, building } of outputs) {
    for (const [file, output] of Object.entries(result.metafile.outputs)) {
      if (!file.endsWith('.js')) continue;
      const rel = relative(opts.out, join(opts.root, file)).split(sep);
      if (rel.length !== 2) throw new BuildError(`${file} is not one folder below dist/; shared chunk URLs would not resolve`);
      if (building === 'runtime') continue;
      for (const input of Object.keys(output.inputs)) {
        if (RUNTIME_FILES.test(input)) {
          throw new BuildError(`${input} was bundled into ${file}: React & co. would load twice (is it imported by a path the runtime chunk does not cover?)`);
        }
        // Boot's start runs before every chunk; what it bundles (checkBootStart) holds no state a
        // chunk shares (the hydration names, and the guard that fills `__mckBuiltins` once).
        if (building === 'boot-start' && BOOT_START_BUNDLES.includes(input)) continue;
        const home = exportedBy.get(input) ?? homeGroup(input, plan.owner);
        if (home && home !== building) throw new BuildError(`${input} was bundled into ${file} instead of the ${home} chunk: it would run twice on a page`);
      }
    }
  }
}

/** dist-relative chunk → its static imports (dist-relative), across all passes; `kind` 'dynamic-import' for the on-demand ones. */
function importGraph(opts, results, kind = 'import-statement') {
  const graph = new Map();
  for (const result of results) {
    for (const [file, output] of Object.entries(result.metafile.outputs)) {
      if (!file.endsWith('.js')) continue;
      const from = relOut(opts, join(opts.root, file));
      const imports = output.imports
        .filter((i) => i.kind === kind)
        .map((i) => (i.external
          ? relOut(opts, join(opts.out, dirname(from), i.path))
          : relOut(opts, join(opts.root, i.path))));
      graph.set(from, imports);
    }
  }
  return graph;
}

/**
 * Every chunk `chunk` imports statically (directly or not), dependencies before the chunks that
 * import them: importing them one at a time in this order evaluates one chunk per import.
 */
export function loadOrder(graph, chunk) {
  const order = [];
  const seen = new Set([chunk]);
  const visit = (c) => {
    for (const next of graph.get(c) ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      visit(next);
      order.push(next);
    }
  };
  visit(chunk);
  return order;
}

/**
 * What boot's start may bundle besides itself: the built-ins guard and the diagnostics, which
 * must run before any other chunk, and the hydration names they read. None imports anything else.
 */
export const BOOT_START_BUNDLES = ['core/page/builtins.ts', 'core/page/diagnostics.ts', 'core/host/hydration.ts'];

/**
 * Boot's start must import nothing statically and bundle only itself and BOOT_START_BUNDLES:
 * anything else would run before its first stage (React, core), in the one long task the stages
 * exist to split.
 */
export function checkBootStart(result) {
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    if (!file.endsWith('.js')) continue;
    const imports = output.imports.filter((i) => i.kind === 'import-statement').map((i) => i.path);
    const inputs = Object.keys(output.inputs).filter((i) => i !== BOOT_START && !BOOT_START_BUNDLES.includes(i) && !i.startsWith('<define:'));
    if (imports.length || inputs.length) {
      throw new BuildError(`${BOOT_START} must import nothing (it would run before boot's first stage), but ${file} ${imports.length ? `imports ${imports.join(', ')}` : `bundles ${inputs.join(', ')}`}`);
    }
  }
}

/** Every chunk `chunk` needs before it can run (for <link rel="modulepreload">), excluding itself. */
export function staticClosure(graph, chunk) {
  const seen = new Set();
  const visit = (c) => {
    for (const next of graph.get(c) ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        visit(next);
      }
    }
  };
  visit(chunk);
  seen.delete(chunk);
  return [...seen].sort();
}

/** dist-eager/mck-all.js: boot and every widget in one ESM file (benchmark baseline). */
async function buildEager(opts, entries) {
  // The guard's module runs first (imports evaluate in order; core/page/builtins.ts reads no
  // routed global itself), then every widget, which reads the set it filled.
  const guard = `import { guardBuiltins, reportBuiltins } from "./core/page/builtins.ts"; reportBuiltins(guardBuiltins());`;
  const all = ['import "mck-entry:guard";', ...entries.map((e) => `import ${JSON.stringify(`./${e.entry}`)};`)].join('\n');
  const result = await esbuild.build({
    ...common(opts),
    define: { ...builtinsDefine, ...common(opts).define },
    entryPoints: { 'mck-all': 'mck-entry:eager' },
    outdir: opts.eagerOut,
    plugins: [virtualEntry('eager', () => all, opts.root), virtualEntry('guard', () => guard, opts.root), builtinsPlugin(), cssTextPlugin()],
  });
  return result.outputFiles.map((f) => ({ path: f.path, contents: f.contents }));
}
