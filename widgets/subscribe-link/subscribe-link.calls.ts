import { SubscribeResponse } from '../../core/contracts/subscriptions.js';
import type { Outcome } from '../../core/kits/async/index.js';
import { fetchCatalogue, findSubscription, type LinkParameters } from '../../core/kits/subscriptions/index.js';
import { request } from '../../core/session/http.js';

/** What the subscribe page shows after its calls (A§4, A§8). */
export type LinkResult =
  | { kind: 'success' | 'already'; titles: string[]; newCodes: string[] }
  | { kind: 'user-not-found' | 'sub-not-found' };

const isAbort = (err: unknown) => (err as { name?: string } | null)?.name === 'AbortError';

/**
 * Looks the codes up in the catalogue (their titles; A§8 sub-not-found when the lookup fails or
 * a code is not in it), then subscribes the link's user with POST {user}/v2/subscribe (no session,
 * no captcha: the encrypted id is the link's proof). A failed subscribe call rejects: its outcome
 * is the async kit's ({@link serverMessageOf}).
 */
export async function subscribeFromLink(link: LinkParameters, signal: AbortSignal): Promise<LinkResult> {
  let titles: string[];
  try {
    const catalogue = await fetchCatalogue(signal);
    const found = link.codes.map((code) => findSubscription(catalogue, code));
    if (found.some((s) => !s)) return { kind: 'sub-not-found' };
    titles = found.map((s) => s!.title);
  } catch (err) {
    if (isAbort(err)) throw err;
    return { kind: 'sub-not-found' };
  }
  const { data } = await request('user', '/v2/subscribe', {
    method: 'POST',
    json: { encUserId: link.eid, subscriptions: link.codes, ...(link.cid ? { metadata: { cid: link.cid } } : {}) },
    auth: false,
    schema: SubscribeResponse,
    signal,
  });
  if (!data.existingSubscriptions.length && !data.newSubscriptions.length) return { kind: 'user-not-found' };
  return { kind: data.newSubscriptions.length ? 'success' : 'already', titles, newCodes: data.newSubscriptions };
}

/**
 * A§8: "api-error" when the call could not be made or the service broke (network, timeout, 5xx:
 * a setup exception); otherwise the service's own message (a 4xx that says why). Null: api-error.
 */
export function serverMessageOf(outcome: Outcome | null): string | null {
  const { status, serverMessage } = outcome?.failure ?? {};
  return status !== undefined && status >= 400 && status < 500 && serverMessage ? serverMessage : null;
}
