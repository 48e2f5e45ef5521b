/**
 * The page's built-ins, checked before any bundle code runs (boot's start calls `guardBuiltins`
 * first; the eager bundle imports this first). Legacy page libraries change built-ins:
 * Prototype.js deletes `Array.prototype.entries`, replaces `Array.from` with one that ignores
 * iterables and (1.6) adds `toJSON` to arrays and strings; MooTools' compat build replaces
 * `Function.prototype.bind` with a two-argument version. React, the signals runtime, superstruct,
 * wretch and DOMPurify rely on the standard ones.
 *
 * Three rules, for code we wrote and code we did not:
 *
 * 1. **Removed → restored.** A standard method missing from a built-in prototype or constructor
 *    (compared with a clean realm: an `about:blank` frame of the page's origin) is put back as the
 *    clean realm's own function, non-enumerable as the standard has it. A page that lacks a
 *    built-in cannot depend on its absence. The frame is made only when a quick look without one
 *    (`looksStandard`) finds something changed, so most pages never pay for it.
 * 2. **Replaced → not used by the bundle; the page keeps its version.** The build routes the
 *    bundle's uses of the built-ins pages are known to replace through `__mckBuiltins` (esbuild's
 *    `define` for `Array.from`, `JSON.stringify`, … — `BUILTIN_DEFINES` below —, and
 *    build/builtins-plugin.mjs for every `x.bind(…)` call in bundled packages). Each routed
 *    built-in is the page's own when it is native, else the clean realm's. Our own code never calls
 *    `.bind` (a unit test checks).
 * 3. **Added → kept, but not enumerable.** Members a page script added to a built-in prototype
 *    by plain assignment (Prototype's 30 and MooTools' 21 Array methods) turn up in every
 *    `for (key in array)` — keen-slider's among them — as they never do in the standard. They are
 *    made non-enumerable: still there for the page, no longer in `for…in` (what the standard's
 *    own members are).
 * 4. **Replaced and not routed → checked.** A standard prototype method the page replaced is run
 *    through a small conformance probe; one that fails is named in one console error (the widgets
 *    that use it may fail; the page's library needs it as it is, so it is left alone).
 *
 * `JSON.stringify` of the bundle (request bodies) ignores `toJSON` methods a page added to
 * `Array.prototype`, `String.prototype`, `Number.prototype`, `Boolean.prototype` or
 * `Object.prototype`: they are taken off for the length of the call and put back.
 *
 * This module imports nothing: it is bundled into boot's start, which runs before any other chunk.
 * It uses no routed built-in itself (they are what it sets up).
 */

/** What the build's `define` and the builtins plugin route to (`globalThis.__mckBuiltins`). */
export interface Builtins {
  arrayFrom: typeof Array.from;
  arrayOf: typeof Array.of;
  jsonStringify: typeof JSON.stringify;
  jsonParse: typeof JSON.parse;
  objectAssign: typeof Object.assign;
  objectKeys: typeof Object.keys;
  objectValues: typeof Object.values;
  objectEntries: typeof Object.entries;
  objectFromEntries: typeof Object.fromEntries;
  /** The standard `Function.prototype.bind` (for `Function.prototype.bind.call(…)`). */
  bind: typeof Function.prototype.bind;
  /** `x.bind(…)` in a bundled package becomes `__mckBuiltins.bindOf(x)(…)`. */
  bindOf(target: unknown): (...args: unknown[]) => unknown;
}

/** The global the bundle's routed built-ins are read from. */
export const BUILTINS_GLOBAL = '__mckBuiltins';

/**
 * esbuild `define`s for every chunk except boot's start and the loader (build/passes.mjs, through
 * build/builtins-plugin.mjs): each global reference on the left is read from the guarded set instead.
 */
export const BUILTIN_DEFINES: Record<string, string> = {
  'Array.from': `${BUILTINS_GLOBAL}.arrayFrom`,
  'Array.of': `${BUILTINS_GLOBAL}.arrayOf`,
  'JSON.stringify': `${BUILTINS_GLOBAL}.jsonStringify`,
  'JSON.parse': `${BUILTINS_GLOBAL}.jsonParse`,
  'Object.assign': `${BUILTINS_GLOBAL}.objectAssign`,
  'Object.keys': `${BUILTINS_GLOBAL}.objectKeys`,
  'Object.values': `${BUILTINS_GLOBAL}.objectValues`,
  'Object.entries': `${BUILTINS_GLOBAL}.objectEntries`,
  'Object.fromEntries': `${BUILTINS_GLOBAL}.objectFromEntries`,
  'Function.prototype.bind': `${BUILTINS_GLOBAL}.bind`,
};

