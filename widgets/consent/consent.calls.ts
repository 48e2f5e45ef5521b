import { GeoResponse } from '../../core/contracts/geo.js';
import { request } from '../../core/session/http.js';
import { UNKNOWN_PLACE, type Place } from './consent-rules.js';

/**
 * GET {geo} (A§7): where the visitor is, for the consent default (`_key` is the async kit's call key). A public third-party call (no
 * tokens). A failure leaves the country empty (A§8), which the rules read as the strictest default.
 */
export async function lookUpPlace(_key: string, signal?: AbortSignal): Promise<Place> {
  try {
    const geo = await request('geo', '', { auth: false, schema: GeoResponse, signal });
    return { country: geo.country_code, region: geo.region_code ?? '' };
  } catch (err) {
    if (signal?.aborted) throw err;
    console.warn('[mck-consent] the geo-IP lookup failed: no country, so the strictest consent default applies.', err);
    return UNKNOWN_PLACE;
  }
}
