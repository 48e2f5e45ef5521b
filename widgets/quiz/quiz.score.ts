/** Score bands (E§4, E§9): at least 75 % good, 50 to 74 % average, below 50 % bad. */
export const SCORE_BANDS = { good: 75, average: 50 } as const;
export type ScoreBand = 'good' | 'average' | 'bad';

/** The share of correct answers, in whole percent. */
export const scorePercent = (correct: number, total: number) => (total ? Math.round((correct / total) * 100) : 0);

export function scoreBand(percent: number): ScoreBand {
  if (percent >= SCORE_BANDS.good) return 'good';
  return percent >= SCORE_BANDS.average ? 'average' : 'bad';
}

/**
 * Whole percentages of `counts` that sum to 100 (E§5), by the largest-remainder method: each share
 * rounded down, then the points still missing go one each to the largest remainders (the earlier
 * option first on a tie). All zero when nobody voted.
 */
export function votePercentages(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (!total) return counts.map(() => 0);
  const exact = counts.map((n) => (n * 100) / total);
  const shares = exact.map(Math.floor);
  const missing = 100 - shares.reduce((sum, n) => sum + n, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - shares[index]! }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder.slice(0, missing)) shares[index] = shares[index]! + 1;
  return shares;
}
