import { Hono } from 'hono';
import {
  DEFAULT_ARTICLE_LANGUAGE, RateArticleRequest, SAVED_ARTICLES_PATH, SaveArticleRequest, SavedArticlesQuery,
  SavedArticlesResponse, UserArticlesResponse, UserRatingsResponse,
} from '../../../core/contracts/saved-articles.js';
import type { ServiceDeps } from '../deps.js';
import { requireContentType } from '../edge.js';
import { fail, parseRequest, respond } from '../http.js';
import { jsonBody, userAuthorization } from '../user/authorize.js';
import {
  articleExists, rateArticle, ratingsOf, saveArticle, savedArticleRefs, savedArticlesPage, unsaveArticle,
} from './queries.js';

/** An article id or language from the path: what the service stores, nothing longer. */
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const LANGUAGE = /^[a-z]{2}(-[A-Za-z]{2})?$/;
function articleOf(articleId: string, language: string = DEFAULT_ARTICLE_LANGUAGE) {
  if (!ID.test(articleId)) fail(400, 'Invalid request: the article id is malformed.');
  if (!LANGUAGE.test(language)) fail(400, 'Invalid request: the language is malformed.');
  return { articleId, language };
}

/**
 * Saved articles and ratings of the signed-in reader (A§7): the paged list, save, unsave (DELETE,
 * 401 without a valid token: the widget sends the reader to sign in) and rate.
 */
export function savedArticleRoutes(deps: ServiceDeps) {
  const { db, settings } = deps;
  const { signedInUserId, authorizedUserId } = userAuthorization(deps);
  const app = new Hono();

  app.get(SAVED_ARTICLES_PATH, async (c) => {
    const userId = await signedInUserId(c);
    const { currentOffset, pageSize } = parseRequest(SavedArticlesQuery, c.req.query());
    const page = await savedArticlesPage(db, userId, currentOffset, pageSize);
    // Images are the CMS service's, on this server: absolute, so pages on other origins load them.
    const savedArticles = page.savedArticles.map((a) => ({ ...a, image: { url: new URL(a.image.url, settings.publicOrigin).href } }));
    return respond(c, SavedArticlesResponse, { ...page, savedArticles });
  });

  app.post('/v2/users/:userId/articles', requireContentType('application/json'), async (c) => {
    const userId = await authorizedUserId(c);
    const request = parseRequest(SaveArticleRequest, await jsonBody(c));
    const { articleId, language } = articleOf(request.articleId, request.language);
    if (!(await articleExists(db, articleId))) fail(404, 'No such article.');
    await saveArticle(db, userId, articleId, language);
    return respond(c, UserArticlesResponse, { data: { articles: await savedArticleRefs(db, userId) } });
  });

  app.delete('/v2/users/:userId/articles/:articleId/:language', async (c) => {
    const userId = await authorizedUserId(c);
    const { articleId, language } = articleOf(c.req.param('articleId'), c.req.param('language'));
    // Deleting what is not saved is no error: a second tab may have unsaved it first.
    await unsaveArticle(db, userId, articleId, language);
    return respond(c, UserArticlesResponse, { data: { articles: await savedArticleRefs(db, userId) } });
  });

  app.put('/v2/users/:userId/ratings/:articleId/:language', requireContentType('application/json'), async (c) => {
    const userId = await authorizedUserId(c);
    const { articleId, language } = articleOf(c.req.param('articleId'), c.req.param('language'));
    const { rating } = parseRequest(RateArticleRequest, await jsonBody(c));
    if (!(await articleExists(db, articleId))) fail(404, 'No such article.');
    await rateArticle(db, userId, articleId, language, rating);
    return respond(c, UserRatingsResponse, { data: { userRatings: await ratingsOf(db, userId) } });
  });

  return app;
}
