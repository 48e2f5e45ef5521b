import { expect, test, type Page } from '@playwright/test';
import { collectConsole, expectAxeClean, signInThroughForm } from './support.js';

/** The blogs against the running reference services (demo/services/blog, seeded by demo/db/seed/blog.ts). */

const listingHeading = (page: Page) => page.getByTestId('blog').locator('[part=listing-heading]');
const cardTitles = (page: Page) => page.getByTestId('blog').locator('[part=card-title]');

test('browses the blog by topic and by author without a reload, and back', async ({ page }) => {
  await page.goto('/pages/blog');
  const blog = page.getByTestId('blog');
  await expect(cardTitles(page)).toHaveCount(6);
  await expect(listingHeading(page)).toHaveText('Latest posts');
  await page.evaluate(() => { (window as { sameDocument?: boolean }).sameDocument = true; });

  await blog.locator('[part=browse-link]', { hasText: 'Artificial Intelligence' }).click();
  await expect(page).toHaveURL(/\/pages\/blog#\/tag\/artificial-intelligence$/);
  await expect(listingHeading(page)).toHaveText('Posts tagged Artificial Intelligence');
  await expect(blog.locator('[part=card]').first().locator('[part=card-tags]')).toContainText('Artificial Intelligence');
  for (const tags of await blog.locator('[part=card-tags]').allTextContents()) expect(tags).toContain('Artificial Intelligence');

  // A card's author link: the author's posts.
  const author = blog.locator('[part=card-authors] a').first();
  const name = (await author.textContent())!;
  await author.click();
  await expect(listingHeading(page)).toHaveText(`Posts by ${name}`);
  for (const authors of await blog.locator('[part=card-authors]').allTextContents()) expect(authors).toContain(name);

  await page.goBack();
  await expect(listingHeading(page)).toHaveText('Posts tagged Artificial Intelligence');
  await page.goBack();
  await expect(listingHeading(page)).toHaveText('Latest posts');
  await page.goForward();
  await expect(listingHeading(page)).toHaveText('Posts tagged Artificial Intelligence');
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expectAxeClean(page, 'main');
});

test('a blog opened on a hash route lists that topic', async ({ page }) => {
  await page.goto('/pages/blog#/tag/strategy');
  await expect(listingHeading(page)).toHaveText('Posts tagged Strategy');
});

test('the entry page scrolls on into further entries, skipping the failing ones, and the URL follows', async ({ page }) => {
  const warnings = collectConsole(page, ['warning']);
  const entryCalls: string[] = [];
  page.on('response', (response) => {
    const match = /\/api\/article\/blogs\/the-daily-read\/listing\/([^/?]+)$/.exec(response.url());
    if (match) entryCalls.push(`${match[1]} ${response.status()}`);
  });
  await page.goto('/pages/blog-entry');
  const entries = page.getByTestId('entry').locator('[part=entry]');
  const titles = entries.locator('[part=entry-title]');
  // The first after this one answers 500: skipped, the next one shows.
  await expect(entries.first()).toBeVisible();
  // Playwright reports a response and a console message on its own channel, which may come after
  // the page has rendered what they carried: each is polled for, never read once.
  await expect.poll(() => entryCalls.slice(0, 2)).toEqual(['an-entry-that-fails 500', expect.stringMatching(/ 200$/)]);
  // On towards the end, one entry at a time: the one that answers 404 is skipped as well. Four
  // entries, so the second has two below it and can be scrolled to the top of the viewport.
  await expect.poll(async () => {
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    return entryCalls.includes('an-entry-withdrawn 404') && (await entries.count()) >= 4;
  }, { timeout: 20_000 }).toBe(true);
  expect((await titles.allTextContents()).filter((title) => /fails|withdrawn/.test(title))).toEqual([]);
  await expect.poll(() => warnings.filter((w) => w.includes('skipped'))).toHaveLength(2);

  // The URL follows the entry in view. Each step waits for the URL to change from the one it knew
  // (a read right after a scroll may still see the URL of the place scrolled from).
  const pathname = () => page.evaluate(() => location.pathname);
  const scrollToEntry = async (index: number, from: string) => {
    await entries.nth(index).evaluate((el) => el.scrollIntoView());
    await expect.poll(pathname).not.toBe(from);
    const path = await pathname();
    expect(path).toMatch(/^\/blogs\/the-daily-read\/(?!welcome)[^/]+$/);
    return path;
  };
  // Above the first loaded entry (on the page's own): the page's own URL.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(pathname).toBe('/pages/blog-entry');
  const first = await scrollToEntry(0, '/pages/blog-entry');
  const second = await scrollToEntry(1, first);
  // Back above the first: the page's own URL again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(pathname).toBe('/pages/blog-entry');
  expect(await scrollToEntry(1, '/pages/blog-entry')).toBe(second);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(pathname).toBe('/pages/blog-entry');
  await expectAxeClean(page, 'main');
});

test('the blog offers its share tools, which share the blog by its title; hide-share-tools leaves them out', async ({ page }) => {
  await page.goto('/pages/blog');
  const share = page.getByTestId('blog').locator('[part=share] mck-share-bar');
  await expect(share).toHaveAttribute('data-mck-hydrated', '');
  await expect(share.locator('[part=heading]')).toHaveText('Share this blog');
  await expect(share.locator('[part=email]')).toHaveAttribute('href', /^mailto:.*The%20Daily%20Read/);
  await page.goto('/widgets/mck-blog');
  const people = page.locator('mck-blog[blog=the-people-blog][hide-share-tools]');
  await people.scrollIntoViewIfNeeded(); // it hydrates when seen
  await expect(people.locator('[part=browse-link]').first()).toBeVisible();
  await expect(people.locator('[part=share]')).toHaveCount(0);
});

test('loaded entries show their caption (showCaption), leave out a hidden dek (hideDek) and link their related posts', async ({ page }) => {
  await page.goto('/pages/blog-entry');
  const entries = page.getByTestId('entry').locator('[part=entry]');
  await expect.poll(async () => {
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    return entries.count();
  }, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  // The seed's rule (demo/db/seed/blog.ts) varies the three fields from entry to entry.
  await expect(entries.locator('figure[part=entry-figure] figcaption[part=entry-caption]').first()).not.toBeEmpty();
  const withDek = await entries.locator('[part=entry-description]').count();
  expect(withDek).toBeGreaterThan(0);
  expect(withDek).toBeLessThan(await entries.count());
  const related = entries.locator('[part=related]').first();
  await expect(related.getByRole('heading', { name: 'Related posts' })).toBeVisible();
  const links = related.locator('[part=related-title] a');
  expect(await links.count()).toBeGreaterThanOrEqual(2);
  for (const href of await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))) {
    expect(new URL(href).pathname).toMatch(/^\/blogs\/the-daily-read\/[^/]+$/);
  }
  await expectAxeClean(page, 'main');
});

