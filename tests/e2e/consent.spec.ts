import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_URL } from './support.js';

// mck-consent on a real page with real cookies: the geo-IP reference service (its demo cookie
// override) decides the default, the demo's stand-in scripts record that they ran and set their
// group's cookie, and the widget deletes them.

const PAGE = '/pages/article-public';
/** The stand-ins that ran, sorted (async scripts run in the order they arrive). */
const ran = (page: Page) => page.evaluate(() => [...((window as unknown as { mckThirdParty?: string[] }).mckThirdParty ?? [])].sort());
const cookieNames = async (context: BrowserContext) => (await context.cookies()).map((c) => c.name);
const banner = (page: Page) => page.locator('mck-consent [part=banner]');
const pretendToBeIn = (context: BrowserContext, place: string) =>
  context.addCookies([{ name: 'mck_demo_geo', value: place, url: DEMO_URL }]);

test.describe('mck-consent', () => {
  test('outside opt-in countries every group starts on; switching marketing off deletes its cookies, and again after 500 ms', async ({ page, context }) => {
    await page.goto(PAGE);
    await expect(banner(page)).toBeVisible();
    await expect.poll(() => ran(page)).toEqual(['ad-pixel', 'consent-default', 'launch', 'tag-manager']);
    await expect.poll(() => cookieNames(context)).toEqual(expect.arrayContaining(['_ga', 'AMCV_demo', '_fbp']));

    await banner(page).getByRole('checkbox', { name: 'Marketing' }).uncheck();
    await banner(page).getByRole('button', { name: 'Save choices' }).click();
    await expect.poll(() => cookieNames(context)).not.toContain('_fbp');
    expect(await cookieNames(context)).toEqual(expect.arrayContaining(['_ga', 'AMCV_demo', 'mck_consent']));
    // A script still running sets its cookie again: the repeat deletes it.
    await page.evaluate(() => { document.cookie = '_fbp=set-again; path=/'; });
    await expect.poll(() => cookieNames(context), { timeout: 3000 }).not.toContain('_fbp');
    await expect(page.locator('mck-consent [part=settings]')).toBeFocused();

    // The choice is kept: on the next page no banner, no ad pixel.
    await page.reload();
    await expect(page.locator('mck-consent [part=settings]')).toBeVisible();
    await expect.poll(() => ran(page)).toEqual(['consent-default', 'launch', 'tag-manager']);
  });

  test('turning performance off removes the analytics cookies', async ({ page, context }) => {
    await page.goto(PAGE);
    await expect.poll(() => cookieNames(context)).toEqual(expect.arrayContaining(['_ga', 'AMCV_demo']));
    await banner(page).getByRole('checkbox', { name: 'Performance' }).uncheck();
    await banner(page).getByRole('button', { name: 'Save choices' }).click();
    await expect.poll(() => cookieNames(context)).not.toContain('_ga');
    expect(await cookieNames(context)).not.toContain('AMCV_demo');
    expect(await cookieNames(context)).toContain('_fbp'); // marketing is still on
  });

  test('in an opt-in country nothing optional runs until the visitor accepts', async ({ page, context }) => {
    await pretendToBeIn(context, 'DE');
    await page.goto(PAGE);
    await expect(banner(page).getByRole('checkbox', { name: 'Performance' })).not.toBeChecked();
    await expect.poll(() => ran(page)).toEqual(['consent-default']);
    expect(await cookieNames(context)).not.toContain('_ga');
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => ran(page)).toEqual(['ad-pixel', 'consent-default', 'launch', 'tag-manager']);
  });

  test('in California marketing is forced off', async ({ page, context }) => {
    await pretendToBeIn(context, 'US-CA');
    await page.goto(PAGE);
    const marketing = banner(page).getByRole('checkbox', { name: 'Marketing' });
    await expect(marketing).toBeDisabled();
    await expect(marketing).not.toBeChecked();
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'mck_consent')?.value).toBe(encodeURIComponent('C0002:1,C0003:1,C0004:0'));
    expect(await ran(page)).not.toContain('ad-pixel');
  });

  test('a failed geo lookup leaves the country empty: the strictest default', async ({ page, context }) => {
    await pretendToBeIn(context, 'fail');
    await page.goto(PAGE);
    await expect(banner(page).getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    await expect.poll(() => ran(page)).toEqual(['consent-default']);
  });

  test('page-editing mode loads no consent or third-party script', async ({ page }) => {
    await page.goto(`${PAGE}?editor=1`);
    await expect(page.locator('mck-consent [part=editor-note]')).toBeVisible();
    expect(await ran(page)).toEqual([]);
  });
});
