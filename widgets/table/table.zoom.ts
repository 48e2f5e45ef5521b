/**
 * Zoom (E§6 "Table: zoomed in or out"): zoomed in, the table keeps its own width and its region
 * scrolls sideways; zoomed out, it is scaled down to fit the region's width (never up).
 */

/** E§9: the table's scale is measured and applied this long after a zoom or a resize, once the layout has settled. */
export const TABLE_SCALE_WAIT_MS = 300;

/** The scale that fits a table of `tableWidth` into `regionWidth`, at most 1. */
export function fitScale(regionWidth: number, tableWidth: number): number {
  if (regionWidth <= 0 || tableWidth <= regionWidth) return 1;
  return regionWidth / tableWidth;
}

/** Runs `apply` after {@link TABLE_SCALE_WAIT_MS}; the returned function cancels it (a newer zoom or resize wins). */
export function afterScaleWait(apply: () => void): () => void {
  const timer = setTimeout(apply, TABLE_SCALE_WAIT_MS);
  return () => clearTimeout(timer);
}
