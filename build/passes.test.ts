/**
 * The build on a fixture project (build/fixtures/kits): each kit its own shared chunk, loaded only
 * by the widgets that import it; every module in exactly one chunk; the duplicate check.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildError } from './common.mjs';
import { buildAll, checkBootStart, checkOutputs, disposeContexts, loadOrder } from './passes.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'kits');
let out: string;
let built: Awaited<ReturnType<typeof buildAll>>;
const text = (file: string) => {
  const f = built.files.find((x) => path.relative(out, x.path).split(path.sep).join('/') === file);
  if (!f) throw new Error(`no ${file}`);
  return Buffer.from(f.contents).toString('utf8');
};
const jsFiles = () => built.files.filter((f) => f.path.endsWith('.js'));

beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'mck-build-'));
  built = await buildAll({ root, out, eagerOut: path.join(out, 'eager'), dev: false, watch: false, eager: false, quiet: true });
});
afterAll(() => rm(out, { recursive: true, force: true }));

describe('buildAll on a project with kits', () => {
  it('builds each kit into chunks/kit-<kit>-[hash].js and lists it in the manifest', () => {
    const { manifest } = built;
    expect(Object.keys(manifest.kits).sort()).toEqual(['alpha', 'beta']);
    expect(manifest.kits.alpha).toMatch(/^chunks\/kit-alpha-[A-Z0-9]+\.js$/);
    expect(manifest.kits.beta).toMatch(/^chunks\/kit-beta-[A-Z0-9]+\.js$/);
    expect(manifest.core).toMatch(/^chunks\/core-[A-Z0-9]+\.js$/);
  });

  it('a widget imports the kits it uses (and those they import), another widget none', () => {
    const { manifest } = built;
    const one = manifest.widgets['mck-one'];
    const two = manifest.widgets['mck-two'];
    expect(one.kits.sort()).toEqual(['alpha', 'beta']);
    expect(one.imports).toEqual(expect.arrayContaining([manifest.kits.alpha, manifest.kits.beta, manifest.core, manifest.runtime]));
    expect(two.kits).toEqual([]);
    expect(two.imports).not.toContain(manifest.kits.alpha);
    expect(two.imports).not.toContain(manifest.kits.beta);
    expect(manifest.bootImports).toContain(manifest.core);
    expect(manifest.bootImports).not.toContain(manifest.kits.alpha);
  });

  it("boot is staged: the loader's target holds the stage URLs, what boot's main stage imports first, the main stage last, and imports nothing", () => {
    const { manifest } = built;
    expect(manifest.boot).toMatch(/^core\/boot-[A-Z0-9]+\.js$/);
    const main = manifest.bootImports.at(-1)!;
    expect(main).toMatch(/^core\/boot-main-[A-Z0-9]+\.js$/);
    expect(manifest.bootImports).toEqual([manifest.core, main]); // the fixture's boot uses core, not React (the order: loadOrder below)
    const start = text(manifest.boot);
    expect(start).toContain(JSON.stringify(manifest.bootImports.map((f: string) => `../${f}`)).slice(1, -1));
    expect(start).not.toMatch(/\bimport\s*[*{"']/);
    expect(start).not.toContain('MARK_CORE_UTIL');
    // The main stage holds boot's code and links to core by URL.
    expect(text(main)).toContain(`../${manifest.core}`);
    expect(text(main)).not.toContain('MARK_CORE_UTIL');
  });

  it("boot's start gets a new name when a stage changes (its URLs are part of what esbuild hashes)", async () => {
    const copy = await mkdtemp(path.join(path.dirname(root), '.stage-'));
    const dist = path.join(copy, 'dist');
    await cp(root, copy, { recursive: true });
    try {
      const opts = { root: copy, out: dist, eagerOut: path.join(copy, 'eager'), dev: false, watch: false, eager: false, quiet: true };
      const first = await buildAll(opts);
      const util = path.join(copy, 'core', 'util.ts');
      await writeFile(util, `${await readFile(util, 'utf8')}\nexport const changed = 'MARK_CHANGED';\n`);
      await writeFile(path.join(copy, 'core', 'page', 'boot.ts'), "import { changed, coreMarker } from '../util.js';\n\nexport const booted = coreMarker(changed);\n");
      const second = await buildAll(opts);
      expect(second.manifest.core).not.toBe(first.manifest.core);
      expect(second.manifest.boot).not.toBe(first.manifest.boot);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });

  it('puts every module in exactly one chunk', () => {
    for (const marker of ['MARK_CORE_UTIL', 'MARK_KIT_ALPHA', 'MARK_KIT_BETA']) {
      const holders = jsFiles().filter((f) => Buffer.from(f.contents).toString('utf8').includes(marker));
      expect(holders, marker).toHaveLength(1);
    }
    expect(text(built.manifest.kits.alpha)).toContain('MARK_KIT_ALPHA');
    expect(text(built.manifest.kits.beta)).toContain('MARK_KIT_BETA');
    expect(text(built.manifest.core!)).toContain('MARK_CORE_UTIL');
  });

  it('links a kit to core and to the kits it imports by URL, and leaves unused core exports out', () => {
    const beta = text(built.manifest.kits.beta);
    expect(beta).toContain(`../${built.manifest.kits.alpha}`);
    expect(text(built.manifest.kits.alpha)).toContain(`../${built.manifest.core}`);
    expect(text(built.manifest.core!)).not.toContain('MARK_CORE_UNUSED');
  });
});

describe('checkOutputs', () => {
  const plan = { owner: new Map([['core/util.ts', 'core'], ['core/kits/alpha/index.ts', 'kit-alpha']]), groups: [{ name: 'core', exported: ['core/util.ts'] }, { name: 'kit-alpha', exported: ['core/kits/alpha/index.ts'] }] };
  const result = (inputs: string[]) => ({ metafile: { inputs: {}, outputs: { 'dist/widgets/one-AAAA.js': { imports: [], exports: [], inputs: Object.fromEntries(inputs.map((i) => [i, { bytesInOutput: 1 }])), bytes: 1 } } } });
  const opts = { root: '/p', out: '/p/dist' };

  it('fails when React lands in a widget chunk', () => {
    expect(() => checkOutputs(opts, [{ result: result(['node_modules/react/cjs/react.production.js']), building: null }] as never, plan))
      .toThrow(/React & co. would load twice/);
  });
  it('fails when a core or kit module lands in a widget chunk', () => {
    expect(() => checkOutputs(opts, [{ result: result(['core/util.ts']), building: null }] as never, plan)).toThrow(BuildError);
    expect(() => checkOutputs(opts, [{ result: result(['core/kits/alpha/index.ts']), building: null }] as never, plan)).toThrow(/instead of the kit-alpha chunk/);
  });
  it('fails when a kit module lands in another kit or in core', () => {
    expect(() => checkOutputs(opts, [{ result: result(['core/kits/alpha/index.ts']), building: 'kit-beta' }] as never, plan)).toThrow(/kit-alpha/);
    expect(() => checkOutputs(opts, [{ result: result(['core/kits/alpha/index.ts']), building: 'core' }] as never, plan)).toThrow(/kit-alpha/);
  });
  it('accepts a module in its own chunk and widget code in a widget chunk', () => {
    expect(() => checkOutputs(opts, [{ result: result(['core/kits/alpha/index.ts']), building: 'kit-alpha' }] as never, plan)).not.toThrow();
    expect(() => checkOutputs(opts, [{ result: result(['widgets/one/one.define.ts']), building: null }] as never, plan)).not.toThrow();
  });
});

describe('loadOrder', () => {
  it('lists what a chunk imports, directly or not, each after the chunks it imports', () => {
    const graph = new Map([
      ['core/boot-main.js', ['chunks/kit-b.js', 'chunks/core.js', 'chunks/runtime.js']],
      ['chunks/kit-b.js', ['chunks/kit-a.js', 'chunks/core.js', 'chunks/runtime.js']],
      ['chunks/kit-a.js', ['chunks/core.js']],
      ['chunks/core.js', ['chunks/runtime.js']],
      ['chunks/runtime.js', []],
    ]);
    expect(loadOrder(graph, 'core/boot-main.js')).toEqual(['chunks/runtime.js', 'chunks/core.js', 'chunks/kit-a.js', 'chunks/kit-b.js']);
    expect(loadOrder(graph, 'chunks/runtime.js')).toEqual([]);
  });
});

describe('checkBootStart', () => {
  const result = (imports: string[], inputs: string[]) => ({ metafile: { inputs: {}, outputs: { 'dist/core/boot-AAAA.js': { imports: imports.map((p) => ({ path: p, kind: 'import-statement', external: true })), exports: [], inputs: Object.fromEntries(inputs.map((i) => [i, { bytesInOutput: 1 }])), bytes: 1 } } } });
  it('fails when boot start imports a chunk or bundles another module', () => {
    expect(() => checkBootStart(result(['../chunks/core-C.js'], ['core/page/boot-start.ts']) as never)).toThrow(/must import nothing.*imports \.\.\/chunks\/core-C\.js/);
    expect(() => checkBootStart(result([], ['core/page/boot-start.ts', 'core/page/config.ts']) as never)).toThrow(/bundles core\/page\/config\.ts/);
  });
  it('accepts boot start alone with its injected stage list', () => {
    expect(() => checkBootStart(result([], ['core/page/boot-start.ts', '<define:__MCK_BOOT_STAGES__>']) as never)).not.toThrow();
  });
});

describe('watch mode (esbuild contexts reused across rebuilds)', () => {
  it('links the widgets to the new core chunk after core changes', async () => {
    // A copy inside the repository, so that packages (react) resolve as from the fixture.
    const copy = path.join(path.dirname(root), `.watch-${process.pid}`);
    const dist = path.join(copy, 'dist');
    await cp(root, copy, { recursive: true });
    const opts = { root: copy, out: dist, eagerOut: path.join(copy, 'eager'), dev: true, watch: true, eager: false, quiet: true };
    try {
      const first = await buildAll(opts);
      const util = path.join(copy, 'core', 'util.ts');
      await writeFile(util, `${await readFile(util, 'utf8')}\nexport const added = () => 'MARK_ADDED';\n`);
      const two = path.join(copy, 'widgets', 'two', 'two.define.ts');
      await writeFile(two, "import { added, coreMarker } from '../../core/util.js';\n\nexport const two = () => coreMarker(added());\n");
      const second = await buildAll(opts);
      expect(second.manifest.core).not.toBe(first.manifest.core);
      const chunk = second.files.find((f) => f.path.endsWith(second.manifest.widgets['mck-two'].chunk))!;
      expect(Buffer.from(chunk.contents).toString('utf8')).toContain(`../${second.manifest.core}`);
      const core = second.files.find((f) => f.path.endsWith(second.manifest.core!))!;
      expect(Buffer.from(core.contents).toString('utf8')).toContain('MARK_ADDED');
    } finally {
      await disposeContexts();
      await rm(copy, { recursive: true, force: true });
    }
  });
});
