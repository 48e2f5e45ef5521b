import { SUBSCRIBE_CAPTCHA_HEADER, SubscribeResponse } from '../../core/contracts/subscriptions.js';
import type { User } from '../../core/contracts/user.js';
import { PatchUserResponse, type SubscriptionsPatch } from '../../core/contracts/user-patch.js';
import { fetchCatalogue, findSubscription } from '../../core/kits/subscriptions/index.js';
import { request } from '../../core/session/http.js';
import { userPath } from '../../core/session/user-client.js';

/** The subscription's title from the list (A§7 "used also to look up names"); the code when it has none. */
export async function titleOf(code: string, signal: AbortSignal): Promise<string> {
  return findSubscription(await fetchCatalogue(signal), code)?.title ?? code;
}

/** A signed-in reader: PATCH {user}/v2/users/{id} with their set plus the code; the updated user. */
export async function addToReader(reader: User, code: string): Promise<User> {
  const body: SubscriptionsPatch = { Subscriptions: [...reader.subscriptions, code] };
  const { data } = await request('user', userPath(reader.id), { method: 'PATCH', json: body, schema: PatchUserResponse });
  return data;
}

/** Anonymous: POST {user}/v2/subscribe with the email, the code and the captcha token (A§7). */
export async function subscribeEmail(email: string, code: string, captcha: string | null, signal: AbortSignal): Promise<void> {
  await request('user', '/v2/subscribe', {
    method: 'POST',
    json: { email, subscriptions: [code] },
    auth: false,
    headers: captcha ? { [SUBSCRIBE_CAPTCHA_HEADER]: captcha } : {},
    schema: SubscribeResponse,
    signal,
  });
}
