/**
 * What an HTML string's `style` attributes may keep. Server messages and editors' rich text are
 * laid out by the page; their inline styles only colour and space text. Anything that can take an
 * element out of the flow or move it over the rest of the page (`position`, `top`/`inset`,
 * `z-index`, `transform`, `float`, negative margins…) or load something (`background-image`) is
 * dropped, so HTML from a service or an editor cannot lay an overlay over the page.
 *
 * An allow-list of longhand properties, checked on the browser's own parse of the declarations
 * (a detached element's CSSOM: shorthands arrive expanded, comments and escapes resolved), never
 * on the text: `background: red url(x)` keeps its colour and loses its image.
 */
const ALLOWED = new Set([
  'color', 'background-color',
  'font-style', 'font-weight', 'font-size', 'font-variant-caps',
  'text-align', 'text-decoration-line', 'text-decoration-style', 'text-decoration-color', 'text-transform',
  'text-indent', 'vertical-align', 'white-space', 'letter-spacing', 'word-spacing', 'line-height',
  'list-style-type',
  'margin-top', 'margin-right', 'margin-bottom', 'margin-left',
  'padding-top', 'padding-right', 'padding-bottom', 'padding-left',
  ...['top', 'right', 'bottom', 'left'].flatMap((side) =>
    ['width', 'style', 'color'].map((part) => `border-${side}-${part}`)),
]);

/** Properties whose negative values pull the element outside its own box, over its neighbours. */
const NON_NEGATIVE = /^(margin-|text-indent$)/;

function allowed(name: string, value: string): boolean {
  if (!ALLOWED.has(name)) return false;
  // A minus anywhere (`-100vh`, `calc(0px - 100vh)`) could make the length negative.
  return !(NON_NEGATIVE.test(name) && value.includes('-'));
}

/** The declarations of `css` that are on the list, as a `style` value ('' when none are). */
export function harmlessInlineStyle(css: string): string {
  const parsed = document.createElement('span').style;
  parsed.cssText = css;
  const kept = document.createElement('span').style;
  for (let i = 0; i < parsed.length; i += 1) {
    const name = parsed.item(i);
    const value = parsed.getPropertyValue(name);
    if (allowed(name, value)) kept.setProperty(name, value, parsed.getPropertyPriority(name));
  }
  return kept.cssText;
}
