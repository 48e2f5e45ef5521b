import type { User } from '../../core/contracts/user.js';
import { PatchUserResponse, type SubscriptionsPatch } from '../../core/contracts/user-patch.js';
import { request } from '../../core/session/http.js';
import { userPath } from '../../core/session/user-client.js';

/** PATCH {user}/v2/users/{id} with the whole chosen set (A§7 `{Subscriptions: [alertCodes]}`); the updated user. */
export async function saveSubscriptions(userId: string, codes: string[]): Promise<User> {
  const body: SubscriptionsPatch = { Subscriptions: codes };
  const { data } = await request('user', userPath(userId), { method: 'PATCH', json: body, schema: PatchUserResponse });
  return data;
}
