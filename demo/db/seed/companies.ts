import type { Db } from '../db.js';
import { insertRows } from './insert-rows.js';
import { createRng, type Rng } from './prng.js';
import { DEMO_USERS } from './demo-users.js';

/**
 * Organisation names for the registration form's company autocomplete (GET {user}/v2/lookup/company).
 * Made from word lists with the seeded generator: the same names on every machine. The count does
 * not follow the seed scale: the table is small, and the search tests want the same names as the demo.
 */
export const COMPANY_COUNT = 3000;

const NAMES = [
  'Acme', 'Northwind', 'Contoso', 'Fabrikam', 'Globex', 'Initech', 'Tailspin', 'Adventure', 'Blue Yonder',
  'Coho', 'Litware', 'Lucerne', 'Proseware', 'Wingtip', 'Woodgrove', 'Alpine', 'Summit', 'Harbor',
  'Meridian', 'Pinnacle', 'Evergreen', 'Silverline', 'Crescent', 'Horizon', 'Keystone', 'Redwood',
  'Sterling', 'Atlas', 'Beacon', 'Cobalt', 'Granite', 'Ironwood', 'Juniper', 'Lakeside', 'Maple',
  'Nova', 'Orion', 'Pacific', 'Quantum', 'Riverbend', 'Sapphire', 'Trident', 'Unity', 'Vertex',
  'Willow', 'Zenith', 'Aurora', 'Bluewater', 'Cascade', 'Delta', 'Everest', 'Falcon', 'Greenfield',
  'Highland', 'Kestrel', 'Lighthouse', 'Monarch', 'Northstar', 'Oakridge', 'Polaris', 'Sakura',
  'Nordlicht', 'Sahara', 'Andes', 'Baltic', 'Cedar', 'Dune', 'Emerald', 'Fjord', 'Golden Gate',
];
const SECTORS = [
  'Industries', 'Logistics', 'Bank', 'Energy', 'Health', 'Foods', 'Motors', 'Pharmaceuticals', 'Capital',
  'Insurance', 'Telecom', 'Retail', 'Software', 'Analytics', 'Mining', 'Airlines', 'Shipping', 'Steel',
  'Chemicals', 'Media', 'Advisory', 'Construction', 'Foundation', 'University', 'Hospital Group',
  'Semiconductors', 'Water', 'Agriculture', 'Textiles', 'Robotics',
];
const LEGAL_FORMS = ['', '', '', 'Inc.', 'Ltd', 'GmbH', 'S.A.', 'plc', 'Group', 'Holdings', 'AG', 'K.K.', 'LLC'];

function companyName(rng: Rng): string {
  const form = rng.pick(LEGAL_FORMS);
  return `${rng.pick(NAMES)} ${rng.pick(SECTORS)}${form ? ` ${form}` : ''}`;
}

/** The demo users' organisations first (so the autocomplete knows them), then generated names. */
export function generateCompanyNames(rng: Rng, count: number): string[] {
  const names = new Set(DEMO_USERS.flatMap((u) => (u.company ? [u.company] : [])));
  while (names.size < count) names.add(companyName(rng));
  return [...names];
}

/** Fills the companies table when it is empty (a database seeded before migration 017 gets it on its next start). */
export async function seedCompaniesIfEmpty(db: Db): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM companies');
    if (n > 0) return null;
    const names = generateCompanyNames(createRng('companies'), COMPANY_COUNT);
    await insertRows(tx, 'companies', { id: 'int', name: 'text' }, names.map((name, i) => ({ id: i + 1, name })));
    return names.length;
  });
}
