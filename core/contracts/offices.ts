import { array, boolean, integer, max, min, number, object, optional, pattern, size, string, type Infer } from 'superstruct';
import { envelope } from './envelope.js';

/**
 * GET {article}/api/offices (D§2 "Locations and map", D§3 "City office"): the firm's offices,
 * regions → countries → cities, in the CMS's order. Read by `mck-locations` and `mck-office-map`.
 */
export const OFFICES_PATH = '/api/offices';

/** Region, country and city ids: lower-case words joined by `-` (`north-america`, `sao-paulo`). */
export const OFFICE_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const OfficeId = pattern(size(string(), 1, 60), OFFICE_ID_PATTERN);

/** The query: `region` narrows the answer to one region (absent: every region). */
export const OfficesRequest = object({ region: optional(OfficeId) });
export type OfficesRequest = Infer<typeof OfficesRequest>;

/** One of an office's extra links (D§3 officeLinks: Url, Text). */
export const OfficeLink = object({ url: string(), text: string() });
export type OfficeLink = Infer<typeof OfficeLink>;

/** Zoom levels a city may ask for: from a country (4) to a street (18). */
export const MIN_OFFICE_ZOOM = 1;
export const MAX_OFFICE_ZOOM = 18;

/**
 * A city office (D§3). `officeAddress` has one line per address line. `mapLink` is the "Map It"
 * link (an OpenStreetMap page centred on the office; with the city's zoom only when
 * `isZoomRequired`, D§4). `hideFromLocations`: listed on the map, not on the locations page.
 */
export const CityOffice = object({
  id: OfficeId,
  name: string(),
  officeAddress: string(),
  officePhoneNumber: string(),
  officeFaxNumber: string(),
  mapLatitude: max(min(number(), -90), 90),
  mapLongitude: max(min(number(), -180), 180),
  mapZoom: max(min(integer(), MIN_OFFICE_ZOOM), MAX_OFFICE_ZOOM),
  isZoomRequired: boolean(),
  hideFromLocations: boolean(),
  mapLink: string(),
  officeLinks: array(OfficeLink),
});
export type CityOffice = Infer<typeof CityOffice>;

export const OfficeCountry = object({ id: OfficeId, name: string(), cities: array(CityOffice) });
export type OfficeCountry = Infer<typeof OfficeCountry>;

export const OfficeRegion = object({ id: OfficeId, name: string(), countries: array(OfficeCountry) });
export type OfficeRegion = Infer<typeof OfficeRegion>;

export const OfficesResponse = envelope(object({ regions: array(OfficeRegion) }));
export type OfficesResponse = Infer<typeof OfficesResponse>;

/** D§9 "United States is moved to the front of North America": the ids the rule names. */
export const NORTH_AMERICA_ID = 'north-america';
export const UNITED_STATES_ID = 'united-states';

/**
 * The regions in the order readers see them (D§9): as the service lists them, except that the
 * United States comes first in North America. Both office widgets show this order; it lives with
 * the contract because it is a rule about this data, not about either widget.
 */
export function inReadingOrder(regions: readonly OfficeRegion[]): OfficeRegion[] {
  return regions.map((region) => {
    if (region.id !== NORTH_AMERICA_ID) return region;
    const us = region.countries.filter((country) => country.id === UNITED_STATES_ID);
    return { ...region, countries: [...us, ...region.countries.filter((country) => country.id !== UNITED_STATES_ID)] };
  });
}
