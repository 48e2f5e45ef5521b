/**
 * The reader's saved articles and ratings (A§3, A§7): the calls, and keeping the one shared user
 * record and the local copies (keyed `{articleId}_{language}`) in step with what the service said,
 * so the save control on an article and the saved-articles page agree without asking again.
 */
import {
  articleKey, ratingPath, saveArticlePath, SAVED_ARTICLES_PATH, savedArticlePath, SavedArticlesResponse,
  UserArticlesResponse, UserRatingsResponse, type SavedArticle,
} from '../../contracts/saved-articles.js';
import type { SavedArticleRef } from '../../contracts/user.js';
import { readLocalJson, STORAGE_KEYS, writeLocalJson } from '../../page/storage.js';
import { request } from '../../session/http.js';
import { user } from '../../session/session.js';
import type { Page, PageRequest } from '../list/index.js';

/** One page of saved articles (offset paging: `currentOffset`, `pageSize`). */
export async function fetchSavedArticles(_query: unknown, page: PageRequest, signal: AbortSignal): Promise<Page<SavedArticle>> {
  const body = await request('user', SAVED_ARTICLES_PATH, {
    query: { currentOffset: page.offset, pageSize: page.limit },
    schema: SavedArticlesResponse,
    signal,
  });
  return { items: body.savedArticles, total: body.totalRecords };
}

/** The reader's saved articles changed: the shared user record and the local copy follow. */
function applySaved(articles: SavedArticleRef[]): void {
  const current = user.peek();
  if (current) user.value = { ...current, articles };
  writeLocalJson(STORAGE_KEYS.savedArticles, Object.fromEntries(articles.map((a) => [articleKey(a.id, a.language), true])));
}

/** Saves an article for the signed-in reader. */
export async function saveArticle(userId: string, articleId: string, language: string): Promise<void> {
  const { data } = await request('user', saveArticlePath(userId), {
    method: 'POST', json: { articleId, language }, schema: UserArticlesResponse,
  });
  applySaved(data.articles);
}

/** Unsaves; a 401 (no longer signed in) is the caller's to turn into the sign-in redirect (A§7). */
export async function unsaveArticle(userId: string, articleId: string, language: string): Promise<void> {
  const { data } = await request('user', savedArticlePath(userId, articleId, language), {
    method: 'DELETE', schema: UserArticlesResponse,
  });
  applySaved(data.articles);
}

/** Whether the reader saved the article: the user record when signed in, else the local copy. */
export function isSaved(articleId: string, language: string): boolean {
  const record = user.value;
  if (record) return record.articles.some((a) => a.id === articleId && a.language === language);
  return readLocalJson(STORAGE_KEYS.savedArticles)[articleKey(articleId, language)] === true;
}

/** Sets the reader's stars; the user record's `userRatings` and the local copy follow. */
export async function rateArticle(userId: string, articleId: string, language: string, rating: string): Promise<void> {
  const { data } = await request('user', ratingPath(userId, articleId, language), {
    method: 'PUT', json: { rating }, schema: UserRatingsResponse,
  });
  const current = user.peek();
  if (current) user.value = { ...current, userRatings: data.userRatings };
  writeLocalJson(STORAGE_KEYS.ratings, data.userRatings);
}

/** The reader's stars for the article ('' when none). */
export function ratingOf(articleId: string, language: string): string {
  const key = articleKey(articleId, language);
  const record = user.value;
  if (record) return record.userRatings[key] ?? '';
  const stored = readLocalJson(STORAGE_KEYS.ratings)[key];
  return typeof stored === 'string' ? stored : '';
}
