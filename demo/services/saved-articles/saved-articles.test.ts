import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { ErrorBody } from '../../../core/contracts/auth.js';
import {
  SavedArticlesResponse, UserArticlesResponse, UserRatingsResponse, type SavedArticle,
} from '../../../core/contracts/saved-articles.js';
import type { LoginResponse } from '../../../core/contracts/auth.js';
import { DEMO_UNSAVED_ARTICLE } from '../../db/seed/demo-users.js';
import { TEST_SETTINGS, useTestApp } from '../../server/testing.js';

const BASE = '/api/user';

/** Saved articles and ratings through their HTTP routes, as the seeded reader (12 saved articles). */
describe('saved articles and ratings (A§7)', () => {
  const app = useTestApp();

  async function signIn(username = 'reader@example.com', password = 'Reader-pass-1') {
    const res = await app().request(`${BASE}/v2/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }),
    });
    const { data } = (await res.json()) as LoginResponse;
    return { userId: data.id, auth: { authorization: `Bearer ${res.headers.get('access_token')}` } };
  }
  const page = async (auth: Record<string, string>, offset: number, size = 9) => {
    const res = await app().request(`${BASE}/api/v2/user/article?currentOffset=${offset}&pageSize=${size}`, { headers: auth });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(is(body, SavedArticlesResponse)).toBe(true);
    return body as SavedArticlesResponse;
  };
  const send = (method: string, path: string, auth: Record<string, string>, body?: unknown) =>
    app().request(`${BASE}${path}`, {
      method, headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  it('pages the reader\'s saved articles newest first with the total, no item twice', async () => {
    const { auth } = await signIn();
    const first = await page(auth, 0);
    const second = await page(auth, 9);
    expect(first.totalRecords).toBe(12);
    expect(first.savedArticles).toHaveLength(9);
    expect(second.savedArticles).toHaveLength(3);
    const ids = [...first.savedArticles, ...second.savedArticles].map((a) => a.id);
    expect(new Set(ids).size).toBe(12);
    expect(first.savedArticles[0]).toMatchObject({ language: 'en', url: expect.stringMatching(/^\/insights\//) } satisfies Partial<SavedArticle>);
    // Images by absolute URL on the services' origin: the list runs on other origins' pages.
    expect(first.savedArticles[0]!.image.url).toMatch(new RegExp(`^${TEST_SETTINGS.publicOrigin}/`));
  });

  it('saves (listed first), unsaves (the total drops) and rates, each answering the new state', async () => {
    const { userId, auth } = await signIn();
    const before = await page(auth, 0, 50);
    const victim = before.savedArticles[5]!;

    const del = await send('DELETE', `/v2/users/${userId}/articles/${victim.id}/en`, auth);
    expect(del.status).toBe(200);
    const afterDelete = (await del.json()) as UserArticlesResponse;
    expect(is(afterDelete, UserArticlesResponse)).toBe(true);
    expect(afterDelete.data.articles.map((a) => a.id)).not.toContain(victim.id);
    expect((await page(auth, 0, 50)).totalRecords).toBe(before.totalRecords - 1);

    const save = await send('POST', `/v2/users/${userId}/articles`, auth, { articleId: victim.id, language: 'en' });
    expect(save.status).toBe(200);
    expect((await page(auth, 0)).savedArticles[0]!.id).toBe(victim.id);

    const rate = await send('PUT', `/v2/users/${userId}/ratings/${victim.id}/en`, auth, { rating: '4' });
    expect(rate.status).toBe(200);
    const ratings = (await rate.json()) as UserRatingsResponse;
    expect(is(ratings, UserRatingsResponse)).toBe(true);
    expect(ratings.data.userRatings[`${victim.id}_en`]).toBe('4');
  });

  it('answers 401 without a valid token (the widget sends the reader to sign in) and 403 for another user', async () => {
    const { userId } = await signIn();
    const other = await signIn('linked@example.com', 'Linked-pass-1');
    for (const res of [
      await app().request(`${BASE}/api/v2/user/article?currentOffset=0&pageSize=9`),
      await send('DELETE', `/v2/users/${userId}/articles/a1/en`, {}),
      await send('DELETE', `/v2/users/${userId}/articles/a1/en`, { authorization: 'Bearer not.a.token' }),
    ]) {
      expect(res.status).toBe(401);
      expect(is(await res.json(), ErrorBody)).toBe(true);
    }
    expect((await send('DELETE', `/v2/users/${userId}/articles/a1/en`, other.auth)).status).toBe(403);
  });

  it('seeds the article the demo pages save, unsaved by every demo account', async () => {
    const { userId, auth } = await signIn();
    expect((await page(auth, 0, 50)).savedArticles.map((a) => a.id)).not.toContain(DEMO_UNSAVED_ARTICLE.id);
    const save = await send('POST', `/v2/users/${userId}/articles`, auth, { articleId: DEMO_UNSAVED_ARTICLE.id, language: 'en' });
    expect(save.status).toBe(200);
    expect((await page(auth, 0, 1)).savedArticles[0]!.title).toBe(DEMO_UNSAVED_ARTICLE.title);
    expect((await send('DELETE', `/v2/users/${userId}/articles/${DEMO_UNSAVED_ARTICLE.id}/en`, auth)).status).toBe(200);
  });

  it('refuses hostile input with a clean 400 or 404', async () => {
    const { userId, auth } = await signIn();
    const statuses = [
      (await app().request(`${BASE}/api/v2/user/article?currentOffset=-1&pageSize=9`, { headers: auth })).status,
      (await app().request(`${BASE}/api/v2/user/article?currentOffset=0&pageSize=5000`, { headers: auth })).status,
      (await app().request(`${BASE}/api/v2/user/article?currentOffset=0`, { headers: auth })).status,
      (await send('POST', `/v2/users/${userId}/articles`, auth, { articleId: '../../etc', language: 'en' })).status,
      (await send('POST', `/v2/users/${userId}/articles`, auth, { articleId: 'no-such-article', language: 'en' })).status,
      (await send('PUT', `/v2/users/${userId}/ratings/a1/en`, auth, { rating: '11' })).status,
      (await send('DELETE', `/v2/users/${userId}/articles/a1/EN'--`, auth)).status,
    ];
    expect(statuses).toEqual([400, 400, 400, 400, 404, 400, 400]);
  });
});
