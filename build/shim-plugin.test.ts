/**
 * The shim plugin: imports of the runtime and of another shared chunk's modules become reads of
 * that chunk (an external URL); the chunk being built bundles its own modules; a core/ module no
 * shared chunk exports is an error, never a silent copy.
 */
import * as esbuild from 'esbuild';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aliasTable, reexports, sharedEntry, shimPlugin } from './shim-plugin.mjs';

let root: string;
const files: Record<string, string> = {
  'core/page/config.ts': 'export const getConfig = () => "MARK_CONFIG"; export const other = 1;',
  'core/hidden.ts': 'export const hidden = "MARK_HIDDEN";',
  'core/kits/html/sanitize.ts': 'import { getConfig } from "../../page/config.js"; export const safe = () => getConfig() + "MARK_KIT";',
  'widgets/a/a.define.ts': 'import { useState } from "react";\nimport { safe } from "../../core/kits/html/sanitize.js";\nimport { getConfig } from "../../core/page/config.js";\nexport const a = [useState, safe, getConfig];',
  'widgets/b/b.define.ts': 'import { hidden } from "../../core/hidden.js";\nexport const b = hidden;',
};

const state = () => ({
  runtimeAliases: aliasTable('r', [['react', ['useEffect', 'useState']]]),
  runtimeUrl: '../chunks/runtime-RRRR.js',
  owner: new Map([['core/page/config.ts', 'core'], ['core/hidden.ts', 'core'], ['core/kits/html/sanitize.ts', 'kit-html']]),
  groups: new Map([
    ['core', { aliases: aliasTable('c', [['core/page/config.ts', ['getConfig']]]), url: '../chunks/core-CCCC.js' }],
    ['kit-html', { aliases: aliasTable('k', [['core/kits/html/sanitize.ts', ['safe']]]), url: '../chunks/kit-html-KKKK.js' }],
  ]),
});

async function bundle(entry: string, building: string | null) {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    write: false,
    metafile: true,
    outdir: path.join(root, 'out', 'widgets'),
    logLevel: 'silent',
    plugins: [shimPlugin({ root, state: state(), building })],
  });
  return { code: result.outputFiles.find((f) => f.path.endsWith('.js'))!.text, inputs: Object.keys(result.metafile.inputs) };
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'mck-shim-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('shimPlugin', () => {
  it('turns runtime, core and kit imports of a widget into reads of the shared chunks', async () => {
    const { code, inputs } = await bundle('widgets/a/a.define.ts', null);
    expect(code).toContain('"../chunks/runtime-RRRR.js"');
    expect(code).toContain('"../chunks/core-CCCC.js"');
    expect(code).toContain('"../chunks/kit-html-KKKK.js"');
    expect(code).not.toContain('MARK_CONFIG');
    expect(code).not.toContain('MARK_KIT');
    expect(inputs.filter((i) => i.startsWith('core/'))).toEqual([]);
    // Only the names the widget uses are read; the shim is per importer.
    expect(code).toMatch(/\.r1\b/); // useState
    expect(code).not.toMatch(/\.r0\b/); // useEffect
    expect(inputs).toContain('mck-shared:core/page/config.ts?from=widgets/a/a.define.ts');
  });

  it('bundles the modules of the chunk being built and shims the others', async () => {
    const { code, inputs } = await bundle('core/kits/html/sanitize.ts', 'kit-html');
    expect(code).toContain('MARK_KIT');
    expect(code).toContain('"../chunks/core-CCCC.js"');
    expect(code).not.toContain('MARK_CONFIG');
    expect(inputs).toContain('core/kits/html/sanitize.ts');
  });

  it('fails on a core module no shared chunk exports (instead of copying it)', async () => {
    await expect(bundle('widgets/b/b.define.ts', null)).rejects.toThrow(/core\/hidden\.ts is not in the core chunk/);
  });

  it('reads the state at build time when given a function (watch mode reuses contexts)', async () => {
    let current = state();
    const ctx = await esbuild.context({
      absWorkingDir: root, entryPoints: ['widgets/a/a.define.ts'], bundle: true, format: 'esm', write: false,
      outdir: path.join(root, 'out', 'widgets'), logLevel: 'silent',
      plugins: [shimPlugin({ root, state: () => current, building: null })],
    });
    try {
      expect((await ctx.rebuild()).outputFiles![0]!.text).toContain('core-CCCC.js');
      current = state();
      current.groups.get('core')!.url = '../chunks/core-DDDD.js';
      expect((await ctx.rebuild()).outputFiles![0]!.text).toContain('core-DDDD.js');
    } finally {
      await ctx.dispose();
    }
  });
});

describe('generated modules', () => {
  it('aliasTable numbers names in base 36 across modules', () => {
    const t = aliasTable('c', [['a.ts', ['x', 'y']], ['b.ts', ['z']]]);
    expect([...t.get('a.ts')!]).toEqual([['x', 'c0'], ['y', 'c1']]);
    expect([...t.get('b.ts')!]).toEqual([['z', 'c2']]);
  });
  it('reexports reads names from the chunk namespace; no names: a bare import', () => {
    expect(reexports(new Map([['useState', 'r1']]), '../chunks/runtime-R.js'))
      .toBe('import * as shared from "../chunks/runtime-R.js";\nconst $0 = shared.r1;\nexport { $0 as "useState" };');
    expect(reexports(new Map(), '../chunks/core-C.js')).toBe('import "../chunks/core-C.js";');
  });
  it('sharedEntry re-exports each module under its aliases', () => {
    const entry = sharedEntry(new Map([['core/a.ts', new Map([['x', 'c0']])], ['core/b.ts', new Map()]]));
    expect(entry).toBe('export { x as c0 } from "./core/a.ts";\nimport "./core/b.ts";');
  });
});
