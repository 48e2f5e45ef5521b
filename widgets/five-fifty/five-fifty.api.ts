/**
 * The public contract of `<mck-five-fifty>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { num, text } from '../../core/host/attributes.js';
import { HEADER_OFFSET_PX } from './five-fifty.layout.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import type { TabKind } from './five-fifty.content.js';
import { defineStrings } from '../../core/text/i18n.js';

/**
 * camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. The
 * story itself is what the CMS prints inside the tag (see the define file).
 */
export const fiveFiftyAttributes = {
  label: text('', { doc: 'The story\'s accessible name (its tab list and, on mobile, its carousel); the hero\'s label when empty.' }),
  headerOffset: num(HEADER_OFFSET_PX, {
    min: 0, integer: true,
    doc: `The site header's height in px, which the pinned story sits under and scrolls to (D§9: ${HEADER_OFFSET_PX}).`,
  }),
};

/** The parts of `<mck-five-fifty>`, for `mck-five-fifty::part(…)`. */
export const fiveFiftyParts = /* @__PURE__ */ defineParts({
  base: 'The empty story in editor mode (holds its placeholder).',
  story: 'Desktop: the tall box the page scrolls through while the story is pinned.',
  pin: 'Desktop: the pinned view under the site header (tab bar and panels).',
  bar: 'Desktop: the row with the arrows and the tabs.',
  tablist: 'Desktop: the tabs.',
  tab: 'Desktop: one tab (also `tab-active` on the active one).',
  'tab-active': 'Desktop: the active tab.',
  viewport: 'Desktop: the window the panels move through sideways.',
  track: 'The row of panels (moved sideways by the scroll on desktop, by keen-slider on mobile).',
  panel: 'One tab\'s panel, holding the section the CMS printed.',
  carousel: 'Mobile and tablet: the swipe carousel region.',
  controls: 'Mobile and tablet: the row of arrows and bullets under the panels.',
  bullets: 'Mobile and tablet: the bullets (one tab each).',
  bullet: 'Mobile and tablet: one bullet (also `bullet-active` on the active one).',
  'bullet-active': 'Mobile and tablet: the active bullet.',
  previous: 'The "previous section" arrow (disabled on the hero).',
  next: 'The "next section" arrow (disabled on the last tab).',
}, editorParts);

/** What `<mck-five-fifty>` tells the page (name → detail); each member's JSDoc is its manifest entry. */
export interface FiveFiftyEvents {
  /** The active tab changed (by scroll, a tab, an arrow, a bullet or a swipe): its index from 0, its D§2 id (`tab-hero`, `tab-story-1-mediatype-video`, …) and kind. On the element; bubbles, composed. */
  'mck-five-fifty-change': { index: number; id: string; kind: TabKind };
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<FiveFiftyEvents> {}
}

/** Dictionary keys of `<mck-five-fifty>` with their English defaults. */
export const fiveFiftyStrings = defineStrings({
  FiveFifty_Label: 'Story',
  FiveFifty_Hero: 'Introduction',
  FiveFifty_Story: 'Part {number}',
  FiveFifty_Related: 'Related articles',
  FiveFifty_Previous: 'Previous section',
  FiveFifty_Next: 'Next section',
  FiveFifty_Empty: 'Five-fifty story',
});
export const { t } = fiveFiftyStrings;