/** What the guard found, for the console and `window.mck.diagnostics()`. */
export interface BuiltinsReport {
  /** standard members a page script removed, put back (`Array.prototype.entries`) */
  restored: string[];
  /** routed built-ins the page replaced; the bundle uses the standard ones, the page its own */
  bypassed: string[];
  /** standard methods the page replaced with a version that fails its probe; left as they are */
  broken: string[];
  /** enumerable members a page script added to a built-in prototype, made non-enumerable */
  hidden: string[];
}

type Realm = typeof globalThis;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the type every function has: `unknown[]` parameters would refuse the built-ins' typed ones
type AnyFunction = (...args: any[]) => any;

/** The built-ins the guard compares with the clean realm's: [name, page's, clean realm's]. */
function owners(page: Realm, clean: Realm): [string, object, object][] {
  return [
    ['Array', page.Array, clean.Array],
    ['Array.prototype', page.Array.prototype, clean.Array.prototype],
    ['Object', page.Object, clean.Object],
    ['Object.prototype', page.Object.prototype, clean.Object.prototype],
    ['Function.prototype', page.Function.prototype, clean.Function.prototype],
    ['String', page.String, clean.String],
    ['String.prototype', page.String.prototype, clean.String.prototype],
    ['Number', page.Number, clean.Number],
    ['Promise', page.Promise, clean.Promise],
    ['Promise.prototype', page.Promise.prototype, clean.Promise.prototype],
    ['Map.prototype', page.Map.prototype, clean.Map.prototype],
    ['Set.prototype', page.Set.prototype, clean.Set.prototype],
    ['WeakMap.prototype', page.WeakMap.prototype, clean.WeakMap.prototype],
    ['Symbol', page.Symbol, clean.Symbol],
    ['JSON', page.JSON, clean.JSON],
    ['Math', page.Math, clean.Math],
    ['Reflect', page.Reflect, clean.Reflect],
  ];
}

/**
 * Conformance probes for the standard prototype methods pages are known to replace (Prototype.js
 * wraps map, filter, some, every and reverse and puts its own find over the native one). Each
 * returns true when the method behaves as the standard says for ordinary use, on arrays of the
 * page's own realm (`a(…)`: a page library extends its own Array.prototype only).
 */
const PROBES: Record<string, (fn: AnyFunction, a: (...items: unknown[]) => unknown[]) => boolean> = {
  'Array.prototype.map': (map, a) => {
    const r = map.call(a(1, 2), (x: number, i: number, arr: number[]) => x * 10 + i + arr.length);
    return r.length === 2 && r[0] === 12 && r[1] === 23;
  },
  'Array.prototype.filter': (filter, a) => {
    const r = filter.call(a(1, 2, 3), (x: number, i: number) => x > 1 && i < 2);
    return r.length === 1 && r[0] === 2;
  },
  'Array.prototype.some': (some, a) => some.call(a(1, 2), (x: number) => x === 2) === true && some.call(a(), () => true) === false,
  'Array.prototype.every': (every, a) => every.call(a(1, 2), (x: number) => x > 0) === true && every.call(a(1, 2), (x: number) => x > 1) === false,
  'Array.prototype.find': (find, a) => find.call(a(1, 2, 3), (x: number, i: number) => x > 1 && i > 0) === 2 && find.call(a(1), () => false) === undefined,
  'Array.prototype.findIndex': (findIndex, a) => findIndex.call(a(1, 2), (x: number) => x === 2) === 1 && findIndex.call(a(1), () => false) === -1,
  'Array.prototype.reverse': (reverse, a) => {
    const arr = a(1, 2, 3);
    return reverse.call(arr) === arr && arr[0] === 3 && arr[2] === 1;
  },
  'Array.prototype.indexOf': (indexOf, a) => indexOf.call(a(1, 2, 2), 2) === 1 && indexOf.call(a(1), 3) === -1,
  'Array.prototype.includes': (includes, a) => includes.call(a(1, NaN), NaN) === true && includes.call(a(1), 2) === false,
  'Array.prototype.forEach': (forEach, a) => {
    let sum = 0;
    return forEach.call(a(1, 2), (x: number, i: number) => { sum += x + i; }) === undefined && sum === 4;
  },
  'Array.prototype.concat': (concat, a) => {
    const r = concat.call(a(1), a(2, 3), 4);
    return r.length === 4 && r[3] === 4;
  },
  'Array.prototype.reduce': (reduce, a) => reduce.call(a(1, 2, 3), (s: number, x: number) => s + x, 0) === 6,
  'Array.prototype.flat': (flat, a) => flat.call(a(1, a(2, a(3)))).length === 3,
  'Array.prototype.join': (join, a) => join.call(a(1, 2), '-') === '1-2',
  'Array.prototype.slice': (slice, a) => slice.call(a(1, 2, 3), 1).length === 2,
  'String.prototype.trim': (trim) => trim.call('  a ') === 'a',
  'String.prototype.startsWith': (startsWith) => startsWith.call('abc', 'b', 1) === true && startsWith.call('abc', 'b') === false,
  'String.prototype.endsWith': (endsWith) => endsWith.call('abc', 'c') === true && endsWith.call('abc', 'b', 2) === true,
  'String.prototype.includes': (includes) => includes.call('abc', 'b') === true && includes.call('abc', 'b', 2) === false,
};

