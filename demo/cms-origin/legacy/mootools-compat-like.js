/*
 * What MooTools 1.6.0's compat build does to the built-ins, for the legacy-page matrix (npm has
 * MooTools 1.5.2 only). A page script, not part of the bundle, reduced to what touches built-ins:
 * - Function.prototype.bind(bind, args): two arguments, `args` an array (or one value) used
 *   instead of the call's own arguments; extra arguments are dropped;
 * - Array.from wraps anything without a length (a Set becomes [Set], which JSON shows as [{}])
 *   and copies array-likes ({length: 2} becomes [undefined, undefined], JSON [null, null]);
 * - 21 methods added to Array.prototype by plain assignment (enumerable);
 * - the globals $, $$ and MooTools.
 */
(function () {
  var slice = Array.prototype.slice;
  var isEnumerable = function (item) { return item != null && typeof item.length == 'number' && Object.prototype.toString.call(item) != '[object Function]'; };
  Array.from = function (item) {
    if (item == null) return [];
    return (isEnumerable(item) && typeof item != 'string') ? (Array.isArray(item) ? item : slice.call(item)) : [item];
  };
  Function.prototype.bind = function (bind, args) {
    var self = this;
    if (args != null) args = Array.from(args);
    return function () { return self.apply(bind, args || arguments); };
  };
  var methods = {
    each: function (fn, bind) { for (var i = 0; i < this.length; i++) fn.call(bind, this[i], i, this); return this; },
    clone: function () { return slice.call(this); },
    clean: function () { return this.filter(function (v) { return v != null; }); },
    invoke: function (name) { var args = slice.call(arguments, 1); return this.map(function (v) { return v[name].apply(v, args); }); },
    associate: function (keys) { var obj = {}; for (var i = 0; i < Math.min(this.length, keys.length); i++) obj[keys[i]] = this[i]; return obj; },
    link: function (object) { var result = {}; for (var key in object) for (var i = 0; i < this.length; i++) if (object[key](this[i])) { result[key] = this[i]; break; } return result; },
    contains: function (item, from) { return this.indexOf(item, from) != -1; },
    append: function (array) { this.push.apply(this, array); return this; },
    getLast: function () { return this.length ? this[this.length - 1] : null; },
    getRandom: function () { return this.length ? this[Math.floor(Math.random() * this.length)] : null; },
    include: function (item) { if (!this.contains(item)) this.push(item); return this; },
    combine: function (array) { for (var i = 0; i < array.length; i++) this.include(array[i]); return this; },
    erase: function (item) { for (var i = this.length; i--;) if (this[i] === item) this.splice(i, 1); return this; },
    empty: function () { this.length = 0; return this; },
    flatten: function () { var out = []; for (var i = 0; i < this.length; i++) out = out.concat(Array.isArray(this[i]) ? this[i].flatten() : this[i]); return out; },
    pick: function () { for (var i = 0; i < this.length; i++) if (this[i] != null) return this[i]; return null; },
    hexToRgb: function () { return 'rgb(' + this.map(function (v) { return parseInt(v, 16); }).join(',') + ')'; },
    rgbToHex: function () { return '#' + this.map(function (v) { return ('0' + Number(v).toString(16)).slice(-2); }).join(''); },
    average: function () { return this.length ? this.sum() / this.length : 0; },
    sum: function () { var s = 0; for (var i = 0; i < this.length; i++) s += this[i]; return s; },
    unique: function () { return [].combine(this); },
  };
  for (var name in methods) Array.prototype[name] = methods[name];
  window.MooTools = { version: '1.6.0', build: 'compat' };
  window.$ = function (id) { return typeof id === 'string' ? document.getElementById(id) : id; };
  window.$$ = function (selector) { return slice.call(document.querySelectorAll(selector)); };
})();
