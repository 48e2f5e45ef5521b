#!/usr/bin/env node
/**
 * build.mjs — builds the widget bundle into dist/.
 *
 *   node build.mjs            production build (minified, NODE_ENV=production)
 *   node build.mjs --dev      unminified, NODE_ENV=development
 *   node build.mjs --watch    dev build, rebuilt on every change under core/, widgets/, loader/
 *                             (add --prod for a watched production build)
 *   node build.mjs --eager    also writes dist-eager/mck-all.js (one bundle, for the benchmark)
 *   node build.mjs --root D   build the project in folder D (fixtures); default: this folder
 *
 * What ends up in dist/ (every JS file at depth 1, see "Why" below):
 *
 *   mck-loader.js                 the classic script a CMS prints (stable URL, not hashed)
 *   manifest.json                 { boot, runtime, core, loader, widgets: { tag: { chunk, hydrate, imports } } }
 *   chunks/runtime-[hash].js      react, react-dom, react/jsx-runtime, r2wc, signals: once per page
 *   chunks/core-[hash].js         every core/ module the widgets and boot use (+ the packages they share with core)
 *   core/boot-[hash].js           core/page/boot.ts: importing it boots the page
 *   widgets/<folder>-[hash].js    one per widgets/<folder>/meta.json, built from <folder>.define.ts
 *   chunks/chunk-[hash].js        code shared by some widgets only (esbuild's own splitting)
 *
 * Why three passes and not one esbuild build with `splitting: true`
 * -----------------------------------------------------------------
 * esbuild's splitting puts each piece of code in a chunk named by the exact set of entry points
 * that reach it, so React and core/ end up scattered over many anonymous chunks whose boundaries
 * move whenever a widget starts or stops importing something. We want two named, stable shared
 * chunks instead, so the build runs in passes and links them by URL:
 *
 *   1. runtime: a generated entry re-exports every export of the runtime packages under short
 *      aliases (`export { useState as r17 } from 'react'`) → chunks/runtime-[hash].js.
 *   2. core:    a generated entry re-exports every core/ module that boot or a widget imports
 *      (and the packages that core and widgets both import, e.g. superstruct) →
 *      chunks/core-[hash].js. Its own imports of the runtime packages are replaced as in 3.
 *   3. entries: boot and the widgets, with `splitting: true`. A plugin replaces each import of a
 *      runtime package or of a shared core module with a small generated module,
 *      `export { r17 as useState } from "../chunks/runtime-[hash].js"`, whose import is external.
 *
 * The external path is known before pass 3 starts, so it is part of the bytes esbuild hashes:
 * when the runtime or core changes, every chunk that imports it gets a new name too (safe for
 * immutable caching; no post-build string patching that would break hashes and source maps).
 * The relative path "../chunks/…" must be right from every importing file, which is why every
 * JS output sits exactly one folder deep (chunks/, core/, widgets/) — the build checks it.
 * Because every importer names the same runtime URL, the browser's module map loads React once
 * per page however many widgets there are; the build also fails if React or a core/ module ever
 * lands in a widget or boot chunk (it would then run twice).
 *
 * An analysis build (bundle, write: false) runs first to learn which core/ modules and packages
 * are shared and which names they export (from esbuild's metafile), so the aliases stay exact.
 * The loader is built last, with the tag → chunk map and the boot chunk injected via `define`.
 */
import * as esbuild from 'esbuild';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, watch, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { buildLoader, STRATEGIES } from './loader/build-loader.mjs';
import { compressDist } from './build/compress.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));

/** Packages served by the runtime chunk. Missing optional ones are skipped. */
const RUNTIME_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@r2wc/react-to-web-component',
  '@preact/signals-core',
  '@preact/signals-react',
  '@preact/signals-react/runtime',
];
/** Files that must only ever be bundled into the runtime chunk. */
const RUNTIME_FILES = /(^|\/)node_modules\/(react|react-dom|scheduler|@r2wc\/[^/]+|@preact\/signals-[^/]+)\//;

const BOOT = 'core/page/boot.ts';
const TAG = /^mck-[a-z0-9]+(-[a-z0-9]+)*$/;

class BuildError extends Error {}

