/**
 * build/cli.mjs — `node build.mjs [--dev] [--watch [--prod]] [--eager] [--quiet]`: options, writing
 * dist/ (then the precompressed copies, build/compress.mjs), the size table, watch mode.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, watch, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { compressDist } from './compress.mjs';
import { BuildError, relPosix } from './common.mjs';
import { buildAll } from './passes.mjs';
import { formatSizeTable, gzipSize, measure } from './size-report.mjs';

/** The project folder: the one holding build.mjs. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** @returns {import('./common.mjs').BuildOptions} */
export function readOptions(argv, root = ROOT) {
  const { values } = parseArgs({
    args: argv,
    options: {
      watch: { type: 'boolean', default: false },
      dev: { type: 'boolean', default: false },
      prod: { type: 'boolean', default: false },
      eager: { type: 'boolean', default: false },
      quiet: { type: 'boolean', default: false },
    },
  });
  return {
    root,
    out: join(root, 'dist'),
    eagerOut: join(root, 'dist-eager'),
    watch: values.watch,
    dev: values.dev || (values.watch && !values.prod),
    eager: values.eager,
    quiet: values.quiet,
  };
}

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

/** The size table of a build still in memory (build/size-report.mjs; caps only mean something in production). */
function sizeTable(opts, { manifest, files, eager }) {
  const bytes = new Map(files.map((f) => [relPosix(opts.out, f.path), f.contents]));
  const { rows, problems } = measure(
    manifest,
    (file) => Buffer.from(bytes.get(file) ?? []),
    (file) => (existsSync(join(opts.root, file)) ? readFileSync(join(opts.root, file), 'utf8') : null),
  );
  for (const r of rows) {
    if (opts.dev) Object.assign(r, { cap: null, over: false });
  }
  for (const f of (eager ?? []).filter((f) => f.path.endsWith('.js'))) {
    rows.push({ file: relPosix(opts.root, f.path), kind: 'eager', role: 'eager (all)', raw: f.contents.length, gzip: gzipSize(f.contents), cap: null, why: null, over: false });
  }
  const lines = [formatSizeTable(rows)];
  if (!opts.dev) lines.push(...problems.map((p) => `[build] warning: ${p} (npm run size fails)`));
  return lines.join('\n');
}

/** One build, written to dist/. */
export async function once(opts, log, { clean }) {
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
    const kits = Object.keys(result.manifest.kits);
    log(`built ${widgets.length} widget${widgets.length === 1 ? '' : 's'} (${widgets.join(', ') || 'none'}), ${kits.length} kit${kits.length === 1 ? '' : 's'} (${kits.join(', ') || 'none'}) in ${Math.round(result.ms)} ms${opts.dev ? ' [dev]' : ''}`);
    log(sizeTable(opts, result));
  }
  return result;
}

export async function main(argv = process.argv.slice(2)) {
  const opts = readOptions(argv);
  const log = (line) => console.log(/^(warning|note)/.test(line) ? `[build] ${line}` : line);
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
