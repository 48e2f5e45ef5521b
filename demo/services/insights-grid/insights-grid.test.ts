import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { ErrorBody, InsightsGridResponse, MAX_INSIGHTS_GRID_LIMIT, type InsightsGridRequest } from '../../../core/contracts/index.js';
import { useTestApp } from '../../server/testing.js';

type Grid = InsightsGridResponse['data'];
const URL = '/api/article/api/insightsgrid/articles';

/** The insights grid through its HTTP route, on the seeded articles. */
describe('POST {article}/api/insightsgrid/articles', () => {
  const app = useTestApp();

  const post = (body: unknown) =>
    app().request(URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const grid = async (request: InsightsGridRequest): Promise<Grid> => {
    const res = await post(request);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(is(body, InsightsGridResponse)).toBe(true);
    return body.data;
  };
  const refused = async (body: unknown) => {
    const res = await post(body);
    const json = await res.json();
    expect(is(json, ErrorBody)).toBe(true);
    return { status: res.status, message: json.message as string };
  };
  /** Every article of a request, page by page, following the cursor. */
  const everyPage = async (request: InsightsGridRequest) => {
    const pages: Grid[] = [];
    let afterId: string | null = null;
    do {
      const page: Grid = await grid({ ...request, afterId });
      pages.push(page);
      afterId = page.nextCursor;
    } while (afterId && pages.length < 100);
    return { pages, ids: pages.flatMap((p) => p.articles.map((a) => a.id)) };
  };
  const isAlumni = true; // lists every seeded article, public or for registered users

  it('pages through every seeded article without duplicates or gaps, newest first', async () => {
    const everything = await grid({ limit: MAX_INSIGHTS_GRID_LIMIT * 10, isAlumni });
    const { pages, ids } = await everyPage({ limit: 7, isAlumni });
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(MAX_INSIGHTS_GRID_LIMIT); // more than one clamped page
    const dates = pages.flatMap((p) => p.articles.map((a) => a.displayDate));
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(pages.slice(0, -1).every((p) => p.articles.length === 7 && p.hasNext)).toBe(true);
    expect(pages.at(-1)).toMatchObject({ hasNext: false, nextCursor: null });
    // Images by absolute URL on the services' origin: the grid runs on other origins' pages.
    expect(pages[0]!.articles[0]!.image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/cms\/images\/article-\d+\.svg$/);
    // The same articles as asking for everything in pages of the largest size.
    const { ids: big } = await everyPage({ limit: MAX_INSIGHTS_GRID_LIMIT, isAlumni });
    expect(big).toEqual(ids);
    expect(everything.articles.length).toBe(MAX_INSIGHTS_GRID_LIMIT);
  });

  it('pages through all articles of a taxonomy filter, each matching it', async () => {
    const { articles: [first] } = await grid({ limit: 1, isAlumni });
    const practice = first!.url.split('/')[2]!;
    const all = await everyPage({ limit: 3, isAlumni });
    const expected = all.pages.flatMap((p) => p.articles).filter((a) => a.url.split('/')[2] === practice).map((a) => a.id);
    const { ids } = await everyPage({ limit: 3, isAlumni, taxonomyAndTags: { taxonomyQueryType: 'any', taxonomyIds: [practice] } });
    expect(expected.length).toBeGreaterThan(0);
    expect(ids).toEqual(expected);
  });

  it('requires every taxonomy id with "all" and any with "any"', async () => {
    const { articles: [first] } = await grid({ limit: 1, isAlumni });
    const practice = first!.url.split('/')[2]!;
    const both = await grid({ limit: 50, isAlumni, taxonomyAndTags: { taxonomyQueryType: 'all', taxonomyIds: [practice, 'no-such-industry'] } });
    expect(both.articles).toEqual([]);
    const either = await grid({ limit: 50, isAlumni, taxonomyAndTags: { taxonomyQueryType: 'any', taxonomyIds: [practice, 'no-such-industry'] } });
    expect(either.articles.map((a) => a.id)).toContain(first!.id);
  });

  it('keeps only articles with the wanted tags and drops those with unwanted ones', async () => {
    const { ids: reports } = await everyPage({ limit: 50, isAlumni, taxonomyAndTags: { mustHaveTags: ['Report'] } });
    const { pages } = await everyPage({ limit: 50, isAlumni, taxonomyAndTags: { mustNotHaveTags: ['report', 'article'] } });
    const others = pages.flatMap((p) => p.articles);
    expect(reports.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((a) => a.articleType !== 'Report' && a.articleType !== 'Article')).toBe(true);
    expect(others.some((a) => reports.includes(a.id))).toBe(false);
  });

  it('never lists excluded articles and still pages through the rest without gaps', async () => {
    const { ids: all } = await everyPage({ limit: 50, isAlumni });
    const excludeItems = [all[0]!, all[5]!, all[6]!];
    const { ids } = await everyPage({ limit: 5, isAlumni, excludeItems });
    expect(ids).toEqual(all.filter((id) => !excludeItems.includes(id)));
  });

  it('lists an article matching any of the chosen filters', async () => {
    const { ids } = await everyPage({
      limit: 50,
      isAlumni,
      filters: [
        { id: 'r', name: 'Reports', taxonomyAndTags: { mustHaveTags: ['report'] } },
        { id: 'p', name: 'Podcasts', taxonomyAndTags: { mustHaveTags: ['podcast'] } },
      ],
    });
    const { ids: reports } = await everyPage({ limit: 50, isAlumni, taxonomyAndTags: { mustHaveTags: ['report'] } });
    const { ids: podcasts } = await everyPage({ limit: 50, isAlumni, taxonomyAndTags: { mustHaveTags: ['podcast'] } });
    expect(new Set(ids)).toEqual(new Set([...reports, ...podcasts]));
  });

  it('lists only public articles off the alumni site, and articles of the asked language', async () => {
    const { ids: everything } = await everyPage({ limit: 50, isAlumni });
    const { ids: publicOnly } = await everyPage({ limit: 50 });
    expect(publicOnly.length).toBeGreaterThan(0);
    expect(publicOnly.length).toBeLessThan(everything.length);
    expect((await grid({ language: 'en-US' })).articles.length).toBeGreaterThan(0);
    expect(await grid({ language: 'ja-JP' })).toEqual({ articles: [], hasNext: false, nextCursor: null });
  });

  it('answers ten articles by default and clamps hostile limits', async () => {
    expect((await grid({})).articles).toHaveLength(10);
    expect((await grid({ limit: 1_000_000, isAlumni })).articles).toHaveLength(MAX_INSIGHTS_GRID_LIMIT);
    expect((await grid({ limit: -5 })).articles).toHaveLength(1);
  });

  it('refuses malformed and oversized requests with a short message', async () => {
    for (const body of [
      'not json',
      { limit: 'ten' },
      { afterId: 'no-such-article' },
      { excludeItems: Array.from({ length: 101 }, (_, i) => `id-${i}`) },
      { excludeItems: ['x'.repeat(101)] },
      { taxonomyAndTags: { taxonomyQueryType: 'some' } },
      { language: '<script>' },
      { unexpected: true },
    ]) {
      const { status, message } = await refused(body);
      expect(status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(message.length).toBeLessThanOrEqual(200);
    }
  });
});
