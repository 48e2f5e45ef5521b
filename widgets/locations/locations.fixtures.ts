import type { CityOffice, OfficeRegion } from '../../core/contracts/offices.js';

/** A city office as the service answers it, for the widget's tests. */
export const office = (id: string, name: string, overrides: Partial<CityOffice> = {}): CityOffice => ({
  id,
  name,
  officeAddress: `1 Main Street\nFloor 3\n${name}`,
  officePhoneNumber: '+1 20 1234 5600',
  officeFaxNumber: '+1 20 1234 5699',
  mapLatitude: 40.7,
  mapLongitude: -74,
  mapZoom: 12,
  isZoomRequired: true,
  hideFromLocations: false,
  mapLink: 'https://www.openstreetmap.org/?mlat=40.7&mlon=-74#map=12/40.7/-74',
  officeLinks: [{ url: `/offices/${id}`, text: `About ${name}` }],
  ...overrides,
});

/**
 * Regions in the service's (CMS) order: Canada before the United States; a hidden office in
 * Europe; a region whose only office is hidden.
 */
export const REGIONS: OfficeRegion[] = [
  {
    id: 'north-america', name: 'North America', countries: [
      { id: 'canada', name: 'Canada', cities: [office('toronto', 'Toronto')] },
      { id: 'united-states', name: 'United States', cities: [office('new-york', 'New York'), office('chicago', 'Chicago')] },
    ],
  },
  {
    id: 'europe', name: 'Europe', countries: [
      { id: 'germany', name: 'Germany', cities: [office('berlin', 'Berlin'), office('bonn', 'Bonn', { hideFromLocations: true })] },
    ],
  },
  {
    id: 'oceania', name: 'Oceania', countries: [
      { id: 'australia', name: 'Australia', cities: [office('canberra', 'Canberra', { hideFromLocations: true })] },
    ],
  },
];

export const answer = (regions: OfficeRegion[] = REGIONS) => Response.json({ data: { regions } });
