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

  await expect(body.locator('code').first()).toHaveText('data-mck-rich-text');
  expect(warnings.filter((w) => w.includes('rich text'))).toEqual([]);
});

test('tags an editor got wrong: readers see no markup and no empty box, editors see what is wrong with each', async ({ page }) => {
  const warnings = collectConsole(page, ['warning']);
  await page.goto('/pages/article-rich-text-mistakes');
  const body = page.getByTestId('rich-text-mistakes');

  // What an editor would reasonably type expands: curly, French and single quotes, upper case, a
  // tag split by bold, the spec's name for a module.
  await expect(body.locator('mck-video')).toHaveAttribute('video-id', 'test-pattern');
  await expect(body.locator('mck-video')).toHaveAttribute('label', 'Test pattern');
  await expect(body.locator('mck-pull-quote')).toHaveCount(1);
  await expect(body.locator('mck-pull-quote > p')).toHaveText('Formatting inside a tag, and the spec’s name for a module, are read too.');
  // The rest is left out: the text around each tag and between its tags stays, nothing of the tag.
  await expect(page.getByTestId('unescaped-content')).toHaveText('A quote whose tag has an unescaped quote in a value.');
  await expect(page.getByTestId('unclosed-content')).toHaveText('A quote whose closing tag the editor forgot.');
  await expect(page.getByTestId('list').locator('li')).toHaveText([/^\s*A list item that opens a quote,$/, /^and another that closes it\.\s*$/]);
  await expect(page.getByTestId('image')).toHaveText(/^Chart:\s*$/);
  await expect(page.getByTestId('unknown')).toHaveText('A module no one has heard of: .');
  await expect(body).not.toContainText('[');
  await expect(body.locator('mark')).toHaveCount(0);
  // An image written with the src an editor would guess shows the image printed between its tags.
  await expect(body.locator('mck-inline-image')).toHaveCount(1);
  await expect(body.locator('mck-inline-image > img')).toHaveAttribute('alt', 'Test pattern');
  // One warning per problem, naming the element and the cause.
  const problems = () => warnings.filter((w) => w.startsWith('[mck] rich text'));
  await body.locator('mck-inline-image').scrollIntoViewIfNeeded();
  await expect.poll(() => problems().length).toBe(6);
  expect(problems()).toEqual(expect.arrayContaining([
    expect.stringMatching(/^\[mck\] rich text: <mck-pull-quote> "\[\[pullquote caption="He said "yes" today"\]\]" not expanded: the value of caption holds a " of its own/),
    expect.stringMatching(/^\[mck\] rich text: <mck-pull-quote> "\[\[pullquote\]\]" not expanded: its \[\[\/pullquote\]\] is outside the list item \(<li>\)/),
    expect.stringMatching(/^\[mck\] rich text: <mck-inline-image> "\[\[image src=.*" not expanded: no \[\[\/image\]\] after it/),
    expect.stringMatching(/^\[mck\] rich text: unknown module "gallery"/),
    // Reported once the widget is defined: its own list of attributes.
    expect.stringMatching(/^\[mck\] rich text: <mck-inline-image> "\[\[image src=".*"\]\]": "src" is no attribute of <mck-inline-image>, ignored/),
    expect.stringMatching(/^\[mck\] rich text: <mck-pull-quote> "\[\[pullquote\]\]" not expanded: no \[\[\/pullquote\]\] after it/),
  ]));

  // Editors see each tag as written, followed by a marker saying what is wrong with it.
  await page.goto('/pages/article-rich-text-mistakes?editor=1');
  const marks = body.locator('mark[data-mck-rich-text-problem]');
  await body.locator('mck-inline-image').scrollIntoViewIfNeeded();
  await expect(marks).toHaveCount(6);
  await expect(page.getByTestId('unescaped')).toContainText('[[pullquote caption="He said "yes" today"]]rich text: <mck-pull-quote>');
  await expect(page.getByTestId('unescaped').locator('mark')).toContainText('write it as &quot;');
  await expect(page.getByTestId('unclosed').locator('mark')).toHaveText(/no \[\[\/pullquote\]\] after it/);
  await expect(page.getByTestId('list').locator('li').first().locator('mark')).toHaveText(/is outside the list item \(<li>\)/);
  await expect(page.getByTestId('image').locator('mark')).toHaveText(/"\[\[image src="\/api\/video\/media\/test-pattern\.jpg" alt="Test pattern"\]\]" not expanded: no \[\[\/image\]\] after it/);
  await expect(page.getByTestId('unknown').locator('mark')).toHaveText(/unknown module "gallery"/);
  await expect(body.locator('mck-inline-image + mark')).toHaveText(/"src" is no attribute of <mck-inline-image>/);
  await expect(marks.first()).toBeVisible();
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
