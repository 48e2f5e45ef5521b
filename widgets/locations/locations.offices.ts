import { inReadingOrder, type OfficeRegion } from '../../core/contracts/offices.js';

/**
 * What the locations page lists (D§2, D§3, D§9): the reading order (United States first in North
 * America), without the offices hidden from it; a country or region left without an office is
 * not listed.
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
