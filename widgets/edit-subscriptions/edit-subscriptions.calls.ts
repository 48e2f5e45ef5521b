import { SUBSCRIPTION_LIST_PATH, SubscriptionListResponse, type SubscriptionCatalogue } from '../../core/contracts/subscriptions.js';
import type { User } from '../../core/contracts/user.js';
import { PatchUserResponse, type SubscriptionsPatch } from '../../core/contracts/user-patch.js';
import { getConfig } from '../../core/page/config.js';
import { request } from '../../core/session/http.js';
import { userPath } from '../../core/session/user-client.js';

/** GET {user}/v1/sitecore/api/subscriptions/list in the page's language (A§7). A public call. */
export async function fetchCatalogue(_: string, signal: AbortSignal): Promise<SubscriptionCatalogue> {
  const { data } = await request('user', SUBSCRIPTION_LIST_PATH, {
    query: { language: getConfig()?.language ?? 'en' }, auth: false, schema: SubscriptionListResponse, signal,
  });
  return data.subscriptions;
}

/** PATCH {user}/v2/users/{id} with the whole chosen set (A§7 `{Subscriptions: [alertCodes]}`); the updated user. */
export async function saveSubscriptions(userId: string, codes: string[]): Promise<User> {
  const body: SubscriptionsPatch = { Subscriptions: codes };
  const { data } = await request('user', userPath(userId), { method: 'PATCH', json: body, schema: PatchUserResponse });
  return data;
}
