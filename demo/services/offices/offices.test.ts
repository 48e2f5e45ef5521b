import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { ErrorBody } from '../../../core/contracts/index.js';
import { NORTH_AMERICA_ID, OfficesResponse, UNITED_STATES_ID, type OfficeRegion } from '../../../core/contracts/offices.js';
import { HIDDEN_FROM_LOCATIONS } from '../../db/seed/office-list.js';
import { openPostgresTestDb, openTestDb, useTestApp } from '../../server/testing.js';
import { mapLink } from './map-link.js';

const URL = '/api/article/api/offices';

/** The offices through their HTTP route, on the seeded offices of `open`'s database. */
function officesSuite(open: typeof openTestDb) {
  const app = useTestApp(open);

  const offices = async (query = ''): Promise<OfficeRegion[]> => {
    const res = await app().request(`${URL}${query}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const body = await res.json();
    expect(is(body, OfficesResponse)).toBe(true);
    return body.data.regions;
  };
  const cities = (regions: OfficeRegion[]) => regions.flatMap((r) => r.countries.flatMap((c) => c.cities));

  it('lists about 130 city offices, region → country → city, with everything a card and the map need', async () => {
    const regions = await offices();
    expect(regions.map((r) => r.id)).toEqual([
      'north-america', 'latin-america', 'europe', 'middle-east', 'africa', 'asia', 'australia-and-new-zealand',
    ]);
    const all = cities(regions);
    expect(all.length).toBeGreaterThanOrEqual(120);
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    const saoPaulo = all.find((c) => c.name === 'São Paulo')!;
    expect(saoPaulo).toMatchObject({ id: 'sao-paulo', mapLatitude: -23.5505, mapLongitude: -46.6333 });
    expect(saoPaulo.officeAddress.split('\n')).toHaveLength(4);
    expect(saoPaulo.officePhoneNumber).toMatch(/^\+55 \d/);
    expect(saoPaulo.officeFaxNumber).toMatch(/^\+55 \d/);
    expect(saoPaulo.officeLinks.map((l) => l.text)).toEqual(['About our São Paulo office', 'Careers in São Paulo']);
    // Both kinds of city, so the map's zoom rule is seen in the demo.
    expect(all.some((c) => c.isZoomRequired) && all.some((c) => !c.isZoomRequired)).toBe(true);
  });

  it('keeps the CMS order, so the United States is not first in North America (the widgets move it, D§9)', async () => {
    const [northAmerica] = await offices('?region=north-america');
    expect(northAmerica!.id).toBe(NORTH_AMERICA_ID);
    expect(northAmerica!.countries.map((c) => c.id)).toEqual(['canada', UNITED_STATES_ID]);
  });

  it('flags the offices hidden from the locations page and still lists them', async () => {
    const hidden = cities(await offices()).filter((c) => c.hideFromLocations).map((c) => c.name);
    expect(hidden.sort()).toEqual([...HIDDEN_FROM_LOCATIONS].sort());
  });

  it('gives each office a "Map It" link with the zoom only when the city requires it (D§4)', async () => {
    const all = cities(await offices());
    for (const city of all) expect(city.mapLink).toBe(mapLink({ latitude: city.mapLatitude, longitude: city.mapLongitude, zoom: city.mapZoom, isZoomRequired: city.isZoomRequired }));
    expect(mapLink({ latitude: 1.5, longitude: 2, zoom: 12, isZoomRequired: true })).toBe('https://www.openstreetmap.org/?mlat=1.5&mlon=2#map=12/1.5/2');
    expect(mapLink({ latitude: 1.5, longitude: 2, zoom: 12, isZoomRequired: false })).toBe('https://www.openstreetmap.org/?mlat=1.5&mlon=2');
  });

  it('refuses a malformed query and an unknown region in the ErrorBody shape', async () => {
    for (const [query, status] of [
      ['?region=North%20America', 400], ['?region=' + 'a'.repeat(61), 400], ['?unexpected=1', 400], ['?region=atlantis', 404],
    ] as const) {
      const res = await app().request(`${URL}${query}`);
      expect(res.status, query).toBe(status);
      const body = await res.json();
      expect(is(body, ErrorBody)).toBe(true);
      expect(body.message.length).toBeLessThanOrEqual(200);
    }
  });
}

describe('GET {article}/api/offices on PGlite', () => officesSuite(openTestDb));

describe.skipIf(!process.env.DATABASE_URL)('GET {article}/api/offices on PostgreSQL (DATABASE_URL)', () =>
  officesSuite(openPostgresTestDb));
