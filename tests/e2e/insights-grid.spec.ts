import { expect, test, type Page } from '@playwright/test';
import { InsightsGridResponse } from '../../core/contracts/index.js';
import { collectConsole } from './support.js';

// mck-insights-grid against the running demo: the article service's real answers over the seeded
// articles, "Load more" by keyboard until the service says there is no next page.

const FILTERED = { limit: 50, language: 'en', taxonomyAndTags: { taxonomyQueryType: 'all', taxonomyIds: ['operations', 'banking'] } };

test('the filtered grid loads more until the end: every matching article once, newest first', async ({ page, request }) => {
  const errors = collectConsole(page, ['error']);
  // The gallery's "service refused" example (language "not a language") may hydrate too, as the
  // reader nears it: its 400 is its own. Any other refusal, or any other error, fails the test.
  const refused: string[] = [];
  page.on('response', (response) => { if (response.status() === 400) refused.push(response.request().postData() ?? ''); });
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
  expect(refused.filter((body) => !body.includes('not a language'))).toEqual([]);
  expect(errors.filter((line) => !(refused.length && line.includes('status of 400')))).toEqual([]);
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

/**
 * Which pixel rows of an element's picture are painted (anything but the white page): the shape a
 * reader sees, top to bottom, as runs of painted rows `[first, last]` in CSS pixels.
 */
async function paintedRuns(page: Page, picture: Buffer): Promise<Array<[number, number]>> {
  return page.evaluate(async (png) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const runs: Array<[number, number]> = [];
    for (let y = 0; y < bitmap.height; y += 1) {
      let painted = false;
      for (let x = 0; x < bitmap.width && !painted; x += 1) {
        const i = (y * bitmap.width + x) * 4;
        painted = data[i]! < 250 || data[i + 1]! < 250 || data[i + 2]! < 250;
      }
      const row = Math.round(y / devicePixelRatio);
      const last = runs.at(-1);
      if (painted && last && last[1] >= row - 1) last[1] = row;
      else if (painted) runs.push([row, row]);
    }
    return runs;
  }, picture.toString('base64'));
}

for (const width of [390, 1280]) {
  test(`at ${width} px a placeholder card looks like a loaded card: an image, lines of text, then room; no solid block`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/widgets/mck-insights-grid');
    const loaded = page.locator('mck-insights-grid').first().locator('[part=card]').first();
    // The grid that waits for the reader: the CMS's placeholder cards, as printed.
    const pending = page.locator('mck-insights-grid[hydrate=interaction] .cms-cards > *').first();
    await loaded.scrollIntoViewIfNeeded();
    await expect(loaded.locator('[part=image]')).toHaveJSProperty('complete', true);
    const [card, placeholder] = [await loaded.boundingBox(), await pending.boundingBox()];
    expect(placeholder!.width).toBeCloseTo(card!.width, 0);
    expect(placeholder!.height).toBeCloseTo(card!.height, 0);

    const cardRuns = await paintedRuns(page, await loaded.screenshot({ animations: 'disabled', caret: 'hide' }));
    const placeholderRuns = await paintedRuns(page, await pending.screenshot());
    const [cardImage, ...cardLines] = cardRuns;
    const [placeholderImage, ...placeholderLines] = placeholderRuns;
    // The image: the same band at the top (a picture may start a pixel lower, rounding).
    expect(placeholderImage![0]).toBeLessThanOrEqual(1);
    expect(Math.abs(placeholderImage![1] - cardImage![1])).toBeLessThanOrEqual(2);
    // Then separate lines where the card has its type, title, date and description, not one block.
    expect(placeholderLines.length).toBeGreaterThanOrEqual(4);
    expect(cardLines.length).toBeGreaterThanOrEqual(4);
    const textStart = (runs: Array<[number, number]>) => runs[0]![0];
    expect(Math.abs(textStart(placeholderLines) - textStart(cardLines))).toBeLessThanOrEqual(8);
    // And below the last line, the row's empty room, as under a loaded card.
    expect(placeholderLines.at(-1)![1]).toBeLessThanOrEqual(cardLines.at(-1)![1] + 8);
  });
}