// ---------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------

function readOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      watch: { type: 'boolean', default: false },
      dev: { type: 'boolean', default: false },
      prod: { type: 'boolean', default: false },
      eager: { type: 'boolean', default: false },
      root: { type: 'string' },
      quiet: { type: 'boolean', default: false },
    },
  });
  const root = resolve(values.root ?? process.env.MCK_ROOT ?? HERE);
  const dev = values.dev || (values.watch && !values.prod);
  return {
    root,
    out: join(root, 'dist'),
    eagerOut: join(root, 'dist-eager'),
    watch: values.watch,
    dev,
    eager: values.eager,
    quiet: values.quiet,
  };
}

/** Settings shared by every browser build. */
function common(opts) {
  return {
    absWorkingDir: opts.root,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    jsx: 'automatic',
    minify: !opts.dev,
    sourcemap: 'linked',
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': JSON.stringify(opts.dev ? 'development' : 'production') },
    metafile: true,
    write: false,
    logLevel: 'warning',
  };
}

// ---------------------------------------------------------------------------------------------
// Discovery
// ---------------------------------------------------------------------------------------------

/** widgets/<folder>/meta.json → { folder, tag, hydrate, entry } (entry relative to the root). */
function discoverWidgets(root, log) {
  const dir = join(root, 'widgets');
  const widgets = [];
  const byTag = new Map();
  if (!existsSync(dir)) return widgets;
  for (const folder of readdirSync(dir).sort()) {
    const metaFile = join(dir, folder, 'meta.json');
    if (!existsSync(metaFile)) continue;
    let meta;
    try {
      meta = JSON.parse(readFileSync(metaFile, 'utf8'));
    } catch (err) {
      throw new BuildError(`widgets/${folder}/meta.json is not valid JSON: ${err.message}`);
    }
    if (typeof meta.tag !== 'string' || !TAG.test(meta.tag)) {
      throw new BuildError(`widgets/${folder}/meta.json: "tag" must look like "mck-name", got ${JSON.stringify(meta.tag)}`);
    }
    if (!STRATEGIES.includes(meta.hydrate)) {
      throw new BuildError(`widgets/${folder}/meta.json: "hydrate" must be one of ${STRATEGIES.join(', ')}, got ${JSON.stringify(meta.hydrate)}`);
    }
    if (byTag.has(meta.tag)) {
      throw new BuildError(`${meta.tag} is claimed by widgets/${byTag.get(meta.tag)} and widgets/${folder}`);
    }
    const entry = `widgets/${folder}/${folder}.define.ts`;
    if (!existsSync(join(root, entry))) {
      log(`warning: widgets/${folder}/meta.json has no ${folder}.define.ts yet; <${meta.tag}> is left out of this build`);
      continue;
    }
    byTag.set(meta.tag, folder);
    widgets.push({ folder, tag: meta.tag, hydrate: meta.hydrate, entry, key: `widgets/${folder}` });
  }
  return widgets;
}

/**
 * Which runtime packages are installed, and every export name of each. Node's own import gives
 * the names of CommonJS packages too (React), which esbuild's metafile cannot.
 */
async function runtimeExports() {
  const out = new Map();
  for (const spec of RUNTIME_PACKAGES) {
    try {
      const mod = await import(spec);
      out.set(spec, Object.keys(mod).filter((n) => n !== '__esModule' && n !== 'module.exports').sort());
    } catch {
      // not installed: nothing can import it either
    }
  }
  if (!out.has('react')) throw new BuildError('react is not installed (npm install)');
  return out;
}

// ---------------------------------------------------------------------------------------------
// Analysis: which modules are shared through the core chunk
// ---------------------------------------------------------------------------------------------

const isCoreFile = (p) => p.startsWith('core/') && p !== BOOT && !p.includes('.test.');

/**
 * Bundles boot + widgets in memory (runtime packages external) and walks esbuild's metafile:
 *   W0  = files reachable from the entries without entering core/
 *   R   = everything reachable from the core/ files that W0 imports (what the core chunk holds)
 *   W   = files reachable from the entries without entering R (what boot/widget chunks hold)
 *   shared = files of R that W imports directly: the core chunk re-exports exactly these.
 */
