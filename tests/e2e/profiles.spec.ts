import { expect, test, type Page } from '@playwright/test';
import { ProfileCardsResponse, ProfileResponse, PUBLISHED_WORK_PAGE_SIZE } from '../../core/contracts/profiles.js';
import { collectConsole, expectAxeClean } from './support.js';

// mck-profile-grid and mck-profile on /pages/profiles against the running demo: the profile
// service's real answers over the seeded profiles (demo/db/seed/profiles.ts).

const PAGE = '/pages/profiles';

/** Every profile of the leadership folder, as the service lists it. */
async function leadership(page: Page) {
  const answer = await page.request.post('/api/article/api/profiles/cards', { data: { folder: 'leadership', limit: 60 } });
  return ProfileCardsResponse.create(await answer.json()).data;
}

test('the grid shows one row, then adds the configured count, or all the rest, until the end', async ({ page }) => {
  const errors = collectConsole(page, ['error']);
  const { profiles, total } = await leadership(page);
  expect(total).toBeGreaterThan(6);
  await page.goto(PAGE);

  const byCount = page.locator('mck-profile-grid#by-count');
  const cards = byCount.locator('[part=card]');
  await expect(cards).toHaveCount(3);
  for (let shown = 3; shown < total; shown = Math.min(total, shown + 3)) {
    await byCount.locator('[part=load-more]').focus();
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(Math.min(total, shown + 3));
  }
  await expect(byCount.locator('[part=load-more]')).toHaveCount(0);
  await expect(byCount.locator('[part=name]')).toHaveText(profiles.map((p) => p.title));

  const theRest = page.locator('mck-profile-grid#the-rest');
  await expect(theRest.locator('[part=card]')).toHaveCount(3);
  await theRest.locator('[part=load-more]').click();
  await expect(theRest.locator('[part=card]')).toHaveCount(total);
  await expect(theRest.locator('[part=load-more]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a private profile is not a link and Tab never stops on it; public ones link to their page', async ({ page }) => {
  const { profiles } = await leadership(page);
  const privateOne = profiles.slice(0, 3).find((p) => p.isPrivate)!;
  const publicOnes = profiles.slice(0, 3).filter((p) => !p.isPrivate);
  expect(privateOne).toBeDefined();
  await page.goto(PAGE);
  const grid = page.locator('mck-profile-grid#by-count');
  await expect(grid.locator('[part=card]')).toHaveCount(3);
  const privateCard = grid.locator('[part=card][data-private]');
  await expect(privateCard.locator('[part=name]')).toHaveText(privateOne.title);
  await expect(privateCard.locator('a, [tabindex]')).toHaveCount(0);
  const links = grid.locator('[part=link]');
  await expect(links).toHaveText(publicOnes.map((p) => p.title));
  expect(await links.evaluateAll((all) => all.map((a) => new URL((a as HTMLAnchorElement).href).pathname))).toEqual(publicOnes.map((p) => p.url));
  // Tab from the first link goes to the second public link, past the private card.
  await links.first().focus();
  await page.keyboard.press('Tab');
  await expect(links.nth(1)).toBeFocused();
  await expectAxeClean(page, 'main');
});

test('a reader filters the partners by office with the keyboard and by role with the pointer; the cards, count and "Load more" follow', async ({ page }) => {
  const errors = collectConsole(page, ['error']);
  const filtered = async (filters: Record<string, string>) => {
    const answer = await page.request.post('/api/article/api/profiles/cards', { data: { folder: 'partners', filters, limit: 60 } });
    return ProfileCardsResponse.create(await answer.json()).data;
  };
  const all = await filtered({});
  const office = all.facets.office[0]!;
  const inOffice = await filtered({ office });
  expect(inOffice.total).toBeGreaterThan(3);
  expect(inOffice.total).toBeLessThan(all.total);

  await page.goto(PAGE);
  const grid = page.locator('mck-profile-grid#partners');
  const names = grid.locator('[part=name]');
  await expect(names).toHaveText(all.profiles.slice(0, 3).map((p) => p.title));
  await expect(grid.locator('[part=result-count]')).toHaveText(`${all.total} people`);

  // Keyboard: Tab into the office select, then the first office below "All offices".
  const officeSelect = grid.getByRole('combobox', { name: 'Office' });
  await grid.getByRole('combobox', { name: 'Practice' }).focus();
  await page.keyboard.press('Tab');
  await expect(officeSelect).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(officeSelect).toHaveValue(office);
  await expect(names).toHaveText(inOffice.profiles.slice(0, 3).map((p) => p.title));
  await expect(grid.locator('[part=result-count]')).toHaveText(`${inOffice.total} people`);
  await expect(page.locator('[data-mck-live=polite]')).toHaveText(`${inOffice.total} people`);
  await grid.locator('[part=load-more]').click();
  await expect(names).toHaveText(inOffice.profiles.slice(0, 6).map((p) => p.title));

  // Pointer: a role nobody in this office has (the seed has one): the empty state and its way back.
  const role = all.facets.role.find((r) => !inOffice.profiles.some((p) => p.firmTitle === r))!;
  expect(role).toBeDefined();
  await grid.getByRole('combobox', { name: 'Role' }).selectOption(role);
  await expect(grid.locator('[part=empty]')).toContainText('No people match these filters.');
  await expect(names).toHaveCount(0);
  await expect(page.locator('[data-mck-live=polite]')).toHaveText('No people match these filters.');
  await grid.locator('[part=empty]').getByRole('button', { name: 'Clear filters' }).click();
  await expect(names).toHaveText(all.profiles.slice(0, 3).map((p) => p.title));
  await expect(grid.getByRole('combobox', { name: 'Practice' })).toBeFocused();
  await expect(officeSelect).toHaveValue('');
  await expectAxeClean(page, 'mck-profile-grid#partners');
  expect(errors).toEqual([]);
});

test('a profile page pages its published work 8 at a time', async ({ page }) => {
  const total = (await (await page.request.get('/api/article/api/profiles/p-0001/published-work')).json()).data.total as number;
  expect(total).toBeGreaterThan(2 * PUBLISHED_WORK_PAGE_SIZE);
  await page.goto(PAGE);
  const profile = page.locator('mck-profile#fetched');
  const items = profile.locator('[part=work-item]');
  await expect(items).toHaveCount(PUBLISHED_WORK_PAGE_SIZE);
  for (let shown = PUBLISHED_WORK_PAGE_SIZE; shown < total; shown += PUBLISHED_WORK_PAGE_SIZE) {
    await profile.locator('[part=load-more]').click();
    await expect(items).toHaveCount(Math.min(total, shown + PUBLISHED_WORK_PAGE_SIZE));
  }
  await expect(profile.locator('[part=load-more]')).toHaveCount(0);
});

test("the editor's external list shows its good lines and names each malformed one", async ({ page }) => {
  const warnings = collectConsole(page, ['warning']);
  const answer = ProfileResponse.create(await (await page.request.get('/api/article/api/profiles/p-0002')).json()).data;
  const lines = answer.externalPublishedWork.split('\n');
  const good = lines.filter((line) => line.split('|').length === 4 && /^\d{4}-\d{2}-\d{2}$/.test(line.split('|')[3]!));
  await page.goto(PAGE);
  const profile = page.locator('mck-profile#external');
  const items = profile.locator('[part=work-item]');
  await expect(items).toHaveCount(PUBLISHED_WORK_PAGE_SIZE);
  await profile.locator('[part=load-more]').click();
  await expect(items).toHaveCount(good.length);
  await expect(profile.locator('[part=work-title]')).toHaveText(good.map((line) => line.split('|')[0]!));
  const malformed = lines.map((line, i) => (good.includes(line) ? null : i + 1)).filter((n) => n !== null);
  expect(malformed).toHaveLength(2);
  for (const line of malformed) {
    expect(warnings.some((w) => w.includes(`[mck-profile] externalPublishedWork line ${line} `) && w.endsWith('skipped'))).toBe(true);
  }
});

test('"Get in touch" emits contact:open with the partner, then goes to the contact page with no modal on the page', async ({ page }) => {
  const opened: unknown[] = [];
  await page.exposeFunction('recordContactOpen', (detail: unknown) => opened.push(detail));
  await page.addInitScript(() => {
    addEventListener('mck:contact:open', (event) => (window as unknown as { recordContactOpen(d: unknown): void }).recordContactOpen((event as CustomEvent).detail));
  });
  const answer = ProfileResponse.create(await (await page.request.get('/api/article/api/profiles/p-0001')).json()).data;
  await page.goto(PAGE);
  const button = page.locator('mck-profile#fetched [part=get-in-touch]');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pages\/profiles\?contact=sent$/);
  expect(opened).toEqual([{ to: answer.email, partnerName: answer.title, trigger: 'Profile' }]);
});
