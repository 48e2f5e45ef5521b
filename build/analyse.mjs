/**
 * build/analyse.mjs — which module goes into which shared chunk, and which of them each shared
 * chunk must export.
 *
 * The shared chunks ("groups") besides the runtime:
 *   core       every core/ file that is not boot, a test, or in a kit (a contract only when boot,
 *              core or a kit uses it: one only widgets use is bundled with them)
 *   kit-<name> every file under core/kits/<name>/
 * and the packages only they use: a package (or any file outside core/ and widgets/) reached from
 * exactly one group's files belongs to that group; one reached from two or more groups belongs to
 * core (so kits that share a package, or share one with core, run it once; the build says so).
 *
 * Rules, each a BuildError: core never imports a kit (every page loads core; the kit would then
 * be needed everywhere), kits import each other without cycles (each chunk's URL must be known
 * before the chunks that import it are built), core and kits never import a widget, a widget
 * never imports another widget, nobody imports boot.
 *
 * A group exports exactly the files that something outside it imports directly (a widget, boot,
 * another group). Each pass replaces those imports with a re-export of the group's chunk (see
 * shim-plugin.mjs); everything else a group reaches is bundled into its chunk.
 */
import * as esbuild from 'esbuild';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOT, BOOT_START, BuildError, common, groupOfPath, KIT_NAME, kitName } from './common.mjs';

const widgetOf = (file) => /^widgets\/([^/]+)\//.exec(file)?.[1];

/**
 * The pure part: esbuild's metafile inputs in, the plan out.
 *
 * @param {object} o
 * @param {Record<string, { imports?: { path: string, external?: boolean }[], format?: string }>} o.inputs
 * @param {string[]} o.starts  entry files (boot and the widgets' define files)
 * @param {(file: string) => string} [o.source]  a file's text (for the `export let` warning)
 * @returns {{
 *   groups: { name: string, kit: string | null, exported: string[] }[],   // in build order
 *   owner: Map<string, string>,                                           // file → group
 *   crossings: { importer: string, module: string, original: string | null, kind: string }[],
 *                                          // each import of an exported module from outside its group
 *   problems: string[],                                                   // warnings and notes
 * }}
 */
