/**
 * Offset and cursor paging as data. Offset: saved articles (`currentOffset`, `pageSize`, A§7), job
 * search (page size 20, D§9). Cursor: events (`afterId`, `hasNext`, `nextCursor`) and the insights
 * grid (`nextCursor`, D§7).
 */

export type Paging = { kind: 'offset'; pageSize: number } | { kind: 'cursor'; pageSize: number };

/** What to ask the service for. `cursor` is `null` for the first page and in offset paging. */
export interface PageRequest {
  offset: number;
  limit: number;
  cursor: string | null;
}

/** One answer, in the list's terms; a widget's fetch maps its service's fields to these. */
export interface Page<T> {
  items: T[];
  /** Total matches, when the service says (`totalRecords`, `numFound`, `total`). */
  total?: number;
  /** Cursor paging: the next page's cursor; `null` or absent at the end. */
  nextCursor?: string | null;
}

export const firstPage = (paging: Paging): PageRequest => ({ offset: 0, limit: paging.pageSize, cursor: null });

export function nextPage(paging: Paging, loaded: number, last: Page<unknown>): PageRequest {
  return { offset: loaded, limit: paging.pageSize, cursor: paging.kind === 'cursor' ? last.nextCursor ?? null : null };
}

/**
 * Whether another page exists. Cursor: the service gave a next cursor. Offset: fewer loaded than
 * the total; without a total, the last page was full.
 */
export function hasMore(paging: Paging, loaded: number, last: Page<unknown>): boolean {
  if (paging.kind === 'cursor') return last.nextCursor != null;
  if (last.total !== undefined) return loaded < last.total;
  return last.items.length >= paging.pageSize;
}
