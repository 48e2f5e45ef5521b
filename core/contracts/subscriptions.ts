import { array, nonempty, object, optional, pattern, size, string, type Infer } from 'superstruct';
import { envelope } from './envelope.js';

/**
 * Subscriptions (A§3 "Subscription", A§7): the catalogue of newsletters, alerts, email guides and
 * informational mail, and subscribing or unsubscribing a reader by email (with a captcha) or by
 * the encrypted user id a mail's link carries. Saving a signed-in reader's whole set is the user
 * service's PATCH /v2/users/{id} with `SubscriptionsPatch` (user-patch.ts).
 *
 * Where the calls live in the demo (one service URL, the user service's): GET
 * {user}/v1/sitecore/api/subscriptions/list, POST {user}/v2/subscribe, POST {user}/v2/unsubscribe.
 */

/** An alert code: upper-case words joined by `_` (`NEWSLETTER_THE_QUARTERLY`). */
export const AlertCode = pattern(size(string(), 1, 80), /^[A-Z0-9]+(_[A-Z0-9]+)*$/);

/** Most codes one call may name: the catalogue is far smaller, so more is a hostile body. */
export const MAX_CODES_PER_CALL = 100;
const Codes = size(array(AlertCode), 0, MAX_CODES_PER_CALL);

/** The captcha header an anonymous subscribe carries (A§7). */
export const SUBSCRIBE_CAPTCHA_HEADER = 'CaptchaKey';
/** The captcha action the anonymous sign-up asks its token for. */
export const SUBSCRIBE_CAPTCHA_ACTION = 'subscribe';

/** One subscription of the catalogue (A§3). */
export const Subscription = object({
  alertCode: AlertCode,
  title: string(),
  toolTip: string(),
  descriptionText: string(),
  frequency: string(),
  previewLink: string(),
  previewLinkLabel: string(),
  language: string(),
});
export type Subscription = Infer<typeof Subscription>;

/** Subscriptions under one heading (A§3: grouped by alertHeader with alertItems.alerts). */
export const SubscriptionGroup = object({
  alertHeader: string(),
  alertItems: object({ alerts: array(Subscription) }),
});
export type SubscriptionGroup = Infer<typeof SubscriptionGroup>;

/** The four categories, in the order pages show them. */
export const SUBSCRIPTION_CATEGORIES = ['newsLetters', 'alerts', 'guides', 'informationalMail'] as const;
export type SubscriptionCategory = (typeof SUBSCRIPTION_CATEGORIES)[number];

export const SubscriptionCatalogue = object({
  newsLetters: array(SubscriptionGroup),
  alerts: array(SubscriptionGroup),
  guides: array(SubscriptionGroup),
  informationalMail: array(SubscriptionGroup),
});
export type SubscriptionCatalogue = Infer<typeof SubscriptionCatalogue>;

/** The list path, as the site names it (A§7), under the user service in the demo. */
export const SUBSCRIPTION_LIST_PATH = '/v1/sitecore/api/subscriptions/list';

/** GET {user}/v1/sitecore/api/subscriptions/list?language= (A§7: response data.subscriptions). */
export const SubscriptionListResponse = envelope(object({ subscriptions: SubscriptionCatalogue }));
export type SubscriptionListResponse = Infer<typeof SubscriptionListResponse>;

/** An encrypted user id from a mail's link (base64url; the service decrypts it). */
export const EncryptedUserId = pattern(size(string(), 1, 400), /^[A-Za-z0-9_-]+$/);

/** POST {user}/v2/subscribe, anonymous: an email and the codes, with a captcha header. */
export const SubscribeByEmailRequest = object({
  email: pattern(size(string(), 3, 254), /^[^\s@]+@[^\s@]+\.[^\s@]+$/),
  subscriptions: nonempty(Codes),
});
export type SubscribeByEmailRequest = Infer<typeof SubscribeByEmailRequest>;

/** POST {user}/v2/subscribe from a link: the encrypted user id, the codes, the campaign id. */
export const SubscribeByLinkRequest = object({
  encUserId: EncryptedUserId,
  subscriptions: nonempty(Codes),
  metadata: optional(object({ cid: optional(size(string(), 0, 100)) })),
});
export type SubscribeByLinkRequest = Infer<typeof SubscribeByLinkRequest>;

/**
 * Which of the codes the reader had already and which are new (A§3). Both empty: the link's
 * user is unknown (A§8 user-not-found).
 */
export const SubscribeResponse = envelope(object({ existingSubscriptions: array(string()), newSubscriptions: array(string()) }));
export type SubscribeResponse = Infer<typeof SubscribeResponse>;

/** POST {user}/v2/unsubscribe (A§7): the codes and the encrypted user id. */
export const UnsubscribeRequest = object({ Subscriptions: nonempty(Codes), UserId: EncryptedUserId });
export type UnsubscribeRequest = Infer<typeof UnsubscribeRequest>;

/** The codes the reader no longer receives. */
export const UnsubscribeResponse = envelope(object({ unsubscribed: array(string()) }));
export type UnsubscribeResponse = Infer<typeof UnsubscribeResponse>;