export function planSharing({ inputs, starts, source = () => '' }) {
  const importsOf = (file) => (inputs[file]?.imports ?? []).filter((i) => !i.external).map((i) => i.path);
  const reach = (from, stop) => {
    const seen = new Set();
    const queue = [...from];
    while (queue.length) {
      const file = queue.pop();
      if (seen.has(file)) continue;
      seen.add(file);
      if (stop(file)) continue;
      queue.push(...importsOf(file));
    }
    return seen;
  };
  const problems = [];
  const all = reach(starts, () => false);

  // A contract only widgets use is bundled with them (esbuild shares it between widgets that
  // both use it), not into the core chunk every page loads; one that boot or core uses belongs to
  // core; one that a single kit uses (and core does not) belongs to that kit's chunk, which only
  // the pages with its widgets load; one that several kits use, to core. A kit "uses" the
  // contracts its own files reach: one it reaches only through another kit is that kit's, which
  // every page of the first loads anyway.
  const isContract = (file) => file.startsWith('core/contracts/');
  const contractsFrom = (seeds, group) => new Set([...reach(seeds.filter((f) => all.has(f)),
    (f) => !!widgetOf(f) || (group !== undefined && !isContract(f) && groupOfPath(f) !== group))].filter(isContract));
  const inGroup = (group) => [...all].filter((file) => groupOfPath(file) === group && !isContract(file));
  const contractsOfCore = contractsFrom([...inGroup('core'), BOOT]);
  const contractGroup = new Map([...contractsOfCore].map((file) => [file, 'core']));
  const kitGroups = new Set([...all].map(groupOfPath).filter((group) => kitName(group) !== null));
  for (const group of kitGroups) {
    for (const file of contractsFrom(inGroup(group), group)) {
      if (contractsOfCore.has(file)) continue;
      contractGroup.set(file, contractGroup.has(file) && contractGroup.get(file) !== group ? 'core' : group);
    }
  }

  // Group of each core/ file by its path (a contract: as above); architecture rules on every import.
  const byPath = new Map();
  for (const file of all) {
    let group = groupOfPath(file);
    if (isContract(file)) group = contractGroup.get(file) ?? null;
    if (!group) continue;
    const kit = kitName(group);
    if (kit !== null && !KIT_NAME.test(kit)) {
      throw new BuildError(`core/kits/${kit}/: a kit folder name must be lowercase letters, digits and dashes (it names the chunk)`);
    }
    byPath.set(file, group);
  }
  for (const file of all) {
    const own = widgetOf(file);
    for (const to of importsOf(file)) {
      const other = widgetOf(to);
      if (own && other && own !== other) throw new BuildError(`${file} imports ${to}: a widget never imports another widget (move the shared code to core/)`);
      if (to === BOOT && file !== BOOT) throw new BuildError(`${file} imports ${BOOT}: only the loader loads boot (through ${BOOT_START})`);
      if (to === BOOT_START) throw new BuildError(`${file} imports ${BOOT_START}: only the loader loads boot`);
      if (byPath.has(file) && other) throw new BuildError(`${file} imports ${to}: core and kits never import a widget`);
      const from = byPath.get(file);
      const into = byPath.get(to);
      if (from === 'core' && kitName(into)) {
        throw new BuildError(`${file} imports ${to}: core never imports a kit (every page loads core, so the kit would load everywhere); move the code into core/ or let the widgets import the kit`);
      }
    }
  }

  // Packages: owned by the one group that reaches them, else by core.
  const groupNames = new Set(byPath.values());
  const claims = new Map();
  for (const group of groupNames) {
    const members = [...byPath].filter(([, g]) => g === group).map(([f]) => f);
    for (const file of reach(members, (f) => byPath.has(f) && byPath.get(f) !== group)) {
      if (byPath.has(file)) continue;
      if (!claims.has(file)) claims.set(file, new Set());
      claims.get(file).add(group);
    }
  }
  const owner = new Map(byPath);
  for (const [file, by] of claims) {
    if (by.size === 1) {
      owner.set(file, [...by][0]);
      continue;
    }
    owner.set(file, 'core');
    groupNames.add('core');
    if (!by.has('core')) {
      const name = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ?? file;
      const note = `note: ${name} is used by ${[...by].sort().join(' and ')}: it goes into the core chunk so that it runs once`;
      if (!problems.includes(note)) problems.push(note);
    }
  }

  // Exports: files imported from outside their group. Dependencies between groups.
  const exported = new Map([...groupNames].map((g) => [g, new Set()]));
  const deps = new Map([...groupNames].map((g) => [g, new Set()]));
  const crossings = [];
  for (const file of all) {
    const from = owner.get(file);
    for (const imp of inputs[file]?.imports ?? []) {
      if (imp.external) continue;
      const into = owner.get(imp.path);
      if (!into || into === from) continue;
      if (inputs[imp.path]?.format === 'cjs') {
        problems.push(`warning: ${imp.path} (CommonJS) belongs to the ${into} chunk and is also imported by ${file}: it will be bundled twice`);
        continue;
      }
      exported.get(into).add(imp.path);
      crossings.push({ importer: file, module: imp.path, original: imp.original ?? null, kind: imp.kind });
      if (from) deps.get(from).add(into);
    }
  }

  // Build order: a group after every group it imports (core first), kits by name otherwise.
  const order = [];
  const state = new Map();
  const visit = (group, path) => {
    if (state.get(group) === 'done') return;
    if (state.get(group) === 'visiting') {
      const cycle = [...path.slice(path.indexOf(group)), group];
      throw new BuildError(`kits import each other in a cycle: ${cycle.join(' → ')} (each kit chunk must be built before the kits that import it; move the shared part into one of them or into core/)`);
    }
    state.set(group, 'visiting');
    for (const dep of [...deps.get(group)].sort()) visit(dep, [...path, group]);
    state.set(group, 'done');
    order.push(group);
  };
  for (const group of [...groupNames].sort((a, b) => (a === 'core' ? -1 : b === 'core' ? 1 : a.localeCompare(b)))) visit(group, []);

  // Values cross a shared-chunk boundary once (see shim-plugin.mjs): a reassigned `let` would go stale.
  for (const [group, files] of exported) {
    for (const file of files) {
      if (!file.startsWith('core/')) continue;
      if (/^\s*export\s+(let|var)\s/m.test(source(file))) {
        problems.push(`warning: ${file} exports a let/var: importers outside the ${group} chunk get its value at load time, not later changes (export a function or a signal instead)`);
      }
    }
  }

  return {
    groups: order.filter((g) => exported.get(g).size).map((name) => ({ name, kit: kitName(name), exported: [...exported.get(name)].sort() })),
    owner,
    crossings,
    problems,
  };
}

