import type { Infer } from 'superstruct';
import { inReadingOrder, type CityOffice, type OfficeRegion } from '../../core/contracts/offices.js';
import type { MapCity } from './office-map.api.js';

/** A city the selector offers: its office and what the page author set for it. */
export interface SelectableCity {
  office: CityOffice;
  label: string;
  link: Infer<typeof MapCity>['mapModuleLink'];
}

/**
 * The selector's cities: those the page author listed, in that order (an id the service does not
 * know is left out), or, when none are listed, every office in reading order (D§9).
 */
export function selectableCities(regions: readonly OfficeRegion[], chosen: readonly Infer<typeof MapCity>[]): SelectableCity[] {
  const offices = inReadingOrder(regions).flatMap((region) => region.countries.flatMap((country) => country.cities));
  if (!chosen.length) return offices.map((office) => ({ office, label: office.name, link: undefined }));
  const byId = new Map(offices.map((office) => [office.id, office]));
  return chosen.flatMap((city) => {
    const office = byId.get(city.id);
    return office ? [{ office, label: city.displayName?.trim() || office.name, link: city.mapModuleLink }] : [];
  });
}
