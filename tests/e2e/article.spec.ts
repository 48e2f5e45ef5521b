import { expect, test, type Page } from '@playwright/test';
import { collectConsole, expectAxeClean } from './support.js';

// The demo article pages (one per access status) with every issue-9 widget on them: page data and
// meta, axe, and the keyboard reaching every control.

const ISSUE_9_TAGS = ['mck-page-shell', 'mck-consent', 'mck-careers-sticky-bar', 'mck-article', 'mck-share-bar', 'mck-pdf-downloads', 'mck-not-found'];

async function hydrated(page: Page) {
  for (const tag of ISSUE_9_TAGS) {
    const el = page.locator(tag).first();
    await el.scrollIntoViewIfNeeded();
    await expect(el, tag).toHaveAttribute('data-mck-hydrated', '');
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

const PAGES = [
  { slug: 'article-public', restricted: false, access: 'public', robots: 'index,follow' },
  { slug: 'article-registered', restricted: true, access: 'public', robots: 'index,follow' },
  { slug: 'article-clients', restricted: true, access: 'exclusive', robots: 'noindex,nofollow' },
];

for (const spec of PAGES) {
  test(`${spec.slug}: page data, access-level and robots meta, title, axe clean`, async ({ page }) => {
    const problems = collectConsole(page, ['error']);
    await page.goto(`/pages/${spec.slug}`);
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => window.pageData?.IsPageRestricted)).toBe(spec.restricted);
    const data = await page.evaluate(() => window.pageData!);
    expect(data).toMatchObject({ ArticleTemplate: 'Article', LoginStatus: 'logged-out', Language: 'en' });
    expect(Number.isInteger(data.DaysSinceCMSPublication)).toBe(true);
    await expect(page.locator('meta[name="access-level"]')).toHaveAttribute('content', spec.access);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', spec.robots);
    await expect(page).toHaveTitle(/ \| McKinsey & Company$/);
    await expect(page.locator('mck-article [part=registration-wall]')).toHaveCount(spec.restricted ? 1 : 0);
    await expectAxeClean(page);
    expect(problems).toEqual([]);
  });
}

test('the keyboard reaches every control of the article page', async ({ page }) => {
  await page.goto('/pages/article-registered');
  await hydrated(page);
  // Every focusable control, light DOM and open shadow roots, except the sticky careers bar (it
  // comes and goes with the scroll that focusing causes).
  const required: string[] = await page.evaluate(() => {
    const found: string[] = [];
    let n = 0;
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')) {
        if (el.shadowRoot) walk(el.shadowRoot);
        const disabled = (el as HTMLButtonElement).disabled || el.getAttribute('tabindex') === '-1';
        // checkVisibility also sees what a closed <details> hides (content-visibility), as the keyboard does.
        const shown = el.getClientRects().length > 0 && el.checkVisibility({ visibilityProperty: true });
        if (disabled || !shown || el.closest('[part=sticky]')) continue;
        el.dataset.kb = String(++n);
        found.push(el.dataset.kb);
      }
      for (const host of root.querySelectorAll('*')) if (host.shadowRoot) walk(host.shadowRoot);
    };
    walk(document);
    return [...new Set(found)];
  });
  expect(required.length).toBeGreaterThan(15);
  const reached = new Set<string>();
  for (let i = 0; i < required.length + 40 && reached.size < required.length; i++) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => {
      let el: Element | null = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      return (el as HTMLElement | null)?.dataset?.kb ?? null;
    });
    if (id) reached.add(id);
  }
  const missed = await page.evaluate((ids) => ids.map((id) => {
    const find = (root: Document | ShadowRoot): Element | null => root.querySelector(`[data-kb="${id}"]`)
      ?? [...root.querySelectorAll('*')].map((h) => (h.shadowRoot ? find(h.shadowRoot) : null)).find(Boolean) ?? null;
    const el = find(document);
    return `${el?.localName} "${el?.textContent?.trim().slice(0, 40)}"`;
  }), required.filter((id) => !reached.has(id)));
  expect(missed).toEqual([]);
});
