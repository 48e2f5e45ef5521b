import { withWidgetRem } from '../../core/host/styles.js';
import { MOBILE_QUERY } from '../../core/host/viewport.js';

/**
 * The look of the CMS's own table: its cells are in the light DOM, out of reach of the shadow
 * root's styles (`::slotted` reaches the `<table>`, not its cells), so these rules are adopted once
 * by the document (or shadow root) the tag is in. Each is scoped to `mck-table > table` and keyed
 * on the tag's attributes, so they touch nothing else, and a page's own rules on its tables still win.
 * Their `rem` is the widget's, like in its shadow root: the cells are slotted, so they inherit the host's size.
 */
export const CELL_CSS = `
mck-table > table { border-collapse: collapse; min-width: 100%; font-variant-numeric: tabular-nums; }
mck-table > table :is(th, td) { padding: var(--_space-2) var(--_space-3); text-align: start; vertical-align: top; }
mck-table > table thead th { border-bottom: 2px solid currentColor; }
mck-table:not([line-ruling="all"]):not([line-ruling="none"]) > table tbody tr { border-bottom: 1px solid #b3bdc6; }
mck-table[line-ruling="all"] > table :is(th, td) { border: 1px solid #b3bdc6; }
mck-table > table[slot="mobile"] { display: none; }
@media ${MOBILE_QUERY} {
  mck-table[mobile-layout="mobile-body"] > table[slot="mobile"] { display: table; }
  mck-table[mobile-layout="mobile-body"] > table:not([slot]) { display: none; }
  mck-table[mobile-layout="stacked"] > table :is(thead, tbody, tfoot, tr, th, td) { display: block; }
  mck-table[mobile-layout="stacked"] > table tr { padding-block: var(--_space-2); }
  mck-table[mobile-layout="stacked"] > table :is(th, td) { padding-block: 2px; }
}
`;

const adopted = new WeakSet<Document | ShadowRoot>();

/** Adds {@link CELL_CSS} to the root the tag is in, once per root. */
export function adoptCellStyles(host: HTMLElement): void {
  const root = host.getRootNode();
  if (!(root instanceof Document || root instanceof ShadowRoot) || adopted.has(root)) return;
  adopted.add(root);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(withWidgetRem(CELL_CSS));
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
