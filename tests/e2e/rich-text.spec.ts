import { expect, test } from '@playwright/test';
import { MODULE_TAGS } from '../../core/kits/rich-text/modules.js';
import { collectConsole } from './support.js';

const RICH_TEXT_CHUNK = /\/mck\/chunks\/kit-rich-text-[^/]+\.js$/;

test('the rich-text article expands every listed module name into its tag', async ({ page }) => {
  const warnings = collectConsole(page, ['warning']);
  await page.goto('/pages/article-rich-text');
  const body = page.getByTestId('rich-text');

  for (const tag of Object.values(MODULE_TAGS)) await expect(body.locator(tag), tag).toHaveCount(1);
  // What stood between an opening and a closing tag is inside the module, the page's own markup kept.
  await expect(body.locator('mck-accordion > details summary')).toHaveText('What is rich text?');
  await expect(body.locator('mck-tabbed-container > section > mck-story-container > [slot="text-1"] > p')).toHaveText('A story item.');
  // Attributes are decoded values, set as attributes, never parsed as HTML.
  await expect(body.locator('mck-footnote')).toHaveAttribute('note', 'Survey of 1,200 executives & managers.');
  await expect(body.locator('mck-accordion')).toHaveAttribute('items', '[{"title":"What is rich text?","body":"Text editors write."}]');
  // The created elements are armed by the loader like any tag added later (here: when scrolled to).
  for (const tag of ['mck-pull-quote', 'mck-accordion']) {
    await body.locator(tag).scrollIntoViewIfNeeded();
    await expect(body.locator(tag), tag).toHaveAttribute('data-mck-hydrated', '');
  }
  await expect(body.locator('mck-accordion').getByRole('button', { name: 'What is rich text?' })).toBeVisible();

  await expect(page.getByTestId('unknown')).toHaveText('An unknown module stays as written: [[gallery id="1"]], here twice: [[gallery]].');
  await expect(page.getByTestId('malformed')).toHaveText('So does a malformed one: [[pullquote quote="never closed]]');
  await expect(body.locator('code').first()).toHaveText('data-mck-rich-text');
  expect(warnings.filter((w) => w.includes('unknown module'))).toEqual([expect.stringContaining('"gallery"')]);
});

test('a body as WordPress prints it expands too: tags in paragraphs of their own, typographic quotes, [video …]', async ({ page }) => {
  const warnings = collectConsole(page, ['warning']);
  await page.goto('/pages/article-rich-text');
  const body = page.getByTestId('rich-text-wordpress');

  const quote = body.locator('mck-pull-quote');
  await expect(quote).toHaveAttribute('quotes', 'double');
  await expect(quote.locator(':scope > p')).toHaveText('Tags on lines of their own come out of WordPress in paragraphs of their own.');
  await expect(body.locator('mck-video')).toHaveAttribute('video-id', 'test-pattern');
  await expect(body.locator('mck-video')).toHaveAttribute('label', 'Test pattern, as WordPress escapes it');
  // The paragraphs that held only a tag are gone, and no tag text is left for readers.
  await expect(body.locator(':scope > *')).toHaveCount(3);
  await expect(body).not.toContainText('[');
  await quote.scrollIntoViewIfNeeded();
  await expect(quote).toHaveAttribute('data-mck-hydrated', '');
  expect(warnings.filter((w) => w.includes('rich text') && /test-pattern|quotes=|\[\/?pullquote\]/.test(w))).toEqual([]);
});

test('a page without rich text never loads the rich-text chunk', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (req) => loaded.push(new URL(req.url()).pathname));
  await page.goto('/pages/late-tags');
  await page.getByTestId('add-rich-text').click();
  await expect(page.getByTestId('rich-text').locator('mck-accordion')).toHaveAttribute('data-mck-hydrated', '');
  await page.waitForLoadState('networkidle');
  expect(loaded.some((path) => path.includes('/mck/core/boot-'))).toBe(true);
  expect(loaded.filter((path) => RICH_TEXT_CHUNK.test(path))).toEqual([]);

  // The same check passes the other way on the article, so it looks at the right request.
  loaded.length = 0;
  await page.goto('/pages/article-rich-text');
  await expect(page.getByTestId('rich-text').locator('mck-quiz')).toHaveCount(1);
  expect(loaded.filter((path) => RICH_TEXT_CHUNK.test(path))).toHaveLength(1);
});
