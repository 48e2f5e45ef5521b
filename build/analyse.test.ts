/** planSharing (which module goes into which shared chunk, the rules) and importedNames, on synthetic graphs. */
import { describe, expect, it } from 'vitest';
import { importedNames, planSharing } from './analyse.mjs';
import { BuildError } from './common.mjs';

type Graph = Record<string, string[] | { imports: string[]; format?: string }>;
const inputsOf = (graph: Graph) => Object.fromEntries(Object.entries(graph).map(([file, v]) => {
  const { imports, format } = Array.isArray(v) ? { imports: v, format: 'esm' } : v;
  return [file, { imports: imports.map((path) => ({ path, kind: 'import-statement', original: path })), format: format ?? 'esm' }];
}));
const plan = (graph: Graph, starts = ['core/page/boot.ts', ...Object.keys(graph).filter((f) => f.endsWith('.define.ts'))]) =>
  planSharing({ inputs: inputsOf(graph), starts });

const BOOT = 'core/page/boot.ts';

describe('planSharing', () => {
  it('gives each kit its own group and keeps the rest of core in core', () => {
    const p = plan({
      [BOOT]: ['core/page/config.ts'],
      'core/page/config.ts': [],
      'widgets/a/a.define.ts': ['core/kits/html/sanitize.ts', 'core/page/config.ts'],
      'core/kits/html/sanitize.ts': ['node_modules/dompurify/dist/purify.es.mjs'],
      'node_modules/dompurify/dist/purify.es.mjs': [],
    });
    expect(p.groups.map((g) => g.name)).toEqual(['core', 'kit-html']);
    expect(p.groups.find((g) => g.name === 'kit-html')!.exported).toEqual(['core/kits/html/sanitize.ts']);
    expect(p.groups.find((g) => g.name === 'core')!.exported).toEqual(['core/page/config.ts']);
    // A package only the kit uses lives in the kit's chunk.
    expect(p.owner.get('node_modules/dompurify/dist/purify.es.mjs')).toBe('kit-html');
  });

  it('orders kits after the kits they import, and lets a kit import core', () => {
    const p = plan({
      [BOOT]: [],
      'widgets/a/a.define.ts': ['core/kits/form/index.ts'],
      'core/kits/form/index.ts': ['core/kits/async/index.ts', 'core/text/validation.ts'],
      'core/kits/async/index.ts': ['core/page/config.ts'],
      'core/text/validation.ts': [],
      'core/page/config.ts': [],
    });
    expect(p.groups.map((g) => g.name)).toEqual(['core', 'kit-async', 'kit-form']);
    expect(p.groups.find((g) => g.name === 'core')!.exported).toEqual(['core/page/config.ts', 'core/text/validation.ts']);
    expect(p.groups.find((g) => g.name === 'kit-async')!.exported).toEqual(['core/kits/async/index.ts']);
  });

  it('puts a package that two kits use into core, with a note, and one core and a widget share into core', () => {
    const p = plan({
      [BOOT]: ['core/page/config.ts'],
      'core/page/config.ts': ['node_modules/superstruct/dist/index.mjs'],
      'node_modules/superstruct/dist/index.mjs': [],
      'widgets/a/a.define.ts': ['core/kits/list/index.ts', 'core/kits/dialog/index.ts', 'node_modules/superstruct/dist/index.mjs'],
      'core/kits/list/index.ts': ['node_modules/focus-lib/index.js'],
      'core/kits/dialog/index.ts': ['node_modules/focus-lib/index.js'],
      'node_modules/focus-lib/index.js': [],
    });
    expect(p.owner.get('node_modules/focus-lib/index.js')).toBe('core');
    expect(p.owner.get('node_modules/superstruct/dist/index.mjs')).toBe('core');
    expect(p.groups.find((g) => g.name === 'core')!.exported).toEqual(expect.arrayContaining(['node_modules/focus-lib/index.js', 'node_modules/superstruct/dist/index.mjs']));
    expect(p.problems.join('\n')).toMatch(/focus-lib is used by kit-dialog and kit-list: it goes into the core chunk/);
  });

  it('puts a contract only one kit uses into that kit\'s chunk, and one that several kits use into core', () => {
    const p = plan({
      [BOOT]: ['core/session/session.ts'],
      'core/session/session.ts': ['core/contracts/user.ts'],
      'core/contracts/user.ts': [],
      'core/kits/account/index.ts': ['core/contracts/saved.ts', 'core/contracts/user.ts', 'core/contracts/both.ts'],
      'core/kits/form/index.ts': ['core/contracts/both.ts'],
      'core/contracts/saved.ts': ['core/contracts/user.ts'],
      'core/contracts/both.ts': [],
      'widgets/a/a.define.ts': ['core/kits/account/index.ts', 'core/kits/form/index.ts', 'core/contracts/saved.ts'],
    });
    expect(p.owner.get('core/contracts/saved.ts')).toBe('kit-account');
    expect(p.owner.get('core/contracts/user.ts')).toBe('core');
    expect(p.owner.get('core/contracts/both.ts')).toBe('core');
    expect(p.groups.find((g) => g.name === 'kit-account')!.exported).toEqual(['core/contracts/saved.ts', 'core/kits/account/index.ts']);
  });

  it('leaves a contract a kit reaches only through another kit in that other kit', () => {
    const p = plan({
      [BOOT]: [],
      'core/kits/subscriptions/index.ts': ['core/contracts/subscriptions.ts'],
      'core/contracts/subscriptions.ts': [],
      'core/kits/registration/index.ts': ['core/kits/subscriptions/index.ts'],
      'widgets/a/a.define.ts': ['core/kits/registration/index.ts'],
    });
    expect(p.owner.get('core/contracts/subscriptions.ts')).toBe('kit-subscriptions');
  });

  it('leaves a contract only widgets use out of core, and puts one that core uses into core', () => {
    const p = plan({
      [BOOT]: ['core/session/session.ts'],
      'core/session/session.ts': ['core/contracts/auth.ts'],
      'core/contracts/auth.ts': ['core/contracts/envelope.ts'],
      'core/contracts/envelope.ts': [],
      'core/kits/list/index.ts': ['core/contracts/paging.ts'],
      'core/contracts/paging.ts': [],
      'widgets/a/a.define.ts': ['core/contracts/search.ts', 'core/contracts/auth.ts', 'core/kits/list/index.ts'],
      'core/contracts/search.ts': ['core/contracts/envelope.ts'],
    });
    expect(p.owner.get('core/contracts/auth.ts')).toBe('core');
    expect(p.owner.get('core/contracts/envelope.ts')).toBe('core');
    expect(p.owner.get('core/contracts/paging.ts')).toBe('kit-list'); // the list kit alone uses it
    expect(p.owner.has('core/contracts/search.ts')).toBe(false);
    expect(p.groups.find((g) => g.name === 'core')!.exported).toEqual(['core/contracts/auth.ts', 'core/contracts/envelope.ts', 'core/session/session.ts']);
  });

  it('keeps code only widgets share out of every shared chunk', () => {
    const p = plan({
      [BOOT]: [],
      'widgets/a/a.define.ts': ['node_modules/keen-slider/index.mjs'],
      'widgets/b/b.define.ts': ['node_modules/keen-slider/index.mjs'],
      'node_modules/keen-slider/index.mjs': [],
    });
    expect(p.owner.has('node_modules/keen-slider/index.mjs')).toBe(false);
    expect(p.groups).toEqual([]);
  });

  it('refuses core importing a kit, kits in a cycle, core importing a widget, widgets importing each other, imports of boot', () => {
    expect(() => plan({ [BOOT]: ['core/host/x.ts'], 'core/host/x.ts': ['core/kits/html/sanitize.ts'], 'core/kits/html/sanitize.ts': [] }))
      .toThrow(/core never imports a kit/);
    expect(() => plan({
      [BOOT]: [], 'widgets/a/a.define.ts': ['core/kits/a/index.ts'],
      'core/kits/a/index.ts': ['core/kits/b/index.ts'], 'core/kits/b/index.ts': ['core/kits/a/index.ts'],
    })).toThrow(/cycle: kit-a → kit-b → kit-a|cycle: kit-b → kit-a → kit-b/);
    expect(() => plan({ [BOOT]: ['core/x.ts'], 'core/x.ts': ['widgets/a/a.tsx'], 'widgets/a/a.tsx': [] })).toThrow(/never import a widget/);
    expect(() => plan({ [BOOT]: [], 'widgets/a/a.define.ts': ['widgets/b/b.tsx'], 'widgets/b/b.tsx': [] })).toThrow(/another widget/);
    expect(() => plan({ [BOOT]: [], 'widgets/a/a.define.ts': [BOOT] })).toThrow(BuildError);
    expect(() => plan({ [BOOT]: [], 'widgets/a/a.define.ts': ['core/kits/Bad_Name/x.ts'], 'core/kits/Bad_Name/x.ts': [] })).toThrow(/kit folder name/);
  });

  it('does not export a CommonJS module across chunks (warns: it would be bundled twice)', () => {
    const p = plan({
      [BOOT]: ['core/x.ts'], 'core/x.ts': ['node_modules/old/index.js'],
      'node_modules/old/index.js': { imports: [], format: 'cjs' },
      'widgets/a/a.define.ts': ['node_modules/old/index.js'],
    });
    expect(p.groups.find((g) => g.name === 'core')!.exported).toEqual(['core/x.ts']);
    expect(p.problems.join('\n')).toMatch(/CommonJS.*bundled twice/);
  });

  it('records each import that crosses into a shared chunk', () => {
    const p = plan({ [BOOT]: ['core/x.ts'], 'core/x.ts': [], 'widgets/a/a.define.ts': ['core/x.ts'] });
    expect(p.crossings.map((c) => `${c.importer} → ${c.module}`).sort()).toEqual([`${BOOT} → core/x.ts`, 'widgets/a/a.define.ts → core/x.ts']);
  });
});

describe('importedNames', () => {
  it('reads named, default and re-exported names', () => {
    const code = 'import x, { a, b as c } from "spec";\nimport { d } from "other";\nexport { e, f as g } from "spec";\n';
    expect(importedNames(code, 'spec')).toEqual(new Set(['default', 'a', 'b', 'e', 'f']));
    expect(importedNames(code, 'other')).toEqual(new Set(['d']));
  });
  it('handles multi-line clauses and statements before them', () => {
    const code = 'export function f() {}\nexport {\n  a,\n  b\n} from "../x.js";\nimport "../side.js";\n';
    expect(importedNames(code, '../x.js')).toEqual(new Set(['a', 'b']));
    expect(importedNames(code, '../side.js')).toEqual(new Set());
  });
  it('answers "all" when it cannot tell', () => {
    expect(importedNames('import * as ns from "spec";', 'spec')).toBe('all');
    expect(importedNames('export * from "spec";', 'spec')).toBe('all');
    expect(importedNames('const m = import("spec");', 'spec')).toBe('all');
    expect(importedNames('const m = require("spec");', 'spec')).toBe('all');
    expect(importedNames('nothing here', 'spec')).toBe('all');
  });
});
