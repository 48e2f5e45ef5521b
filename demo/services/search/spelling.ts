import damerauLevenshtein from 'damerau-levenshtein';
import type { Queryable } from '../../db/db.js';

/**
 * How many of the most trigram-similar indexed words are weighed as a misspelt word's correction.
 * Trigrams find the neighbourhood cheaply (GIN index) but score a swap of two letters as harshly
 * as two wrong letters ("startegy" is as similar to "starting" as to "strategy"); the edit count
 * among these few decides.
 */
export const CORRECTION_CANDIDATES = 10;

/** Edits from `typed` to `word`, a swap of two neighbouring letters counting as one. */
export const editsBetween = (typed: string, word: string) => damerauLevenshtein(typed, word).steps;

/** The candidate needing the fewest edits; candidates come best first, so the earlier wins a tie. */
export function closestCandidate(typed: string, candidates: readonly string[]): string | null {
  let best: { word: string; edits: number } | null = null;
  for (const word of candidates) {
    const edits = editsBetween(typed, word);
    if (!best || edits < best.edits) best = { word, edits };
  }
  return best?.word ?? null;
}

/**
 * Each word with its spelling in the indexed vocabulary: itself when indexed, else, of its
 * CORRECTION_CANDIDATES most similar indexed words, the one fewest edits away (the more similar,
 * then the more common, on a tie), else null. Words shorter than 3 letters or holding digits are
 * never corrected.
 */
export async function correctWords(db: Queryable, words: string[]): Promise<(string | null)[]> {
  const rows = await db.query<{ position: number; exact: string | null; word: string | null }>(
    `SELECT typed.position::int AS position, exact.word AS exact, near.word
     FROM unnest($1::text[]) WITH ORDINALITY AS typed(word, position)
     LEFT JOIN search_words exact ON exact.word = typed.word
     LEFT JOIN LATERAL (
       SELECT w.word, similarity(w.word, typed.word) AS similarity, w.ndoc FROM search_words w
       WHERE exact.word IS NULL AND length(typed.word) >= 3 AND typed.word !~ '[0-9]' AND w.word % typed.word
       ORDER BY similarity(w.word, typed.word) DESC, w.ndoc DESC, w.word
       LIMIT $2
     ) near ON true
     ORDER BY typed.position, near.similarity DESC, near.ndoc DESC, near.word`, [words, CORRECTION_CANDIDATES], { name: 'search_correct_words' });
  return words.map((typed, i) => {
    const mine = rows.filter((r) => r.position === i + 1);
    if (mine[0]?.exact) return mine[0].exact;
    return closestCandidate(typed, mine.flatMap((r) => (r.word === null ? [] : [r.word])));
  });
}
