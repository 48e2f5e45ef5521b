import { inReadingOrder, OFFICES_PATH, OfficesResponse, type OfficeRegion, type OfficesRequest } from '../../core/contracts/offices.js';
import { request } from '../../core/session/http.js';

/** GET {article}/api/offices[?region=] (D§2): the offices of every region, or of one. A public call (no tokens). */
export async function fetchOffices(query: OfficesRequest, signal: AbortSignal): Promise<OfficeRegion[]> {
  const { data } = await request('article', OFFICES_PATH, { query: { ...query }, auth: false, schema: OfficesResponse, signal });
  return data.regions;
}

/**
 * What the locations page lists of that answer (D§2, D§3, D§9): the reading order (United States
 * first in North America), without the offices hidden from it; a country or region left without
 * an office is not listed.
 */
export function listedOffices(regions: readonly OfficeRegion[]): OfficeRegion[] {
  return inReadingOrder(regions)
    .map((region) => ({
      ...region,
      countries: region.countries
        .map((country) => ({ ...country, cities: country.cities.filter((city) => !city.hideFromLocations) }))
        .filter((country) => country.cities.length > 0),
    }))
    .filter((region) => region.countries.length > 0);
}
