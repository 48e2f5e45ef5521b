import { UnsubscribeResponse } from '../../core/contracts/subscriptions.js';
import { fetchCatalogue, findSubscription, type LinkParameters } from '../../core/kits/subscriptions/index.js';
import { request } from '../../core/session/http.js';

/**
 * The titles of the link's codes for the question, from GET {user}/v1/sitecore/api/subscriptions/list;
 * empty when the list cannot be had or lacks a code (the question then names no email:
 * unsubscribing does not need the names).
 */
export async function titlesOf(codes: string[], signal: AbortSignal): Promise<string[]> {
  try {
    const catalogue = await fetchCatalogue(signal);
    const titles = codes.map((code) => findSubscription(catalogue, code)?.title);
    return titles.every(Boolean) ? titles as string[] : [];
  } catch (err) {
    if ((err as { name?: string } | null)?.name === 'AbortError') throw err;
    return [];
  }
}

/** POST {user}/v2/unsubscribe with the link's codes and encrypted user id (A§7); the codes dropped. */
export async function unsubscribeByLink(link: LinkParameters): Promise<string[]> {
  const { data } = await request('user', '/v2/unsubscribe', {
    method: 'POST', json: { Subscriptions: link.codes, UserId: link.eid }, auth: false, schema: UnsubscribeResponse,
  });
  return data.unsubscribed;
}
