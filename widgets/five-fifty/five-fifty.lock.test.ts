import { describe, expect, it } from 'vitest';
import { HEADER_OFFSET_PX } from './five-fifty.layout.js';
import { shouldLock, snapDistance } from './five-fifty.lock.js';

/** The story's top at successive scroll events, and whether the page locks at each. */
const run = (tops: number[], line = HEADER_OFFSET_PX) => {
  let previous: number | null = null;
  return tops.map((top) => {
    const lock = shouldLock(previous, top, line);
    previous = top;
    return lock;
  });
};

describe('the mobile story locks the page when it reaches the header line (D§4)', () => {
  it('locks when its top stands between the view top and the line, a pixel of slack included', () => {
    expect(run([HEADER_OFFSET_PX])).toEqual([true]);
    expect(run([0])).toEqual([true]);
    expect(run([HEADER_OFFSET_PX + 1])).toEqual([true]);
    expect(run([HEADER_OFFSET_PX + 2])).toEqual([false]);
  });

  it('does not lock while the story stays below the line, or once the page starts past it', () => {
    expect(run([700, 500, 200, 62])).toEqual([false, false, false, false]);
    expect(run([-300, -900, -5000])).toEqual([false, false, false]);
  });

  it('locks when one scroll carries the story from below the line to above the view, however far', () => {
    expect(run([400, -1])).toEqual([false, true]);
    expect(run([162, -1158])).toEqual([false, true]);
    expect(run([800, 300, -100_000])).toEqual([false, false, true]);
  });

  it('locks when a scroll back up carries it from above the view to below the line', () => {
    expect(run([-2000, 500])).toEqual([false, true]);
  });

  it('scrolls the page by the distance that puts the story top on the line', () => {
    expect(snapDistance(-1158, HEADER_OFFSET_PX)).toBe(-1218);
    expect(snapDistance(500, HEADER_OFFSET_PX)).toBe(440);
    expect(snapDistance(HEADER_OFFSET_PX, HEADER_OFFSET_PX)).toBe(0);
  });
});
