import { describe, expect, it } from 'vitest';
import { closestCandidates, editsBetween } from './spelling.js';
import { correctedQueries, MAX_CORRECTED_QUERIES } from './did-you-mean.js';

const words = (list: { word: string }[]) => list.map((c) => c.word);

describe('closestCandidates', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editsBetween('startegy', 'strategy')).toBe(1);
    expect(editsBetween('startegy', 'starting')).toBe(3);
  });

  it('puts the candidate fewest edits away first, though trigrams rank another first', () => {
    expect(words(closestCandidates('startegy', ['starting', 'strategy']))).toEqual(['strategy']);
    expect(words(closestCandidates('chian', ['china', 'chief', 'chain']))).toEqual(['china', 'chain', 'chief']);
  });

  it('keeps the earlier (more similar, more common) candidate first on a tie', () => {
    expect(words(closestCandidates('cat', ['car', 'cab']))).toEqual(['car', 'cab']);
    expect(words(closestCandidates('cat', ['cab', 'car']))).toEqual(['cab', 'car']);
  });

  it('drops candidates too many edits away to be a misspelling', () => {
    expect(closestCandidates('mergers', ['managers', 'makers', 'matters'])).toEqual([]);
    expect(words(closestCandidates('cta', ['cat', 'car']))).toEqual(['cat']); // short words: one edit
    expect(closestCandidates('zqxjkv', [])).toEqual([]);
  });
});

describe('correctedQueries', () => {
  it('replaces each misspelt word by each of its corrections, fewest edits first', () => {
    const queries = correctedQueries(['supply', 'chian', 'risks'], [
      [], [{ word: 'china', edits: 1 }, { word: 'chain', edits: 1 }], [{ word: 'risk', edits: 1 }, { word: 'rises', edits: 2 }],
    ]);
    expect(queries.map((q) => [q.words.join(' '), q.edits])).toEqual([
      ['supply china risk', 2], ['supply chain risk', 2], ['supply china rises', 3], ['supply chain rises', 3],
    ]);
  });

  it('offers nothing for words spelt right or without a correction, and at most a few queries', () => {
    expect(correctedQueries(['supply', 'zqxjkv'], [[], []])).toEqual([]);
    const many = Array.from({ length: 5 }, () => [{ word: 'a', edits: 1 }, { word: 'b', edits: 1 }, { word: 'c', edits: 2 }]);
    expect(correctedQueries(['w', 'w', 'w', 'w', 'w'], many)).toHaveLength(MAX_CORRECTED_QUERIES);
  });
});
