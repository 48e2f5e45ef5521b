import type { Db, Queryable } from '../db.js';
import { insertRows } from './insert-rows.js';
import { HIDDEN_FROM_LOCATIONS, OFFICE_LIST } from './office-list.js';
import { createRng, type Rng } from './prng.js';

/** `São Paulo` → `sao-paulo`: the ids of regions, countries and cities. */
export const officeId = (name: string) =>
  name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const STREETS = ['Park Avenue', 'Harbour Street', 'Market Square', 'Station Road', 'Riverside Drive', 'Central Boulevard', 'King Street', 'Garden Lane'];

/** A phone or fax number in the country's international format: `+44 20 1234 5600`. */
const phoneNumber = (rng: Rng, dial: string) => `+${dial} ${rng.int(10, 99)} ${rng.int(1000, 9999)} ${rng.int(10, 99)}00`;

/** The three tables' rows, the same on every machine (the `offices` random stream). */
export function generateOffices() {
  const rng = createRng('offices');
  const regions: object[] = [];
  const countries: object[] = [];
  const cities: object[] = [];
  Object.entries(OFFICE_LIST).forEach(([regionName, countryRows], regionPosition) => {
    regions.push({ id: officeId(regionName), name: regionName, position: regionPosition });
    countryRows.forEach(({ name: countryName, dial, cities: cityRows }, countryPosition) => {
      countries.push({ id: officeId(countryName), region_id: officeId(regionName), name: countryName, position: countryPosition });
      cityRows.forEach(([cityName, latitude, longitude], cityPosition) => {
        const id = officeId(cityName);
        const phone = phoneNumber(rng, dial);
        cities.push({
          id, country_id: officeId(countryName), name: cityName, position: cityPosition,
          address: `${rng.int(1, 250)} ${rng.pick(STREETS)}\nFloor ${rng.int(2, 40)}\n${rng.int(10000, 99999)} ${cityName}\n${countryName}`,
          phone, fax: `${phone.slice(0, -2)}99`,
          latitude, longitude,
          // Offices in a metropolis want the street level; others show their whole city.
          zoom: rng.int(10, 15),
          is_zoom_required: rng.chance(0.5),
          hide_from_locations: HIDDEN_FROM_LOCATIONS.includes(cityName),
          links: [
            { url: `/our-people/offices/${id}`, text: `About our ${cityName} office` },
            { url: `/careers/search-jobs?cities=${encodeURIComponent(cityName)}`, text: `Careers in ${cityName}` },
          ],
        });
      });
    });
  });
  return { regions, countries, cities };
}

/** Fills the office tables when they are empty; the number of city offices inserted (0: none). */
export async function seedOfficesIfEmpty(db: Db): Promise<number> {
  return db.transaction(async (tx: Queryable) => {
    const [{ n } = { n: 0 }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM office_regions');
    if (n > 0) return 0;
    const { regions, countries, cities } = generateOffices();
    await insertRows(tx, 'office_regions', { id: 'text', name: 'text', position: 'int' }, regions);
    await insertRows(tx, 'office_countries', { id: 'text', region_id: 'text', name: 'text', position: 'int' }, countries);
    await insertRows(tx, 'office_cities', {
      id: 'text', country_id: 'text', name: 'text', position: 'int', address: 'text', phone: 'text', fax: 'text',
      latitude: 'double precision', longitude: 'double precision', zoom: 'int', is_zoom_required: 'boolean',
      hide_from_locations: 'boolean', links: 'jsonb',
    }, cities);
    return cities.length;
  });
}
