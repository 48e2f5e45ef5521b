import { expect, test } from '@playwright/test';
import { SLIDE_IN_STEP_MS } from '../../widgets/factoids/factoids.motion.js';

// The factoids' slide-in timing on a desktop-wide page, on Playwright's clock (no real waiting):
// a slide-in module added below the fold (hydrated on load, so it renders before it is seen) starts
// when it is scrolled half into view, each item SLIDE_IN_STEP_MS after the one before it.

const ITEM = (n: number) => `<div><p data-factoid="large">${n * 100}</p><p data-factoid="medium">item ${n}</p></div>`;
const LATE = `<div style="height: 300vh"></div><mck-factoids id="late" hydrate="load" animation="slide-in">${[1, 2, 3, 4].map(ITEM).join('')}</mck-factoids>`;

test.use({ viewport: { width: 1280, height: 800 } });

test('slide-in on desktop: item i appears i × 750 ms after the module is half visible, none before', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
  await page.goto('/widgets/mck-factoids');
  await expect(page.locator('mck-factoids').first()).toHaveAttribute('data-mck-hydrated', '');
  await page.locator('main').evaluate((main, html) => main.insertAdjacentHTML('beforeend', html), LATE);
  const items = page.locator('#late [part=item]');
  await expect(items).toHaveCount(4);
  await page.clock.pauseAt(new Date('2026-01-01T00:10:00Z'));

  // Scrolls it into view and resolves once an observer made after the widget's saw an item half
  // visible: the widget's own observer (notified first) has then scheduled the slide-ins.
  await page.locator('#late').evaluate((el) => new Promise<void>((seen) => {
    el.scrollIntoView({ block: 'center' });
    new IntersectionObserver((entries, observer) => {
      if (entries.some((entry) => entry.intersectionRatio >= 0.5)) seen(observer.disconnect());
    }, { threshold: 0.5 }).observe(el.shadowRoot!.querySelector('[part=item]')!);
  }));
  const waiting = () => items.evaluateAll((all) => all.map((item) => item.classList.contains('waiting')));
  expect(await waiting()).toEqual([true, true, true, true]);
  await page.clock.runFor(1);
  await expect.poll(waiting).toEqual([false, true, true, true]);
  for (let shown = 2; shown <= 4; shown++) {
    await page.clock.runFor(SLIDE_IN_STEP_MS - 2);
    expect(await waiting()).toEqual([1, 2, 3, 4].map((n) => n >= shown));
    await page.clock.runFor(2);
    await expect.poll(waiting).toEqual([1, 2, 3, 4].map((n) => n > shown));
  }
});
