/**
 * The highlighted option after an arrow key: from none, Down goes to the first and Up to the last;
 * both wrap around (D§4 "suggestion navigation wraps around"). -1 when there is nothing to highlight.
 */
export function moveHighlight(current: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
