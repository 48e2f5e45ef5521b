import type { InsightsGridArticle } from '../../core/contracts/insights-grid.js';

/** Articles as the service answers them, for the widget's tests. */
export const article = (n: number, overrides: Partial<InsightsGridArticle> = {}): InsightsGridArticle => ({
  id: `a${n}`,
  title: `Article ${n}`,
  url: `/insights/operations/our-insights/article-${n}`,
  templateName: 'Article Page',
  image: '',
  articleType: 'Report',
  sourcePublication: null,
  displayDate: '2026-03-0' + ((n % 9) + 1),
  description: `Summary of article ${n}.`,
  ...overrides,
});

/** A long description: its 125th character falls inside the word "boundary". */
export const LONG_DESCRIPTION =
  'Leaders who rethink pricing power see higher margins. Here is where retail leaders are starting, and what they do at a word boundary of change.';
