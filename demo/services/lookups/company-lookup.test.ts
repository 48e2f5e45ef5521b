import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { ErrorBody } from '../../../core/contracts/auth.js';
import { COMPANY_RESULTS_MAX, CompanyLookupResponse, REGISTRATION_PATHS } from '../../../core/contracts/registration.js';
import { useAccountTestApp } from '../user/account-test-app.js';
import { COMPANY_CACHE_SECONDS, COMPANY_TERM_MAX } from './company-routes.js';
import { COMPANY_COUNT, generateCompanyNames } from '../../db/seed/companies.js';
import { createRng } from '../../db/seed/prng.js';
import { DEMO_USERS } from '../../db/seed/demo-users.js';

const { app } = useAccountTestApp();

const lookup = (term: string) =>
  app().request(`/api/user${REGISTRATION_PATHS.companies}?term=${encodeURIComponent(term)}`);
const companiesFor = async (term: string): Promise<string[]> => {
  const res = await lookup(term);
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(is(body, CompanyLookupResponse)).toBe(true);
  return body.data.companies;
};

describe('GET {user}/v2/lookup/company?term', () => {
  it('lists names starting with the term first, at most the maximum, in any case', async () => {
    const names = await companiesFor('ACME');
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(COMPANY_RESULTS_MAX);
    expect(names.every((n) => n.startsWith('Acme '))).toBe(true);
  });

  it('finds a name from a typo (trigram similarity)', async () => {
    expect(await companiesFor('nortwind tradres')).toContain('Northwind Traders');
    expect((await companiesFor('fabrikm')).some((n) => n.startsWith('Fabrikam '))).toBe(true);
  });

  it('treats LIKE wildcards as letters', async () => {
    expect(await companiesFor('%%')).toEqual([]);
  });

  it('answers an empty list below the minimum term length, not an error', async () => {
    expect(await companiesFor('a')).toEqual([]);
    expect(await companiesFor('  a  ')).toEqual([]);
  });

  it('refuses a term over its limit with a clean 400', async () => {
    const res = await lookup('a'.repeat(COMPANY_TERM_MAX + 1));
    expect(res.status).toBe(400);
    expect(is(await res.json(), ErrorBody)).toBe(true);
  });

  it('may be cached by the browser', async () => {
    expect((await lookup('acme')).headers.get('cache-control')).toBe(`public, max-age=${COMPANY_CACHE_SECONDS}`);
  });
});

describe('the seeded companies', () => {
  it('are the same distinct names on every machine, the demo users\' organisations among them', async () => {
    const names = generateCompanyNames(createRng('companies'), COMPANY_COUNT);
    expect(generateCompanyNames(createRng('companies'), COMPANY_COUNT)).toEqual(names);
    expect(new Set(names).size).toBe(COMPANY_COUNT);
    for (const { company } of DEMO_USERS) if (company) expect(await companiesFor(company)).toContain(company);
  });
});
