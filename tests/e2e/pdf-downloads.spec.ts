import { expect, test } from '@playwright/test';
import { signInThroughForm } from './support.js';

const links = (page: import('@playwright/test').Page, nth: number) => page.locator('mck-pdf-downloads').nth(nth).locator('a[part=link]');

test('PDF links: view-file for everyone, auth-download signed out and download signed in on a registered page', async ({ page, request }) => {
  await page.goto('/widgets/mck-pdf-downloads');
  await expect(links(page, 0).first()).toHaveAttribute('href', '#/view-file/%2Ffiles%2Fpdf%2Ffull-report.pdf');
  await expect(links(page, 0).first()).toContainText('The state of AI');
  await expect(page.locator('mck-pdf-downloads').first().locator('[part=meta]')).toHaveText([' (PDF, 48 pages)', ' (PDF, 240 KB)', ' (PDF, 900 Bytes)']);
  await expect(links(page, 1)).toHaveAttribute('href', '#/auth-download/%2Ffiles%2Fpdf%2Ffull-report.pdf');
  await expect(page.locator('mck-pdf-downloads').nth(1).locator('[part=meta]')).toHaveText(' (PDF, 1.5 MB)');

  // The demo serves the PDF at its real size.
  const pdf = await request.get('/files/pdf/full-report.pdf');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).length).toBe(1_572_864);

  // Print on a registered page while signed out goes to the sign-in step.
  await page.locator('mck-pdf-downloads').nth(1).locator('[data-action=print]').click();
  await expect(page).toHaveURL(/#\/auth-print$/);

  await page.goto('/pages/session');
  await signInThroughForm(page);
  await expect(page.locator('mck-signin').getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.goto('/widgets/mck-pdf-downloads');
  await expect(links(page, 1)).toHaveAttribute('href', '#/download/%2Ffiles%2Fpdf%2Ffull-report.pdf');
  await expect(links(page, 0).first()).toHaveAttribute('href', '#/view-file/%2Ffiles%2Fpdf%2Ffull-report.pdf');
});
