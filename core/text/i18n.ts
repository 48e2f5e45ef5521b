/**
 * Translations and document language.
 *
 * The CMS serves one dictionary (key → text) per language (A§7), cached in localStorage for
 * 5 minutes (A§9) so navigating between pages does not refetch it. Widgets call `t(key)`; a widget
 * that reads it inside a component re-renders when the dictionary arrives, because `dictionary`
 * is a signal.
 */
import { signal } from '@preact/signals-react';
import { is, number, object, record, string } from 'superstruct';
import { DictionaryResponse, type DictionaryLanguage } from '../contracts/dictionary.js';
import { request } from '../session/http.js';
import { readRaw, writeRaw } from '../page/storage.js';

/** Dictionary key → translated text. */
export type Dictionary = Record<string, string>;

/** The loaded dictionary of the page language; `{}` until loaded (then `t` uses the defaults). */
export const dictionary = signal<Dictionary>({});

/** A§9: dictionary cache lifetime. */
export const DICTIONARY_CACHE_MS = 5 * 60 * 1000;

/** localStorage key of the cached dictionary of `lang`. */
export const dictionaryCacheKey = (lang: DictionaryLanguage) => `mck.dictionary.${lang}`;

/** What the cache holds; checked on read, since anything may have written the key. */
const CacheEntry = object({ savedAt: number(), data: record(string(), string()) });
type CacheEntry = { savedAt: number; data: Dictionary };

/** English defaults registered by widgets, used when the dictionary lacks a key. */
const defaults = new Map<string, string>();

/**
 * The CMS dictionary language of a page language: the primary subtag when the CMS has it
 * (`ja-JP` → `ja`, `de-DE` → `de`, `ar-AE` → `ar`), otherwise `en`.
 */
export function dictionaryLanguage(pageLanguage: string | null | undefined): DictionaryLanguage {
  const primary = (pageLanguage ?? '').trim().toLowerCase().split(/[-_]/)[0];
  switch (primary) {
    case 'ja':
    case 'de':
    case 'ar':
      return primary;
    default:
      return 'en';
  }
}

function readCache(lang: DictionaryLanguage): CacheEntry | null {
  const text = readRaw('localStorage', dictionaryCacheKey(lang));
  if (!text) return null;
  try {
    const entry: unknown = JSON.parse(text);
    return is(entry, CacheEntry) ? entry : null;
  } catch {
    return null;
  }
}

/** One load per language at a time; widgets and boot may ask together. */
const inFlight = new Map<DictionaryLanguage, Promise<Dictionary>>();

/**
 * Loads the dictionary for `pageLanguage` into {@link dictionary} and returns it.
 * A cached copy younger than 5 minutes is used without a call. Otherwise
 * `GET {cms}/dictionary/{lang}` (no tokens); on failure the stale cached copy is kept if there is
 * one, else `{}` — a page with English defaults beats a broken page. Never rejects.
 *
 * @param now clock for the cache age (ms); tests inject it.
 */
export function loadDictionary(pageLanguage: string, now: () => number = Date.now): Promise<Dictionary> {
  const lang = dictionaryLanguage(pageLanguage);
  pluralLanguage = lang;
  const cached = readCache(lang);
  const age = cached ? now() - cached.savedAt : Infinity;
  // A negative age means the clock moved back; do not trust that cache as fresh.
  if (cached && age >= 0 && age < DICTIONARY_CACHE_MS) {
    dictionary.value = cached.data;
    return Promise.resolve(cached.data);
  }
  const pending = inFlight.get(lang);
  if (pending) return pending;

  const load = request('cms', `/dictionary/${lang}`, { auth: false, schema: DictionaryResponse })
    .then((answer) => {
      writeRaw('localStorage', dictionaryCacheKey(lang), JSON.stringify({ savedAt: now(), data: answer.data } satisfies CacheEntry));
      return answer.data;
    })
    .catch((err: unknown) => {
      console.warn(`[mck] dictionary "${lang}" could not be loaded; using ${cached ? 'the cached copy' : 'defaults'}.`, err);
      return cached?.data ?? {};
    })
    .then((data) => {
      dictionary.value = data;
      return data;
    })
    .finally(() => inFlight.delete(lang));
  inFlight.set(lang, load);
  return load;
}

/**
 * Registers English defaults, typically at a widget's module top level. A key registered twice
 * keeps the last text. The page dictionary always wins over these.
 */
export function registerDefaults(record: Record<string, string>): void {
  for (const [key, text] of Object.entries(record)) defaults.set(key, text);
}

