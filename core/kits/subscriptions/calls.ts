import { SUBSCRIPTION_LIST_PATH, SubscriptionListResponse, type SubscriptionCatalogue } from '../../contracts/subscriptions.js';
import type { User } from '../../contracts/user.js';
import { PatchUserResponse, type SubscriptionsPatch } from '../../contracts/user-patch.js';
import { getConfig } from '../../page/config.js';
import { request } from '../../session/http.js';
import { userPath } from '../../session/user-client.js';

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

/**
 * PATCH {user}/v2/users/{id} `{ Subscriptions }` (A§7) with the reader's whole set of codes;
 * resolves with the updated user. The one subscriptions save of every widget that changes a
 * signed-in reader's set (edit subscriptions, one-click subscribe, the stepper, the rail).
 */
export async function saveReaderSubscriptions(userId: string, codes: readonly string[], signal?: AbortSignal): Promise<User> {
  const body: SubscriptionsPatch = { Subscriptions: [...codes] };
  const { data } = await request('user', userPath(userId), {
    method: 'PATCH', json: body, schema: PatchUserResponse, ...(signal ? { signal } : {}),
  });
  return data;
}

/** The reader's set plus `codes` (each once), saved with {@link saveReaderSubscriptions}. */
export const addReaderSubscriptions = (reader: User, codes: readonly string[], signal?: AbortSignal): Promise<User> =>
  saveReaderSubscriptions(reader.id, [...new Set([...reader.subscriptions, ...codes])], signal);
