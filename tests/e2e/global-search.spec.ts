import { expect, test, type Page } from '@playwright/test';
import { PagesSearchResponse } from '../../core/contracts/search.js';
import { collectConsole } from './support.js';

// mck-global-search on its demo page against the running search service (PostgreSQL full-text
// search with did-you-mean over the seeded pages): no stubbed calls.

type Params = Record<string, string>;
/** What the service answers for these parameters, asked directly. */
async function serviceAnswer(page: Page, params: Params) {
  const response = await page.request.get(`/api/search/pages?${new URLSearchParams(params)}`);
  return PagesSearchResponse.create(await response.json()).data;
}
const search = (page: Page) => page.locator('mck-global-search');
const titles = (page: Page) => search(page).locator('[part=result-link]');
const stateOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

test('a misspelt query offers the suggestion, and following it searches the corrected query', async ({ page }) => {
  const errors = collectConsole(page, ['error']);
  const misspelt = await serviceAnswer(page, { q: 'healthcre' });
  expect(misspelt.correctlySpelled).toBe(false);
  expect(misspelt.suggestedQuery).toBe('healthcare');

  await page.goto('/pages/search');
  const box = search(page).getByRole('combobox', { name: 'Search the site' });
  await box.fill('healthcre');
  await box.press('Enter');
  const suggestion = search(page).locator('[part=suggested-query]');
  await expect(suggestion).toHaveText('healthcare');
  await suggestion.click();

  await expect(page).toHaveURL(/[?&]q=healthcare(&|$)/);
  const corrected = await serviceAnswer(page, { q: 'healthcare', start: '0', rows: '10' });
  await expect(search(page).locator('[part=status]')).toHaveText(`${corrected.numFound} results for “healthcare”`);
  await expect(suggestion).toHaveCount(0);
  await expect(titles(page)).toHaveText(corrected.results.map((r) => r.title));
  await expect(box).toHaveValue('healthcare');
  expect(errors).toEqual([]);
});

test('filter, sort and page go into the URL, and the back button walks back through them', async ({ page }) => {
  await page.goto('/pages/search?q=leaders');
  const expectResults = async (params: Params) => {
    const answer = await serviceAnswer(page, { q: 'leaders', rows: '10', ...params });
    await expect(titles(page)).toHaveText(answer.results.map((r) => r.title));
  };
  await expectResults({});

  await search(page).getByRole('button', { name: 'Insights' }).click();
  await expect.poll(() => stateOf(page)).toEqual({ q: 'leaders', filter: 'insights' });
  await expectResults({ pageFilter: 'insights' });

  await search(page).getByLabel('Sort by').selectOption('date');
  await expect.poll(() => stateOf(page)).toEqual({ q: 'leaders', filter: 'insights', sort: 'date' });
  await expectResults({ pageFilter: 'insights', sort: 'date' });

  await search(page).getByRole('link', { name: 'Page 2' }).click();
  await expect.poll(() => stateOf(page)).toEqual({ q: 'leaders', filter: 'insights', sort: 'date', page: '2' });
  await expectResults({ pageFilter: 'insights', sort: 'date', start: '10' });

  // Another filter drops the sort and goes back to page 1 (D§4).
  await search(page).getByRole('button', { name: 'People' }).click();
  await expect.poll(() => stateOf(page)).toEqual({ q: 'leaders', filter: 'people' });
  await expectResults({ pageFilter: 'people' });

  await page.goBack();
  await expect.poll(() => stateOf(page)).toEqual({ q: 'leaders', filter: 'insights', sort: 'date', page: '2' });
  await expectResults({ pageFilter: 'insights', sort: 'date', start: '10' });
  await expect(search(page).locator('[part=page][aria-current=page]')).toHaveText('2');
  await page.goBack();
  await page.goBack();
  await expect.poll(() => stateOf(page)).toEqual({ q: 'leaders', filter: 'insights' });
  await expect(search(page).getByLabel('Sort by')).toHaveValue('default');
  await expectResults({ pageFilter: 'insights' });

  // A reload (or a shared link) shows the same state.
  await page.goForward();
  await page.reload();
  await expect(search(page).getByLabel('Sort by')).toHaveValue('date');
  await expectResults({ pageFilter: 'insights', sort: 'date' });
});

test('search by keyboard alone: type, arrows to a suggestion, Enter, Tab to the results and the pages', async ({ page }) => {
  await page.goto('/pages/search');
  const box = search(page).getByRole('combobox', { name: 'Search the site' });
  await expect(search(page)).toHaveAttribute('data-mck-hydrated', '');
  // Tab from the top of the page to the search box.
  for (let i = 0; i < 40 && !(await box.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(box).toBeFocused();
  await page.keyboard.type('leade');
  const options = search(page).getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  const terms = await options.allTextContents();
  // Up from none wraps round to the last suggestion; down from the last wraps to the first.
  await page.keyboard.press('ArrowUp');
  await expect(box).toHaveValue(terms.at(-1)!);
  await page.keyboard.press('ArrowDown');
  const chosen = terms[0]!;
  await expect(box).toHaveValue(chosen);
  await page.keyboard.press('Enter');
  await expect.poll(() => stateOf(page)).toEqual({ q: chosen });
  await expect(titles(page).first()).toBeVisible();

  const firstResult = titles(page).first();
  for (let i = 0; i < 10 && !(await firstResult.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(firstResult).toBeFocused();
  const page2 = search(page).getByRole('link', { name: 'Page 2' });
  for (let i = 0; i < 30 && !(await page2.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(page2).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(search(page).locator('[part=page][aria-current=page]')).toHaveText('2');
  expect(stateOf(page).page).toBe('2');
});

test('with result caching on, the next page inside the cached rows needs no call', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/search/pages') calls.push(request.url());
  });
  await page.goto('/pages/search?q=leaders&flags=enable_search_results_caching');
  await expect(titles(page)).toHaveCount(10);
  expect(new URL(calls[0]!).searchParams.get('rows')).toBe('20');
  await search(page).getByRole('link', { name: 'Page 2' }).click();
  const second = await serviceAnswer(page, { q: 'leaders', start: '10', rows: '10' });
  await expect(titles(page)).toHaveText(second.results.map((r) => r.title));
  expect(calls).toHaveLength(1);
});
