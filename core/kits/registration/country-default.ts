import { useEffect } from 'react';
import type { FormState } from '../form/index.js';
import { fetchGeoCountry } from './calls.js';

/**
 * A§5 "Country defaults to the location's country, else the visitor's geo country code": when the
 * country field is empty, `locationCountry` (the page's, e.g. an office page's) fills it; without
 * one the geo service's answer does, if the field is still empty then. A failed geo lookup leaves
 * it empty (A§8).
 */
export function useCountryDefault(form: FormState<string, unknown>, locationCountry = ''): void {
  useEffect(() => {
    if (form.values.peek().country) return;
    const location = locationCountry.trim().toUpperCase();
    if (location) {
      form.set('country', location);
      return;
    }
    const abort = new AbortController();
    fetchGeoCountry(abort.signal).then(
      (code) => { if (!abort.signal.aborted && !form.values.peek().country) form.set('country', code); },
      () => {},
    );
    return () => abort.abort();
  }, [form, locationCountry]);
}
