import { CodedListResponse, TitlesResponse, type LookupOption } from '../../contracts/lookups.js';
import { request } from '../../session/http.js';

/** The lookup lists of A§7 (GET {lookups}/v1/lookuplists/{list}). */
export type LookupList = 'function' | 'country' | 'titles';

/**
 * A lookup list as dropdown options (A§3: function and country items carry Description and code,
 * titles name and id). Every form with these dropdowns (registration, profile) uses this one call.
 */
export async function fetchLookup(list: LookupList, signal?: AbortSignal): Promise<LookupOption[]> {
  const path = `/v1/lookuplists/${list}`;
  if (list === 'titles') {
    const answer = await request('lookups', path, { auth: false, schema: TitlesResponse, ...(signal ? { signal } : {}) });
    return answer.data.titles.map((item) => ({ name: item.name, value: item.id }));
  }
  const answer = await request('lookups', path, { auth: false, schema: CodedListResponse, ...(signal ? { signal } : {}) });
  return answer.data.map((item) => ({ name: item.Description, value: item.code }));
}
