import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_CACHE_ENTRIES, ANSWER_CACHE_TTL_MS, answerCache, rawQueryOf } from './answer-cache.js';

describe('answerCache', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    vi.advanceTimersByTime(1_000); // lru-cache reads a start time of 0 as "no TTL": the fake clock starts at 0
  });
  afterEach(() => { vi.useRealTimers(); });

  const counting = () => {
    let calls = 0;
    return { answer: async () => ({ call: ++calls }), calls: () => calls };
  };

  it('answers a repeated key from the cache until the TTL has passed', async () => {
    const cached = answerCache<{ call: number }>();
    const { answer, calls } = counting();
    expect(await cached('q=healthcare', answer)).toEqual({ call: 1 });
    vi.advanceTimersByTime(ANSWER_CACHE_TTL_MS - 1);
    expect(await cached('q=healthcare', answer)).toEqual({ call: 1 });
    vi.advanceTimersByTime(2);
    expect(await cached('q=healthcare', answer)).toEqual({ call: 2 });
    expect(calls()).toBe(2);
  });

  it('keeps keys apart and shares one call among concurrent requests for a key', async () => {
    const cached = answerCache<{ call: number }>();
    const { answer, calls } = counting();
    const [a, b, c] = await Promise.all([cached('a', answer), cached('a', answer), cached('b', answer)]);
    expect(a).toBe(b);
    expect(c).not.toEqual(a);
    expect(calls()).toBe(2);
  });

  it('forgets a failed call, so the next request tries again', async () => {
    const cached = answerCache<{ ok: boolean }>();
    await expect(cached('a', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cached('a', async () => ({ ok: true }))).toEqual({ ok: true });
  });

  it('holds at most ANSWER_CACHE_ENTRIES answers, dropping the least recently used', async () => {
    const cached = answerCache<{ call: number }>();
    const { answer, calls } = counting();
    for (let i = 0; i <= ANSWER_CACHE_ENTRIES; i++) await cached(`q${i}`, answer);
    await cached(`q${ANSWER_CACHE_ENTRIES}`, answer); // the newest: still there
    expect(calls()).toBe(ANSWER_CACHE_ENTRIES + 1);
    await cached('q0', answer); // the oldest: dropped
    expect(calls()).toBe(ANSWER_CACHE_ENTRIES + 2);
  });
});

describe('rawQueryOf', () => {
  it('is the query string as it came, or empty', () => {
    expect(rawQueryOf('http://x/api/search/pages?q=a%20b&start=10')).toBe('q=a%20b&start=10');
    expect(rawQueryOf('http://x/api/search/pages')).toBe('');
    expect(rawQueryOf('/p?')).toBe('');
  });
});
