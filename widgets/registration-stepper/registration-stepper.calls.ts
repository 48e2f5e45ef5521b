import type { User } from '../../core/contracts/user.js';
import { PatchUserResponse, type SubscriptionsPatch } from '../../core/contracts/user-patch.js';
import { request } from '../../core/session/http.js';
import { userPath } from '../../core/session/user-client.js';

/**
 * Step 4's save (A§4 "submit at step 4 saves subscriptions"): PATCH {user}/v2/users/{id} with the
 * codes chosen in steps 2–4 and the ones the account already had (a practice subscription), A§7
 * `{Subscriptions: [alertCodes]}`. Resolves with the updated user.
 */
export async function saveChosenSubscriptions(user: User, chosen: readonly string[], signal?: AbortSignal): Promise<User> {
  const body: SubscriptionsPatch = { Subscriptions: [...new Set([...user.subscriptions, ...chosen])] };
  const { data } = await request('user', userPath(user.id), { method: 'PATCH', json: body, schema: PatchUserResponse, ...(signal ? { signal } : {}) });
  return data;
}
