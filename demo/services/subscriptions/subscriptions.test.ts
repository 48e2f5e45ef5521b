import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { ErrorBody, LoginResponse } from '../../../core/contracts/index.js';
import {
  SubscribeResponse, SubscriptionListResponse, UnsubscribeResponse,
} from '../../../core/contracts/subscriptions.js';
import { createTestApp, openPostgresTestDb, useTestApp } from '../../server/testing.js';
import { userIdCipher } from './encrypted-id.js';
import type { AccountLinks } from './demo-links.js';
import { DEMO_FAILING_USER_ID } from './routes.js';

const USER = '/api/user';
const json = (body: unknown, headers: Record<string, string> = {}) =>
  ({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

type App = ReturnType<typeof createTestApp>;

/** The subscription calls through HTTP, on the seeded catalogue and demo users (migration 016). */
function subscriptionSuite(app: () => App) {

  const links = async (email: string) => {
    const res = await app().request('/demo/subscription-links.json');
    const { accounts } = await res.json() as { accounts: AccountLinks[] };
    return accounts.find((a) => a.email === email)!;
  };
  const eidOf = (url: string) => new URL(url).searchParams.get('eid')!;
  const subscriptionsOf = async (email: string, password: string) => {
    const res = await app().request(`${USER}/v2/auth/login`, json({ username: email, password }));
    return (await res.json() as LoginResponse).data.subscriptions;
  };

  it('lists the catalogue by category and heading, each subscription with every field', async () => {
    // A language the catalogue has no texts in falls back to English, item by item.
    const res = await app().request(`${USER}/v1/sitecore/api/subscriptions/list?language=fr`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(is(body, SubscriptionListResponse)).toBe(true);
    const { subscriptions } = (body as SubscriptionListResponse).data;
    expect(subscriptions.newsLetters.map((g) => g.alertHeader)).toEqual(['Flagship publications', 'Function newsletters']);
    expect(subscriptions.alerts.map((g) => g.alertHeader)).toEqual(['Practice alerts', 'Industry alerts']);
    expect(subscriptions.guides[0]!.alertItems.alerts.map((a) => a.alertCode)).toEqual(['GUIDE_AI_BASICS', 'GUIDE_NEW_MANAGERS']);
    expect(subscriptions.informationalMail).toHaveLength(1);
    expect(subscriptions.newsLetters[0]!.alertItems.alerts[0]).toMatchObject({
      alertCode: 'NEWSLETTER_THE_QUARTERLY', title: 'The Quarterly', frequency: 'Quarterly', language: 'en',
      previewLink: '/insights/newsletters/newsletter-the-quarterly', previewLinkLabel: 'Preview',
    });
    expect((await app().request(`${USER}/v1/sitecore/api/subscriptions/list?language=x<y`)).status).toBe(400);
  });

  it('names the newsletters, alerts and their headings in German, Japanese and Arabic, in the same order', async () => {
    const list = async (language: string) =>
      ((await (await app().request(`${USER}/v1/sitecore/api/subscriptions/list?language=${language}`)).json()) as SubscriptionListResponse).data.subscriptions;
    const de = await list('de');
    expect(de.newsLetters.map((g) => g.alertHeader)).toEqual(['Leitpublikationen', 'Newsletter nach Funktion']);
    expect(de.alerts[0]!.alertItems.alerts[0]).toMatchObject({ alertCode: 'ALERT_TECHNOLOGY', title: 'Technologie', frequency: 'Bei Erscheinen', language: 'de', previewLinkLabel: 'Vorschau' });
    expect(de.guides[0]!.alertItems.alerts.map((a) => a.alertCode)).toEqual(['GUIDE_AI_BASICS', 'GUIDE_NEW_MANAGERS']);
    // A page language with a region (ja-JP, as the Japanese pages have) finds its language's texts.
    expect((await list('ja-JP')).alerts[0]!.alertItems.alerts[0]!.title).toBe('テクノロジー');
    expect((await list('ar')).alerts[0]!.alertHeader).toBe('تنبيهات المجالات');
  });

  it('subscribes by a link: new codes first, the same again as existing; an id that names nobody answers both empty', async () => {
    const reader = await links('reader@example.com');
    const eid = eidOf(reader.subscribe[0]!.url);
    const body = { encUserId: eid, subscriptions: ['ALERT_HEALTHCARE', 'ALERT_TECHNOLOGY'], metadata: { cid: 'mail-1' } };
    const first = await app().request(`${USER}/v2/subscribe`, json(body));
    expect(first.status).toBe(200);
    const answer = await first.json();
    expect(is(answer, SubscribeResponse)).toBe(true);
    expect(answer).toEqual({ data: { existingSubscriptions: ['ALERT_TECHNOLOGY'], newSubscriptions: ['ALERT_HEALTHCARE'] } });
    expect(await (await app().request(`${USER}/v2/subscribe`, json(body))).json())
      .toEqual({ data: { existingSubscriptions: ['ALERT_HEALTHCARE', 'ALERT_TECHNOLOGY'], newSubscriptions: [] } });
    expect(await subscriptionsOf('reader@example.com', 'Reader-pass-1')).toContain('ALERT_HEALTHCARE');

    const foreign = userIdCipher(Buffer.alloc(32, 7)).encrypt('someone');
    expect((await app().request(`${USER}/v2/subscribe`, json({ ...body, encUserId: DEMO_FAILING_USER_ID }))).status).toBe(503);
    for (const encUserId of [foreign, `${eid.slice(0, -2)}AA`, 'short']) {
      expect(await (await app().request(`${USER}/v2/subscribe`, json({ ...body, encUserId }))).json())
        .toEqual({ data: { existingSubscriptions: [], newSubscriptions: [] } });
    }
  });

  it('subscribes an email with a captcha token: an account\'s email joins its subscriptions, another is kept as a sign-up', async () => {
    const headers = { CaptchaKey: 'token' };
    const res = await app().request(`${USER}/v2/subscribe`, json({ email: 'someone@example.org', subscriptions: ['GUIDE_AI_BASICS'] }, headers));
    expect(await res.json()).toEqual({ data: { existingSubscriptions: [], newSubscriptions: ['GUIDE_AI_BASICS'] } });
    const account = await app().request(`${USER}/v2/subscribe`, json({ email: 'Linked@example.com', subscriptions: ['ALERT_MARKETING_SALES', 'INFO_EVENTS'] }, headers));
    expect(await account.json()).toEqual({ data: { existingSubscriptions: ['ALERT_MARKETING_SALES'], newSubscriptions: ['INFO_EVENTS'] } });
    expect(await subscriptionsOf('linked@example.com', 'Linked-pass-1')).toEqual(['ALERT_MARKETING_SALES', 'INFO_EVENTS']);
  });

  it('unsubscribes by a link, answering the codes the reader had', async () => {
    const premium = await links('premium@example.com');
    expect(premium.unsubscribe.map((l) => l.code)).toEqual(['NEWSLETTER_GLOBAL_INSTITUTE', 'NEWSLETTER_THE_QUARTERLY']);
    const UserId = eidOf(premium.unsubscribe[0]!.url);
    const res = await app().request(`${USER}/v2/unsubscribe`, json({ Subscriptions: ['NEWSLETTER_GLOBAL_INSTITUTE', 'ALERT_BANKING'], UserId }));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(is(body, UnsubscribeResponse)).toBe(true);
    expect(body).toEqual({ data: { unsubscribed: ['NEWSLETTER_GLOBAL_INSTITUTE'] } });
    expect(await subscriptionsOf('premium@example.com', 'Premium-pass-1')).toEqual(['NEWSLETTER_THE_QUARTERLY']);
  });

  it('refuses hostile or broken calls with a clean 4xx, changing nothing', async () => {
    const reader = await links('reader@example.com');
    const eid = eidOf(reader.subscribe[0]!.url);
    const cases: [RequestInit, number][] = [
      [json({ email: 'a@example.org', subscriptions: ['GUIDE_AI_BASICS'] }), 400], // no captcha
      [json({ email: 'not an email', subscriptions: ['GUIDE_AI_BASICS'] }, { CaptchaKey: 't' }), 400],
      [json({ email: 'a@example.org', subscriptions: [] }, { CaptchaKey: 't' }), 400],
      [json({ encUserId: eid, subscriptions: ['NO_SUCH_CODE'] }), 400],
      [json({ encUserId: eid, subscriptions: ['lower case'] }), 400],
      [json({ encUserId: eid, subscriptions: Array(101).fill('ALERT_BANKING') }), 400],
      [{ method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }, 415],
      [{ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }, 400],
    ];
    for (const [init, status] of cases) {
      const res = await app().request(`${USER}/v2/subscribe`, init);
      expect(res.status).toBe(status);
      expect(is(await res.json(), ErrorBody)).toBe(true);
    }
    const unsubscribe = (body: unknown) => app().request(`${USER}/v2/unsubscribe`, json(body));
    expect((await unsubscribe({ Subscriptions: ['ALERT_TECHNOLOGY'], UserId: 'made-up' })).status).toBe(404);
    expect((await unsubscribe({ Subscriptions: [], UserId: eid })).status).toBe(400);
    expect(await subscriptionsOf('reader@example.com', 'Reader-pass-1')).toContain('ALERT_TECHNOLOGY');
  });

  it('lists each demo account\'s links on a page a person can click', async () => {
    const res = await app().request('/demo/subscription-links');
    const page = await res.text();
    expect(page).toContain('<h2>reader@example.com</h2>');
    expect(page).toMatch(/href="http:\/\/127\.0\.0\.1:4321\/pages\/unsubscribe\?subcode=ALERT_TECHNOLOGY&#38;eid=[\w-]+"/);
    expect(page).toMatch(/href="http:\/\/127\.0\.0\.1:4321\/pages\/subscribe\?subcode=NEWSLETTER_INSIGHTS_WEEKLY&#38;eid=[\w-]+&#38;cid=demo-newsletter-mail"/);
  });
}

describe('subscription service on PGlite', () => subscriptionSuite(useTestApp()));

describe.skipIf(!process.env.DATABASE_URL)('subscription service on PostgreSQL (DATABASE_URL)', () => {
  let app: App | undefined;
  let close = async () => {};
  beforeAll(async () => {
    const opened = await openPostgresTestDb();
    close = opened.close;
    app = createTestApp(opened.db);
  });
  afterAll(() => close());
  subscriptionSuite(() => app!);
});
