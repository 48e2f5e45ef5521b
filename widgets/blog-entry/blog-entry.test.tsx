import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlogItem } from '../../core/contracts/blog.js';
import { formatDate, SHORT_DATE } from '../../core/kits/text/index.js';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices } from '../../tests/support/fake-services.js';
import { EntryArticle } from './blog-entry.article.js';
import { fetchNextEntry } from './blog-entry.calls.js';
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

/** A loaded entry as the article service sends it; `fields` are the entry's own (D§3 "Blog entry"). */
const entryAnswer = (fields: Record<string, unknown>) => ({
  data: {
    blogEntry: {
      id: 'next', name: 'next', title: 'The next entry', description: '<p>The dek</p>', body: '<p>Body</p>',
      heroImage: { src: 'https://article.test/hero.svg', alt: 'A chart' }, heroImageRenderStyle: 'Small', displayDate: '2026-10-30',
      authors: [], blogEntryTags: [{ blogTagTitle: 'Strategy', name: 'strategy' }], parent: 'b', ...fields,
    },
    pageMetaData: { title: 'The next entry', url: '/blogs/b/next' },
  },
});
const post = (n: number, url = `/blogs/b/post-${n}`): BlogItem => ({
  id: `p${n}`, name: `post-${n}`, title: `Post ${n}`, displaydate: `2026-10-0${n}`, imageurl: `https://article.test/post-${n}.svg`,
  description: '<p>About it</p>', url, blogauthors: [], blogentrytags: [],
});

describe('a loaded entry (D§3 showCaption, hideDek, relatedPosts)', () => {
  let answer: Record<string, unknown>;
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    configureForTest({}, (name) => `https://${name}.test`);
    fakeServices({
      'GET /blogs/b/listing': { data: { results: [{ ...post(9), name: 'next' }], total: 1 } },
      'GET /blogs/b/listing/next': () => answer,
    });
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    setConfig(null);
    delete (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  });

  /**
   * The entry the reader scrolls to after the page's own, as the widget shows it: loaded through
   * its call (the contract read, its defaults applied), then rendered as the widget renders it
   * (the scrolling that loads it is the browser test's and the e2e test's).
   */
  const loaded = async (fields: Record<string, unknown>) => {
    answer = entryAnswer(fields);
    const { items: [page] } = await fetchNextEntry({ blog: 'b', current: 'first' }, { cursor: null, offset: 0, limit: 1 }, new AbortController().signal);
    const host = document.body.appendChild(document.createElement('div'));
    await act(async () => createRoot(host).render(<EntryArticle page={page!} blogUrl="/blogs/b" language="en" />));
    return host.querySelector<HTMLElement>('[part=entry]')!;
  };

  it('shows the hero image with its caption under it only with showCaption and a caption', async () => {
    const shown = await loaded({ showCaption: true, heroImage: { src: 'https://article.test/hero.svg', alt: 'A chart', caption: 'Figure 1: Adoption by industry' } });
    const figure = shown.querySelector('figure[part=entry-figure]')!;
    expect(figure.querySelector('img')?.getAttribute('alt')).toBe('A chart');
    expect(figure.querySelector('figcaption')?.textContent).toBe('Figure 1: Adoption by industry');

    for (const fields of [
      { showCaption: false, heroImage: { src: 'https://article.test/hero.svg', alt: 'A chart', caption: 'Not shown' } },
      { showCaption: true, heroImage: { src: 'https://article.test/hero.svg', alt: 'A chart', caption: '  ' } },
      { showCaption: true }, // no caption at all
      {}, // a CMS that sends neither: as before
    ]) {
      const entry = await loaded(fields);
      expect(entry.querySelector('[part=entry-image]')?.getAttribute('src'), JSON.stringify(fields)).toBe('https://article.test/hero.svg');
      expect(entry.querySelector('figure, figcaption'), JSON.stringify(fields)).toBeNull();
      expect(entry.textContent).not.toContain('Not shown');
    }
  });

  it('shows a caption as text, never as markup', async () => {
    const entry = await loaded({ showCaption: true, heroImage: { src: 'https://article.test/hero.svg', alt: '', caption: '<img src=x onerror="window.__hacked=1">' } });
    const caption = entry.querySelector('figcaption')!;
    expect(caption.textContent).toBe('<img src=x onerror="window.__hacked=1">');
    expect(caption.children).toHaveLength(0);
  });

  it('leaves the dek out with hideDek, and shows it otherwise', async () => {
    const hidden = await loaded({ hideDek: true });
    expect(hidden.querySelector('[part=entry-description]')).toBeNull();
    expect(hidden.textContent).not.toContain('The dek');
    expect(hidden.querySelector('[part=entry-body]')?.textContent).toBe('Body');

    // (Its HTML goes through the html kit's safeHtml; DOMPurify needs a real DOM, so the browser test checks that.)
    const shown = await loaded({ hideDek: false });
    expect(shown.querySelector('[part=entry-description]')?.textContent).toBe('The dek');
  });

  it('lists the related posts after the topics as linked cards: image, title, date', async () => {
    const entry = await loaded({ relatedPosts: [post(1), post(2), post(3, 'javascript:alert(1)')] });
    const related = entry.querySelector('[part=related]')!;
    expect(related.querySelector('h3')?.textContent).toBe('Related posts');
    // Its name is its heading and the entry's title, so each entry's list is a region of its own (axe landmark-unique).
    const names = related.getAttribute('aria-labelledby')!.split(' ').map((id) => entry.querySelector(`[id="${id}"]`)?.textContent);
    expect(names).toEqual(['Related posts', entry.querySelector('[part=entry-title]')!.textContent]);
    // After the entry's topics.
    expect(entry.querySelector('[part=entry-tags]')!.compareDocumentPosition(related) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const cards = [...related.querySelectorAll('[part=related-card]')];
    expect(cards.map((card) => card.querySelector('[part=related-title]')?.textContent)).toEqual(['Post 1', 'Post 2', 'Post 3']);
    const first = cards[0]!;
    expect(first.querySelector('[part=related-title] a')?.getAttribute('href')).toBe(new URL('/blogs/b/post-1', location.href).href);
    expect(first.querySelector('[part=related-image]')?.getAttribute('src')).toBe('https://article.test/post-1.svg');
    const date = first.querySelector('time[part=related-date]')!;
    expect(date.getAttribute('datetime')).toBe('2026-10-01');
    expect(date.textContent).toBe(formatDate('2026-10-01', 'en', SHORT_DATE));
    // A URL navigation refuses is not linked: the image and the title stay, unlinked.
    expect(cards[2]!.querySelector('a')).toBeNull();
    expect(cards[2]!.querySelector('[part=related-image]')).not.toBeNull();
  });

  it('renders no related section for an empty list, or when the CMS sends none', async () => {
    for (const fields of [{ relatedPosts: [] }, {}]) {
      const entry = await loaded(fields);
      expect(entry.querySelector('[part=related]')).toBeNull();
      expect(entry.textContent).not.toContain('Related posts');
    }
  });
});
