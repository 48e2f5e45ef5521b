/**
 * A type as self-contained TypeScript text, for typings read where the project's own type names
 * are not (the standalone dist/mck-elements.d.ts): the checker's typeToString() prints a named
 * type by its name (`PageData`, `Consent`), so named object types, aliases and interfaces are
 * written out structurally here. Types of the default library (Date, Promise, HTMLElement) keep
 * their names: every host has them.
 */
import ts from 'typescript';

/** How deep a type is written out before giving up with `unknown` (recursive types). */
const MAX_DEPTH = 8;

/**
 * @param {ts.Program} program
 * @param {ts.TypeChecker} checker
 * @param {ts.Type} type
 */
export function typeText(program, checker, type, depth = 0) {
  if (depth > MAX_DEPTH) return 'unknown';
  const next = (t) => typeText(program, checker, t, depth + 1);
  const plain = () => checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType);
  const F = ts.TypeFlags;
  if (type.flags & (F.Any | F.Unknown | F.String | F.Number | F.Boolean | F.BigInt | F.Null | F.Undefined | F.Void | F.Never
    | F.StringLiteral | F.NumberLiteral | F.BooleanLiteral | F.BigIntLiteral | F.ESSymbol | F.TemplateLiteral | F.NonPrimitive)) {
    return type.flags & F.StringLiteral ? JSON.stringify(type.value) : plain();
  }
  const union = (types) => {
    const members = types.map(next);
    // `boolean` is the union `true | false` to the checker.
    const bool = members.includes('true') && members.includes('false');
    const out = bool ? ['boolean', ...members.filter((m) => m !== 'true' && m !== 'false')] : members;
    return [...new Set(out)].map((m) => (/=>/.test(m) ? `(${m})` : m)).join(' | ');
  };
  if (type.isUnion()) return union(type.types);
  if (type.isIntersection()) return type.types.map((t) => `(${next(t)})`).join(' & ');
  if (checker.isArrayType(type)) {
    const [element] = checker.getTypeArguments(type);
    const readonly = type.symbol?.name === 'ReadonlyArray';
    return `${readonly ? 'ReadonlyArray' : 'Array'}<${element ? next(element) : 'unknown'}>`;
  }
  if (checker.isTupleType(type)) return `[${checker.getTypeArguments(type).map(next).join(', ')}]`;
  const declarations = type.aliasSymbol?.declarations ?? type.symbol?.declarations ?? [];
  // A library's mapped alias (Partial, Record, Pick) of the project's own types is written out: its
  // arguments' names (`Partial<Record<ConsentScriptVariant, string>>`) mean nothing to the typings.
  const ownMapped = type.flags & F.Object && type.objectFlags & ts.ObjectFlags.Mapped;
  if (!ownMapped && declarations.length && declarations.every((d) => program.isSourceFileDefaultLibrary(d.getSourceFile()))) return plain();
  if (!(type.flags & F.Object)) return plain();
  const signature = (s, name = '') => {
    const params = s.getParameters().map((p) => {
      const decl = p.valueDeclaration;
      const optional = decl && ts.isParameter(decl) && (decl.questionToken || decl.initializer) ? '?' : '';
      const rest = decl && ts.isParameter(decl) && decl.dotDotDotToken ? '...' : '';
      return `${rest}${p.name}${optional}: ${next(checker.getTypeOfSymbol(p))}`;
    });
    const returns = next(checker.getReturnTypeOfSignature(s));
    return name ? `${name}(${params.join(', ')}): ${returns}` : `(${params.join(', ')}) => ${returns}`;
  };
  const calls = type.getCallSignatures();
  const props = checker.getPropertiesOfType(type);
  const indexes = checker.getIndexInfosOfType(type);
  if (calls.length === 1 && !props.length && !indexes.length) return signature(calls[0]);
  const members = [
    ...calls.map((s) => signature(s)),
    ...indexes.map((i) => `${i.isReadonly ? 'readonly ' : ''}[key: ${next(i.keyType)}]: ${next(i.type)}`),
    ...props.map((p) => member(p)),
  ];
  return members.length ? `{ ${members.map((m) => `${m};`).join(' ')} }` : '{}';

  function member(p) {
    const decl = p.valueDeclaration ?? p.declarations?.[0];
    const key = /^[A-Za-z_$][\w$]*$/.test(p.name) ? p.name : JSON.stringify(p.name);
    const optional = p.flags & ts.SymbolFlags.Optional;
    const readonly = decl && ts.getCombinedModifierFlags(decl) & ts.ModifierFlags.Readonly ? 'readonly ' : '';
    const doc = ts.displayPartsToString(p.getDocumentationComment(checker)).replace(/\*\//g, '*\\/').replace(/\s*\n\s*/g, ' ');
    const prefix = doc ? `/** ${doc} */ ` : '';
    if (p.flags & ts.SymbolFlags.Method) {
      const s = checker.getSignaturesOfType(checker.getTypeOfSymbol(p), ts.SignatureKind.Call);
      return `${prefix}${s.map((sig) => signature(sig, key)).join('; ')}`;
    }
    let t = checker.getTypeOfSymbol(p);
    // An optional property's type includes `undefined` under strict; `?` says it already.
    if (optional && t.isUnion()) {
      const defined = t.types.filter((m) => !(m.flags & ts.TypeFlags.Undefined));
      if (defined.length !== t.types.length) return `${prefix}${readonly}${key}?: ${union(defined) || 'undefined'}`;
    }
    const getterOnly = decl && ts.isGetAccessorDeclaration(decl) && !p.declarations?.some(ts.isSetAccessorDeclaration) ? 'readonly ' : '';
    return `${prefix}${readonly || getterOnly}${key}${optional ? '?' : ''}: ${next(t)}`;
  }
}
