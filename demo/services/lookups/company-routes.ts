import { Hono } from 'hono';
import {
  COMPANY_RESULTS_MAX, COMPANY_TERM_MIN, CompanyLookupResponse, REGISTRATION_PATHS,
} from '../../../core/contracts/registration.js';
import type { ServiceDeps } from '../deps.js';
import { fail, respond } from '../http.js';
import { searchCompanies } from './company-queries.js';

/** Longest term searched; a longer one is no organisation name being typed (400). */
export const COMPANY_TERM_MAX = 100;
/** The same term gives the same names for a while: browsers may keep the answer this long. */
export const COMPANY_CACHE_SECONDS = 300;

const length = (s: string) => Array.from(s).length;

/**
 * GET {user}/v2/lookup/company?term= (A§7): the organisation autocomplete of the registration
 * forms, at most COMPANY_RESULTS_MAX names. A term shorter than COMPANY_TERM_MIN (after trimming)
 * is no search yet: an empty list, not an error. Public and cacheable.
 */
export function companyLookupRoutes({ db }: Pick<ServiceDeps, 'db'>) {
  const app = new Hono();
  app.get(REGISTRATION_PATHS.companies, async (c) => {
    const term = (c.req.query('term') ?? '').trim().toLowerCase();
    if (length(term) > COMPANY_TERM_MAX) fail(400, `Invalid request: term can be at most ${COMPANY_TERM_MAX} characters.`);
    const companies = length(term) < COMPANY_TERM_MIN ? [] : await searchCompanies(db, term, COMPANY_RESULTS_MAX);
    c.header('Cache-Control', `public, max-age=${COMPANY_CACHE_SECONDS}`);
    return respond(c, CompanyLookupResponse, { data: { companies } });
  });
  return app;
}
