import { SUBSCRIPTION_LIST_PATH, SubscriptionListResponse, type SubscriptionCatalogue } from '../../core/contracts/subscriptions.js';
import type { FailurePolicy } from '../../core/kits/async/index.js';
import { getConfig } from '../../core/page/config.js';
import { request } from '../../core/session/http.js';

/** A§8 "Failed subscription … fetch is silent": no list, no message. */
export const catalogueFailures: FailurePolicy = { emptyOnFailure: true };

/** GET {user}/v1/sitecore/api/subscriptions/list in the page's language (A§7). A public call. */
export async function fetchCatalogue(_: string, signal: AbortSignal): Promise<SubscriptionCatalogue> {
  const { data } = await request('user', SUBSCRIPTION_LIST_PATH, {
    query: { language: getConfig()?.language ?? 'en' }, auth: false, schema: SubscriptionListResponse, signal,
  });
  return data.subscriptions;
}
