import { expect, test } from '@playwright/test';
import { InsightsGridResponse } from '../../core/contracts/index.js';
import { collectConsole } from './support.js';

// mck-insights-grid against the running demo: the article service's real answers over the seeded
// articles, "Load more" by keyboard until the service says there is no next page.

const FILTERED = { limit: 50, language: 'en', taxonomyAndTags: { taxonomyQueryType: 'all', taxonomyIds: ['operations', 'banking'] } };

test('the filtered grid loads more until the end: every matching article once, newest first', async ({ page, request }) => {
  const errors = collectConsole(page, ['error']);
  // What the service has for this filter, asked directly (fewer than 50: one page).
  const answer = await request.post('/api/article/api/insightsgrid/articles', { data: FILTERED });
  const expected = InsightsGridResponse.create(await answer.json()).data;
  expect(expected.nextCursor).toBeNull();
  expect(expected.articles.length).toBeGreaterThan(3); // more than the grid's first page

  await page.goto('/widgets/mck-insights-grid');
  const grid = page.locator('mck-insights-grid#filtered');
  await grid.scrollIntoViewIfNeeded();
  const cards = grid.locator('[part=card]');
  await expect(cards).toHaveCount(3);
  const loadMore = grid.locator('[part=load-more]');
  while (await cards.count() < expected.articles.length) {
    const shown = await cards.count();
    await loadMore.focus();
    await page.keyboard.press('Enter');
    await expect(cards).not.toHaveCount(shown);
  }
  await expect(loadMore).toHaveCount(0);
  await expect(grid.locator('[part=link]')).toHaveText(expected.articles.map((a) => a.title));
  expect(await grid.locator('[part=link]').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname)))
    .toEqual(expected.articles.map((a) => a.url));
  expect(errors).toEqual([]);
});

test('a grid whose call fails keeps what the CMS printed, with no message', async ({ page }) => {
  await page.goto('/widgets/mck-insights-grid');
  const refused = page.locator('mck-insights-grid[heading="The service refused"]');
  await refused.scrollIntoViewIfNeeded();
  await expect(refused).toHaveAttribute('data-mck-hydrated', '');
  await expect(refused.locator('[part=fallback]')).toHaveAttribute('aria-busy', 'false');
  await expect(refused.getByRole('link', { name: 'All insights' })).toBeVisible();
  await expect(refused.locator('[part=card], [role=alert]')).toHaveCount(0);
});
