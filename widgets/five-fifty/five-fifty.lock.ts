/**
 * When the mobile story locks the page (D§4: "on mobile the page scroll is locked until the last
 * tab"), as arithmetic on the story's top in the viewport, measured at each scroll event. The
 * trigger line is the bottom of the site header (the header offset): the story locks when its top
 * stands there, and also when it crossed the line between two scroll events, however far the page
 * moved (one fling or wheel jump can carry the story from below the line to far above it, or back).
 */

/** A top within this of the line counts as on it (sub-pixel layouts and zoom round positions). */
const SLACK_PX = 1;

/** Whether the story's top stands in the header's band, between the view's top and the line. */
const atLine = (top: number, line: number) => top >= 0 && top <= line + SLACK_PX;
const below = (top: number, line: number) => top > line + SLACK_PX;

/**
 * Whether the page locks now: the story's top is at the line, or `previousTop` (its top at the
 * last scroll event; `null` before the first) and `top` lie on opposite sides of the line.
 */
export function shouldLock(previousTop: number | null, top: number, line: number): boolean {
  if (atLine(top, line)) return true;
  return previousTop !== null && below(previousTop, line) !== below(top, line);
}

/** How far the page scrolls so that the story's top lands on the line (negative: back up). */
export const snapDistance = (top: number, line: number): number => top - line;
