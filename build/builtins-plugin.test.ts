import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILTIN_DEFINES } from '../core/page/builtins.js';
// @ts-expect-error: plain .mjs modules without declarations
import { builtinsDefine, routeBindCalls } from './builtins-plugin.mjs';
// @ts-expect-error: plain .mjs modules without declarations
import { patchPackage } from './package-patches.mjs';

const ROOT = join(import.meta.dirname, '..');

/** Source files of the bundle (not tests) under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.|\.d\.ts$|browser\.test/.test(name) ? [path] : [];
  });
}

describe('routing the bundle around replaced built-ins', () => {
  it('routes every x.bind(…) call through the guarded bind, and nothing else', () => {
    const code = [
      'const a = dispatch.bind(null, fiber, queue);',
      'const b = this.handler.bind(this);',
      'const c = Function.prototype.call.bind(Object.prototype.hasOwnProperty);',
      'const d = fn.bind(x).bind(y);',
      'const s = "x.bind(y)"; // and a comment: y.bind(z)',
      'const r = /\\.bind\\(/;',
      'obj.bind = 1; const e = obj?.bind(q); const f = obj.bind?.(q);',
    ].join('\n');
    const routed: string = routeBindCalls(code, 'test.js').split('\n//# sourceMappingURL=')[0];
    expect(routed.split('\n')).toEqual([
      'const a = __mckBuiltins.bindOf(dispatch)(null, fiber, queue);',
      'const b = __mckBuiltins.bindOf(this.handler)(this);',
      'const c = __mckBuiltins.bindOf(Function.prototype.call)(Object.prototype.hasOwnProperty);',
      'const d = __mckBuiltins.bindOf(__mckBuiltins.bindOf(fn)(x))(y);',
      'const s = "x.bind(y)"; // and a comment: y.bind(z)',
      'const r = /\\.bind\\(/;',
      'obj.bind = 1; const e = obj?.bind(q); const f = obj.bind?.(q);',
    ]);
    expect(routeBindCalls('const x = 1;', 'test.js')).toBeNull();
  });

  it("routes the globals boot's start guards, read from core/page/builtins.ts", () => {
    expect(builtinsDefine).toEqual(BUILTIN_DEFINES);
    expect(builtinsDefine['Function.prototype.bind']).toBe('__mckBuiltins.bind');
  });

  it('our own code calls no .bind (only packages are rewritten; an arrow function does the same)', () => {
    // The guard itself is where `bindOf` calls a non-function's own bind.
    const offenders = ['core', 'widgets', 'loader'].flatMap(sources)
      .filter((file) => file !== join('core', 'page', 'builtins.ts'))
      .filter((file) => /\.bind\(/.test(readFileSync(join(ROOT, file), 'utf8').replace(/\/\/.*|\/\*[\s\S]*?\*\//g, '')));
    expect(offenders).toEqual([]);
  });

  it('only the callers core/host/trusted-html.ts names use its pass-through Trusted Types policy', () => {
    const users = ['core', 'widgets', 'loader'].flatMap(sources)
      .filter((file) => /from '[./]*\/?(host\/|core\/host\/|\.\/)?trusted-html\.js'/.test(readFileSync(join(ROOT, file), 'utf8')))
      .map((file) => relative(ROOT, join(ROOT, file)).split('\\').join('/'))
      .sort();
    expect(users).toEqual([
      'core/kits/embed/load-script.ts', 'core/kits/html/embed.ts', 'core/kits/html/sanitize.ts', 'core/kits/text/text.ts',
      'widgets/consent/third-party.ts', 'widgets/office-map/office-map.leaflet.ts',
    ]);
  });

  it("fails the build when a package patch's text is gone, rather than shipping the package unpatched", () => {
    const leaflet = '/x/node_modules/leaflet/dist/leaflet-src.js';
    expect(() => patchPackage(leaflet, 'var inlineSvg = true;')).toThrow(/not there any more/);
    const probe = "var inlineSvg = !!svg$1 && (function () {\r\n  \tvar div = document.createElement('div');\r\n  \tdiv.innerHTML = '<svg/>';\r\n  \treturn (div.firstChild && div.firstChild.namespaceURI) === 'http://www.w3.org/2000/svg';\r\n  })();";
    expect(patchPackage(leaflet, probe)).not.toContain('innerHTML');
    expect(patchPackage('/x/node_modules/other/index.js', probe)).toBe(probe);
  });
});
