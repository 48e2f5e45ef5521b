import type { OfficeLink, OfficeRegion } from '../../../core/contracts/offices.js';
import type { Queryable } from '../../db/db.js';
import { mapLink } from './map-link.js';

interface CityRow {
  regionId: string; regionName: string;
  countryId: string; countryName: string;
  id: string; name: string; address: string; phone: string; fax: string;
  latitude: number; longitude: number; zoom: number;
  isZoomRequired: boolean; hideFromLocations: boolean; links: OfficeLink[];
}

/** Every office (of one region when `regionId` is given), grouped region → country → city in the CMS's order. */
export async function listOffices(db: Queryable, regionId: string | null): Promise<OfficeRegion[]> {
  const rows = await db.query<CityRow>(
    `SELECT r.id AS "regionId", r.name AS "regionName", co.id AS "countryId", co.name AS "countryName",
            ci.id, ci.name, ci.address, ci.phone, ci.fax, ci.latitude, ci.longitude, ci.zoom,
            ci.is_zoom_required AS "isZoomRequired", ci.hide_from_locations AS "hideFromLocations", ci.links
       FROM office_cities ci
       JOIN office_countries co ON co.id = ci.country_id
       JOIN office_regions r ON r.id = co.region_id
      WHERE $1::text IS NULL OR r.id = $1::text
      ORDER BY r.position, co.position, ci.position`,
    [regionId],
  );
  const regions: OfficeRegion[] = [];
  for (const row of rows) {
    let region = regions.at(-1);
    if (region?.id !== row.regionId) regions.push(region = { id: row.regionId, name: row.regionName, countries: [] });
    let country = region.countries.at(-1);
    if (country?.id !== row.countryId) region.countries.push(country = { id: row.countryId, name: row.countryName, cities: [] });
    const point = { latitude: Number(row.latitude), longitude: Number(row.longitude), zoom: row.zoom, isZoomRequired: row.isZoomRequired };
    country.cities.push({
      id: row.id,
      name: row.name,
      officeAddress: row.address,
      officePhoneNumber: row.phone,
      officeFaxNumber: row.fax,
      mapLatitude: point.latitude,
      mapLongitude: point.longitude,
      mapZoom: point.zoom,
      isZoomRequired: point.isZoomRequired,
      hideFromLocations: row.hideFromLocations,
      mapLink: mapLink(point),
      officeLinks: typeof row.links === 'string' ? JSON.parse(row.links) as OfficeLink[] : row.links,
    });
  }
  return regions;
}
