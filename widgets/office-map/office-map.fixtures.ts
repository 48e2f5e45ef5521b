import type { CityOffice, OfficeRegion } from '../../core/contracts/offices.js';

/** A city office as the service answers it, for the widget's tests. */
export const office = (id: string, name: string, overrides: Partial<CityOffice> = {}): CityOffice => ({
  id,
  name,
  officeAddress: `1 Main Street\n${name}`,
  officePhoneNumber: '+1 20 1234 5600',
  officeFaxNumber: '+1 20 1234 5699',
  mapLatitude: 40,
  mapLongitude: -74,
  mapZoom: 12,
  isZoomRequired: true,
  hideFromLocations: false,
  mapLink: `https://www.openstreetmap.org/?mlat=40&mlon=-74#map=12/40/-74`,
  officeLinks: [],
  ...overrides,
});

/** The service's (CMS) order: Canada before the United States; Paris does not require its zoom. */
export const REGIONS: OfficeRegion[] = [
  {
    id: 'north-america', name: 'North America', countries: [
      { id: 'canada', name: 'Canada', cities: [office('toronto', 'Toronto', { mapLatitude: 43.65, mapLongitude: -79.38 })] },
      { id: 'united-states', name: 'United States', cities: [office('new-york', 'New York', { mapLatitude: 40.71, mapLongitude: -74.01 })] },
    ],
  },
  {
    id: 'europe', name: 'Europe', countries: [
      { id: 'france', name: 'France', cities: [office('paris', 'Paris', { mapLatitude: 48.86, mapLongitude: 2.35, isZoomRequired: false, mapZoom: 14, hideFromLocations: true })] },
    ],
  },
];

export const answer = (regions: OfficeRegion[] = REGIONS) => Response.json({ data: { regions } });
