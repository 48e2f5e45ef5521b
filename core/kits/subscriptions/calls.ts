import { SUBSCRIPTION_LIST_PATH, SubscriptionListResponse, type SubscriptionCatalogue } from '../../contracts/subscriptions.js';
import { getConfig } from '../../page/config.js';
import { request } from '../../session/http.js';

/**
 * GET {user}/v1/sitecore/api/subscriptions/list in the page's language (A§7): the catalogue every
 * subscription widget reads (to list, or to look names up). A public call.
 */
export async function fetchCatalogue(signal?: AbortSignal): Promise<SubscriptionCatalogue> {
  const { data } = await request('user', SUBSCRIPTION_LIST_PATH, {
    query: { language: getConfig()?.language ?? 'en' }, auth: false, schema: SubscriptionListResponse, ...(signal ? { signal } : {}),
  });
  return data.subscriptions;
}

/** {@link fetchCatalogue} as an async-kit loader (`useAsync(catalogueLoader, key)`): the key only says when to load. */
export const catalogueLoader = (_key: unknown, signal: AbortSignal) => fetchCatalogue(signal);
