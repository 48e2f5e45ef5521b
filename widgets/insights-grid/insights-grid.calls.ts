import { InsightsGridResponse, type InsightsGridArticle, type InsightsGridRequest } from '../../core/contracts/insights-grid.js';
import type { FailurePolicy } from '../../core/kits/async/index.js';
import type { Page, PageRequest } from '../../core/kits/list/index.js';
import { request } from '../../core/session/http.js';

/** What the grid asks for, apart from the page (limit and cursor, which the list kit adds). */
export type InsightsGridQuery = Omit<InsightsGridRequest, 'limit' | 'afterId'>;

/** E§8 "Insights grid POST failure returns nothing": a failed page is no data, never a message. */
export const insightsGridFailures: FailurePolicy = { emptyOnFailure: true };

/** POST {article}/api/insightsgrid/articles (E§7): one page of articles. A public call (no tokens). */
export async function fetchInsightsPage(query: InsightsGridQuery, page: PageRequest, signal: AbortSignal): Promise<Page<InsightsGridArticle>> {
  const { data } = await request('article', '/api/insightsgrid/articles', {
    method: 'POST',
    json: { ...query, limit: page.limit, afterId: page.cursor },
    auth: false,
    schema: InsightsGridResponse,
    signal,
  });
  return { items: data.articles, nextCursor: data.nextCursor };
}
