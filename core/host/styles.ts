import { BASE_CSS } from './design-tokens.js';

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
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

export function adoptStyles(root: ShadowRoot, css: string | undefined): void {
  const list = [sheetFor(BASE_CSS)];
  if (css) list.push(sheetFor(css));
  root.adoptedStyleSheets = list;
}
