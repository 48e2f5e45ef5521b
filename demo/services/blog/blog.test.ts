import { describe, expect, it } from 'vitest';
import { is, type Struct } from 'superstruct';
import { ErrorBody } from '../../../core/contracts/auth.js';
import {
  BLOG_LISTING_LIMIT, BlogAuthorsResponse, BlogEntryPageResponse, BlogListingResponse, BlogTagsResponse, MAX_BLOG_LISTING_LIMIT,
} from '../../../core/contracts/blog.js';
import { FAILING_BLOG_ENTRIES, WELCOME_BLOG_ENTRY } from '../../db/seed/blog.js';
import { openPostgresTestDb, openTestDb, useTestApp } from '../../server/testing.js';

const BLOG = '/api/article/blogs/the-daily-read';

/** The blog calls (D§7) through their HTTP routes, on the seeded blogs, on one database per backend. */
function blogSuite(open: typeof openTestDb) {
  const app = useTestApp(open);

  const get = async <T,>(path: string, contract: Struct<T, unknown>): Promise<T> => {
    const res = await app().request(path);
    expect(res.status, path).toBe(200);
    const body: unknown = await res.json();
    expect(is(body, contract), path).toBe(true);
    return body as T;
  };
  const refused = async (path: string) => {
    const res = await app().request(path);
    const body: unknown = await res.json();
    expect(is(body, ErrorBody), path).toBe(true);
    return res.status;
  };
  const listing = (query = '') => get(`${BLOG}/listing${query}`, BlogListingResponse).then((b) => b.data);

  it('lists the blog\'s authors and its tags with url and title', async () => {
    const authors = (await get(`${BLOG}/authors`, BlogAuthorsResponse)).data.results;
    expect(authors.length).toBeGreaterThan(3);
    expect(authors[0]).toMatchObject({ title: 'Ada Whitfield', url: '/blogs/the-daily-read#/author/ada-whitfield', firmtitle: 'Partner' });
    expect(authors[0]!.image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/cms\/images\/author-1\.svg$/);
    const tags = (await get(`${BLOG}/tags`, BlogTagsResponse)).data.results;
    expect(tags).toContainEqual({ url: '/blogs/the-daily-read#/tag/artificial-intelligence', title: 'Artificial Intelligence' });
  });

  it('pages through hundreds of entries newest first, twelve by default, without repeats', async () => {
    const first = await listing();
    expect(first.results).toHaveLength(BLOG_LISTING_LIMIT);
    expect(first.total).toBeGreaterThan(MAX_BLOG_LISTING_LIMIT);
    const all = await listing(`?limit=${MAX_BLOG_LISTING_LIMIT}`);
    const rest = await listing(`?start=${MAX_BLOG_LISTING_LIMIT}&limit=${MAX_BLOG_LISTING_LIMIT}`);
    const ids = [...all.results, ...rest.results].map((r) => r.id);
    expect(ids).toHaveLength(first.total);
    expect(new Set(ids).size).toBe(ids.length);
    const dates = all.results.map((r) => r.displaydate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.results[0]).toMatchObject({ url: `/blogs/the-daily-read/${first.results[0]!.name}` });
    expect(first.results[0]!.blogauthors.length).toBeGreaterThan(0);
    expect(first.results[0]!.blogentrytags.length).toBeGreaterThan(0);
  });

  it('filters the current entry out of the listing', async () => {
    const { results: [newest, second] } = await listing();
    const { results, total } = await listing(`?current=${newest!.name}`);
    expect(results[0]!.name).toBe(second!.name);
    expect(results.map((r) => r.name)).not.toContain(newest!.name);
    expect(total).toBe((await listing()).total - 1);
  });

  it('narrows the listing to a tag or an author, each entry carrying it', async () => {
    const byTag = await listing('?tag=strategy&limit=50');
    expect(byTag.total).toBeGreaterThan(0);
    expect(byTag.total).toBeLessThan((await listing()).total);
    expect(byTag.results.every((r) => r.blogentrytags.some((t) => t.title === 'Strategy'))).toBe(true);
    const byAuthor = await listing('?author=kenji-morita&limit=50');
    expect(byAuthor.results.every((r) => r.blogauthors.some((a) => a.title === 'Kenji Morita'))).toBe(true);
    // D§2 slugs keep letters of any script: Tomás Ruiz is tomás-ruiz.
    const accented = await listing(`?author=${encodeURIComponent('tomás-ruiz')}&limit=50`);
    expect(accented.total).toBeGreaterThan(0);
    expect(accented.results.every((r) => r.blogauthors.some((a) => a.title === 'Tomás Ruiz'))).toBe(true);
    expect(await listing('?tag=no-such-tag')).toEqual({ results: [], total: 0 });
  });

  it('answers an entry\'s page layout with its blogEntry and pageMetaData', async () => {
    const { results: [newest] } = await listing();
    const { data } = await get(`${BLOG}/listing/${newest!.name}`, BlogEntryPageResponse);
    expect(data.pageMetaData).toEqual({ title: newest!.title, url: newest!.url });
    expect(data.blogEntry).toMatchObject({ name: newest!.name, title: newest!.title, parent: 'the-daily-read' });
    expect(data.blogEntry.body).toContain('<p>');
  });

  it('serves showCaption, hideDek and relatedPosts by the seed\'s rule, every answer on its contract', async () => {
    const { results } = await listing('?limit=12');
    const good = results.filter((r) => !FAILING_BLOG_ENTRIES.some((f) => f.name === r.name));
    const entries = await Promise.all(good.map(async (item) => {
      const res = await app().request(`${BLOG}/listing/${item.name}`);
      expect(res.status).toBe(200);
      const raw = await res.json() as { data: { blogEntry: Record<string, unknown> } };
      // Sent, not left to the contract's defaults: a reader of the raw answer sees them too.
      expect(Object.keys(raw.data.blogEntry)).toEqual(expect.arrayContaining(['showCaption', 'hideDek', 'relatedPosts']));
      expect(is(raw, BlogEntryPageResponse)).toBe(true);
      return (raw as BlogEntryPageResponse).data.blogEntry;
    }));
    const withCaption = entries.filter((e) => e.showCaption);
    expect(withCaption.length).toBeGreaterThan(0);
    for (const entry of withCaption) expect(entry.heroImage?.caption?.trim()).toBeTruthy();
    // A caption the entry does not show is there too: showing it is the entry's choice.
    expect(entries.some((e) => !e.showCaption && e.heroImage?.caption)).toBe(true);
    expect(entries.some((e) => e.hideDek)).toBe(true);
    expect(entries.some((e) => !e.hideDek)).toBe(true);

    const withRelated = entries.filter((e) => e.relatedPosts.length > 0);
    expect(withRelated.length).toBeGreaterThan(0);
    expect(entries.some((e) => e.relatedPosts.length === 0)).toBe(true);
    for (const entry of withRelated) {
      expect(entry.relatedPosts.length).toBeGreaterThanOrEqual(2);
      expect(entry.relatedPosts.length).toBeLessThanOrEqual(3);
      for (const post of entry.relatedPosts) {
        // From the same blog, never the entry itself nor one whose page fails, linked and with an absolute image.
        expect(post.url).toBe(`/blogs/the-daily-read/${post.name}`);
        expect(post.name).not.toBe(entry.name);
        expect(FAILING_BLOG_ENTRIES.map((f) => f.name)).not.toContain(post.name);
        expect(post.imageurl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/cms\/images\//);
        expect(post.displaydate < entry.displayDate).toBe(true);
      }
    }
  });

  it('is deterministic: the same entry answers the same fields every time, as the seed says', async () => {
    const { results: [, , third] } = await listing();
    const twice = await Promise.all([0, 1].map(() => get(`${BLOG}/listing/${third!.name}`, BlogEntryPageResponse)));
    expect(twice[0]).toEqual(twice[1]);
    const { blogEntry } = twice[0]!.data;
    // The first entry the demo's entry page scrolls to (the second fails): a caption shown, its dek,
    // and the three older entries after it, leaving out the one that fails, in the stored order.
    expect(blogEntry.showCaption).toBe(true);
    expect(blogEntry.heroImage?.caption).toBeTruthy();
    expect(blogEntry.hideDek).toBe(false);
    const { results } = await listing('?limit=8');
    const failing: string[] = FAILING_BLOG_ENTRIES.map((f) => f.name);
    expect(blogEntry.relatedPosts.map((p) => p.name)).toEqual(results.slice(3).map((r) => r.name).filter((n) => !failing.includes(n)).slice(0, 3));
  });

  it('answers the demo\'s failing entries with their status, and 404 for unknown ones', async () => {
    const { results } = await listing('?limit=6');
    expect(results[0]!.name).toBe(WELCOME_BLOG_ENTRY.name);
    for (const failing of FAILING_BLOG_ENTRIES) {
      expect(results[failing.position]!.name).toBe(failing.name);
      expect(await refused(`${BLOG}/listing/${failing.name}`)).toBe(failing.status);
    }
    expect(await refused(`${BLOG}/listing/no-such-entry`)).toBe(404);
    expect(await refused('/api/article/blogs/no-such-blog/tags')).toBe(404);
  });

  it('refuses hostile names and parameters with a short 400', async () => {
    for (const path of [
      `${BLOG}/listing/Not%20A%20Slug`,
      `${BLOG}/listing/${'a'.repeat(101)}`,
      '/api/article/blogs/%3Cscript%3E/authors',
      `${BLOG}/listing?tag=%27%20OR%201=1`,
      `${BLOG}/listing?start=-1`,
      `${BLOG}/listing?limit=ten`,
    ]) {
      expect(await refused(path), path).toBe(400);
    }
    expect((await listing('?limit=100000')).results).toHaveLength(MAX_BLOG_LISTING_LIMIT);
  });
}

describe('GET {article}/blogs/{blog}/… on PGlite', () => blogSuite(openTestDb));
describe.skipIf(!process.env.DATABASE_URL)('GET {article}/blogs/{blog}/… on PostgreSQL (DATABASE_URL)', () => blogSuite(openPostgresTestDb));