/** `Function.prototype.toString` of the page says `[native code]`: a built-in, not a page's own function. */
function nativeTest(page: Realm): (fn: unknown) => boolean {
  const toString = page.Function.prototype.toString;
  return (fn) => {
    if (typeof fn !== 'function') return false;
    try {
      return /\{\s*\[native code\]\s*\}\s*$/.test(toString.call(fn));
    } catch {
      return false;
    }
  };
}

/**
 * A realm with the standard built-ins: a same-origin `about:blank` frame, taken out of the page
 * again at once (its built-ins stay usable). Made when the quick look found a change: a removed or
 * replaced member can only be put right from the standard's own. Null where the page cannot make one.
 */
function openCleanRealm(doc: Document): Realm | null {
  const parent = doc.body ?? doc.documentElement;
  if (!parent) return null;
  let frame: HTMLIFrameElement | undefined;
  try {
    frame = doc.createElement('iframe');
    frame.hidden = true;
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    parent.appendChild(frame);
    return (frame.contentWindow as unknown as Realm | null) ?? null;
  } catch {
    return null;
  } finally {
    frame?.parentNode?.removeChild(frame);
  }
}

const TOJSON_OWNERS = (page: Realm) => [page.Array.prototype, page.String.prototype, page.Number.prototype, page.Boolean.prototype, page.Object.prototype];

/**
 * `JSON.stringify` that ignores the `toJSON` methods a page added to built-in prototypes
 * (Prototype 1.6: `[1].toJSON()` is the string "[1]", which `JSON.stringify` would quote again).
 * `Date.prototype.toJSON` is the standard's own and stays.
 */
function stringifyIgnoringPageToJSON(page: Realm, stringify: typeof JSON.stringify): typeof JSON.stringify {
  const protos = TOJSON_OWNERS(page);
  const getDescriptor = page.Object.getOwnPropertyDescriptor;
  const defineProperty = page.Object.defineProperty;
  return function jsonStringify(value: unknown, replacer?: unknown, space?: string | number) {
    const taken: [object, PropertyDescriptor][] = [];
    for (let i = 0; i < protos.length; i++) {
      const proto = protos[i]!;
      const descriptor = getDescriptor(proto, 'toJSON');
      if (descriptor?.configurable) {
        taken.push([proto, descriptor]);
        delete (proto as { toJSON?: unknown }).toJSON;
      }
    }
    try {
      return stringify(value, replacer as never, space);
    } finally {
      for (let i = 0; i < taken.length; i++) defineProperty(taken[i]![0], 'toJSON', taken[i]![1]);
    }
  } as typeof JSON.stringify;
}

/**
 * Checks the page's built-ins, restores removed ones, and installs `globalThis.__mckBuiltins`
 * (once per page: a second bundle on the page reuses the first one's). Returns what it found.
 * Throws when the page replaced a routed built-in and no clean realm could be made (boot then
 * fails and says why).
 */
