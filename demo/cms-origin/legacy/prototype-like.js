/*
 * What Prototype.js does to the built-ins (1.7.3, with 1.6's toJSON methods), for the legacy-page
 * matrix: Prototype is not on npm. A page script, not part of the bundle; written after
 * Prototype's own source, reduced to what touches built-ins and globals:
 * - its Enumerable methods copied over Array.prototype by plain assignment (enumerable), then its
 *   own map/filter/some/every/reverse (wrapping the natives) and find (its own detect);
 * - Array.prototype.entries deleted (Prototype's Enumerable has an `entries` alias it removes);
 * - Array.from = $A, which ignores iterables: Array.from(new Set([1, 2])) is [];
 * - Array.prototype.toJSON and String.prototype.toJSON (1.6), which change JSON.stringify;
 * - the globals $, $$, $A, $break, Prototype, Enumerable.
 */
(function () {
  var arrayProto = Array.prototype, slice = arrayProto.slice;
  var nativeMap = arrayProto.map, nativeFilter = arrayProto.filter, nativeSome = arrayProto.some, nativeEvery = arrayProto.every;
  var $break = {};
  var K = function (x) { return x; };
  window.Prototype = { Version: '1.7.3', K: K };
  window.$break = $break;

  var Enumerable = {
    each: function (iterator, context) {
      try { this._each(iterator, context); } catch (e) { if (e != $break) throw e; }
      return this;
    },
    all: function (iterator, context) { iterator = iterator || K; var result = true; this.each(function (v, i) { result = result && !!iterator.call(context, v, i, this); if (!result) throw $break; }, this); return result; },
    any: function (iterator, context) { iterator = iterator || K; var result = false; this.each(function (v, i) { if ((result = !!iterator.call(context, v, i, this))) throw $break; }, this); return result; },
    collect: function (iterator, context) { iterator = iterator || K; var results = []; this.each(function (v, i) { results.push(iterator.call(context, v, i, this)); }, this); return results; },
    detect: function (iterator, context) { var result; this.each(function (v, i) { if (iterator.call(context, v, i, this)) { result = v; throw $break; } }, this); return result; },
    findAll: function (iterator, context) { var results = []; this.each(function (v, i) { if (iterator.call(context, v, i, this)) results.push(v); }, this); return results; },
    include: function (object) { var found = false; this.each(function (v) { if (v == object) { found = true; throw $break; } }); return found; },
    inject: function (memo, iterator, context) { this.each(function (v, i) { memo = iterator.call(context, memo, v, i, this); }, this); return memo; },
    invoke: function (method) { var args = slice.call(arguments, 1); return this.map(function (v) { return v[method].apply(v, args); }); },
    pluck: function (property) { var results = []; this.each(function (v) { results.push(v[property]); }); return results; },
    reject: function (iterator, context) { var results = []; this.each(function (v, i) { if (!iterator.call(context, v, i, this)) results.push(v); }, this); return results; },
    toArray: function () { return this.map(K); },
    size: function () { return this.toArray().length; },
    inspect: function () { return '#<Enumerable:' + this.toArray().inspect() + '>'; },
  };
  Enumerable.every = Enumerable.all; Enumerable.some = Enumerable.any; Enumerable.map = Enumerable.collect;
  Enumerable.find = Enumerable.detect; Enumerable.select = Enumerable.filter = Enumerable.findAll;
  Enumerable.member = Enumerable.include; Enumerable.entries = Enumerable.toArray;

  function wrapNative(method) {
    return function () {
      if (arguments.length === 0) return method.call(this, K);
      if (arguments[0] === undefined) { var args = slice.call(arguments, 1); args.unshift(K); return method.apply(this, args); }
      return method.apply(this, arguments);
    };
  }

  // Object.extend(arrayProto, Enumerable): plain assignment, so every method is enumerable.
  for (var name in Enumerable) arrayProto[name] = Enumerable[name];
  if (arrayProto.entries === Enumerable.entries) delete arrayProto.entries;
  if (!arrayProto._reverse) arrayProto._reverse = arrayProto.reverse;
  var extensions = {
    _each: arrayProto.forEach,
    map: wrapNative(nativeMap), collect: wrapNative(nativeMap),
    filter: wrapNative(nativeFilter), select: wrapNative(nativeFilter), findAll: wrapNative(nativeFilter),
    some: wrapNative(nativeSome), any: wrapNative(nativeSome),
    every: wrapNative(nativeEvery), all: wrapNative(nativeEvery),
    clear: function () { this.length = 0; return this; },
    first: function () { return this[0]; },
    last: function () { return this[this.length - 1]; },
    compact: function () { return this.select(function (v) { return v != null; }); },
    flatten: function () { return this.inject([], function (a, v) { return a.concat(Object.prototype.toString.call(v) === '[object Array]' ? v.flatten() : [v]); }); },
    without: function () { var values = slice.call(arguments, 0); return this.select(function (v) { return values.indexOf(v) < 0; }); },
    reverse: function (inline) { return (inline === false ? this.toArray() : this)._reverse(); },
    uniq: function () { return this.inject([], function (a, v) { if (a.indexOf(v) < 0) a.push(v); return a; }); },
    intersect: function (array) { return this.uniq().findAll(function (v) { return array.indexOf(v) !== -1; }); },
    clone: function () { return slice.call(this, 0); },
    toArray: function () { return slice.call(this, 0); },
    size: function () { return this.length; },
    inspect: function () { return '[' + this.map(String).join(', ') + ']'; },
  };
  for (var key in extensions) arrayProto[key] = extensions[key];

  // $A: array-likes only; a Set or any other iterable has no length, so it gives [].
  function $A(iterable) {
    if (!iterable) return [];
    if ('toArray' in Object(iterable)) return iterable.toArray();
    var length = iterable.length || 0, results = new Array(length);
    while (length--) results[length] = iterable[length];
    return results;
  }
  window.$A = $A;
  Array.from = $A;

  // 1.6: JSON by methods on the prototypes; JSON.stringify calls them and quotes their strings again.
  arrayProto.toJSON = function () { return '[' + this.map(function (v) { return JSON.stringify(v); }).join(', ') + ']'; };
  String.prototype.toJSON = function () { return '"' + this.replace(/"/g, '\\"') + '"'; };

  window.$ = function (id) { return typeof id === 'string' ? document.getElementById(id) : id; };
  window.$$ = function (selector) { return $A(document.querySelectorAll(selector)); };
})();
