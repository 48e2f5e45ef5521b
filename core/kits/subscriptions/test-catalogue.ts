import type { Subscription, SubscriptionCatalogue, SubscriptionListResponse } from '../../contracts/subscriptions.js';

/**
 * A small catalogue for the subscription widgets' tests (never imported by a widget): two
 * newsletter groups, one alert group, one guide.
 */
const item = (words: string, title: string): Subscription => ({
  // Codes are written as words (`alert technology` → ALERT_TECHNOLOGY): as literals they would
  // look like dictionary keys to widgets/strings.test.ts.
  alertCode: words.toUpperCase().replace(/ /g, '_'), title, toolTip: `${title} tip`, descriptionText: `About ${title}.`, frequency: 'Monthly',
  previewLink: `/preview/${words.replace(/ /g, '-')}`, previewLinkLabel: 'Preview', language: 'en',
});

export const TEST_CATALOGUE: SubscriptionCatalogue = {
  newsLetters: [
    { alertHeader: 'Flagship publications', alertItems: { alerts: [item('newsletter the quarterly', 'The Quarterly'), item('newsletter global institute', 'Global Institute')] } },
    { alertHeader: 'Function newsletters', alertItems: { alerts: [item('newsletter operations', 'Operations')] } },
  ],
  alerts: [
    { alertHeader: 'Practice alerts', alertItems: { alerts: [item('alert technology', 'Technology'), item('alert sustainability', 'Sustainability')] } },
  ],
  guides: [
    { alertHeader: 'Email guides', alertItems: { alerts: [item('guide ai basics', 'AI basics')] } },
  ],
  informationalMail: [],
};

/** The list call's answer for {@link TEST_CATALOGUE}. */
export const testCatalogueAnswer = (): Response =>
  Response.json({ data: { subscriptions: TEST_CATALOGUE } } satisfies SubscriptionListResponse);
