import { UniversitiesResponse } from '../../core/contracts/jobs.js';
import { request } from '../../core/session/http.js';

export type University = UniversitiesResponse['data'][number];

/** D§5: suggestions from this many characters (the input is "longer than 2", D§4). */
export const MIN_QUERY_LENGTH = 3;
/** D§5: the filter waits this long after the last keystroke. */
export const SUGGESTION_DEBOUNCE_MS = 500;
/** Suggestions listed by default (short enough to scan), and at most. */
export const SUGGESTIONS_SHOWN = 8;
export const MAX_SUGGESTIONS = 20;

/** GET {search}/universities (D§3): the whole list, fetched once; the bar filters it (D§5). */
export async function fetchUniversities(_all: 'all', signal: AbortSignal): Promise<University[]> {
  const { data } = await request('search', '/universities', { auth: false, schema: UniversitiesResponse, signal });
  return data;
}

/** D§5: the first `limit` names holding the text, case-insensitive; none under {@link MIN_QUERY_LENGTH} characters. */
export function matchUniversities(list: readonly University[], text: string, limit: number): University[] {
  const needle = text.trim().toLocaleLowerCase();
  if (needle.length < MIN_QUERY_LENGTH) return [];
  return list.filter((u) => u.name.toLocaleLowerCase().includes(needle)).slice(0, limit);
}