export function guardBuiltins(page: Realm = globalThis, doc: Document = page.document): BuiltinsReport {
  const report: BuiltinsReport = { restored: [], bypassed: [], broken: [], hidden: [] };
  const isNative = nativeTest(page);
  // Most pages change nothing: then no frame is made (making one and taking it out again is
  // 25-40 ms of one task, four times that on a slow phone, before any widget can start).
  const clean = looksStandard(page, isNative) ? null : openCleanRealm(doc);
  if (clean) compareWithClean(page, clean, isNative, report);

  // Rule 2: the page's own where native, else the clean realm's.
  const pick = <T>(path: string, mine: T, standard: (realm: Realm) => T): T => {
    if (isNative(mine)) return mine;
    report.bypassed.push(path);
    if (!clean) throw new Error(`a page script replaced ${path} and no clean frame could be made to work around it`);
    return standard(clean);
  };
  const A = page.Array;
  const O = page.Object;
  const from = pick('Array.from', A.from, (r) => r.Array.from);
  const of = pick('Array.of', A.of, (r) => r.Array.of);
  const bind = pick('Function.prototype.bind', page.Function.prototype.bind, (r) => r.Function.prototype.bind);
  const stringify = pick('JSON.stringify', page.JSON.stringify, (r) => r.JSON.stringify);
  const apply = (clean ?? page).Reflect.apply;
  const builtins: Builtins = {
    // Called with the page's Array as `this`, so the arrays made are the page's own.
    arrayFrom: ((items: unknown, mapFn?: unknown, thisArg?: unknown) => apply(from, A, mapFn === undefined ? [items] : [items, mapFn, thisArg])) as typeof Array.from,
    arrayOf: ((...items: unknown[]) => apply(of, A, items)) as typeof Array.of,
    jsonStringify: stringifyIgnoringPageToJSON(page, (value, replacer, space) => apply(stringify, page.JSON, [value, replacer, space])),
    jsonParse: pick('JSON.parse', page.JSON.parse, (r) => r.JSON.parse),
    objectAssign: pick('Object.assign', O.assign, (r) => r.Object.assign),
    objectKeys: pick('Object.keys', O.keys, (r) => r.Object.keys),
    objectValues: pick('Object.values', O.values, (r) => r.Object.values),
    objectEntries: pick('Object.entries', O.entries, (r) => r.Object.entries),
    objectFromEntries: pick('Object.fromEntries', O.fromEntries, (r) => r.Object.fromEntries),
    bind,
    bindOf: (target) => (typeof target === 'function'
      ? (...args: unknown[]) => apply(bind, target, args)
      : (...args: unknown[]) => (target as { bind: AnyFunction }).bind(...args)),
  };
  if (!(BUILTINS_GLOBAL in page)) {
    O.defineProperty(page, BUILTINS_GLOBAL, { value: O.freeze(builtins), enumerable: false, writable: false, configurable: false });
  }
  return report;
}

/**
 * The standard members of the guarded built-ins that every engine the bundle supports has
 * (ES2020 and `at`), by owner: what the quick look below expects to find. A member a page removed
 * that is not listed here is still found and restored whenever anything else looks changed.
 */
const EXPECTED: Record<string, string> = {
  Array: 'from isArray of',
  'Array.prototype': 'at concat copyWithin entries every fill filter find findIndex flat flatMap forEach includes indexOf join keys lastIndexOf map pop push reduce reduceRight reverse shift slice some sort splice toLocaleString toString unshift values',
  Object: 'assign create defineProperties defineProperty entries freeze fromEntries getOwnPropertyDescriptor getOwnPropertyDescriptors getOwnPropertyNames getOwnPropertySymbols getPrototypeOf is isExtensible isFrozen isSealed keys preventExtensions seal setPrototypeOf values',
  'Object.prototype': 'hasOwnProperty isPrototypeOf propertyIsEnumerable toLocaleString toString valueOf',
  'Function.prototype': 'apply bind call toString',
  String: 'fromCharCode fromCodePoint raw',
  'String.prototype': 'at charAt charCodeAt codePointAt concat endsWith includes indexOf lastIndexOf localeCompare match matchAll normalize padEnd padStart repeat replace search slice split startsWith substring toLocaleLowerCase toLocaleUpperCase toLowerCase toString toUpperCase trim trimEnd trimStart valueOf',
  Number: 'isFinite isInteger isNaN isSafeInteger parseFloat parseInt',
  Promise: 'all allSettled race reject resolve',
  'Promise.prototype': 'catch finally then',
  'Map.prototype': 'clear delete entries forEach get has keys set values',
  'Set.prototype': 'add clear delete entries forEach has keys values',
  'WeakMap.prototype': 'delete get has set',
  Symbol: 'for keyFor',
  JSON: 'parse stringify',
  Math: 'abs acos asin atan atan2 cbrt ceil cos exp floor hypot log log10 log2 max min pow random round sign sin sqrt tan trunc',
  Reflect: 'apply construct defineProperty deleteProperty get getOwnPropertyDescriptor getPrototypeOf has isExtensible ownKeys preventExtensions set setPrototypeOf',
};