/**
 * Bundles boot + widgets in memory (runtime packages external) and plans the shared chunks from
 * esbuild's metafile (see planSharing).
 */
export async function analyse(opts, entries, runtimeSpecs) {
  const result = await esbuild.build({
    ...common(opts),
    entryPoints: entries.map((e) => e.entry),
    outdir: join(opts.root, '.mck-analysis'),
    external: runtimeSpecs,
    sourcemap: false,
    minify: false,
    logLevel: 'error',
  });
  const source = (file) => readFileSync(join(opts.root, file), 'utf8');
  const plan = planSharing({ inputs: result.metafile.inputs, starts: entries.map((e) => e.entry), source });
  return { ...plan, used: await usedNames(plan.crossings, source) };
}

const LOADERS = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.jsx': 'jsx', '.js': 'js', '.mjs': 'js', '.cjs': 'js' };
const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The names `code` (JavaScript as esbuild prints it: TypeScript types and unused imports already
 * gone) imports from `specifier`: a Set, or 'all' when it cannot tell (namespace import,
 * `export *`, dynamic import, require, or a form it does not recognise).
 */
export function importedNames(code, specifier) {
  const spec = `["']${escapeRe(specifier)}["']`;
  const clauseRe = `((?:(?!\\b(?:import|export)\\b)[^'";])*?)`; // up to `from`, within one statement
  const names = new Set();
  let found = false;
  const addBraces = (clause) => {
    const braces = /\{([^}]*)\}/.exec(clause);
    for (const part of braces?.[1].split(',') ?? []) {
      const name = part.trim().split(/\s+as\s+/)[0]?.trim().replace(/^["']|["']$/g, '');
      if (name) names.add(name);
    }
  };
  if (new RegExp(`\\b(import|require)\\s*\\(\\s*${spec}`).test(code)) return 'all';
  for (const [, clause] of code.matchAll(new RegExp(`\\bimport\\s*${clauseRe}\\s*from\\s*${spec}`, 'g'))) {
    found = true;
    if (/\*/.test(clause)) return 'all';
    if (clause.replace(/\{[^}]*\}/, '').replace(/,/g, '').trim()) names.add('default');
    addBraces(clause);
  }
  for (const [, clause] of code.matchAll(new RegExp(`\\bexport\\s*${clauseRe}\\s*from\\s*${spec}`, 'g'))) {
    found = true;
    if (/\*/.test(clause)) return 'all';
    addBraces(clause);
  }
  if (new RegExp(`\\bimport\\s*${spec}`).test(code)) found = true; // side effects only
  return found ? names : 'all';
}

/**
 * Which names of each exported module something outside its group imports: module → Set | 'all'.
 * A shared chunk then exports only those, so esbuild can drop the rest of a package that a widget
 * imports a few names of (superstruct through core). A name missed here would be a build error
 * ("No matching export"), never a silent gap.
 */
export async function usedNames(crossings, source) {
  const used = new Map();
  const code = new Map();
  for (const c of crossings) {
    if (used.get(c.module) === 'all') continue;
    let names = 'all';
    const loader = LOADERS[/\.[^./]+$/.exec(c.importer)?.[0] ?? ''];
    if (c.kind === 'import-statement' && c.original && loader) {
      if (!code.has(c.importer)) {
        code.set(c.importer, await esbuild.transform(source(c.importer), { loader, jsx: 'automatic', logLevel: 'silent' })
          .then((r) => r.code, () => null));
      }
      const text = code.get(c.importer);
      if (text !== null) names = importedNames(text, c.original);
    }
    if (names === 'all') used.set(c.module, 'all');
    else used.set(c.module, new Set([...(used.get(c.module) ?? []), ...names]));
  }
  return used;
}

/** Export names of each shared module, from esbuild's metafile (types are already gone). */
export async function exportNames(opts, files) {
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
