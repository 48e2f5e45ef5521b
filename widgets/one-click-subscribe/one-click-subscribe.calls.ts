import { SUBSCRIBE_CAPTCHA_HEADER, SubscribeResponse } from '../../core/contracts/subscriptions.js';
import { fetchCatalogue, findSubscription } from '../../core/kits/subscriptions/index.js';
import { request } from '../../core/session/http.js';

/** The subscription's title from the list (A§7 "used also to look up names"); the code when it has none. */
export async function titleOf(code: string, signal: AbortSignal): Promise<string> {
  return findSubscription(await fetchCatalogue(signal), code)?.title ?? code;
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
