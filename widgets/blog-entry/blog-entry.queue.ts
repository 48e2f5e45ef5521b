/**
 * D§4 "Blog infinite scroll": the entries after the current one, loaded one at a time in the
 * listing's order; an entry whose call fails or answers a non-200 status is skipped and the next
 * is tried (D§8 "Blog entry fetch failure: entry skipped").
 */
import type { BlogEntryPageResponse, BlogItem } from '../../core/contracts/blog.js';

/** How many entry names one listing call brings (the listing is read ahead in such batches). */
export const LISTING_BATCH = 10;
/**
 * How many failed entries in a row end the scroll: past this, the service is down rather than one
 * entry broken, and trying each of hundreds of entries would only hammer it.
 */
export const MAX_SKIPPED_IN_A_ROW = 5;

export type EntryPage = BlogEntryPageResponse['data'];

export interface EntrySource {
  /** Listing names from `start`, at most `limit`, and how many there are in all. */
  listing(start: number, limit: number, signal: AbortSignal): Promise<{ names: BlogItem['name'][]; total: number }>;
  /** One entry's page; rejects on a failure or a non-200 answer. */
  entry(name: string, signal: AbortSignal): Promise<EntryPage>;
}

export interface NextEntry {
  page: EntryPage | null;
  /** Where to go on from; `null` at the end of the listing (or after too many failures in a row). */
  next: number | null;
}

/** Reads the listing ahead in batches and hands out the next entry that loads. */
export function createEntryQueue(source: EntrySource) {
  const names: string[] = [];
  let total = Infinity;

  async function nameAt(index: number, signal: AbortSignal): Promise<string | null> {
    while (index >= names.length && names.length < total) {
      const batch = await source.listing(names.length, LISTING_BATCH, signal);
      total = batch.total;
      if (!batch.names.length) total = names.length;
      names.push(...batch.names);
    }
    return names[index] ?? null;
  }

  /** The first entry from `index` on that loads, skipping those that fail. */
  async function from(index: number, signal: AbortSignal): Promise<NextEntry> {
    for (let at = index, skipped = 0; skipped < MAX_SKIPPED_IN_A_ROW; at++) {
      const name = await nameAt(at, signal);
      if (name === null) return { page: null, next: null };
      try {
        return { page: await source.entry(name, signal), next: at + 1 };
      } catch (err) {
        if (signal.aborted) throw err;
        skipped++;
        console.warn(`[mck-blog-entry] entry "${name}" skipped: it could not be loaded.`);
      }
    }
    return { page: null, next: null };
  }

  return { from };
}
