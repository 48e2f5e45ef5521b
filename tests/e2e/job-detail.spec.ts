import { expect, test } from '@playwright/test';
import { collectConsole, expectAxeClean } from './support.js';

// Jobs of the seeded job service (demo/db/seed/jobs.ts, generated deterministically).
const JOB = 'service-designer-life-sciences-101253';

test('a job page shows the job its URL names; a similar job opens its own page', async ({ page }) => {
  const console = collectConsole(page, ['error']);
  await page.goto(`/careers/search-jobs/jobs/${JOB}`);
  const detail = page.locator('mck-job-detail');
  await expect(detail.getByRole('heading', { level: 1, name: 'Service Designer - Life Sciences' })).toBeVisible();
  await expect(detail.locator('[part=job-id]')).toHaveText('Job ID: 101253');
  await expect(detail.getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', 'https://careers.example.com/apply/101253');
  await expect(detail.getByRole('heading', { name: "What you'll do" })).toBeVisible();
  const similar = detail.locator('[part=similar-link]');
  await expect(similar.first()).toBeVisible();
  await expectAxeClean(page);

  const title = (await similar.first().textContent())!;
  await similar.first().click();
  await expect(page).toHaveURL(/\/careers\/search-jobs\/jobs\/[a-z0-9-]+$/);
  expect(page.url()).not.toContain(JOB);
  await expect(detail.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(console).toEqual([]);
});

test('a well-formed key no job has shows the job-not-found view with a link back to the job search', async ({ page }) => {
  await page.goto('/careers/search-jobs/jobs/no-such-job-1');
  const detail = page.locator('mck-job-detail');
  await expect(detail.locator('[part=message]')).toHaveText('Sorry, this job is no longer available.');
  await expect(detail.getByRole('link', { name: 'Back to job search' })).toHaveAttribute('href', '/careers/search-jobs');
  await expectAxeClean(page);
});

test('a job URL whose last segment is not a job key redirects to /404', async ({ page }) => {
  await page.goto('/careers/search-jobs/jobs/not_a_job');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.locator('mck-not-found').getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