async function analyse(opts, entries, runtimeSpecs) {
  const result = await esbuild.build({
    ...common(opts),
    entryPoints: entries.map((e) => e.entry),
    outdir: join(opts.root, '.mck-analysis'),
    external: runtimeSpecs,
    sourcemap: false,
    minify: false,
    logLevel: 'error',
  });
  const inputs = result.metafile.inputs;
  const importsOf = (file) => (inputs[file]?.imports ?? []).filter((i) => !i.external).map((i) => i.path);
  const reach = (starts, stop) => {
    const seen = new Set();
    const queue = [...starts];
    while (queue.length) {
      const file = queue.pop();
      if (seen.has(file)) continue;
      seen.add(file);
      if (stop(file)) continue;
      queue.push(...importsOf(file));
    }
    return seen;
  };
  const starts = entries.map((e) => e.entry);
  const w0 = reach(starts, isCoreFile);
  const coreRoots = [...w0].filter(isCoreFile);
  const coreReach = reach(coreRoots, () => false);
  const w = reach(starts, (f) => coreReach.has(f));
  const shared = new Set();
  const problems = [];
  for (const file of w) {
    if (coreReach.has(file)) continue;
    for (const imp of inputs[file]?.imports ?? []) {
      if (imp.external || !coreReach.has(imp.path)) continue;
      if (inputs[imp.path]?.format === 'cjs') {
        problems.push(`warning: ${imp.path} (CommonJS) is used by core and by ${file}: it will be bundled twice`);
        continue;
      }
      shared.add(imp.path);
    }
  }
  // Values cross the shared-chunk boundary once (see reexports): a reassigned `let` would go stale.
  for (const file of shared) {
    if (!file.startsWith('core/')) continue;
    if (/^\s*export\s+(let|var)\s/m.test(readFileSync(join(opts.root, file), 'utf8'))) {
      problems.push(`warning: ${file} exports a let/var: widgets get its value at load time, not later changes (export a function or a signal instead)`);
    }
  }
  // Architecture rules (docs/architecture.md): a widget never imports another widget, nobody imports boot.
  for (const file of w) {
    const own = /^widgets\/([^/]+)\//.exec(file)?.[1];
    for (const imp of inputs[file]?.imports ?? []) {
      const other = /^widgets\/([^/]+)\//.exec(imp.path)?.[1];
      if (own && other && own !== other) throw new BuildError(`${file} imports ${imp.path}: a widget never imports another widget (move the shared code to core/)`);
      if (imp.path === BOOT && file !== BOOT) throw new BuildError(`${file} imports ${BOOT}: only the loader loads boot`);
    }
  }
  return { shared: [...shared].sort(), problems };
}

/** Export names of each shared module, from esbuild's metafile (types are already gone). */
async function exportNames(opts, files) {
  if (!files.length) return new Map();
  const result = await esbuild.build({
    ...common(opts),
    entryPoints: files,
    outdir: join(opts.root, '.mck-exports'),
    outbase: opts.root,
    entryNames: '[dir]/[name]-[hash]',
    packages: 'external',
    sourcemap: false,
    minify: false,
    logLevel: 'error',
  });
  const names = new Map();
  for (const output of Object.values(result.metafile.outputs)) {
    if (output.entryPoint) names.set(output.entryPoint, [...output.exports].sort());
  }
  return names;
}

/** Short, deterministic alias names: r0, r1, …, c0, c1, …. */
function aliasTable(prefix, modules) {
  const table = new Map();
  let n = 0;
  for (const [module, names] of modules) {
    table.set(module, new Map(names.map((name) => [name, `${prefix}${(n++).toString(36)}`])));
  }
  return table;
}

/**
 * The generated module that stands for a runtime package or a shared core module in one importing
 * file. It reads the names from the shared chunk's namespace object: esbuild drops the reads
 * nobody uses (`export { r17 as useState } from …` would import every name into every chunk).
 * The price: values are read once, when the importing chunk runs, so a shared module must not
 * reassign an exported `let` (the build warns); React, signals and functions are unaffected.
 */