/**
 * The quick look made on every page, without a frame: true when every guarded built-in has its
 * expected members, none of its functions is the page's own, and no prototype has a member a page
 * added by plain assignment. Anything else (or a reflection the page replaced) means a full
 * comparison with a clean realm.
 */
function looksStandard(page: Realm, isNative: (fn: unknown) => boolean): boolean {
  const R = page.Reflect;
  if (!isNative(R.ownKeys) || !isNative(R.getOwnPropertyDescriptor)) return false;
  const owned = owners(page, page);
  for (let i = 0; i < owned.length; i++) {
    const [name, mine] = owned[i]!;
    const expected = (EXPECTED[name] ?? '').split(' ');
    for (let k = 0; k < expected.length; k++) {
      if (expected[k] && !R.getOwnPropertyDescriptor(mine, expected[k]!)) return false;
    }
    const prototype = name.endsWith('.prototype');
    const keys = R.ownKeys(mine);
    for (let k = 0; k < keys.length; k++) {
      const descriptor = R.getOwnPropertyDescriptor(mine, keys[k]!);
      if (!descriptor) continue;
      if (prototype && descriptor.enumerable && typeof keys[k] === 'string') return false;
      if (typeof descriptor.value === 'function' && !isNative(descriptor.value)) return false;
      if (descriptor.get && !isNative(descriptor.get)) return false;
    }
  }
  return true;
}

/**
 * Rules 1, 3 and 4: every member of the guarded built-ins, page against clean realm, read with the
 * clean realm's own reflection so that a page's changes cannot mislead the comparison.
 */
function compareWithClean(page: Realm, clean: Realm, isNative: (fn: unknown) => boolean, report: BuiltinsReport): void {
  const R = clean.Reflect;
  const owned = owners(page, clean);
  const pageArray = (...items: unknown[]) => {
    const arr = new page.Array<unknown>();
    for (let i = 0; i < items.length; i++) arr[i] = items[i];
    return arr;
  };
  for (let i = 0; i < owned.length; i++) {
    const [name, mine, standard] = owned[i]!;
    const added = name.endsWith('.prototype') ? R.ownKeys(mine) : [];
    for (let k = 0; k < added.length; k++) {
      const key = added[k]!;
      const descriptor = R.getOwnPropertyDescriptor(mine, key);
      if (typeof key !== 'string' || !descriptor?.enumerable || !descriptor.configurable || R.getOwnPropertyDescriptor(standard, key)) continue;
      descriptor.enumerable = false;
      R.defineProperty(mine, key, descriptor);
      report.hidden.push(`${name}.${key}`);
    }
    const keys = R.ownKeys(standard);
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k]!;
      if (typeof key !== 'string') continue;
      const descriptor = R.getOwnPropertyDescriptor(standard, key);
      if (!descriptor || typeof descriptor.value !== 'function') continue;
      const path = `${name}.${key}`;
      const current = R.getOwnPropertyDescriptor(mine, key);
      if (!current) {
        R.defineProperty(mine, key, descriptor);
        report.restored.push(path);
      } else if (!isNative(current.value) && !(path in BUILTIN_DEFINES)) {
        const probe = PROBES[path];
        if (probe && !safely(() => probe(current.value as AnyFunction, pageArray))) report.broken.push(path);
      }
    }
  }
}

function safely(check: () => boolean): boolean {
  try {
    return check() === true;
  } catch {
    return false;
  }
}

/** One console line per kind of finding; nothing when the page changed nothing. */
export function reportBuiltins(report: BuiltinsReport, log: Pick<Console, 'info' | 'error'> = console): void {
  if (report.restored.length) {
    log.info(`[mck] restored built-ins a page script removed: ${report.restored.join(', ')}`);
  }
  if (report.bypassed.length) {
    log.info(`[mck] a page script replaced ${report.bypassed.join(', ')}; the widgets use the standard versions, the page keeps its own`);
  }
  if (report.hidden.length) {
    const named = report.hidden.slice(0, 6).join(', ') + (report.hidden.length > 6 ? ', …' : '');
    log.info(`[mck] made ${report.hidden.length} members a page script added to built-in prototypes non-enumerable, as the standard's own are, so that for…in does not list them: ${named} (all: window.mck.diagnostics())`);
  }
  if (report.broken.length) {
    log.error(`[mck] a page script replaced ${report.broken.join(', ')} with a version that does not follow the standard; widgets that use it may fail. Load that script after the widgets' loader, or update it.`);
  }
}
