import { test } from '@playwright/test';
import { builtTags, expectLooksAsBaseline, expectNoSidewaysScroll, holdStill, settleGallery } from './support.js';

// Every built widget's gallery on a phone, one load: at 390 px (and then narrowed to 320 px) no
// widget makes the page scroll sideways, and at 390 px the gallery's examples look as their
// baseline (tests/e2e/baselines/; the 1280 px one is taken by widgets.spec.ts's desktop load).
// After an intended change: `npx playwright test tests/e2e/visual.spec.ts tests/e2e/widgets.spec.ts
// --update-snapshots`, then look at each changed PNG before committing it (README, "Visual regression").
const PHONE = 390;
/** The narrowest phone checked for sideways scrolling, after the 390 px load. */
const NARROWEST = 320;

for (const tag of builtTags()) {
  test(`${tag} gallery fits ${NARROWEST}–${PHONE} px screens and looks as its baseline at ${PHONE} px`, async ({ page }) => {
    test.setTimeout(45_000);
    await holdStill(page);
    await page.setViewportSize({ width: PHONE, height: 800 });
    await page.goto(`/widgets/${tag}`);
    await settleGallery(page, tag, { entranceEffects: false });
    await expectNoSidewaysScroll(page);
    await expectLooksAsBaseline(page, `${tag}-${PHONE}.png`);
    // A narrower phone: the same page, narrowed (a widget must follow a resize too).
    await page.setViewportSize({ width: NARROWEST, height: 800 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expectNoSidewaysScroll(page);
  });
}
