import { DEFAULT_EVENT_SORT, EVENT_SORTS, type EventFacet, type EventFacets, type EventSort } from '../../core/contracts/events.js';

/** The three filters, by their URL query parameter names (D§4), and where each one's values come from. */
export const EVENT_FILTERS = ['format', 'location', 'interest'] as const;
export type EventFilter = (typeof EVENT_FILTERS)[number];
export const FACETS_OF: Record<EventFilter, keyof EventFacets> = { format: 'formats', location: 'locations', interest: 'interests' };

/** The chosen values of each filter, as facet keys (what the service takes). */
export type Selection = Record<EventFilter, readonly string[]>;
export const noSelection = (): Selection => ({ format: [], location: [], interest: [] });

/** What the reader chose: filters, sort and a date range (`yyyy-MM-dd` each end; '' unset). */
export interface EventsChoice {
  selection: Selection;
  sort: EventSort;
  from: string;
  to: string;
}
export const defaultChoice = (): EventsChoice => ({ selection: noSelection(), sort: DEFAULT_EVENT_SORT, from: '', to: '' });

/**
 * The filters a query string names (D§4): each parameter's values, repeated or comma-separated,
 * matched to the facets' names case-insensitively; names no facet has are dropped.
 */
export function readSelection(search: string, facets: EventFacets): Selection {
  const params = new URLSearchParams(search);
  const selection = noSelection();
  for (const filter of EVENT_FILTERS) {
    const byName = new Map(facets[FACETS_OF[filter]].map((facet) => [facet.name.toLowerCase(), facet.key]));
    const names = params.getAll(filter).flatMap((value) => value.split(',')).map((name) => name.trim().toLowerCase());
    selection[filter] = [...new Set(names.map((name) => byName.get(name)).filter((key): key is string => key !== undefined))];
  }
  return selection;
}

/** The query string with the filters as names (one comma-separated parameter each), keeping the page's other parameters. */
export function writeSelection(search: string, selection: Selection, facets: EventFacets): string {
  const params = new URLSearchParams(search);
  for (const filter of EVENT_FILTERS) {
    params.delete(filter);
    const names = facetsOf(selection[filter], facets[FACETS_OF[filter]]).map((facet) => facet.name);
    if (names.length) params.set(filter, names.join(','));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The facets of `keys`, in the facets' order. */
export const facetsOf = (keys: readonly string[], facets: readonly EventFacet[]) => facets.filter((facet) => keys.includes(facet.key));

export const isSort = (value: string): value is EventSort => (EVENT_SORTS as readonly string[]).includes(value);

/** D§4 actions on the filters; each returns a new selection. */
export const addValue = (s: Selection, filter: EventFilter, key: string): Selection =>
  (s[filter].includes(key) ? s : { ...s, [filter]: [...s[filter], key] });
export const removeValue = (s: Selection, filter: EventFilter, key: string): Selection =>
  ({ ...s, [filter]: s[filter].filter((k) => k !== key) });
export const removeGroup = (s: Selection, filter: EventFilter): Selection => ({ ...s, [filter]: [] });
export const hasAnyFilter = (s: Selection) => EVENT_FILTERS.some((filter) => s[filter].length > 0);
