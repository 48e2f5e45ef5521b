import { Hono } from 'hono';
import { INSIGHTS_GRID_LIMIT, InsightsGridRequest, InsightsGridResponse, MAX_INSIGHTS_GRID_LIMIT } from '../../../core/contracts/index.js';
import type { ServiceDeps } from '../deps.js';
import { fail, parseRequest, respond } from '../http.js';
import { clampParam } from '../search/paging.js';
import { cursorPosition, gridPage } from './queries.js';

/** The article service's insights grid (E§7): POST {article}/api/insightsgrid/articles, cursor paged. */
export function insightsGridRoutes({ db, settings }: Pick<ServiceDeps, 'db' | 'settings'>) {
  const app = new Hono();

  app.post('/api/insightsgrid/articles', async (c) => {
    const body: unknown = await c.req.json().catch(() => fail(400, 'Invalid request: the body is not JSON.'));
    const request = parseRequest(InsightsGridRequest, body);
    const after = request.afterId ? await cursorPosition(db, request.afterId) : null;
    if (request.afterId && !after) fail(400, 'Invalid request: afterId names no article.');
    const limit = clampParam(request.limit, INSIGHTS_GRID_LIMIT, 1, MAX_INSIGHTS_GRID_LIMIT);
    const { articles, hasNext } = await gridPage(db, {
      limit,
      after,
      taxonomyAndTags: request.taxonomyAndTags ?? {},
      filters: (request.filters ?? []).map((filter) => filter.taxonomyAndTags),
      excludeIds: request.excludeItems ?? [],
      language: (request.language ?? 'en').split('-')[0]!.toLowerCase(),
      includeRegisteredOnly: request.isAlumni ?? false,
    });
    const nextCursor = hasNext ? articles.at(-1)!.id : null;
    // Images are the CMS service's, on this server: absolute, so pages on other origins load them.
    const withImages = articles.map((article) => ({ ...article, image: new URL(article.image, settings.publicOrigin).href }));
    return respond(c, InsightsGridResponse, { data: { articles: withImages, hasNext, nextCursor } });
  });

  return app;
}
