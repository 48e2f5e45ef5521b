import type { Queryable } from '../../db/db.js';
import type { PagesSearchResponse, SearchFilter } from '../../../core/contracts/index.js';
import { countMatches, searchPages, type PageQuery } from './queries.js';
import { spellingCorrections, type Correction } from './spelling.js';

/** Most words of a query checked for spelling. */
const MAX_CHECKED_WORDS = 12;

/** Most corrected queries whose results are counted to choose one (one statement counts them all). */
export const MAX_CORRECTED_QUERIES = 9;

/** The words of a query as the vocabulary holds them: lower case letters and digits. */
export const wordsOf = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_CHECKED_WORDS);

/** A query's words with misspelt ones replaced, and the edits that took. */
export interface CorrectedQuery {
  words: string[];
  edits: number;
}

/**
 * The queries `words` may have meant, fewest edits first (on a tie, the earlier corrections'
 * order): each misspelt word replaced by one of its `corrections` (none: the word is kept). At
 * most MAX_CORRECTED_QUERIES, the likeliest kept after each word; never the query itself.
 */
export function correctedQueries(words: readonly string[], corrections: readonly Correction[][]): CorrectedQuery[] {
  let queries: CorrectedQuery[] = [{ words: [], edits: 0 }];
  words.forEach((word, i) => {
    const choices = corrections[i]?.length ? corrections[i]! : [{ word, edits: 0 }];
    queries = queries
      .flatMap((q) => choices.map((c) => ({ words: [...q.words, c.word], edits: q.edits + c.edits })))
      .sort((a, b) => a.edits - b.edits) // stable
      .slice(0, MAX_CORRECTED_QUERIES);
  });
  return queries.filter((q) => q.edits > 0);
}

/**
 * The query to suggest for `words` under `filter`, or null when it is spelt right or no
 * correction finds anything there (D§8): of the corrected queries, those finding pages, the
 * fewest edits away, then the one finding the most — the corrections that occur with the other
 * words ("supply chian" → "supply chain", not "supply china", as near but seldom with "supply").
 */
export async function correctedQuery(db: Queryable, words: string[], filter: SearchFilter): Promise<string | null> {
  const candidates = correctedQueries(words, await spellingCorrections(db, words)).map((q) => ({ ...q, text: q.words.join(' ') }));
  if (candidates.length === 0) return null;
  const found = await countMatches(db, candidates.map((q) => q.text), filter);
  const [best] = candidates
    .map((q, i) => ({ ...q, found: found[i] ?? 0 }))
    .filter((q) => q.found > 0)
    .sort((a, b) => a.edits - b.edits || b.found - a.found);
  return best?.text ?? null;
}

/** Spells a query's words under a filter: correctedQuery, or a cached one (the routes'). */
export type Speller = (words: string[], filter: SearchFilter) => Promise<string | null>;

/**
 * A search with did-you-mean (D§2, D§8): the query's results, with `suggestedQuery` when one of
 * its words is misspelt and the correction finds pages. When the query finds nothing, the
 * correction's results are answered instead, marked `suggested-query-results`. `spell` corrects
 * the words (the routes pass a cached correctedQuery: a page or sort of the same words needs no
 * new check).
 */
export async function searchWithCorrection(
  db: Queryable, query: PageQuery, spell: Speller = (words, filter) => correctedQuery(db, words, filter),
): Promise<PagesSearchResponse['data']> {
  const [found, suggested] = await Promise.all([searchPages(db, query), spell(wordsOf(query.text), query.filter)]);
  const correctlySpelled = suggested === null;
  const answer = { correctlySpelled, suggestedQuery: suggested ?? '', queryUsedForSearch: query.text };
  if (found.numFound > 0 || suggested === null) {
    return { ...found, ...answer, statusMessage: found.numFound > 0 ? 'results' : 'no-results' };
  }
  const retried = await searchPages(db, { ...query, text: suggested });
  if (retried.numFound === 0) return { ...found, ...answer, statusMessage: 'no-results' };
  return { ...retried, ...answer, queryUsedForSearch: suggested, statusMessage: 'suggested-query-results' };
}
