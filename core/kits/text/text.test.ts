import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_LIMIT, JOB_PREVIEW_LIMIT, clockTime, formatDate, imageIdFromTitle, padTwo, slugify, stripHtml, truncate,
} from './text.js';

describe('truncate', () => {
  it.each([
    ['short text is returned whole', 'hello world', 20, undefined, 'hello world'],
    ['surrounding whitespace is trimmed first', '   hello world   ', 11, undefined, 'hello world'],
    ['exactly at the limit is whole, no ellipsis', 'abcde fghij', 11, undefined, 'abcde fghij'],
    ['cut inside a word extends to its end', 'The quick brown fox', 6, undefined, 'The quick…'],
    ['cut right before a space keeps exactly the limit', 'The quick brown fox', 9, undefined, 'The quick…'],
    ['cut right after a space extends over the next word', 'The quick brown fox', 10, undefined, 'The quick brown…'],
    ['tabs and newlines count as word ends', 'alpha\nbeta gamma', 3, undefined, 'alpha…'],
    ['no space after the limit: nothing dropped, whole text', 'tiny supercalifragilistic', 6, undefined, 'tiny supercalifragilistic'],
    ['ja-JP extends to the first sentence mark', '今日は晴れです。明日は雨でしょう。', 4, 'ja-JP', '今日は晴れです。…'],
    ['ja-JP accepts ！ and ？ as marks', 'あいうえお！かきくけこ', 3, 'ja-JP', 'あいうえお！…'],
    ['ja-JP mark right at the limit keeps exactly the limit', 'あいう。えお', 4, 'ja-JP', 'あいう。…'],
    ['ja-JP without a sentence mark is cut at the limit', 'あいうえおかきくけこ', 4, 'ja', 'あいうえ…'],
    ['ja-JP ignores spaces', 'ab cd ef。gh', 2, 'ja-JP', 'ab cd ef。…'],
    ['ja-JP mark as the last char: whole text', 'あいうえお。', 3, 'ja-JP', 'あいうえお。'],
    ['emoji are not split', '😀😀😀 😀😀', 4, undefined, '😀😀😀 😀😀'],
  ])('%s', (_name, text, limit, locale, expected) => {
    expect(truncate(text, limit, locale)).toBe(expected);
  });

  it('uses the description and preview limits from the spec', () => {
    expect(DESCRIPTION_LIMIT).toBe(125);
    expect(JOB_PREVIEW_LIMIT).toBe(250);
    const long = 'word '.repeat(60).trim(); // 299 chars
    const cut = truncate(long, JOB_PREVIEW_LIMIT);
    expect(cut.endsWith('word…')).toBe(true);
    // The first 250 chars end with a space, so the cut extends over the next 4-letter word, plus '…'.
    expect(cut.length).toBe(JOB_PREVIEW_LIMIT + 4 + 1);
  });
});

describe('stripHtml', () => {
  it.each([
    ['<p>Hello <b>world</b></p>', 'Hello world'],
    ['Fish &amp; chips &lt;3', 'Fish & chips <3'],
    ['<script>alert(1)</script>safe', 'safe'],
    ['<style>p{color:red}</style>text', 'text'],
    ['', ''],
    ['plain', 'plain'],
  ])('%s → %s', (html, expected) => {
    expect(stripHtml(html)).toBe(expected);
  });

  it('does not run handlers in the markup', () => {
    const w = window as unknown as { __pwned?: boolean };
    stripHtml('<img src="x" onerror="window.__pwned = true">');
    expect(w.__pwned).toBeUndefined();
  });
});

describe('slugify', () => {
  it.each([
    ['Jane Doe', 'jane-doe'],
    ['  Digital   Transformation \t Now ', 'digital-transformation-now'],
    ['Ünïcode Stays', 'ünïcode-stays'],
    ['already-slug', 'already-slug'],
    ['', ''],
  ])('%s → %s', (text, expected) => {
    expect(slugify(text)).toBe(expected);
  });
});

describe('dates', () => {
  it('formatDate uses Intl and is empty for invalid dates', () => {
    expect(formatDate('2024-01-05T10:00:00Z', 'en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' }))
      .toBe('January 5, 2024');
    expect(formatDate('nope', 'en-US')).toBe('');
  });
});

describe('small helpers', () => {
  it.each([[1, '01'], [9, '09'], [10, '10'], [123, '123'], [0, '00']])('padTwo(%s) = %s', (n, s) => {
    expect(padTwo(n)).toBe(s);
  });

  it('imageIdFromTitle takes the first 5 characters', () => {
    expect(imageIdFromTitle('Hello world')).toBe('Hello');
    expect(imageIdFromTitle('Hi')).toBe('Hi');
    expect(imageIdFromTitle('😀a😀b😀c')).toBe('😀a😀b😀');
  });
});

describe('stripHtml without DOMParser', () => {
  it('falls back to removing tags and decoding the common entities', async () => {
    const { vi } = await import('vitest');
    vi.stubGlobal('DOMParser', undefined);
    try {
      expect(stripHtml('<p>A &amp; B</p><script>x()</script><br/>C')).toBe('A & BC');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('clockTime', () => {
  it('reads seconds as a player clock: m:ss, h:mm:ss past an hour, 0:00 for unknown or negative', () => {
    expect([59, 150, 3725, 61.9, 0, -4, Number.NaN, Infinity].map(clockTime)).toEqual(['0:59', '2:30', '1:02:05', '1:01', '0:00', '0:00', '0:00', '0:00']);
  });
});