test('a card opens its entry page at the URL the service gives; a topic of an entry loaded there opens the blog on that topic', async ({ page }) => {
  await page.goto('/pages/blog');
  const card = page.getByTestId('blog').locator('[part=card]').first();
  const title = (await card.locator('[part=card-title]').textContent())!.trim();
  await card.locator('[part=card-title] a').click();
  await expect(page).toHaveURL(/\/blogs\/the-daily-read\/[^/#]+$/);
  await expect(page.locator('mck-blog-entry h1')).toHaveText(title);
  const entries = page.locator('mck-blog-entry').locator('[part=entry]');
  await expect.poll(async () => {
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    return entries.count();
  }, { timeout: 20_000 }).toBeGreaterThan(0);
  const topic = entries.first().locator('[part=entry-tags] a').first();
  const topicTitle = (await topic.textContent())!;
  await topic.click();
  await expect(page).toHaveURL(/\/blogs\/the-daily-read#\/tag\/[^/]+$/);
  await expect(page.locator('mck-blog [part=listing-heading]')).toHaveText(`Posts tagged ${topicTitle}`);
  await expectAxeClean(page, 'main');
});

test('the entry page in German loads no further entries', async ({ page }) => {
  let calls = 0;
  page.on('request', (request) => { if (request.url().includes('/api/article/blogs/')) calls += 1; });
  await page.goto('/pages/blog-entry?lang=de');
  await expect(page.getByTestId('entry')).toHaveAttribute('data-mck-rendered', '');
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(300); // a call would have started by now; none may
  expect(calls).toBe(0);
});

test('the promo: hidden without a title or with hide-promo-bar; the form only without a session', async ({ page }) => {
  await page.goto('/pages/blog');
  const promo = page.getByTestId('promo');
  await expect(promo.getByRole('heading', { name: 'Get The Daily Read in your inbox' })).toBeVisible();
  await expect(promo.locator('[part=form]')).toBeVisible();
  await expect(page.getByTestId('promo-form').getByLabel('Email')).toBeVisible();
  await expect(promo.getByRole('link', { name: 'Subscribe' })).toBeVisible();
  // The template hides them from the start (and the widget renders nothing for them).
  for (const hidden of ['hidden-promo', 'untitled-promo']) {
    await expect(page.getByTestId(hidden)).toBeHidden();
    await expect(page.getByTestId(hidden).locator('[part=base]')).toHaveCount(0);
  }

  await signInThroughForm(page);
  await expect(promo.locator('[part=form]')).toHaveCount(0);
  await expect(page.getByTestId('promo-form')).toBeHidden();
  await expect(promo.getByRole('link', { name: 'Subscribe' })).toBeVisible();
  await page.reload();
  await expect(promo.getByRole('heading', { name: 'Get The Daily Read in your inbox' })).toBeVisible();
  await expect(promo.locator('[part=form]')).toHaveCount(0);
});
