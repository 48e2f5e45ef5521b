import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-five-fifty>`, for `mck-five-fifty::part(…)`. */
export const fiveFiftyParts = {
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
  ...editorParts,
} satisfies PartDocs;
