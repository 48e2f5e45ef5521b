import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { besides, collectConsole } from './support.js';

/** What the gallery's error-state examples, further down the page, say on the console as they hydrate. */
const GALLERY_ERROR_STATES = ['[mck-share-bar] attribute "layout" expected one of', '[mck-share-bar] attribute "url" is not an http(s) URL'];

// The networks are not reachable from the test machine: their share pages answer a stub, so the
// popup's address is what is checked.
async function stubNetworks(context: BrowserContext) {
  for (const origin of ['https://www.linkedin.com', 'https://www.facebook.com', 'https://x.com']) {
    await context.route(`${origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>share</title>' }));
  }
}

async function share(page: Page, network: string, nth = 0): Promise<URL> {
  // A "visible" tag hydrates once a reader scrolls to it; its button exists only then.
  await page.locator('mck-share-bar').nth(nth).scrollIntoViewIfNeeded();
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.locator('mck-share-bar').nth(nth).locator(`button[data-network=${network}]`).click(),
  ]);
  await popup.waitForURL((url) => url.protocol === 'https:');
  const address = new URL(popup.url());
  await popup.close();
  return address;
}

test.beforeEach(async ({ context }) => stubNetworks(context));

test('the first share asks the short-link service; the short link resolves to the tracked page URL', async ({ page, request }) => {
  const warnings = collectConsole(page);
  const shortens: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/api/short-link/links')) shortens.push(r.postData() ?? ''); });
  await page.goto('/widgets/mck-share-bar#section');
  const address = await share(page, 'linkedin');
  expect(address.origin + address.pathname).toBe('https://www.linkedin.com/shareArticle');
  const link = address.searchParams.get('url')!;
  expect(link).toMatch(/\/s\/[A-Za-z0-9]{8}$/);
  const resolved = await request.get(link, { maxRedirects: 0 });
  expect(resolved.status()).toBe(302);
  expect(resolved.headers().location).toBe(new URL('/widgets/mck-share-bar?cid=other-soc-lkn#section', page.url()).href);

  // Later clicks reuse the cached address: no second request.
  expect((await share(page, 'linkedin')).href).toBe(address.href);
  expect(shortens).toHaveLength(1);
  expect(besides(warnings, GALLERY_ERROR_STATES)).toEqual([]);
});

test('Facebook gets app_id and display=popup; X goes via the research-institute handle', async ({ page }) => {
  await page.goto('/widgets/mck-share-bar');
  const facebook = await share(page, 'facebook');
  expect(facebook.searchParams.get('display')).toBe('popup');
  expect(facebook.searchParams.get('app_id')).toMatch(/^\d+$/);
  const x = await share(page, 'x', 1);
  expect(x.searchParams.get('via')).toBe('McKinseyMGI');
  expect(x.searchParams.get('text')).toBe('A research report');
});

test('when the short-link service fails, the popup gets the long tracked URL and the page says nothing', async ({ page }) => {
  await page.route('**/api/short-link/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }));
  await page.goto('/widgets/mck-share-bar');
  const address = await share(page, 'x', 2);
  const tracked = new URL(address.searchParams.get('url')!);
  expect(tracked.pathname).toBe('/featured-insights/quote-of-the-day/today');
  expect(tracked.searchParams.get('cid')).toBe('other-soc-twr');
  expect(address.searchParams.get('text')).toBe('Quote of the day #QuoteOfTheDay | McKinsey Quarterly');
  await expect(page.locator('mck-share-bar').nth(2).locator('[role=alert]')).toHaveCount(0);
});