const reexports = (aliases, from) => {
  const names = [...aliases];
  return `import * as shared from ${JSON.stringify(from)};\n`
    + names.map(([, alias], i) => `const $${i} = shared.${alias};`).join('\n')
    + `\nexport { ${names.map(([name], i) => `$${i} as ${JSON.stringify(name)}`).join(', ')} };`;
};

// ---------------------------------------------------------------------------------------------
// The shim plugin: replaces runtime and shared-core imports with re-exports of the shared chunks
// ---------------------------------------------------------------------------------------------

const SKIP = { mckSkip: true };
/**
 * Each importing file gets its own generated module (the path carries the importer): a generated
 * module shared by several entry points would otherwise become a chunk of its own, one more
 * request that only forwards imports. Per importer, it always lands in its importer's chunk.
 */
const IMPORTER = '?from=';
const SHIM_LOADER = 'js';

/**
 * @param {object} state  { runtimeSpecs, runtimeAliases, runtimeUrl, coreAliases?, coreUrl? }
 *                        read at build time, so an esbuild context can stay alive across rebuilds.
 */
function shimPlugin(opts, state, { core }) {
  return {
    name: 'mck-shared-chunks',
    setup(build) {
      // Relative, so that output (and its hash) does not depend on where the repo is checked out.
      const from = (importer) => relative(opts.root, importer).split(sep).join('/');
      const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      const runtimeFilter = new RegExp(`^(${RUNTIME_PACKAGES.map(escape).join('|')})$`);
      build.onResolve({ filter: runtimeFilter }, (args) => {
        if (!state.runtimeAliases.has(args.path)) return undefined;
        return { path: `${args.path}${IMPORTER}${from(args.importer)}`, namespace: 'mck-runtime' };
      });
      build.onLoad({ filter: /.*/, namespace: 'mck-runtime' }, (args) => ({
        contents: reexports(state.runtimeAliases.get(args.path.split(IMPORTER)[0]), state.runtimeUrl),
        loader: SHIM_LOADER,
      }));

      if (core) {
        build.onResolve({ filter: /.*/ }, async (args) => {
          if (args.pluginData === SKIP || args.namespace !== 'file' || !state.coreAliases?.size) return undefined;
          if (runtimeFilter.test(args.path)) return undefined;
          const resolved = await build.resolve(args.path, {
            kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: SKIP,
          });
          if (resolved.errors.length || resolved.external) return undefined; // esbuild reports it
          const file = relative(opts.root, resolved.path).split(sep).join('/');
          if (state.coreAliases.has(file)) return { path: `${file}${IMPORTER}${from(args.importer)}`, namespace: 'mck-core' };
          if (isCoreFile(file)) {
            return { errors: [{ text: `${file} is not in the core chunk (the analysis missed it; please report)` }] };
          }
          return undefined;
        });
        build.onLoad({ filter: /.*/, namespace: 'mck-core' }, (args) => {
          const aliases = state.coreAliases.get(args.path.split(IMPORTER)[0]);
          const contents = aliases.size ? reexports(aliases, state.coreUrl) : `import ${JSON.stringify(state.coreUrl)};`;
          return { contents, loader: SHIM_LOADER };
        });
      }

      // The generated modules' imports of the shared chunks stay as they are.
      for (const namespace of ['mck-runtime', 'mck-core']) {
        build.onResolve({ filter: /^\.\.\/chunks\//, namespace }, (args) => ({ path: args.path, external: true }));
      }
    },
  };
}

/** A virtual entry module. */
function virtualEntry(name, contents, resolveDir) {
  return {
    name: `mck-entry-${name}`,
    setup(build) {
      build.onResolve({ filter: new RegExp(`^mck-entry:${name}$`) }, () => ({ path: name, namespace: `mck-entry-${name}` }));
      build.onLoad({ filter: /.*/, namespace: `mck-entry-${name}` }, () => ({ contents: contents(), resolveDir, loader: 'ts' }));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// esbuild contexts, kept across rebuilds in watch mode
// ---------------------------------------------------------------------------------------------

const contexts = new Map();

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

// ---------------------------------------------------------------------------------------------
// The build
// ---------------------------------------------------------------------------------------------

const relOut = (opts, file) => relative(opts.out, file).split(sep).join('/');

async function buildAll(opts, log) {
  const started = performance.now();
  if (!existsSync(join(opts.root, BOOT))) {
    throw new BuildError(`${BOOT} is missing in ${opts.root}: it is the page-boot entry every build needs (see docs/architecture.md)`);
  }
  const widgets = discoverWidgets(opts.root, log);
  const entries = [{ key: 'core/boot', entry: BOOT }, ...widgets];

  // Runtime names (Node) and the analysis of what core shares.
  const runtime = await runtimeExports();
  const runtimeSpecs = [...runtime.keys()];
  const { shared, problems } = await analyse(opts, entries, runtimeSpecs);
  problems.forEach((p) => log(p));
  const coreNames = await exportNames(opts, shared);

  const state = {
    runtimeAliases: aliasTable('r', runtime),
    runtimeUrl: '',
    coreAliases: aliasTable('c', shared.map((f) => [f, coreNames.get(f) ?? []])),
    coreUrl: '',
  };
  const base = common(opts);
  const outputs = [];

  // Pass 1: runtime.
  const runtimeResult = await run('runtime', {
    ...base,
    entryPoints: { 'chunks/runtime': 'mck-entry:runtime' },
    outdir: opts.out,
    entryNames: '[dir]/[name]-[hash]',
    plugins: [virtualEntry('runtime', () => [...state.runtimeAliases].map(([spec, a]) =>
      `export { ${[...a].map(([name, alias]) => `${name} as ${alias}`).join(', ')} } from ${JSON.stringify(spec)};`).join('\n'), opts.root)],
  }, opts.watch);
  const runtimeFile = entryOutput(opts, runtimeResult, 'mck-entry-runtime:runtime');
  state.runtimeUrl = `../${relOut(opts, runtimeFile)}`;
  outputs.push(runtimeResult);

  // Pass 2: core (skipped when boot and the widgets use no core module).
  let coreFile = null;
  if (shared.length) {
    const coreResult = await run('core', {
      ...base,
      entryPoints: { 'chunks/core': 'mck-entry:core' },
      outdir: opts.out,
      entryNames: '[dir]/[name]-[hash]',
      chunkNames: 'chunks/[name]-[hash]',
      splitting: true,
      plugins: [
        shimPlugin(opts, state, { core: false }),
        virtualEntry('core', () => [...state.coreAliases].map(([file, a]) => a.size
          ? `export { ${[...a].map(([name, alias]) => `${name} as ${alias}`).join(', ')} } from ${JSON.stringify(`./${file}`)};`
          : `import ${JSON.stringify(`./${file}`)};`).join('\n'), opts.root),
      ],
    }, opts.watch);
    coreFile = entryOutput(opts, coreResult, 'mck-entry-core:core');
    state.coreUrl = `../${relOut(opts, coreFile)}`;
    outputs.push(coreResult);
  }

  // Pass 3: the widgets.
  const entryResult = await run('widgets', {
    ...base,
    entryPoints: Object.fromEntries(widgets.map((e) => [e.key, e.entry])),
    outdir: opts.out,
    entryNames: '[dir]/[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    plugins: [shimPlugin(opts, state, { core: true })],
  }, opts.watch);
  outputs.push(entryResult);

  const manifest = {
    boot: '',
    runtime: relOut(opts, runtimeFile),
    core: coreFile && relOut(opts, coreFile),
    loader: 'mck-loader.js',
    widgets: {},
  };
  for (const w of widgets) {
    manifest.widgets[w.tag] = { chunk: relOut(opts, entryOutput(opts, entryResult, w.entry)), hydrate: w.hydrate };
  }

  // Pass 4: boot, last, because it carries the hashed tag → chunk map (paths relative to itself,
  // core/boot-[hash].js). The loader then needs only boot's path: no chunk hash lives in it.
  const bootResult = await run('boot', {
    ...base,
    entryPoints: { 'core/boot': BOOT },
    outdir: opts.out,
    entryNames: '[dir]/[name]-[hash]',
    define: {
      ...base.define,
      __MCK_CHUNKS__: JSON.stringify(Object.fromEntries(Object.entries(manifest.widgets).map(([tag, w]) => [tag, `../${w.chunk}`]))),
    },
    plugins: [shimPlugin(opts, state, { core: true })],
  }, opts.watch);
  outputs.push(bootResult);
  checkSharing(opts, entryResult, outputs, shared);
  checkSharing(opts, bootResult, outputs, shared);
  manifest.boot = relOut(opts, entryOutput(opts, bootResult, BOOT));

  const graph = importGraph(opts, outputs);
  for (const w of Object.values(manifest.widgets)) w.imports = staticClosure(graph, w.chunk);

  // The loader: boot's path and the tags whose default strategy is not `visible`.
  const loader = await buildLoader({
    defaults: Object.fromEntries(Object.entries(manifest.widgets).map(([tag, w]) => [tag, w.hydrate])),
    boot: manifest.boot,
    dev: opts.dev,
    outfile: join(opts.out, 'mck-loader.js'),
  });

  const files = [
    ...outputs.flatMap((r) => r.outputFiles),
    ...loader.files,
  ].map((f) => ({ path: f.path, contents: f.contents }));
  files.push({ path: join(opts.out, 'manifest.json'), contents: Buffer.from(JSON.stringify(manifest, null, 2) + '\n') });

  let eager = null;
  if (opts.eager) eager = await buildEager(opts, entries);

  return { manifest, files, eager, ms: performance.now() - started };
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
 * right from each), no runtime package and no shared core module bundled into boot or a widget.
 */
function checkSharing(opts, entryResult, results, shared) {
  for (const result of results) {
    for (const file of Object.keys(result.metafile.outputs)) {
      if (!file.endsWith('.js')) continue;
      const rel = relative(opts.out, join(opts.root, file)).split(sep);
      if (rel.length !== 2) throw new BuildError(`${file} is not one folder below dist/; shared chunk URLs would not resolve`);
    }
  }
  const sharedSet = new Set(shared);
  for (const [file, output] of Object.entries(entryResult.metafile.outputs)) {
    for (const input of Object.keys(output.inputs)) {
      if (RUNTIME_FILES.test(input)) throw new BuildError(`${input} was bundled into ${file}: React & co. would load twice (is it imported by a path the runtime chunk does not cover?)`);
      if (sharedSet.has(input) || isCoreFile(input)) throw new BuildError(`${input} was bundled into ${file} instead of the core chunk`);
    }
  }
}

/** dist-relative chunk → its static imports (dist-relative), across all passes. */
function importGraph(opts, results) {
  const graph = new Map();
  for (const result of results) {
    for (const [file, output] of Object.entries(result.metafile.outputs)) {
      if (!file.endsWith('.js')) continue;
      const from = relOut(opts, join(opts.root, file));
      const imports = output.imports
        .filter((i) => i.kind === 'import-statement')
        .map((i) => (i.external
          ? relOut(opts, join(opts.out, dirname(from), i.path))
          : relOut(opts, join(opts.root, i.path))));
      graph.set(from, imports);
    }
  }
  return graph;
}

/** Every chunk `chunk` needs before it can run (for <link rel="modulepreload">), excluding itself. */
function staticClosure(graph, chunk) {
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
  const result = await esbuild.build({
    ...common(opts),
    entryPoints: { 'mck-all': 'mck-entry:eager' },
    outdir: opts.eagerOut,
    plugins: [virtualEntry('eager', () => entries.map((e) => `import ${JSON.stringify(`./${e.entry}`)};`).join('\n'), opts.root)],
  });
  return result.outputFiles.map((f) => ({ path: f.path, contents: f.contents }));
}

// ---------------------------------------------------------------------------------------------
// Writing and reporting
// ---------------------------------------------------------------------------------------------

function writeFiles(files) {
  for (const f of files) {
    mkdirSync(dirname(f.path), { recursive: true });
    writeFileSync(f.path, f.contents);
  }
}

/** Removes files under `dir` that this build did not write (watch mode; dist is never emptied mid-way). */
function prune(dir, keep) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      prune(path, keep);
      if (!readdirSync(path).length) rmSync(path, { recursive: true });
    } else if (!keep.has(path)) {
      rmSync(path);
    }
  }
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`.padStart(9);

function sizeTable(opts, { manifest, files, eager }) {
  const role = new Map([
    ['mck-loader.js', 'loader'],
    [manifest.runtime, 'runtime'],
    [manifest.core, 'core'],
    [manifest.boot, 'boot'],
    ...Object.entries(manifest.widgets).map(([tag, w]) => [w.chunk, tag]),
  ]);
  const rows = files
    .filter((f) => f.path.endsWith('.js'))
    .map((f) => {
      const name = relOut(opts, f.path);
      return { name, role: role.get(name) ?? 'shared', raw: f.contents.length, gzip: gzipSync(f.contents, { level: 9 }).length };
    });
  for (const f of (eager ?? []).filter((f) => f.path.endsWith('.js'))) {
    rows.push({ name: relative(opts.root, f.path), role: 'eager (all)', raw: f.contents.length, gzip: gzipSync(f.contents, { level: 9 }).length });
  }
  const order = ['loader', 'runtime', 'core', 'boot'];
  const last = (r) => (r.role.startsWith('eager') ? 1 : 0);
  rows.sort((a, b) => last(a) - last(b) || (order.indexOf(a.role) + 1 || 9) - (order.indexOf(b.role) + 1 || 9) || a.name.localeCompare(b.name));
  const width = Math.max(...rows.map((r) => r.name.length), 4);
  const lines = [`  ${'file'.padEnd(width)}  ${'role'.padEnd(20)} ${'raw'.padStart(9)} ${'gzip -9'.padStart(9)}`];
  for (const r of rows) lines.push(`  ${r.name.padEnd(width)}  ${r.role.padEnd(20)} ${kb(r.raw)} ${kb(r.gzip)}`);
  return lines.join('\n');
}

async function once(opts, log, { clean }) {
  const result = await buildAll(opts, log);
  if (clean) rmSync(opts.out, { recursive: true, force: true });
  writeFiles(result.files);
  if (!clean) prune(opts.out, new Set(result.files.map((f) => f.path)));
  await compressDist(opts.out); // <file>.br and .gz beside each .js/.json (.map: .gz): build/compress.mjs
  if (result.eager) {
    rmSync(opts.eagerOut, { recursive: true, force: true });
    writeFiles(result.eager);
  }
  if (!opts.quiet) {
    const widgets = Object.keys(result.manifest.widgets);
    log(`built ${widgets.length} widget${widgets.length === 1 ? '' : 's'} (${widgets.join(', ') || 'none'}) in ${Math.round(result.ms)} ms${opts.dev ? ' [dev]' : ''}`);
    log(sizeTable(opts, result));
  }
  return result;
}

async function main() {
  const opts = readOptions(process.argv.slice(2));
  const log = (line) => console.log(line.startsWith('warning') ? `[build] ${line}` : line);
  const report = (err) => {
    if (err instanceof BuildError) console.error(`[build] error: ${err.message}`);
    else if (err?.errors) console.error(`[build] failed with ${err.errors.length} error(s) (see above)`);
    else console.error(err);
  };

  if (!opts.watch) {
    try {
      await once(opts, log, { clean: true });
    } catch (err) {
      report(err);
      process.exitCode = 1;
    }
    return;
  }

  // Watch: rebuild (incrementally, through the esbuild contexts) after any change under
  // core/, widgets/ or loader/; a failed build keeps the last good dist/.
  let running = false;
  let again = false;
  let timer;
  const rebuild = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      await once(opts, log, { clean: false });
    } catch (err) {
      report(err);
    }
    running = false;
    if (again) {
      again = false;
      void rebuild();
    }
  };
  try {
    await once(opts, log, { clean: true });
  } catch (err) {
    report(err);
  }
  for (const folder of ['core', 'widgets', 'loader']) {
    const dir = join(opts.root, folder);
    if (!existsSync(dir)) continue;
    watch(dir, { recursive: true }, (_event, name) => {
      if (name && /\.(test|spec|browser\.test)\.|\.e2e\.|(^|\/)\./.test(String(name))) return;
      clearTimeout(timer);
      timer = setTimeout(rebuild, 80);
    });
  }
  log(`[build] watching core/, widgets/, loader/ in ${opts.root}`);
}

await main();
