import type { Queryable } from '../../db/db.js';
import type { PagesSearchResponse } from '../../../core/contracts/index.js';
import { searchPages, type PageQuery } from './queries.js';
import { correctWords } from './spelling.js';

/** Most words of a query checked for spelling. */
const MAX_CHECKED_WORDS = 12;

/** The words of a query as the vocabulary holds them: lower case letters and digits. */
export const wordsOf = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_CHECKED_WORDS);

/**
 * A search with did-you-mean (D§2, D§8): the query's results, with `suggestedQuery` when one of
 * its words is misspelt. When the query finds nothing and its correction does, the correction's
 * results are answered instead, marked `suggested-query-results`. `correct` spells the words
 * (the routes pass a cached correctWords: a page or filter of the same words needs no new check).
 */
export async function searchWithCorrection(
  db: Queryable, query: PageQuery, correct: (words: string[]) => Promise<(string | null)[]> = (words) => correctWords(db, words),
): Promise<PagesSearchResponse['data']> {
  const words = wordsOf(query.text);
  const [found, corrections] = await Promise.all([searchPages(db, query), correct(words)]);
  const corrected = words.map((word, i) => corrections[i] ?? word);
  const correctlySpelled = corrected.every((word, i) => word === words[i]);
  const suggestedQuery = correctlySpelled ? '' : corrected.join(' ');
  const answer = { correctlySpelled, suggestedQuery, queryUsedForSearch: query.text };
  if (found.numFound > 0 || correctlySpelled) {
    return { ...found, ...answer, statusMessage: found.numFound > 0 ? 'results' : 'no-results' };
  }
  const retried = await searchPages(db, { ...query, text: suggestedQuery });
  if (retried.numFound === 0) return { ...found, ...answer, statusMessage: 'no-results' };
  return { ...retried, ...answer, queryUsedForSearch: suggestedQuery, statusMessage: 'suggested-query-results' };
}
