import type { Queryable } from '../../db/db.js';
import type { SavedArticle } from '../../../core/contracts/saved-articles.js';
import type { SavedArticleRef } from '../../../core/contracts/user.js';

/** One page of a reader's saved articles, newest first, with the total (A§3). */
export async function savedArticlesPage(db: Queryable, userId: string, offset: number, limit: number) {
  const [rows, [count]] = await Promise.all([
    db.query<{ id: string; language: string; url: string; title: string; type: string; image_url: string }>(
      `SELECT s.article_id AS id, s.language, '/insights/' || a.practice || '/our-insights/' || a.slug AS url, a.title, a.article_type AS type, a.image_url
         FROM saved_articles s JOIN articles a ON a.id = s.article_id
        WHERE s.user_id = $1 ORDER BY s.saved_at DESC, s.article_id OFFSET $2 LIMIT $3`,
      [userId, offset, limit], { name: 'saved-articles-page' }),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM saved_articles WHERE user_id = $1', [userId]),
  ]);
  const savedArticles: SavedArticle[] = rows.map((r) => ({
    id: r.id, language: r.language, url: r.url, title: r.title, type: r.type, image: { url: r.image_url },
  }));
  return { savedArticles, totalRecords: count?.total ?? 0 };
}

/** Whether the article exists (a save of an unknown id is refused, not stored). */
export async function articleExists(db: Queryable, articleId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM articles WHERE id = $1', [articleId])).length > 0;
}

/** Saves (again: the date moves to now, so it lists first). */
export async function saveArticle(db: Queryable, userId: string, articleId: string, language: string) {
  await db.query(
    `INSERT INTO saved_articles (user_id, article_id, language) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, article_id, language) DO UPDATE SET saved_at = now()`,
    [userId, articleId, language]);
}

/** Removes; false when it was not saved. */
export async function unsaveArticle(db: Queryable, userId: string, articleId: string, language: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM saved_articles WHERE user_id = $1 AND article_id = $2 AND language = $3 RETURNING 1',
    [userId, articleId, language]);
  return rows.length > 0;
}

/** The reader's saved articles as the user record carries them, newest first. */
export async function savedArticleRefs(db: Queryable, userId: string): Promise<SavedArticleRef[]> {
  return db.query<SavedArticleRef>(
    'SELECT article_id AS id, language FROM saved_articles WHERE user_id = $1 ORDER BY saved_at DESC, article_id', [userId]);
}

/** Sets the reader's stars for one article. */
export async function rateArticle(db: Queryable, userId: string, articleId: string, language: string, rating: string) {
  await db.query(
    `INSERT INTO article_ratings (user_id, article_id, language, rating) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, article_id, language) DO UPDATE SET rating = excluded.rating`,
    [userId, articleId, language, rating]);
}

/** All the reader's ratings, keyed `{articleId}_{language}` as `userRatings` is. */
export async function ratingsOf(db: Queryable, userId: string): Promise<Record<string, string>> {
  const rows = await db.query<{ key: string; rating: string }>(
    "SELECT article_id || '_' || language AS key, rating FROM article_ratings WHERE user_id = $1", [userId]);
  return Object.fromEntries(rows.map((r) => [r.key, r.rating]));
}
