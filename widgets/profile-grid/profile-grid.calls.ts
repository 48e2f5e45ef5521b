import { create } from 'superstruct';
import {
  MAX_PROFILE_PAGE, PROFILES_PER_ROW, ProfileCardsRequest, ProfileCardsResponse, type ProfileCard, type ProfileCardFilters, type ProfileFacets,
} from '../../core/contracts/profiles.js';
import type { FailurePolicy } from '../../core/kits/async/index.js';
import type { Page, PageRequest } from '../../core/kits/list/index.js';
import { request } from '../../core/session/http.js';

export interface GridPaging {
  rows: number;
  /** Cards each "Load more" adds; 0: the rest. */
  loadMoreCount: number;
}

/** How many cards the page starting at `offset` holds: the configured rows first, then a count or the rest. */
export function cardsToLoad(offset: number, { rows, loadMoreCount }: GridPaging, total: number | undefined): number {
  if (offset === 0) return rows * PROFILES_PER_ROW;
  if (loadMoreCount > 0) return loadMoreCount;
  return Math.max(1, (total ?? offset + MAX_PROFILE_PAGE) - offset);
}

/** Which profiles the template chose (ids win over a folder), the filters on them, and how it pages them. */
export interface ProfileGridQuery extends GridPaging {
  selection: { ids: string[] } | { folder: string };
  /** Trimmed, without empty values (`filtersToSend`). */
  filters: ProfileCardFilters;
}

/**
 * No spec row covers a failed grid: like the other card grids, a failed page is no data (the CMS's
 * content stays), and a failed "Load more" keeps the cards and the button, saying nothing.
 */
export const profileGridFailures: FailurePolicy = { emptyOnFailure: true };

/** POST {article}/api/profiles/cards: `limit` filtered cards from `offset`. A public call (no tokens). */
async function cardsPage(query: ProfileGridQuery, offset: number, limit: number, signal: AbortSignal) {
  const filters = Object.keys(query.filters).length ? { filters: query.filters } : {};
  // The contract the service parses the request with: one it would refuse is not sent (a failure).
  // (`create`, which core already bundles for the responses, rather than one more export of it.)
  const body = create({ ...query.selection, ...filters, offset, limit }, ProfileCardsRequest);
  const { data } = await request('article', '/api/profiles/cards', {
    method: 'POST', json: body, auth: false, schema: ProfileCardsResponse, signal,
  });
  return data;
}

/** A page of cards and the selection's facets (the filters' values). */
export type ProfileCardsPage = Page<ProfileCard> & { facets: ProfileFacets };

/**
 * One page for the list kit: the configured rows first, then the configured count or, with none,
 * the rest of the filtered profiles (in calls of at most MAX_PROFILE_PAGE, the service's largest page).
 */
export async function fetchProfileCards(query: ProfileGridQuery, page: PageRequest, signal: AbortSignal): Promise<ProfileCardsPage> {
  const items: ProfileCard[] = [];
  let total: number | undefined;
  let facets: ProfileFacets = { practice: [], office: [], role: [] };
  // "The rest" is known once the first answer gives the total; a count or the rows are known now.
  while (items.length < cardsToLoad(page.offset, query, total)) {
    const wanted = cardsToLoad(page.offset, query, total) - items.length;
    const data = await cardsPage(query, page.offset + items.length, Math.min(MAX_PROFILE_PAGE, wanted), signal);
    items.push(...data.profiles);
    total = data.total;
    facets = data.facets;
    if (!data.profiles.length || page.offset + items.length >= total) break;
  }
  return { items, total: total ?? 0, facets };
}
