import { expect, test, type Page } from '@playwright/test';
import { signInThroughForm } from './support.js';

/**
 * Signs in, then keeps the access token's payload (so it still looks unexpired to the client) but
 * breaks its signature: the user service refuses it, as it would a revoked token.
 */
async function signInWithRefusedToken(page: Page, refreshToken?: string): Promise<void> {
  await page.goto('/pages/session');
  await signInThroughForm(page);
  await expect(page.locator('mck-signin').getByText('Signed in as')).toBeVisible();
  await page.evaluate((refresh) => {
    const [header, payload] = localStorage.getItem('mck.accessToken')!.split('.');
    localStorage.setItem('mck.accessToken', `${header}.${payload}.invalid-signature`);
    if (refresh) localStorage.setItem('mck.refreshToken', refresh);
  }, refreshToken);
}

test('many calls that all get 401 cause exactly one token refresh, then each is retried', async ({ page }) => {
  await signInWithRefusedToken(page);

  const refreshes: string[] = [];
  const unauthorized: string[] = [];
  page.on('request', (req) => { if (req.url().includes('/v2/auth/token')) refreshes.push(req.url()); });
  page.on('response', (res) => { if (res.status() === 401 && res.url().includes('/v2/users/')) unauthorized.push(res.url()); });

  const CALLS = 6;
  const results = await page.evaluate(async (n) => {
    const api = window.mck!.session!;
    return Promise.all(Array.from({ length: n }, () => api.refreshUser().then((u) => u?.email ?? null)));
  }, CALLS);

  expect(unauthorized).toHaveLength(CALLS);
  expect(refreshes).toHaveLength(1);
  expect(results).toEqual(Array(CALLS).fill('reader@example.com'));
  // The new access token replaced the broken one.
  expect(await page.evaluate(() => localStorage.getItem('mck.accessToken')!.endsWith('invalid-signature'))).toBe(false);
});

test('a failed refresh signs the reader out everywhere on the page', async ({ page }) => {
  await signInWithRefusedToken(page, 'revoked-refresh-token');
  await page.evaluate(() => window.mck!.session!.refreshUser().catch(() => null));
  await expect(page.locator('[data-testid=menu-1] mck-account-menu').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByTestId('legacy-status')).toHaveText('Legacy script saw: signed out');
});
