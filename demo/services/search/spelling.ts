import damerauLevenshtein from 'damerau-levenshtein';
import type { Queryable } from '../../db/db.js';

/**
 * How many of the nearest indexed words (by trigram distance) are weighed as a misspelt word's
 * corrections. Trigrams find the neighbourhood cheaply (the GiST index orders by distance) but
 * score a swap of two letters as harshly as two wrong letters ("chian" is nearer "chief" than
 * "chain"); the edit count among these few decides.
 */
export const CORRECTION_CANDIDATES = 20;

/** Corrections kept per misspelt word: the rest need more edits or are less likely. */
export const CORRECTIONS_PER_WORD = 3;

/** Edits from `typed` to `word`, a swap of two neighbouring letters counting as one. */
export const editsBetween = (typed: string, word: string) => damerauLevenshtein(typed, word).steps;

/**
 * Most edits a correction may be from what was typed: a word further away is another word, not
 * a misspelling of it ("mergers" is three from "managers").
 */
export const maxEditsFor = (typed: string) => (typed.length <= 4 ? 1 : 2);

export interface Correction {
  word: string;
  edits: number;
}

/**
 * The candidates close enough to be `typed` misspelt, fewest edits first; candidates come best
 * first (the more trigram-similar, then the more common), so the earlier stays first on a tie.
 */
export function closestCandidates(typed: string, candidates: readonly string[], limit = CORRECTIONS_PER_WORD): Correction[] {
  const max = maxEditsFor(typed);
  return candidates
    .map((word) => ({ word, edits: editsBetween(typed, word) }))
    .filter((c) => c.edits <= max)
    .sort((a, b) => a.edits - b.edits) // stable: ties keep the candidates' order
    .slice(0, limit);
}

/**
 * Each word's spelling in the indexed vocabulary: `[]` when the word is indexed (or never
 * corrected: shorter than 3 letters or holding digits), else its likeliest corrections (see
 * closestCandidates), which may be none.
 */
export async function spellingCorrections(db: Queryable, words: string[]): Promise<Correction[][]> {
  const rows = await db.query<{ position: number; exact: string | null; word: string | null }>(
    `SELECT typed.position::int AS position, exact.word AS exact, near.word
     FROM unnest($1::text[]) WITH ORDINALITY AS typed(word, position)
     LEFT JOIN search_words exact ON exact.word = typed.word
     LEFT JOIN LATERAL (
       SELECT w.word, w.word <-> typed.word AS distance, w.ndoc FROM search_words w
       WHERE exact.word IS NULL AND length(typed.word) >= 3 AND typed.word !~ '[0-9]'
       ORDER BY w.word <-> typed.word, w.ndoc DESC, w.word
       LIMIT $2
     ) near ON true
     ORDER BY typed.position, near.distance, near.ndoc DESC, near.word`,
    [words, CORRECTION_CANDIDATES], { name: 'search_spelling_candidates' });
  return words.map((typed, i) => {
    const mine = rows.filter((r) => r.position === i + 1);
    if (mine[0]?.exact) return [];
    return closestCandidates(typed, mine.flatMap((r) => (r.word === null ? [] : [r.word])));
  });
}
