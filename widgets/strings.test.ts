/**
 * Typed strings (docs/architecture.md, "Strings"): every dictionary key a widget or core uses is
 * declared, with its English default, by its owner (a widget in its contract `<name>.api.ts`, core
 * in a `<name>.strings.ts`; a widget may use its own keys and core's), and every
 * declared key is in each CMS language file. Keys are `Area_Name` literals in the source.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const LANGUAGES = ['en', 'de', 'ja', 'ar'];

const filesUnder = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name);
  return statSync(path).isDirectory() ? filesUnder(path) : [path];
});
const sources = (dir: string) => filesUnder(join(ROOT, dir)).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
/** Reading the keys imports every widget's contract (and what its attributes' schemas import). */
const IMPORTS_TIMEOUT = 30_000;
/** Where keys are declared: a widget's contract, a core strings file. */
const declaresStrings = (file: string) => /\.(api|strings)\.ts$/.test(file);
/** Who may use a key: `core`, or the widget folder the file is in. */
const ownerOf = (file: string) => {
  const path = relative(ROOT, file).split('\\').join('/');
  return path.startsWith('widgets/') ? path.split('/')[1]! : 'core';
};

/**
 * Keys each owner declares: the `defaults` of every strings object its strings modules export
 * (read off the modules, not off the shared registry, which other test files have filled too).
 */
let declaredOnce: Promise<Map<string, Set<string>>> | undefined;
const declaredKeys = () => (declaredOnce ??= readDeclaredKeys());
async function readDeclaredKeys(): Promise<Map<string, Set<string>>> {
  const declared = new Map<string, Set<string>>();
  for (const file of [...sources('core'), ...sources('widgets')].filter(declaresStrings)) {
    const exported = Object.values(await import(file) as Record<string, unknown>);
    const owner = ownerOf(file);
    const keys = declared.get(owner) ?? new Set();
    for (const value of exported) {
      const defaults = (value as { defaults?: unknown } | null)?.defaults;
      if (defaults && typeof defaults === 'object') for (const key of Object.keys(defaults)) keys.add(key);
    }
    declared.set(owner, keys);
  }
  return declared;
}

/** Dictionary keys written in a source file (string literals shaped `Area_Name`, comments left out). */
export function keysIn(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  return [...code.matchAll(/(['"`])([A-Z][A-Za-z0-9]*_[A-Z][A-Za-z0-9_]*)\1/g)].map((m) => m[2]!);
}

describe('typed strings', () => {
  it('reads keys from code, not from comments', () => {
    expect(keysIn(`t('Video_Play'); const k = "SignIn_Heading"; // 'Not_This'\n/** \`Nor_This\` */ x('lowercase_key')`))
      .toEqual(['Video_Play', 'SignIn_Heading']);
  });

  it('every key a widget or core uses is declared by it or by core', async () => {
    const declared = await declaredKeys();
    const undeclared = [...sources('core'), ...sources('widgets')]
      .filter((f) => !declaresStrings(f))
      .flatMap((file) => {
        const owner = ownerOf(file);
        const allowed = new Set([...(declared.get(owner) ?? []), ...(declared.get('core') ?? [])]);
        return keysIn(readFileSync(file, 'utf8')).filter((key) => !allowed.has(key)).map((key) => `${relative(ROOT, file)}: ${key}`);
      });
    expect(undeclared).toEqual([]);
  }, IMPORTS_TIMEOUT);

  it('every declared key is in each CMS language file', async () => {
    const declared = [...(await declaredKeys()).values()].flatMap((keys) => [...keys]);
    expect(declared.length).toBeGreaterThan(0);
    const missing = LANGUAGES.flatMap((lang) => {
      const dictionary = JSON.parse(readFileSync(join(ROOT, `demo/services/cms/dictionary/${lang}.json`), 'utf8')) as Record<string, string>;
      return declared.filter((key) => !(key in dictionary)).map((key) => `${lang}.json: ${key}`);
    });
    expect(missing).toEqual([]);
  }, IMPORTS_TIMEOUT);
});

describe('shipped translations', () => {
  const dictionaryOf = (lang: string) =>
    JSON.parse(readFileSync(join(ROOT, `demo/services/cms/dictionary/${lang}.json`), 'utf8')) as Record<string, string>;

  it('no language ships a placeholder where a translation belongs (the scaffold writes "TODO translate")', () => {
    const placeholders = LANGUAGES.flatMap((lang) => Object.entries(dictionaryOf(lang))
      .filter(([, text]) => /\bTODO\b|\bFIXME\b|translate \(/i.test(text))
      .map(([key, text]) => `${lang}.json ${key}: ${text}`));
    expect(placeholders).toEqual([]);
  });

  it('a text that counts has the plural forms of its language wherever English has them', () => {
    const english = dictionaryOf('en');
    const counted = Object.keys(english).filter((key) => /, plural,/.test(english[key]!));
    expect(counted.length).toBeGreaterThan(0);
    const missing = LANGUAGES.filter((lang) => lang !== 'ja').flatMap((lang) => {
      const dictionary = dictionaryOf(lang);
      return counted.filter((key) => !/, plural,/.test(dictionary[key] ?? '')).map((key) => `${lang}.json ${key}`);
    });
    expect(missing).toEqual([]);
  });
});
