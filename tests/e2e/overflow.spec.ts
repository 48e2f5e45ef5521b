import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll, settleGallery } from './support.js';

// Every gallery fits 320 and 390 px screens: widgets.spec.ts checks that on its phone-width load
// (expectNoSidewaysScroll). Here the job search's reported bug, its Search button cut to "Searc",
// and its filter panels, opened one by one.
for (const width of [320, 390]) {
  test(`mck-job-search: the Search button and every filter panel fit a ${width} px screen`, async ({ page }) => {
    // A long gallery, then each filter opened and closed: on a loaded machine more than the default.
    test.setTimeout(60_000);
    const tag = 'mck-job-search';
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/widgets/${tag}`);
    await settleGallery(page, tag);
    const client = await expectNoSidewaysScroll(page);
    const search = page.locator(tag).first();
    const submit = search.getByRole('button', { name: 'Search', exact: true });
    await expect(submit).toBeVisible();
    const shown = await submit.evaluate((b) => {
      const box = b.getBoundingClientRect();
      return { left: box.left, right: box.right, text: b.scrollWidth, inner: b.clientWidth };
    });
    expect(shown.left, 'the Search button starts off the screen').toBeGreaterThanOrEqual(0);
    expect(shown.right, 'the Search button runs off the screen').toBeLessThanOrEqual(client);
    expect(shown.text, 'the Search button\'s text is clipped').toBeLessThanOrEqual(shown.inner);

    // Each filter's panel opens on the screen too, the wrapped and the last toggles' as well.
    for (const toggle of await search.locator('[part=filter-toggle]').all()) {
      await toggle.click();
      const panel = search.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await expect(panel).toBeVisible();
      const box = (await panel.boundingBox())!;
      const label = await toggle.textContent();
      expect(box.x, `the ${label} panel starts off the screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `the ${label} panel runs off the screen`).toBeLessThanOrEqual(client);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `the page scrolls sideways with the ${label} panel open`).toBeLessThanOrEqual(client);
      await toggle.click();
      await expect(panel).toBeHidden();
    }
  });
}
