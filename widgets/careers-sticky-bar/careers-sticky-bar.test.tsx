import { describe, expect, it } from 'vitest';
import { stickyVariant } from './sticky-variant.js';

const VH = 800;
/** The in-page bar (100 px tall) with its top at `top`. */
const at = (top: number) => ({ top, bottom: top + 100 });

describe('stickyVariant (A§4, A§9: 50 % and 100 % of the viewport)', () => {
  it('is hidden while the in-page bar is in view, even partly', () => {
    expect(stickyVariant(at(300), VH)).toBe('hidden');
    expect(stickyVariant(at(-90), VH)).toBe('hidden');
    expect(stickyVariant(at(790), VH)).toBe('hidden');
  });
  it('stays hidden until the bar is more than half a viewport away', () => {
    expect(stickyVariant(at(-100 - 400), VH)).toBe('hidden'); // exactly 50 % above
    expect(stickyVariant(at(VH + 400), VH)).toBe('hidden'); // exactly 50 % below
  });
  it('is sticky-default between half and a full viewport away', () => {
    expect(stickyVariant(at(-100 - 401), VH)).toBe('sticky-default');
    expect(stickyVariant(at(VH + 401), VH)).toBe('sticky-default');
    expect(stickyVariant(at(-100 - 800), VH)).toBe('sticky-default'); // exactly 100 %
  });
  it('is minimal beyond a full viewport: minimal-top when the bar is above, minimal when below', () => {
    expect(stickyVariant(at(-100 - 801), VH)).toBe('sticky-minimal-top');
    expect(stickyVariant(at(VH + 801), VH)).toBe('sticky-minimal');
  });
});
