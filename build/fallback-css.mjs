/**
 * build/fallback-css.mjs — the widgets' fallback stylesheet, dist/mck-fallback.css: what a CMS
 * template links next to the loader so each tag's server-rendered fallback takes the rendered
 * widget's box and hydrating moves nothing (docs/architecture.md, "Page boot and hydration" 6).
 * Built from each widget's own declaration, widgets/<folder>/<folder>.fallback.css, in folder order.
 *
 * Two rules hold for every declaration, checked here (the build fails otherwise):
 * - Scoped to its widget: every selector starts with the widget's tag (`mck-quiz:not(:defined)`,
 *   `mck-quiz > details`), so the sheet reaches neither the page's own elements nor other widgets.
 * - Sized as the widget is: declarations write `rem` like the widget's styles, and each `<n>rem`
 *   becomes `calc(<n> * var(--mck-font-size, 16px))`, the widget's rem (core/host/styles.ts,
 *   `withWidgetRem`): a page's root font size (Bootstrap 3's 10px) never sizes a fallback. At-rule
 *   conditions keep `rem` (`var()` is invalid there, and a media query's rem is the browser's
 *   initial size, never the page's).
 * After the widgets' declarations comes the rule every widget shares for the gallery's error
 * examples (core/host/error-example.fallback.css), written once for the tags whose gallery prints one.
 * Plain CSS, no JavaScript; no chunk imports it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import postcss from 'postcss';
import { listWidgetFolders } from './discover.mjs';
import { BuildError } from './common.mjs';

export const FALLBACK_OUTPUT = 'mck-fallback.css';
/** The widget's rem outside its shadow root: what `--_font-size` is inside it (core/host/design-tokens.ts). */
export const WIDGET_REM = 'var(--mck-font-size, 16px)';

/** The gallery error examples' rule, relative to the root; `ERROR_EXAMPLE_TAG` stands for the widgets' tags. */
export const ERROR_EXAMPLE_SOURCE = 'core/host/error-example.fallback.css';
export const ERROR_EXAMPLE_TAG = 'mck-widget';

/** Whether the widget's gallery (widgets/<folder>/<folder>.examples.html) prints an error example. */
const printsErrorExamples = (root, folder) => {
  const file = join(root, 'widgets', folder, `${folder}.examples.html`);
  return existsSync(file) && readFileSync(file, 'utf8').includes('data-example="error"');
};

/** widgets/<folder>/<folder>.fallback.css, relative to the root. */
export const fallbackSource = (folder) => `widgets/${folder}/${folder}.fallback.css`;

const REM_VALUE = /(^|[^\w.+-])([+-]?(?:\d+\.?\d*|\.\d+))rem(?![\w-])/g;

/** `value` with each `<n>rem` as `calc(<n> * var(--mck-font-size, 16px))`. */
export const withWidgetRem = (value) =>
  value.replace(REM_VALUE, (_, before, n) => before + (Number(n) === 1 ? WIDGET_REM : `calc(${Number(n)} * ${WIDGET_REM})`));

/** Whether `selector` (one complex selector) starts with `tag` as its type selector. */
export const scopedTo = (selector, tag) => new RegExp(`^${tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(selector.trim());

/**
 * One widget's declaration, checked and rewritten: the CSS text, or a BuildError naming the first
 * selector not scoped to `tag` (`where` names the file).
 */
export function widgetFallbackCss(css, tag, where) {
  const root = postcss.parse(css, { from: where });
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    const outside = rule.selectors.find((s) => !scopedTo(s, tag));
    if (outside) throw new BuildError(`${where}: selector "${outside}" is not scoped to <${tag}>: start every selector with the tag`);
  });
  root.walkDecls((decl) => { decl.value = withWidgetRem(decl.value); });
  return root.toString();
}

/**
 * `{ path, contents, tags }` of dist/mck-fallback.css (`tags`: the widgets it holds rules of), or
 * null when no widget declares a fallback (the build's test fixtures).
 */
export async function buildFallbackCss({ root, out, dev }) {
  const parts = [];
  const tags = [];
  const folders = listWidgetFolders(join(root, 'widgets'));
  for (const { folder, tag } of folders) {
    const source = fallbackSource(folder);
    if (!existsSync(join(root, source))) continue;
    parts.push(`/* ${tag} */\n${widgetFallbackCss(readFileSync(join(root, source), 'utf8'), tag, source)}`);
    tags.push(tag);
  }
  if (!parts.length) return null;
  const printing = folders.filter(({ folder }) => printsErrorExamples(root, folder)).map((f) => f.tag);
  if (printing.length && existsSync(join(root, ERROR_EXAMPLE_SOURCE))) {
    const every = `:is(${printing.join(', ')})`;
    const shared = readFileSync(join(root, ERROR_EXAMPLE_SOURCE), 'utf8').replaceAll(ERROR_EXAMPLE_TAG, every);
    parts.push(widgetFallbackCss(shared, every, ERROR_EXAMPLE_SOURCE));
  }
  const outfile = join(out, FALLBACK_OUTPUT);
  const result = await build({
    stdin: { contents: parts.join('\n'), loader: 'css', resolveDir: root, sourcefile: FALLBACK_OUTPUT },
    outfile, bundle: false, minify: !dev, write: false, logLevel: 'silent',
    // Keep what the declarations wrote: modern syntax (`:is()`, `:has()`, logical properties) is what they target.
    target: 'chrome120',
  });
  const file = result.outputFiles.find((f) => f.path === outfile) ?? result.outputFiles[0];
  return { path: outfile, contents: file.contents, tags };
}
