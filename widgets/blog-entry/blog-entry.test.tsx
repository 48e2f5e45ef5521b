import { describe, expect, it, vi } from 'vitest';
import { createEntryQueue, LISTING_BATCH, MAX_SKIPPED_IN_A_ROW, type EntryPage, type EntrySource } from './blog-entry.queue.js';
import { loadsFurtherEntries } from './blog-entry.js';
import { activeIndex, sameOriginUrl } from './blog-entry.url.js';

const pageOf = (name: string) => ({ blogEntry: { name }, pageMetaData: { url: `/blogs/b/${name}`, title: name } }) as unknown as EntryPage;

/** A listing of `names`; entries in `failing` reject (a 500, a 404: the service's answer does not matter). */
function source(names: string[], failing: string[] = []) {
  const listing = vi.fn(async (start: number, limit: number) => ({ names: names.slice(start, start + limit), total: names.length }));
  const entry = vi.fn(async (name: string) => {
    if (failing.includes(name)) throw new Error(`${name} failed`);
    return pageOf(name);
  });
  return { listing, entry } satisfies EntrySource;
}
const signal = new AbortController().signal;
const walk = async (queue: ReturnType<typeof createEntryQueue>) => {
  const seen: string[] = [];
  for (let at: number | null = 0; at !== null;) {
    const { page, next } = await queue.from(at, signal);
    if (page) seen.push(page.blogEntry.name);
    at = next;
  }
  return seen;
};

describe('blog infinite scroll queue (D§4, D§8)', () => {
  it('hands out the entries in listing order, one per call, skipping those that fail', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const names = ['a', 'fails', 'b', 'gone', 'c'];
    const src = source(names, ['fails', 'gone']);
    const queue = createEntryQueue(src);
    expect(await queue.from(0, signal)).toEqual({ page: pageOf('a'), next: 1 });
    expect(await queue.from(1, signal)).toEqual({ page: pageOf('b'), next: 3 });
    expect(await walk(createEntryQueue(src))).toEqual(['a', 'b', 'c']);
    expect(console.warn).toHaveBeenCalledWith('[mck-blog-entry] entry "fails" skipped: it could not be loaded.');
  });

  it('reads the listing ahead in batches, not once per entry', async () => {
    const names = Array.from({ length: LISTING_BATCH * 2 + 3 }, (_, i) => `e${i}`);
    const src = source(names);
    expect(await walk(createEntryQueue(src))).toEqual(names);
    expect(src.listing.mock.calls.map(([start]) => start)).toEqual([0, LISTING_BATCH, LISTING_BATCH * 2]);
  });

  it(`ends the scroll after ${MAX_SKIPPED_IN_A_ROW} failures in a row`, async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const names = Array.from({ length: 20 }, (_, i) => `e${i}`);
    const src = source(names, names.slice(1));
    const queue = createEntryQueue(src);
    expect((await queue.from(0, signal)).page).toEqual(pageOf('e0'));
    expect(await queue.from(1, signal)).toEqual({ page: null, next: null });
    expect(src.entry).toHaveBeenCalledTimes(1 + MAX_SKIPPED_IN_A_ROW);
  });

  it('ends at the end of the listing, and when the listing is empty', async () => {
    expect(await createEntryQueue(source(['a'])).from(1, signal)).toEqual({ page: null, next: null });
    expect(await createEntryQueue(source([])).from(0, signal)).toEqual({ page: null, next: null });
  });

  it('passes an abort on instead of skipping the entry', async () => {
    const controller = new AbortController();
    const src = source(['a']);
    src.entry.mockImplementation(async () => {
      controller.abort();
      throw new DOMException('Aborted', 'AbortError');
    });
    await expect(createEntryQueue(src).from(0, controller.signal)).rejects.toThrow('Aborted');
  });
});

describe('English only (D§4)', () => {
  it('loads further entries only on English pages', () => {
    expect(['en', 'en-US', 'EN-gb'].map(loadsFurtherEntries)).toEqual([true, true, true]);
    expect(['de', 'ja-JP', 'ar', 'eng', ''].map(loadsFurtherEntries)).toEqual([false, false, false, false, false]);
  });
});

describe('the URL follows the active entry (D§4)', () => {
  it('is the last entry whose top is at or above the line; none above the first', () => {
    expect(activeIndex([100, 900, 1800], 240)).toBe(0);
    expect(activeIndex([-700, 100, 1000], 240)).toBe(1);
    expect(activeIndex([-2000, -900, 240], 240)).toBe(2);
    expect(activeIndex([300, 1200], 240)).toBe(-1);
  });

  it('follows only same-origin URLs (replaceState refuses others)', () => {
    expect(sameOriginUrl('/blogs/b/x', 'https://site.example/blogs/b/y')).toBe('https://site.example/blogs/b/x');
    expect(sameOriginUrl('https://evil.example/x', 'https://site.example/blogs/b/y')).toBeNull();
    expect(sameOriginUrl('http://[bad', 'https://site.example/')).toBeNull();
  });
});
