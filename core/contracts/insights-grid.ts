import { array, boolean, enums, integer, nullable, object, optional, refine, size, string, type Infer } from 'superstruct';
import { envelope } from './envelope.js';

/**
 * POST {article}/api/insightsgrid/articles (E§3 "Insights grid request", E§7): a cursor-paged
 * list of articles. The reference service reads an article's taxonomy as its practice code and
 * its industry, and its tags as its article type (`Report`, `Podcast`, …).
 */

/** Default page size (E§9) and the most the service sends in one page (larger limits are clamped). */
export const INSIGHTS_GRID_LIMIT = 10;
export const MAX_INSIGHTS_GRID_LIMIT = 50;
/** Bounds on what a caller may send: list lengths and the length of each id or tag. */
export const MAX_INSIGHTS_GRID_IDS = 100;
export const MAX_INSIGHTS_GRID_FILTERS = 20;
const MAX_ID_LENGTH = 100;

/** How a list of taxonomy ids or tags matches: any one of them, or all of them. */
export const TAXONOMY_QUERY_TYPES = ['any', 'all'] as const;
export type TaxonomyQueryType = (typeof TAXONOMY_QUERY_TYPES)[number];

const Id = refine(size(string(), 1, MAX_ID_LENGTH), 'Id', (id) => !id.includes('\0'));
/** A list of article ids, taxonomy ids or tags. */
export const InsightsGridIds = size(array(Id), 0, MAX_INSIGHTS_GRID_IDS);
const Ids = InsightsGridIds;

/** Which articles qualify: their taxonomy (practice, industry) and tags (article type). */
export const TaxonomyAndTags = object({
  taxonomyQueryType: optional(enums(TAXONOMY_QUERY_TYPES)),
  taxonomyIds: optional(Ids),
  mustHaveTagsQueryType: optional(enums(TAXONOMY_QUERY_TYPES)),
  mustHaveTags: optional(Ids),
  mustNotHaveTagsQueryType: optional(enums(TAXONOMY_QUERY_TYPES)),
  mustNotHaveTags: optional(Ids),
});
export type TaxonomyAndTags = Infer<typeof TaxonomyAndTags>;

/** A reader's filter choice; an article is listed when it matches any chosen filter. */
export const InsightsGridFilter = object({
  id: Id,
  name: size(string(), 0, 200),
  taxonomyAndTags: TaxonomyAndTags,
});
export type InsightsGridFilter = Infer<typeof InsightsGridFilter>;

/**
 * The request body. `afterId` is the previous page's `nextCursor` (absent for the first page);
 * `excludeItems` are article ids never listed (those already elsewhere on the page); `isAlumni`
 * also lists the articles for registered users (the alumni site), else only public ones;
 * `language` is the articles' language (`en`, `de`, …; a region subtag is ignored).
 */
export const InsightsGridRequest = object({
  limit: optional(integer()),
  afterId: optional(nullable(Id)),
  taxonomyAndTags: optional(TaxonomyAndTags),
  excludeItems: optional(Ids),
  language: optional(refine(string(), 'language', (tag) => /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/.test(tag))),
  isAlumni: optional(boolean()),
  filters: optional(size(array(InsightsGridFilter), 0, MAX_INSIGHTS_GRID_FILTERS)),
});
export type InsightsGridRequest = Infer<typeof InsightsGridRequest>;

/** One card (E§3 "Insights grid article"); `displayDate` is `YYYY-MM-DD`. */
export const InsightsGridArticle = object({
  id: string(),
  title: string(),
  url: string(),
  templateName: string(),
  image: string(),
  articleType: string(),
  sourcePublication: nullable(string()),
  displayDate: string(),
  description: string(),
});
export type InsightsGridArticle = Infer<typeof InsightsGridArticle>;

/** The answer: a page of articles and the cursor of the next one (`null` after the last page). */
export const InsightsGridResponse = envelope(object({
  articles: array(InsightsGridArticle),
  hasNext: boolean(),
  nextCursor: nullable(string()),
}));
export type InsightsGridResponse = Infer<typeof InsightsGridResponse>;