/** A widget's (or kit's) dictionary keys with their English defaults, and `t` typed by them. */
export interface Strings<K extends string> {
  /** Key → English default, as declared. */
  readonly defaults: Readonly<Record<K, string>>;
  /** {@link t} for these keys only: a key not declared is a type error. */
  t(key: K, vars?: Record<string, string | number>): string;
}

/**
 * Declares the dictionary keys a widget or kit uses, each once with its English default, in its
 * `<name>.api.ts` (a widget) or `<name>.strings.ts` (core); registers the defaults and returns a
 * `t` typed by the keys. A unit test
 * (widgets/strings.test.ts) fails on a key used but not declared, or declared but missing from a
 * CMS language file.
 */
export function defineStrings<const D extends Record<string, string>>(defaults: D): Strings<keyof D & string> {
  registerDefaults(defaults);
  return { defaults, t: (key, vars) => t(key, vars) };
}

/**
 * Translated text of `key`: the page dictionary's, else the registered default, else the key
 * itself (visible, so a missing translation is noticed rather than hidden). `{name}` placeholders
 * are replaced from `vars`; unknown placeholders stay as written. A count takes the language's
 * plural form (`pluralForms`).
 */
export function t(key: string, vars?: Record<string, string | number>): string {
  const text = dictionary.value[key] ?? defaults.get(key) ?? key;
  if (!vars) return text;
  return pluralForms(text, vars, pluralLanguage).replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : whole);
}

/** The language whose plural rules the loaded dictionary's texts follow. */
let pluralLanguage: DictionaryLanguage = 'en';

const PLURAL_START = /\{(\w+),\s*plural,\s*/g;

/**
 * ICU's plural syntax, the part dictionaries need: `{count, plural, =0 {No jobs} one {# job}
 * other {# jobs}}` picks the form for the number in `vars.count` by `Intl.PluralRules` of the
 * dictionary's language (Arabic has zero, one, two, few, many and other; Japanese only other), an
 * exact `=n` first; `#` is the number as given. Written here rather than taking a message-format
 * library: this is the only construct the dictionaries use, and such libraries are several times
 * the size of the core chunk's whole budget. A text that does not parse is returned as it is.
 */
export function pluralForms(text: string, vars: Record<string, string | number>, lang: string): string {
  let out = '';
  let from = 0;
  PLURAL_START.lastIndex = 0;
  for (let m = PLURAL_START.exec(text); m; m = PLURAL_START.exec(text)) {
    const forms = new Map<string, string>();
    let i = m.index + m[0].length;
    while (i < text.length && text[i] !== '}') {
      const selector = /^(=?\w+)\s*\{/.exec(text.slice(i));
      if (!selector) return text;
      let depth = 1;
      let j = i + selector[0].length;
      for (; j < text.length && depth; j++) depth += text[j] === '{' ? 1 : text[j] === '}' ? -1 : 0;
      if (depth) return text;
      forms.set(selector[1]!, text.slice(i + selector[0].length, j - 1));
      i = j;
      while (text[i] === ' ') i++;
    }
    if (text[i] !== '}') return text;
    const value = vars[m[1]!];
    const n = Number(value);
    const form = forms.get(`=${n}`) ?? forms.get(Number.isFinite(n) ? new Intl.PluralRules(lang).select(n) : 'other') ?? forms.get('other') ?? '';
    out += text.slice(from, m.index) + form.replace(/#/g, String(value));
    from = i + 1;
    PLURAL_START.lastIndex = from;
  }
  return out + text.slice(from);
}

/** True for right-to-left page languages. The site's only one is Arabic (`ar`, `ar-*`). */
export function isRtl(lang: string | null | undefined): boolean {
  return /^ar(?:[-_]|$)/i.test((lang ?? '').trim());
}

/**
 * Sets `<html lang>` and `dir` (`rtl` for Arabic, `ltr` otherwise) from the page language, each only
 * when it differs (no `dir` counts as `ltr`): either attribute, written, restyles every element of
 * the page (2,500 on the bench's 200-tag page: 42 ms at 4× CPU, in a frame of its own).
 */
export function applyDocumentLanguage(lang: string, doc: Document = document): void {
  const root = doc.documentElement;
  if (root.lang !== lang) root.lang = lang;
  const dir = isRtl(lang) ? 'rtl' : 'ltr';
  if ((root.dir || 'ltr') !== dir) root.dir = dir;
}
