import { expect, test } from '@playwright/test';
import { JobSearchResponse, MasterListResponse } from '../../core/contracts/jobs.js';
import { collectConsole } from './support.js';

// mck-job-search against the running demo: the search service's real answers over the seeded
// jobs; filters picked in the dropdowns, the applied tags and count, Load More, a removal, Clear
// all, and the back button, each step in the page URL.

test('search jobs with several filters, load more, remove a tag, clear all, and go back', async ({ page, request }) => {
  const errors = collectConsole(page, ['error']);
  const master = MasterListResponse.create(await (await request.get('/api/search/masterList')).json()).data;
  const continent = master.regions.find((r) => r.name === 'Europe')!.name;
  const industry = master.industries[0]!;
  const asked = await request.get(`/api/search/jobsearch/?${new URLSearchParams({ continents: continent, industries: industry, lang: 'en', pageSize: '40' })}`);
  const expected = JobSearchResponse.create(await asked.json()).data;
  expect(expected.numFound).toBeGreaterThan(40); // two pages and more

  await page.goto('/pages/job-search');
  const search = page.locator('mck-job-search');
  const cards = search.locator('[part=card]');
  await expect(cards).toHaveCount(20);

  await search.getByRole('button', { name: 'Location' }).click();
  await search.getByRole('checkbox', { name: new RegExp(`^${continent}`) }).check();
  await expect(page).toHaveURL(/continents=Europe/);
  await search.getByRole('button', { name: 'Industry' }).click();
  await search.getByRole('checkbox', { name: new RegExp(`^${industry}`) }).check();
  await expect(page).toHaveURL(new RegExp(`industries=${encodeURIComponent(industry).replace(/%20/g, '\\+')}`));
  await expect(search.locator('[part=tag]')).toHaveText([`${continent}×`, `${industry}×`]);
  await expect(search.locator('[part=count]')).toHaveText(`Showing 20 of ${expected.numFound}`);

  await search.locator('[part=load-more]').focus();
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(40);
  await expect(page).toHaveURL(/[?&]page=2/);
  const paths = await search.locator('[part=link]').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(new Set(paths).size).toBe(40); // no duplicates
  expect(paths).toEqual(expected.docs.map((job) => `/careers/search-jobs/jobs/${job.friendlyURL}`));

  await search.getByRole('button', { name: `Remove filter ${continent}` }).click();
  await expect(search.locator('[part=tag]')).toHaveText([`${industry}×`]);
  await expect(page).not.toHaveURL(/page=|continents=/);
  await expect(cards).toHaveCount(20);

  await search.getByRole('button', { name: 'Clear all' }).click();
  await expect(search.locator('[part=tag]')).toHaveCount(0);
  await expect(page).not.toHaveURL(/industries=/);

  await page.goBack();
  await expect(search.locator('[part=tag]')).toHaveText([`${industry}×`]);
  await page.goBack();
  await expect(search.locator('[part=tag]')).toHaveText([`${continent}×`, `${industry}×`]);
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(cards).toHaveCount(40);
  expect(errors).toEqual([]);
});

test('a search by link opens with its filters, then a suggestion picked by keyboard searches', async ({ page, request }) => {
  await page.goto('/pages/job-search?countries=Germany&functions=Strategy');
  const search = page.locator('mck-job-search');
  await expect(search.locator('[part=tag]')).toHaveText(['Germany×', 'Strategy×']);
  const input = search.getByRole('combobox');
  await input.focus();
  await page.keyboard.type('an');
  const options = search.getByRole('option');
  await expect(options.first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const first = await options.first().textContent();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`query=${encodeURIComponent(first!).replace(/%20/g, '\\+')}`));
  await expect(options).toHaveCount(0);
  const asked = await request.get(`/api/search/jobsearch/?${new URLSearchParams({ q: first!, countries: 'Germany', functions: 'Strategy', lang: 'en' })}`);
  const { numFound } = JobSearchResponse.create(await asked.json()).data;
  if (numFound) await expect(search.locator('[part=count]')).toHaveText(`Showing ${Math.min(numFound, 20)} of ${numFound}`);
  else await expect(search.locator('[part=status]')).toHaveText(/^No jobs match/);
});
