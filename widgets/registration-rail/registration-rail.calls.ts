import type { User } from '../../core/contracts/user.js';
import { PatchUserResponse, type SubscriptionsPatch } from '../../core/contracts/user-patch.js';
import { request } from '../../core/session/http.js';
import { userPath } from '../../core/session/user-client.js';

/**
 * PATCH {user}/v2/users/{id} `{ Subscriptions }` (A§7) with the reader's set plus the rail's codes;
 * the updated user. (The subscriptions kit has no such call: each subscription widget keeps its
 * own PATCH in its calls file, as mck-one-click-subscribe does for one code.)
 */
export async function addSubscriptions(reader: User, codes: readonly string[], signal?: AbortSignal): Promise<User> {
  const body: SubscriptionsPatch = { Subscriptions: [...new Set([...reader.subscriptions, ...codes])] };
  const { data } = await request('user', userPath(reader.id), {
    method: 'PATCH', json: body, schema: PatchUserResponse, ...(signal ? { signal } : {}),
  });
  return data;
}
