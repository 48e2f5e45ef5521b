import { ProfileResponse, PublishedWorkResponse, type Profile, type PublishedWorkItem } from '../../core/contracts/profiles.js';
import type { FailurePolicy } from '../../core/kits/async/index.js';
import type { Page, PageRequest } from '../../core/kits/list/index.js';
import { request } from '../../core/session/http.js';

/**
 * No spec row covers a failed profile: the people page keeps what the CMS printed (no message),
 * and a failed "Load more" of published work keeps the items and the button.
 */
export const profileFailures: FailurePolicy = { emptyOnFailure: true };

/** GET {article}/api/profiles/{id}: the people page's profile. A public call (no tokens). */
export async function fetchProfile(id: string, signal: AbortSignal): Promise<Profile> {
  const { data } = await request('article', `/api/profiles/${encodeURIComponent(id)}`, { auth: false, schema: ProfileResponse, signal });
  return data;
}

/** Where published work comes from: the service, page by page, or the editor's text, already parsed. */
export type WorkSource = { profileId: string } | { external: PublishedWorkItem[] };

/** One page of published work for the list kit (8 a page, D§9), from either source. */
export async function fetchPublishedWork(source: WorkSource, page: PageRequest, signal: AbortSignal): Promise<Page<PublishedWorkItem>> {
  if ('external' in source) {
    return { items: source.external.slice(page.offset, page.offset + page.limit), total: source.external.length };
  }
  const { data } = await request('article', `/api/profiles/${encodeURIComponent(source.profileId)}/published-work`, {
    query: { offset: page.offset, limit: page.limit }, auth: false, schema: PublishedWorkResponse, signal,
  });
  return { items: data.items, total: data.total };
}
