import { expect, test, type Page } from '@playwright/test';
import { collectConsole, expectAxeClean } from './support.js';

const PAGE = '/pages/five-fifty';
const TAG = 'mck-five-fifty';
const IDS = ['tab-hero', 'tab-story-1-mediatype-video', 'tab-story-2-mediatype-image', 'tab-story-3-mediatype-bespoke', 'tab-related-articles'];
/** D§9, as the widget declares them (widgets/five-fifty/five-fifty.layout.ts). */
const SCALE_FACTOR = 2;
const HEADER_OFFSET = 60;

const activeId = (page: Page) => page.locator(TAG).locator('[role=tab][aria-selected=true]').getAttribute('id');
const pageState = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-mck-five-fifty'));

test.describe('five-fifty story on desktop (1280 wide)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the active tab follows the page scroll, a tab click scrolls to its panel, the footer shows on the related articles only', async ({ page }) => {
    const problems = collectConsole(page, ['error']);
    await page.goto(PAGE);
    const story = page.locator(TAG);
    await expect(story).toHaveAttribute('data-mck-rendered', '');
    const tabs = story.getByRole('tab');
    await expect(tabs).toHaveCount(IDS.length);
    expect(await tabs.evaluateAll((els) => els.map((el) => el.id))).toEqual(IDS);
    expect(await activeId(page)).toBe('tab-hero');
    await expect(page.locator('.site-footer')).toBeHidden();

    const { top, width } = await story.evaluate((el) => ({
      top: el.getBoundingClientRect().top + scrollY,
      width: el.shadowRoot!.querySelector('[part=viewport]')!.clientWidth,
    }));
    await page.evaluate((y) => scrollTo(0, y), top - HEADER_OFFSET + 2 * width * SCALE_FACTOR);
    await expect.poll(() => activeId(page)).toBe(IDS[2]);
    await expect(story.locator('section').nth(2)).toBeInViewport({ ratio: 0.9 });
    expect(await pageState(page)).toBe('story');
    await expect(page.locator('.site-footer')).toBeHidden();

    await story.locator('#tab-related-articles').click();
    await expect.poll(() => activeId(page)).toBe('tab-related-articles');
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(Math.round(top - HEADER_OFFSET + 4 * width * SCALE_FACTOR));
    await expect(story.getByRole('link', { name: 'The state of organizations' })).toBeInViewport();
    await expect(page.locator('.site-footer')).toBeAttached();
    expect(await pageState(page)).toBe('related');
    await expect(page.locator('.site-footer')).not.toHaveCSS('display', 'none');

    await story.locator('[part~=previous]').click();
    await expect.poll(() => activeId(page)).toBe(IDS[3]);
    await expect(page.locator('.site-footer')).toBeHidden();
    // The bespoke interactive printed in its panel hydrated where the CMS put it.
    await expect(story.locator('mck-bespoke-interactive')).toHaveAttribute('data-mck-hydrated', '');
    await expectAxeClean(page, TAG);
    expect(problems).toEqual([]);
  });
});

test.describe('five-fifty story on a phone (touch)', () => {
  test.use({ viewport: { width: 390, height: 760 }, hasTouch: true, isMobile: true });

  /** A horizontal swipe across the story with real touch events (Chrome DevTools protocol). */
  async function swipe(page: Page, fromX: number, toX: number, y: number) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
    for (let step = 1; step <= 8; step++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + ((toX - fromX) * step) / 8, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }

  test('swipes between tabs with arrows and bullets; the page stays put until the last tab', async ({ page }) => {
    await page.goto(PAGE);
    const story = page.locator(TAG);
    await expect(story).toHaveAttribute('data-mck-rendered', '');
    await expect(story.locator('[part~=carousel]')).toBeVisible();
    await expect(story.locator('[part~=bullet]')).toHaveCount(IDS.length);

    // The reader scrolls the story up under the header: from there the page is locked.
    await story.evaluate((el, offset) => scrollBy(0, el.getBoundingClientRect().top - offset), HEADER_OFFSET);
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    const box = (await story.boundingBox())!;
    const y = box.y + 200;
    await swipe(page, box.width - 40, 40, y);
    await expect.poll(() => activeId(page)).toBe(IDS[1]);
    await swipe(page, 40, box.width - 40, y);
    await expect.poll(() => activeId(page)).toBe(IDS[0]);

    await story.locator('[part~=next]').tap();
    await expect.poll(() => activeId(page)).toBe(IDS[1]);
    await story.locator('#tab-story-3-mediatype-bespoke').tap();
    await expect.poll(() => activeId(page)).toBe(IDS[3]);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    await expect(page.locator('.site-footer')).toBeHidden();

    await story.locator('[part~=next]').tap();
    await expect.poll(() => activeId(page)).toBe('tab-related-articles');
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    await expect(page.locator('.site-footer')).not.toHaveCSS('display', 'none');
    await expectAxeClean(page, TAG);
  });
});

test.describe('five-fifty story on a 390x844 phone, flung past with one scroll', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('one large wheel jump past the story still locks the page with the story under the header, arrows and bullets on screen', async ({ page }) => {
    await page.goto(PAGE);
    const story = page.locator(TAG);
    await expect(story).toHaveAttribute('data-mck-rendered', '');
    await expect(story.locator('[part~=bullet]')).toHaveCount(IDS.length);
    const { top, height } = (await story.evaluate((el) => el.getBoundingClientRect().toJSON())) as DOMRect;
    expect(top).toBeGreaterThan(HEADER_OFFSET + 1);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');

    // One jump from below the header line to well past the story's bottom: no scroll event in between.
    await page.mouse.move(195, 400);
    await page.mouse.wheel(0, top + height + 400);
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    await expect.poll(() => story.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(HEADER_OFFSET);
    for (const part of ['previous', 'next']) await expect(story.locator(`[part~=${part}]`)).toBeInViewport({ ratio: 1 });
    const bullets = story.locator('[part~=bullet]');
    for (let i = 0; i < IDS.length; i++) await expect(bullets.nth(i)).toBeInViewport({ ratio: 1 });
    // Locked: a further wheel leaves the page where it is.
    const locked = await page.evaluate(() => scrollY);
    await page.mouse.wheel(0, 600);
    await story.locator('[part~=next]').tap();
    await expect.poll(() => activeId(page)).toBe(IDS[1]);
    expect(await page.evaluate(() => scrollY)).toBe(locked);
  });
});

test.describe('alumni modules by name', () => {
  test('a built module renders its widget, one not built a labelled placeholder, an unknown name the placeholder message', async ({ page }) => {
    const warnings = collectConsole(page, ['warning']);
    await page.goto(PAGE);
    // Below the story: the modules hydrate when they come into view.
    await page.locator('.alumni').scrollIntoViewIfNeeded();
    const signIn = page.locator('#alumni-signin mck-signin');
    await expect(signIn).toHaveAttribute('data-mck-hydrated', '');
    await expect(signIn.getByLabel('Email address')).toBeVisible();
    await expect(page.locator('#alumni-quiz-tracker').getByRole('heading', { name: 'Alumni module: QuizTracker' })).toBeVisible();
    await expect(page.locator('#alumni-unknown')).toContainText('There is no alumni module of this name.');
    expect(warnings.filter((line) => line.includes('[mck-alumni-module] attribute "module-name"'))).toHaveLength(1);
    await expectAxeClean(page, '.alumni');
  });
});
