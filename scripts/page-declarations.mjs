/**
 * What the runtime offers a page besides the elements, read from core's own declarations for the
 * typings (scripts/gen-types.mjs): `window.mck` (the global `MckGlobal` interface, which several
 * core modules merge members into) and the page-wide events (`MckEventMap` of
 * core/page/events.ts, dispatched on `window` as `mck:<name>`). Types are written out
 * structurally (scripts/type-text.mjs): the standalone typings cannot see core's type names.
 */
import { join } from 'node:path';
import ts from 'typescript';
import { typeText } from './type-text.mjs';

/** The modules that declare `window.mck`'s members and the page events; each merges into `MckGlobal`. */
const SOURCES = ['core/page/boot.ts', 'core/page/boot-start.ts', 'core/page/diagnostics.ts', 'core/page/events.ts'];

/**
 * @param {string} root the project folder
 * @returns {{ global: Array<{ name: string, type: string, optional: boolean, description: string }>,
 *   events: Array<{ name: string, type: string, description: string }> }}
 */
export function loadPageDeclarations(root) {
  const program = ts.createProgram(SOURCES.map((f) => join(root, f)), {
    strict: true, noEmit: true, skipLibCheck: true, types: [],
    target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'], jsx: ts.JsxEmit.ReactJSX, resolveJsonModule: true,
  });
  const checker = program.getTypeChecker();
  const events = program.getSourceFile(join(root, 'core/page/events.ts'));
  const global = checker.getSymbolsInScope(events, ts.SymbolFlags.Interface).find((s) => s.name === 'MckGlobal');
  const mapDecl = events.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === 'MckEventMap');
  const map = mapDecl && checker.getSymbolAtLocation(mapDecl.name);
  if (!global || !map) throw new Error('core/page/events.ts must declare the global "MckGlobal" and export "MckEventMap"');
  const describe = (symbol) => ts.displayPartsToString(symbol.getDocumentationComment(checker));
  const members = (symbol) => checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol)).map((p) => {
    const optional = Boolean(p.flags & ts.SymbolFlags.Optional);
    const type = optional ? checker.getNonNullableType(checker.getTypeOfSymbol(p)) : checker.getTypeOfSymbol(p);
    return { name: p.name, type: typeText(program, checker, type), optional, description: describe(p) };
  });
  return {
    global: members(global),
    events: members(map).map(({ name, type, description }) => ({ name: `mck:${name}`, type, description })),
  };
}
