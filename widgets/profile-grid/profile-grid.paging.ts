import { MAX_PROFILE_PAGE, PROFILES_PER_ROW } from '../../core/contracts/profiles.js';

/** D§9: the grid shows one row on load unless the template configures more. */
export const DEFAULT_ROWS = 1;
export const MAX_ROWS = 20;

export interface GridPaging {
  rows: number;
  /** Cards each "Load more" adds; 0: the rest. */
  loadMoreCount: number;
}

/** How many cards the page starting at `offset` holds: the configured rows first, then a count or the rest. */
export function cardsToLoad(offset: number, { rows, loadMoreCount }: GridPaging, total: number | undefined): number {
  if (offset === 0) return rows * PROFILES_PER_ROW;
  if (loadMoreCount > 0) return loadMoreCount;
  return Math.max(1, (total ?? offset + MAX_PROFILE_PAGE) - offset);
}
