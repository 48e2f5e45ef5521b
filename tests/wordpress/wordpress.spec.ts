import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { scrollThrough } from '../e2e/support.js';
import { WP_DATA_DIR } from './settings.js';

// WordPress 6.1 from Debian's packages, theme Twenty Twenty-One, posts saved through wp_insert_post
// as Author, Editor and Administrator (scripts/start-wordpress.sh, posts in tests/wordpress/posts/),
// read in Chromium: with the mck widgets plugin every widget hydrates; without it (the config and
// loader printed by hand) what the README's "WordPress" section says breaks, breaks.

const ROLES = ['author', 'editor', 'administrator'] as const;
type Role = (typeof ROLES)[number];
interface Site {
  url: string;
  posts: Record<string, Record<Role, number>>;
}
const site = (name: 'plugin' | 'plain'): Site => JSON.parse(readFileSync(join(WP_DATA_DIR, `${name}.json`), 'utf8'));
const postUrl = (s: Site, slug: string, role: Role) => `${s.url}/?p=${s.posts[slug]![role]}`;

/** Console errors and uncaught errors of the page, and the requests that failed (which the console names without their URL). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`HTTP ${r.status()}: ${r.request().method()} ${r.url()}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console.error: ${m.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  return errors;
}

/**
 * Scrolls through the post until every mck-* element in it (also those rich text creates) is
 * hydrated or failed, and returns how many of each tag there are.
 */
async function settle(page: Page, content: Locator): Promise<Record<string, number>> {
  await expect.poll(async () => {
    await scrollThrough(page);
    return content.evaluate((root) => [...root.querySelectorAll('*')]
      .filter((el) => el.localName.startsWith('mck-') && !el.hasAttribute('data-mck-hydrated') && !el.hasAttribute('data-mck-error'))
      .map((el) => el.localName));
  }, { timeout: 20_000 }).toEqual([]);
  return content.evaluate((root) => {
    const counts: Record<string, number> = {};
    for (const el of root.querySelectorAll('*')) if (el.localName.startsWith('mck-')) counts[el.localName] = (counts[el.localName] ?? 0) + 1;
    return counts;
  });
}

/** The mck-* elements of the post that ended in their error state. */
const failed = (content: Locator) => content.evaluate((root) => [...root.querySelectorAll('[data-mck-error]')]
  .map((el) => `${el.localName} data-mck-error="${el.getAttribute('data-mck-error')}"`));

