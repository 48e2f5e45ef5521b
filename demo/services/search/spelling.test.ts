import { describe, expect, it } from 'vitest';
import { closestCandidate, editsBetween } from './spelling.js';

describe('closestCandidate', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editsBetween('startegy', 'strategy')).toBe(1);
    expect(editsBetween('startegy', 'starting')).toBe(3);
  });

  it('picks the candidate fewest edits away, though trigrams rank another first', () => {
    expect(closestCandidate('startegy', ['starting', 'strategy'])).toBe('strategy');
  });

  it('keeps the earlier (more similar, more common) candidate on a tie', () => {
    expect(closestCandidate('cat', ['car', 'cab'])).toBe('car');
    expect(closestCandidate('cat', ['cab', 'car'])).toBe('cab');
  });

  it('answers null without candidates', () => {
    expect(closestCandidate('zqxjkv', [])).toBeNull();
  });
});
