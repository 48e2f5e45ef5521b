import { expect, test, type APIRequestContext } from '@playwright/test';
import { EventFacetsResponse, EventsResponse, type EventsRequest } from '../../core/contracts/events.js';
import { collectConsole, expectAxeClean } from './support.js';

// mck-careers-events and mck-event-calendar against the running demo: the article service's real
// answers over the seeded events; filters in the URL through a reload and the back button, view
// more, clear all, a date range, the empty text, and the calendar's filter links and empty text.

const total = async (request: APIRequestContext, body: EventsRequest) =>
  EventsResponse.create(await (await request.post('/api/article/careerevents/events', { data: body })).json()).data.total;

test('filters read from the URL by name survive a reload; view more, back, clear all', async ({ page, request }) => {
  const errors = collectConsole(page, ['error']);
  const facets = EventFacetsResponse.create(await (await request.get('/api/article/careerevents/facets')).json()).data;
  const virtual = facets.formats.find((f) => f.name === 'Virtual')!;
  const europe = facets.locations.find((f) => f.name === 'Europe')!;
  const consulting = facets.interests.find((f) => f.name === 'Consulting')!;

  await page.goto('/pages/events?format=virtual,HYBRID&location=EUROPE');
  const events = page.locator('mck-careers-events');
  const cards = events.locator('[part=card]');
  const hybrid = facets.formats.find((f) => f.name === 'Hybrid')!;
  const expected = await total(request, { eventMode: [virtual.key, hybrid.key], region: [europe.key] });
  expect(expected).toBeGreaterThan(12);
  await expect(events.locator('[part=count]')).toHaveText(`Showing 12 of ${expected}`);
  await expect(events.getByRole('checkbox', { name: 'Virtual' })).toBeChecked();
  await expect(events.getByRole('checkbox', { name: 'Europe' })).toBeChecked();
  await expect(events.getByRole('checkbox', { name: 'In person' })).not.toBeChecked();

  await events.getByRole('checkbox', { name: 'Consulting' }).check();
  await expect(page).toHaveURL(/interest=Consulting/);
  const narrowed = await total(request, { eventMode: [virtual.key, hybrid.key], region: [europe.key], interest: [consulting.key] });
  await expect(events.locator('[part=count]')).toHaveText(new RegExp(`of ${narrowed}$`));
  await page.reload();
  await expect(events.getByRole('checkbox', { name: 'Consulting' })).toBeChecked();
  await expect(events.locator('[part=count]')).toHaveText(new RegExp(`of ${narrowed}$`));

  await page.goBack();
  await expect(page).not.toHaveURL(/interest=/);
  await expect(events.getByRole('checkbox', { name: 'Consulting' })).not.toBeChecked();
  await expect(events.locator('[part=count]')).toHaveText(`Showing 12 of ${expected}`);

  await events.locator('[part=load-more]').click();
  await expect(cards).toHaveCount(Math.min(24, expected));
  const titles = await events.locator('[part=card] [part=cta]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  expect(new Set(titles).size).toBe(titles.length); // no event twice

  await events.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).not.toHaveURL(/format=|location=/);
  await expect(events.locator('[part=applied]')).toHaveCount(0);
  await expect(events.locator('[part=count]')).toHaveText(`Showing 12 of ${await total(request, {})}`);
  await expectAxeClean(page, 'mck-careers-events');
  expect(errors).toEqual([]);
});

test('a date range applies with both ends; nothing in it shows the empty text', async ({ page, request }) => {
  await page.goto('/pages/events');
  const events = page.locator('mck-careers-events');
  await expect(events.locator('[part=card]')).toHaveCount(12);
  const all = await total(request, {});
  const requests: EventsRequest[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/careerevents/events')) requests.push(r.postDataJSON() as EventsRequest);
  });

  await events.getByLabel('From').fill('2027-01-01');
  await expect(events.locator('[part=date-range]')).toHaveText('');
  await events.getByLabel('To').fill('2027-06-30');
  await expect(events.locator('[part=date-range]')).toHaveText('Jan 1, 2027 to Jun 30, 2027');
  const inRange = await total(request, { startDate: '2027-01-01T00:00:00Z', endDate: '2027-06-30T23:59:59Z' });
  expect(inRange).toBeGreaterThan(0);
  expect(inRange).toBeLessThan(all);
  await expect(events.locator('[part=count]')).toHaveText(new RegExp(`of ${inRange}$`));
  expect(requests.every((r) => (r.startDate === undefined) === (r.endDate === undefined))).toBe(true);
  expect(requests.at(-1)).toMatchObject({ startDate: '2027-01-01T00:00:00Z', endDate: '2027-06-30T23:59:59Z', afterId: null });

  await events.getByLabel('From').fill('2040-01-01');
  await events.getByLabel('To').fill('2040-12-31');
  await expect(events.locator('[part=empty]')).toHaveText('No events available');
  await expect(events.locator('[part=card]')).toHaveCount(0);
});

test('the calendar lists the coming events, filters by its links and says when there are none', async ({ page }) => {
  const errors = collectConsole(page, ['error']);
  await page.goto('/pages/events');
  const calendar = page.locator('#calendar');
  const titles = calendar.locator('[part=event] [part=title]');
  await calendar.scrollIntoViewIfNeeded(); // as a reader would: it hydrates once near the screen
  await expect(titles).toHaveText(['Meet our recruiters', 'Campus open day']);
  await expect(calendar.locator('[part=filter]')).toHaveText(['All', 'Recruiting', 'Campus']);
  await calendar.getByRole('button', { name: 'Campus' }).click();
  await expect(titles).toHaveText(['Campus open day']);
  await calendar.getByRole('button', { name: 'All' }).click();
  await expect(titles).toHaveCount(2);
  await expect(page.locator('#past-calendar [part=empty]')).toHaveText('There are no upcoming events.');
  await expectAxeClean(page, 'mck-event-calendar');
  expect(errors).toEqual([]);
});
