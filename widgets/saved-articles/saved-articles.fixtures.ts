import type { SavedArticle } from '../../core/contracts/saved-articles.js';

/** Saved article `n`, as GET {user}/api/v2/user/article lists it. */
export const savedArticle = (n: number): SavedArticle => ({
  id: `a${n}`, language: 'en', url: `/insights/operations/our-insights/article-${n}`, title: `Article ${n}`,
  type: 'Article', image: { url: '' },
});

/** The service's answer for the page at `offset` of `total` saved articles (9 per page). */
export const savedPage = (offset: number, total: number, pageSize = 9) => Response.json({
  savedArticles: Array.from({ length: Math.max(0, Math.min(pageSize, total - offset)) }, (_, i) => savedArticle(offset + i + 1)),
  totalRecords: total,
});
