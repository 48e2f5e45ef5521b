/**
 * The ARIA tabs pattern's keys (automatic activation): Left and Right move to the previous and
 * next tab and wrap around, Home and End to the first and last. In a right-to-left page Left and
 * Right are mirrored, so Left still moves towards the visually left tab.
 */
export function tabAfterKey(key: string, current: number, count: number, rtl: boolean): number | null {
  if (count < 1) return null;
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  if (step) return (current + (rtl ? -step : step) + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** The direction the element is laid out in (its own or an ancestor's `dir`). */
export const isRightToLeft = (el: Element): boolean => el.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl';
