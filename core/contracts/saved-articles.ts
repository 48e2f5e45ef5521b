import { array, enums, integer, min, object, record, size, string, type Infer } from 'superstruct';
import { envelope } from './envelope.js';
import { SavedArticleRef } from './user.js';
import { integerParam } from './query-params.js';

/** A§9: saved articles page size 9. */
export const SAVED_ARTICLES_PAGE_SIZE = 9;
/** The most one page may ask for (the service refuses more: a hostile client cannot dump the table). */
export const MAX_SAVED_ARTICLES_PAGE_SIZE = 50;
/** Language of a saved article or rating when none is given (A§3 "language default en"). */
export const DEFAULT_ARTICLE_LANGUAGE = 'en';
/** Ratings are 1 to 5 stars; the user record carries them as strings (`userRatings`). */
export const RATINGS = ['1', '2', '3', '4', '5'] as const;

/** Paths the spec names (A§7) and those it leaves "not shown" (save, rate: ours, REST-like beside DELETE). */
export const SAVED_ARTICLES_PATH = '/api/v2/user/article';
const userArticles = (userId: string) => `/v2/users/${encodeURIComponent(userId)}/articles`;
export const savedArticlePath = (userId: string, articleId: string, language: string) =>
  `${userArticles(userId)}/${encodeURIComponent(articleId)}/${encodeURIComponent(language)}`;
export const saveArticlePath = userArticles;
export const ratingPath = (userId: string, articleId: string, language: string) =>
  `/v2/users/${encodeURIComponent(userId)}/ratings/${encodeURIComponent(articleId)}/${encodeURIComponent(language)}`;

/** The key saved articles and ratings are kept under locally and in `userRatings` (A§3). */
export const articleKey = (articleId: string, language: string = DEFAULT_ARTICLE_LANGUAGE) =>
  `${articleId}_${language || DEFAULT_ARTICLE_LANGUAGE}`;

/** GET {user}/api/v2/user/article?currentOffset&pageSize (A§7). */
const QueryInt = integerParam(/^\d{1,6}$/);
export const SavedArticlesQuery = object({
  currentOffset: size(QueryInt, 0, 100_000),
  pageSize: size(QueryInt, 1, MAX_SAVED_ARTICLES_PAGE_SIZE),
});
export type SavedArticlesQuery = Infer<typeof SavedArticlesQuery>;

/** Saved article (A§3): id, language, url, title, type, image.url. */
export const SavedArticle = object({
  id: string(),
  language: string(),
  url: string(),
  title: string(),
  type: string(),
  image: object({ url: string() }),
});
export type SavedArticle = Infer<typeof SavedArticle>;

/** "Response carries savedArticles and totalRecords" (A§3), at the top of the body. */
export const SavedArticlesResponse = object({
  savedArticles: array(SavedArticle),
  totalRecords: min(integer(), 0),
});
export type SavedArticlesResponse = Infer<typeof SavedArticlesResponse>;

/** POST {user}/v2/users/{userId}/articles: save one article. */
export const SaveArticleRequest = object({ articleId: size(string(), 1, 64), language: size(string(), 2, 10) });
export type SaveArticleRequest = Infer<typeof SaveArticleRequest>;

/** Save and DELETE answer with the user's saved articles afterwards, newest first. */
export const UserArticlesResponse = envelope(object({ articles: array(SavedArticleRef) }));
export type UserArticlesResponse = Infer<typeof UserArticlesResponse>;

/** PUT {user}/v2/users/{userId}/ratings/{articleId}/{language}: the reader's stars. */
export const RateArticleRequest = object({ rating: enums(RATINGS) });
export type RateArticleRequest = Infer<typeof RateArticleRequest>;
export const UserRatingsResponse = envelope(object({ userRatings: record(string(), string()) }));
export type UserRatingsResponse = Infer<typeof UserRatingsResponse>;

