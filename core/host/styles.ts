import { BASE_CSS, REM } from './design-tokens.js';

/** `n` widget rem for a style a component sets itself (`style={{ paddingInlineStart: rem(1.25) }}`). */
export const rem = (n: number): string => `calc(${n} * ${REM})`;

/**
 * A widget's CSS as the browser gets it: every `<n>rem` becomes {@link rem}(n), so widget styles
 * keep their plain `rem` and are sized by the host's `--mck-font-size`, not the page's root font
 * size (10px on a Bootstrap 3 page). Comments, strings and at-rule preludes are left as they are:
 * `var()` is invalid in an `@media` condition, and there `rem` is the browser's initial font size
 * anyway, never the page's. (An `@container` condition's `rem` would be the page's: use `em`, the
 * container's font size.)
 */
export function withWidgetRem(css: string): string {
  return css.replace(
    /(\/\*[\s\S]*?\*\/|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|@[\w-]+[^{};]*)|(^|[^\w.+-])([+-]?(?:\d+\.?\d*|\.\d+))rem(?![\w-])/g,
    (match, kept: string | undefined, before: string, n: string) => (kept !== undefined ? match : before + rem(Number(n))),
  );
}

/**
 * One constructed stylesheet per CSS text, shared by every shadow root that adopts it: 200
 * accordions parse their CSS once. Adopted sheets are not children of the shadow root, so React
 * clearing the root on first render does not remove them.
 */
const sheets = new Map<string, CSSStyleSheet>();

function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(withWidgetRem(css));
    sheets.set(css, sheet);
  }
  return sheet;
}

export function adoptStyles(root: ShadowRoot, css: string | undefined): void {
  const list = [sheetFor(BASE_CSS)];
  if (css) list.push(sheetFor(css));
  root.adoptedStyleSheets = list;
}

/**
 * Adds `css` to the sheets `root` adopted (a chunk's own CSS that arrives later: Leaflet's for the
 * office map). Constructed sheets, never a `<style>` element: a page whose CSP has no
 * 'unsafe-inline' in style-src refuses those. Adding the same CSS twice changes nothing.
 */
export function adoptMoreStyles(root: ShadowRoot, css: string): void {
  const sheet = sheetFor(css);
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
