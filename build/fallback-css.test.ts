/**
 * The widgets' fallback stylesheet (dist/mck-fallback.css), built from the project's own
 * declarations: every rule reaches only its widget's tag, every widget that declares a fallback is
 * in it, and no size in it follows the page's root font size.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postcss from 'postcss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '../core/host/design-tokens.js';
import { listWidgetFolders } from './discover.mjs';
import { buildFallbackCss, fallbackSource, FALLBACK_OUTPUT, WIDGET_REM, widgetFallbackCss } from './fallback-css.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const widgets = listWidgetFolders(path.join(ROOT, 'widgets'));
const declaring = widgets.filter((w) => existsSync(path.join(ROOT, fallbackSource(w.folder))));
const startsWithTag = (selector: string) => /^(mck-[a-z0-9-]+)(?![\w-])/.exec(selector.trim())?.[1];

let out: string;
let built: { path: string; contents: Uint8Array; tags: string[] };
let sheet: postcss.Root;

beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'mck-fallback-'));
  built = (await buildFallbackCss({ root: ROOT, out, dev: false }))!;
  sheet = postcss.parse(Buffer.from(built.contents).toString('utf8'));
});
afterAll(() => rm(out, { recursive: true, force: true }));

describe('dist/mck-fallback.css', () => {
  it('is written as mck-fallback.css', () => {
    expect(path.basename(built.path)).toBe(FALLBACK_OUTPUT);
  });

  it('scopes every rule to a widget that declares a fallback', () => {
    const tags = new Set(declaring.map((w) => w.tag));
    const unscoped: string[] = [];
    /** The tags of a selector starting `:is(mck-a, mck-b)` (the shared rule of the gallery's error examples), else its first tag. */
    const startTags = (selector: string) => /^:is\(([^)]*)\)/.exec(selector)?.[1].split(',').map((t) => t.trim()) ?? [startsWithTag(selector) ?? ''];
    sheet.walkRules((rule) => {
      for (const selector of rule.selectors) if (!startTags(selector).every((tag) => tags.has(tag))) unscoped.push(selector);
    });
    expect(unscoped).toEqual([]);
  });

  it("writes the gallery's error-example rule once, for every widget whose gallery prints an error example", () => {
    const shared: string[] = [];
    sheet.walkRules((rule) => { if (rule.selector.startsWith(':is(') && rule.selector.includes('[data-example=error]')) shared.push(rule.selector); });
    expect(shared).toHaveLength(2);
    expect(shared[0]).toContain('mck-tabbed-container,');
    expect(shared[0]).not.toContain('mck-signin');
  });

  it('holds rules of every widget that declares a fallback', () => {
    const ruled = new Set<string>();
    sheet.walkRules((rule) => rule.selectors.forEach((s) => ruled.add(startsWithTag(s) ?? '')));
    expect(declaring.length).toBeGreaterThan(0);
    expect(declaring.map((w) => w.tag).filter((tag) => !ruled.has(tag))).toEqual([]);
    expect(built.tags).toEqual(declaring.map((w) => w.tag));
  });

  it("sizes with the widget's rem, never the page's root font size", () => {
    const pageRem: string[] = [];
    sheet.walkDecls((decl) => { if (/\drem\b/.test(decl.value)) pageRem.push(`${decl.prop}: ${decl.value}`); });
    expect(pageRem).toEqual([]);
    // The rem widgets use inside their shadow root: the host's --mck-font-size, by default the design tokens'.
    expect(WIDGET_REM).toBe(`var(--mck-font-size, ${TOKENS['font-size']})`);
    expect(Buffer.from(built.contents).toString('utf8')).toContain(WIDGET_REM);
  });
});

describe('a widget declaration', () => {
  it('rewrites rem in values, not in media conditions', () => {
    expect(widgetFallbackCss('@media (min-width: 40rem) { mck-a > p { margin: 1rem 0.5rem; } }', 'mck-a', 'a.css'))
      .toBe(`@media (min-width: 40rem) { mck-a > p { margin: ${WIDGET_REM} calc(0.5 * ${WIDGET_REM}); } }`);
  });

  it.each([
    ['a page element', 'p { margin: 0 }'],
    ['another widget', 'mck-b > p { margin: 0 }'],
    ['a tag that only starts like it', 'mck-ab { margin: 0 }'],
    ['one selector of a list', 'mck-a > p, .note { margin: 0 }'],
    ['a selector inside an at-rule', '@media (min-width: 768px) { :is(mck-a) { margin: 0 } }'],
  ])('fails the build when a rule reaches %s', (_, css) => {
    expect(() => widgetFallbackCss(css, 'mck-a', 'widgets/a/a.fallback.css')).toThrow(/widgets\/a\/a\.fallback\.css: selector .* is not scoped to <mck-a>/);
  });
});

describe('the galleries', () => {
  it('print no fallback rules of their own: the stylesheet is the one copy', () => {
    const copies = widgets.flatMap((w) => {
      const file = path.join(ROOT, 'widgets', w.folder, `${w.folder}.examples.html`);
      if (!existsSync(file)) return [];
      const styles = readFileSync(file, 'utf8').match(/<style>[\s\S]*?<\/style>/g) ?? [];
      const selectors: string[] = [];
      for (const style of styles) postcss.parse(style.slice(7, -8)).walkRules((r) => selectors.push(...r.selectors));
      return selectors.filter((s) => startsWithTag(s) && !s.includes('.gallery-')).map((s) => `${w.folder}: ${s}`);
    });
    expect(copies).toEqual([]);
  });
});
