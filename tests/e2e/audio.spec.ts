import { expect, test } from '@playwright/test';
import { expectAxeClean, settleGallery } from './support.js';

// mck-audio against the running demo and its sound host stand-in (demo/services/third-party/
// audio-routes.ts): the real oembed answers, track info and streams; nothing stubbed.

test.beforeEach(async ({ page }) => {
  await page.goto('/widgets/mck-audio');
  await settleGallery(page, 'mck-audio');
});

const byPodcast = (slug: string) => `mck-audio[podcast-url$="/${slug}"]`;

test('the hostile oembed answer renders only the titled player from the sound host, and runs nothing', async ({ page }) => {
  const embed = page.locator(`${byPodcast('hostile-episode')} [part=embed]`);
  await expect(embed.locator('iframe')).toHaveCount(1);
  await expect(embed.locator('iframe')).toHaveAttribute('src', /\/api\/audio\/player\/hostile-episode$/);
  await expect(embed.locator('iframe')).toHaveAttribute('title', 'An episode with a hostile answer');
  expect(await embed.innerHTML()).not.toMatch(/onload|onerror|<script|javascript:|elsewhere/);
  expect(await page.evaluate(() => (window as { mckHostile?: string }).mckHostile)).toBeUndefined();
  // The player page itself is the sound host's: a native player in the frame.
  await expect(page.frameLocator(`${byPodcast('hostile-episode')} iframe`).locator('audio[controls]')).toHaveCount(1);
});

test('a failed oembed call and an answer without an allowed player keep the printed link', async ({ page }) => {
  for (const slug of ['broken-episode', 'foreign-player']) {
    const el = page.locator(byPodcast(slug));
    await expect(el.locator('[part=embed]')).toHaveCount(0);
    await expect(el.locator('> a')).toBeVisible();
  }
});

test('a hosted track whose info call fails still plays, by keyboard, and goes back to the start at the end', async ({ page }) => {
  const el = page.locator('mck-audio[track-id="broken-info"]');
  const button = el.locator('[part=toggle]');
  await expect(button).toHaveAccessibleName('Play Audio');
  await el.locator('.player > audio').evaluate((audio: HTMLAudioElement) => new Promise((loaded) => {
    if (audio.readyState > 0) loaded(null); else audio.addEventListener('loadedmetadata', loaded, { once: true });
  }));
  // The last second of the 2 s tone, so it plays out soon.
  await el.locator('.player > audio').evaluate((audio: HTMLAudioElement) => { audio.currentTime = audio.duration - 1; });
  await button.focus();
  await page.keyboard.press('Space');
  await expect(button).toHaveAccessibleName('Pause Audio');
  await expect(button).toHaveAccessibleName('Play Audio');
  await expect(el.locator('[part=progress]')).toHaveAttribute('aria-valuenow', '0');
});

test('the hosted track is named by its info, and the gallery is axe clean', async ({ page }) => {
  await expect(page.locator('mck-audio[track-id="supply-chains"] [part=title]')).toHaveText('Supply chains, explained');
  await expectAxeClean(page);
});
