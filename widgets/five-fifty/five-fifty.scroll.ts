/**
 * The desktop story's pinned horizontal scroll, as arithmetic: the story is a tall box; its pin
 * (tab bar and panels) sticks under the site header while the page scrolls through the box, and
 * the panels move sideways by the scrolled distance divided by the scale factor (D§9).
 */
import { HEADER_OFFSET_PX, SCROLL_SCALE_FACTOR } from './five-fifty.layout.js';

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** Page scroll that moves the panels through all of them. */
export const scrollLength = (panels: number, panelWidth: number): number =>
  Math.max(0, panels - 1) * panelWidth * SCROLL_SCALE_FACTOR;

/** How far the panels have moved sideways, given where the story's top is in the viewport. */
export const sidewaysOffset = (storyTop: number, panels: number, panelWidth: number, headerOffset = HEADER_OFFSET_PX): number =>
  clamp(headerOffset - storyTop, 0, scrollLength(panels, panelWidth)) / SCROLL_SCALE_FACTOR;

/** The tab whose panel fills most of the view. */
export const activePanel = (offset: number, panelWidth: number, panels: number): number =>
  panelWidth > 0 ? clamp(Math.round(offset / panelWidth), 0, Math.max(0, panels - 1)) : 0;

/** Where the page scrolls to for a tab: its panel filling the view. `storyPageTop` is the story's top in the document. */
export const scrollTopForPanel = (index: number, storyPageTop: number, panelWidth: number, headerOffset = HEADER_OFFSET_PX): number =>
  storyPageTop - headerOffset + index * panelWidth * SCROLL_SCALE_FACTOR;
