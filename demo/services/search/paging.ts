/** `value` (default `fallback`) held within [min, max]: out-of-range paging is clamped, not refused. */
export const clampParam = (value: number | undefined, fallback: number, min: number, max: number) =>
  Math.min(max, Math.max(min, value ?? fallback));