test.describe('WordPress with the mck widgets plugin', () => {
  for (const role of ROLES) {
    test(`raw tags written as ${role}: every widget hydrates and shows its content`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(postUrl(site('plugin'), 'raw-tags', role));
      // The widgets' fallback stylesheet is linked from the bundle beside the loader (a missing one would be a failed request).
      await expect(page.locator('head link[rel="stylesheet"][href$="/mck/mck-fallback.css"]')).toHaveCount(1);
      const content = page.locator('.entry-content');
      expect(await settle(page, content)).toEqual({ 'mck-accordion': 1, 'mck-pull-quote': 1, 'mck-video': 1, 'mck-signin': 1, 'mck-footnote': 1 });
      expect(await failed(content)).toEqual([]);
      // The JSON with markup in its quoted attribute arrives whole: the accordion's item opens on A.
      await content.locator('mck-accordion').getByRole('button', { name: 'Q' }).click();
      await expect(content.locator('mck-accordion').getByText('A', { exact: true })).toBeVisible();
      await expect(content.locator('mck-pull-quote').getByText('Quote', { exact: true })).toBeVisible();
      await expect(content.locator('mck-signin').getByRole('button', { name: 'Sign in' })).toBeVisible();
      // The prose around the tags is still WordPress's, smart quotes and all.
      await expect(content.locator('p').first()).toContainText('\u201csmart quotes\u201d');
      expect(errors).toEqual([]);
    });

    test(`rich-text modules written as ${role}: each module tag becomes its hydrated widget`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(postUrl(site('plugin'), 'rich-text', role));
      const content = page.locator('.entry-content');
      await expect(content.locator('mck-toc')).toHaveCount(1);
      expect(await settle(page, content)).toEqual({ 'mck-video': 1, 'mck-pull-quote': 2, 'mck-toc': 1 });
      expect(await failed(content)).toEqual([]);
      // Each pull quote holds the paragraph written between its tags.
      await expect(content.locator('mck-pull-quote').nth(0).getByText('Quote', { exact: true })).toBeVisible();
      await expect(content.locator('mck-pull-quote').nth(1).getByText('Quote two', { exact: true })).toBeVisible();
      await expect(content.locator('mck-toc').getByRole('link', { name: 'Risks to watch' })).toBeVisible();
      expect(await content.innerText()).not.toMatch(/\[\[|\[video/);
      expect(errors).toEqual([]);
    });
  }

  test('module tags in a post without a marked element: the plugin marks the content', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(postUrl(site('plugin'), 'rich-text-unmarked', 'author'));
    const content = page.locator('.entry-content');
    await expect(content.locator('[data-mck-rich-text] mck-pull-quote')).toHaveCount(1);
    expect(await settle(page, content)).toEqual({ 'mck-pull-quote': 1, 'mck-video': 1 });
    expect(await failed(content)).toEqual([]);
    await expect(content.locator('mck-pull-quote').getByText('Quote three', { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the [mck] shortcode prints the tag with its declared attributes', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(postUrl(site('plugin'), 'shortcode', 'author'));
    const content = page.locator('.entry-content');
    expect(await settle(page, content)).toEqual({ 'mck-pull-quote': 1, 'mck-video': 1 });
    expect(await failed(content)).toEqual([]);
    await expect(content.locator('mck-video')).toHaveAttribute('video-id', 'test-pattern');
    await expect(content.locator('mck-pull-quote').getByText('Quote four', { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

// What the README's "WordPress" section says breaks without the plugin: each line there is one
// assertion here, so the README cannot drift from what WordPress does.
test.describe('WordPress without the plugin (configuration and loader printed by hand)', () => {
  test('as Author: WordPress\'s HTML filter removes every mck-* tag; the one with markup in an attribute shows as text', async ({ page }) => {
    await page.goto(postUrl(site('plain'), 'raw-tags', 'author'));
    const content = page.locator('.entry-content');
    await expect(content).toContainText('<mck-accordion items=');
    expect(await content.evaluate((root) => [...root.querySelectorAll('*')].filter((el) => el.localName.startsWith('mck-')).length)).toBe(0);
  });

  for (const role of ['editor', 'administrator'] as const) {
    test(`as ${role}: smart quotes end the accordion's attribute nowhere; the rest of the post is swallowed into it`, async ({ page }) => {
      await page.goto(postUrl(site('plain'), 'raw-tags', role));
      const content = page.locator('.entry-content');
      // wptexturize turned the closing ' into ’: the value runs on to the next ' in the page, and
      // the one element left is the accordion, in its error state.
      expect(await settle(page, content)).toEqual({ 'mck-accordion': 1 });
      await expect(content.locator('mck-accordion')).toHaveAttribute('data-mck-error', /.+/);
      await expect(content.locator('mck-accordion')).toContainText('This module could not be displayed.');
      await expect(content.getByText('A footnote inside a sentence')).toHaveCount(0);
    });
  }

  test('rich text: WordPress serves [[video …]] as [video …], quotes curly, tags in paragraphs of their own', async ({ request }) => {
    const html = await (await request.get(postUrl(site('plain'), 'rich-text', 'author'))).text();
    expect(html).toContain('<p>[video video-id="test-pattern" label="Test pattern"]</p>');
    expect(html).toContain('<p>[[pullquote quotes=&#8221;double&#8221;]]</p>');
    expect(html).toContain('<p>[[pullquote]]</p>\n<p>Quote</p>\n<p>[[/pullquote]]</p>');
  });

  test('module tags in a post that marks no element stay text', async ({ page }) => {
    await page.goto(postUrl(site('plain'), 'rich-text-unmarked', 'author'));
    const content = page.locator('.entry-content');
    await page.waitForLoadState('networkidle');
    await expect(content).toContainText('[[pullquote quotes=\u201ddouble\u201d]]');
    await expect(content.locator('mck-pull-quote')).toHaveCount(0);
  });
});
