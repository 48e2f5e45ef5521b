import { MAX_PROFILE_PAGE, ProfileCardsResponse, type ProfileCard } from '../../core/contracts/profiles.js';
import type { FailurePolicy } from '../../core/kits/async/index.js';
import type { Page, PageRequest } from '../../core/kits/list/index.js';
import { request } from '../../core/session/http.js';
import { cardsToLoad, type GridPaging } from './profile-grid.paging.js';

/** Which profiles the template chose (ids win over a folder) and how it pages them. */
export interface ProfileGridQuery extends GridPaging {
  selection: { ids: string[] } | { folder: string };
}

/**
 * No spec row covers a failed grid: like the other card grids, a failed page is no data (the CMS's
 * content stays), and a failed "Load more" keeps the cards and the button, saying nothing.
 */
export const profileGridFailures: FailurePolicy = { emptyOnFailure: true };

/** POST {article}/api/profiles/cards: `limit` cards from `offset`. A public call (no tokens). */
async function cardsPage(query: ProfileGridQuery, offset: number, limit: number, signal: AbortSignal) {
  const { data } = await request('article', '/api/profiles/cards', {
    method: 'POST', json: { ...query.selection, offset, limit }, auth: false, schema: ProfileCardsResponse, signal,
  });
  return data;
}

/**
 * One page for the list kit: the configured rows first, then the configured count or, with none,
 * the rest of the profiles (in calls of at most MAX_PROFILE_PAGE, the service's largest page).
 */
export async function fetchProfileCards(query: ProfileGridQuery, page: PageRequest, signal: AbortSignal): Promise<Page<ProfileCard>> {
  const items: ProfileCard[] = [];
  let total: number | undefined;
  // "The rest" is known once the first answer gives the total; a count or the rows are known now.
  while (items.length < cardsToLoad(page.offset, query, total)) {
    const wanted = cardsToLoad(page.offset, query, total) - items.length;
    const data = await cardsPage(query, page.offset + items.length, Math.min(MAX_PROFILE_PAGE, wanted), signal);
    items.push(...data.profiles);
    total = data.total;
    if (!data.profiles.length || page.offset + items.length >= total) break;
  }
  return { items, total: total ?? 0 };
}
