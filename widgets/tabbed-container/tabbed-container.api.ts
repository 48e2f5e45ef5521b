/**
 * The public contract of `<mck-tabbed-container>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { bool, num, oneOf } from '../../core/host/attributes.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** The tabbed container's layout choices (E§2, E§3 Tabbed container), the values the attributes accept. */

/** tabAlignment: the tabs start at the inline start or are centred. */
export const TAB_ALIGNMENTS = ['left', 'center'] as const;
/** tabWidth: each tab as wide as its label, or all tabs sharing the row equally. */
export const TAB_WIDTHS = ['autosize', 'consistent'] as const;
/** mobileRendering: on mobile keep the tabs, or replace them with a native select (the dropdown layout). */
export const MOBILE_RENDERINGS = ['tabs', 'dropdown'] as const;

/**
 * camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. The
 * tabs themselves are what the CMS prints inside the tag (see the define file).
 */
export const tabbedContainerAttributes = {
  tabAlignment: oneOf(TAB_ALIGNMENTS, 'left', {
    doc: 'Where the tabs sit in their row (E§2): `left` at the inline start (the right in Arabic), or `center`.',
  }),
  tabWidth: oneOf(TAB_WIDTHS, 'autosize', {
    doc: 'How wide each tab is (E§2): `autosize` as wide as its label, `consistent` all tabs sharing the row equally.',
  }),
  mobileRendering: oneOf(MOBILE_RENDERINGS, 'tabs', {
    doc: 'What replaces the tab row below 768 px (E§2): `tabs` keeps it (scrolling sideways when it is too wide), `dropdown` shows a native select of the labels instead.',
  }),
  showDividerLine: bool(false, { doc: 'A line above the module (E§3 showDividerLine).' }),
  activeTab: num(0, {
    min: 0, integer: true,
    doc: 'The index of the shown tab, from 0 (a number past the last tab shows the first). The widget sets it when the reader picks a tab, and fires `mck-tabbed-container-change`.',
  }),
};

/** The parts of `<mck-tabbed-container>`, for `mck-tabbed-container::part(…)`. */
export const tabbedContainerParts = /* @__PURE__ */ defineParts({
  base: 'The module: header, tab row (or select) and panel, one below the other.',
  header: 'Holds the slotted header (eyebrow, display number, title, description).',
  tablist: 'The row of tabs.',
  tab: 'One tab.',
  'tab-active': 'The shown tab (with `tab`).',
  select: 'The native select that replaces the tabs on mobile in the dropdown layout.',
  panel: 'Holds the shown panel (slotted: the CMS\'s own content, nested widgets included).',
}, editorParts);

/** What `<mck-tabbed-container>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface TabbedContainerEvents {
  /** The reader picked another tab (its index from 0 and its label); `active-tab` holds the index. On the element; bubbles, composed. */
  'mck-tabbed-container-change': { index: number; label: string };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<TabbedContainerEvents> {}
}

/** Dictionary keys of `<mck-tabbed-container>` with their English defaults. */
export const tabbedContainerStrings = defineStrings({
  /** The accessible name of the select that replaces the tabs on mobile. */
  TabbedContainer_Choose: 'Choose a section',
  /** The editor's placeholder name for a module without tabs. */
  TabbedContainer_Tabs: 'Tabs',
  /** A tab whose panel has no label. */
  TabbedContainer_Untitled: 'Tab {number}',
});
export const { t } = tabbedContainerStrings;
