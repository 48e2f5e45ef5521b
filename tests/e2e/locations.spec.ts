import { expect, test, type Page } from '@playwright/test';
import { OfficesResponse, type OfficeRegion } from '../../core/contracts/offices.js';
import { CMS_URL, collectConsole, expectAxeClean } from './support.js';

// mck-office-map and mck-locations on demo/pages/locations.html against the running article
// service's seeded offices, with every request outside the demo's origins refused: the map draws
// from the bundled world atlas, not from a tile server.

const isLocal = (url: string) => ['127.0.0.1', 'localhost'].includes(new URL(url).hostname);

/** Refuses every request that leaves the machine and records its URL. */
async function blockTheOutside(page: Page): Promise<string[]> {
  const refused: string[] = [];
  await page.route((url) => !isLocal(url.href), (route) => {
    refused.push(route.request().url());
    return route.abort();
  });
  return refused;
}

async function offices(page: Page): Promise<OfficeRegion[]> {
  const answer = await page.request.get('/api/article/api/offices');
  return OfficesResponse.create(await answer.json()).data.regions;
}

/** The marker's point (bottom centre) is at the map's centre: the map shows the chosen city. */
async function expectMapOn(page: Page) {
  const map = page.locator('mck-office-map [part=map]');
  const marker = map.locator('.office-marker');
  await expect(marker).toBeVisible();
  await expect.poll(async () => {
    const m = (await map.boundingBox())!;
    const p = (await marker.boundingBox())!;
    return [Math.round(p.width), Math.round(p.height), Math.abs(p.x + p.width / 2 - (m.x + m.width / 2)) < 2, Math.abs(p.y + p.height - (m.y + m.height / 2)) < 2];
  }).toEqual([65, 65, true, true]);
}

test('the map starts on the first city and follows the selector, with no request outside the demo', async ({ page }) => {
  const refused = await blockTheOutside(page);
  const errors = collectConsole(page, ['error']);
  const regions = await offices(page);
  const northAmerica = regions.find((r) => r.id === 'north-america')!;
  const [first] = northAmerica.countries.find((c) => c.id === 'united-states')!.cities;
  const tokyo = regions.flatMap((r) => r.countries.flatMap((c) => c.cities)).find((c) => c.id === 'tokyo')!;

  await page.goto('/pages/locations');
  const widget = page.locator('mck-office-map');
  // D§4, D§9: the first city is the United States' first office, though the service lists Canada first.
  await expect(widget.locator('[part=select]')).toHaveValue(first!.id);
  await expect(widget.locator('[part=city]')).toHaveText(first!.name);
  await expectMapOn(page);
  await expect(widget.locator('[part=map]')).toHaveAttribute('aria-label', `Map of the ${first!.name} office`);
  expect(await widget.locator('.leaflet-overlay-pane path').count()).toBeGreaterThan(0);

  await widget.locator('[part=select]').selectOption('tokyo');
  await expect(widget.locator('[part=city]')).toHaveText('Tokyo');
  await expect(widget.locator('[part=address] span')).toHaveText(tokyo.officeAddress.split('\n'));
  await expect(widget.locator('[part=phone]')).toHaveText(`Tel: ${tokyo.officePhoneNumber}`);
  await expect(widget.locator('[part=map-link]')).toHaveAttribute('href', tokyo.mapLink);
  await expectMapOn(page);
  expect(refused).toEqual([]);
  expect(errors).toEqual([]);
});

test('the locations list the United States first in North America and leave hidden offices out', async ({ page }) => {
  await blockTheOutside(page);
  const regions = await offices(page);
  const australia = regions.flatMap((r) => r.countries).find((c) => c.id === 'australia')!;
  const hidden = australia.cities.filter((c) => c.hideFromLocations).map((c) => c.name);
  expect(hidden.length).toBeGreaterThan(0);
  expect(regions[0]!.countries.map((c) => c.name)).toEqual(['Canada', 'United States']);

  await page.goto('/pages/locations');
  const locations = page.locator('mck-locations');
  await expect(locations.locator('[part=region-toggle]')).toHaveText(regions.map((r) => r.name));
  await locations.getByRole('button', { name: 'North America' }).click();
  await expect(locations.locator('[part=region-panel]:visible [part=country-toggle]')).toHaveText(['United States', 'Canada']);

  // By keyboard: open Australia and New Zealand, then Australia.
  await locations.getByRole('button', { name: 'Australia and New Zealand' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(locations.getByRole('button', { name: 'Australia', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  const cities = locations.locator('[part=country-panel]:visible [part=city]');
  await expect(cities).toHaveText(australia.cities.filter((c) => !c.hideFromLocations).map((c) => c.name));
  for (const name of hidden) await expect(cities.filter({ hasText: name })).toHaveCount(0);
  await expectAxeClean(page);
});

test('on the second-origin CMS page both call the services across origins, keep their layout under its CSS and work by keyboard', async ({ page }) => {
  const refused = await blockTheOutside(page);
  const errors = collectConsole(page, ['error', 'warning']);
  await page.goto(CMS_URL);
  const map = page.locator('mck-office-map');
  const locations = page.locator('mck-locations');
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('[part=city]')).toHaveText('London'); // the first of its cities attribute
  await expectMapOn(page);
  await locations.scrollIntoViewIfNeeded();
  await expect(locations.locator('[part=region-toggle]')).toHaveText(['Europe']);

  // The CMS's careless global CSS does not reach inside: the same sizes with it as without it.
  const sizes = () => page.evaluate(() => ['mck-office-map', 'mck-locations'].flatMap((tag) => {
    const host = document.querySelector(tag)!;
    return [host, ...host.shadowRoot!.querySelectorAll('button, select, a, h2, h3, p')].map((el) => {
      const { width, height } = el.getBoundingClientRect();
      return `${tag} ${el.localName} ${Math.round(width)}×${Math.round(height)} ${getComputedStyle(el).fontSize}`;
    });
  }));
  const withCss = await sizes();
  await page.evaluate(() => { (document.getElementById('cms-global-css') as HTMLStyleElement).disabled = true; });
  expect(await sizes()).toEqual(withCss);
  await page.evaluate(() => { (document.getElementById('cms-global-css') as HTMLStyleElement).disabled = false; });

  await locations.getByRole('button', { name: 'Europe' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(locations.locator('[part=country-panel]:visible [part=card]').first()).toBeVisible();
  await map.locator('[part=select]').focus();
  await page.keyboard.press('ArrowDown');
  await expect(map.locator('[part=city]')).toHaveText('Paris');
  expect(refused).toEqual([]);
  expect(errors.filter((line) => /mck-(office-map|locations)/.test(line))).toEqual([]);
});
