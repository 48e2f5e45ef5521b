/** How far one arrow key moves the position on the progress slider. Not in the spec: ours. */
export const SEEK_STEP_SECONDS = 5;

/** `m:ss` (or `h:mm:ss`); unknown or negative lengths read as 0:00. */
export { clockTime as formatTime } from '../../core/kits/text/index.js';

/** The position a slider key moves to, kept within 0…duration; null for keys the slider ignores. */
export function seekTarget(key: string, current: number, duration: number, rtl: boolean): number | null {
  // Left and right follow what the reader sees: in right-to-left pages the bar fills leftwards.
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  const end = Number.isFinite(duration) ? duration : 0;
  const clamp = (value: number) => Math.min(Math.max(value, 0), end);
  switch (key) {
    case forward: case 'ArrowUp': return clamp(current + SEEK_STEP_SECONDS);
    case back: case 'ArrowDown': return clamp(current - SEEK_STEP_SECONDS);
    case 'Home': return 0;
    case 'End': return end;
    default: return null;
  }
}
