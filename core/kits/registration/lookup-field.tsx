import type { LookupOption } from '../../contracts/lookups.js';
import { getConfig } from '../../page/config.js';
import { useAsync } from '../async/index.js';
import { SelectField } from '../form/index.js';
import { fetchLookup, type LookupList } from '../lookups/index.js';
import { t } from './registration.strings.js';

const loadLookup = (list: LookupList, signal: AbortSignal) => fetchLookup(list, signal);

/** A lookup list's options; none while loading or when the call failed (A§8 "lookup failures give empty dropdowns"). */
export function useLookup(list: LookupList): readonly LookupOption[] {
  const lookup = useAsync(loadLookup, list, { failures: { emptyOnFailure: true } });
  return lookup.status === 'ready' ? lookup.data ?? [] : [];
}

const FIELD_OF: Record<LookupList, { name: string; label: () => string; autoComplete?: string }> = {
  function: { name: 'businessFunction', label: () => t('RegistrationForm_BusinessFunction') },
  country: { name: 'country', label: () => t('RegistrationForm_Country'), autoComplete: 'country' },
  titles: { name: 'jobTitle', label: () => t('RegistrationForm_JobTitle'), autoComplete: 'organization-title' },
};

/**
 * The country list in the page's language: the service names countries in English only, so each
 * region code is named by the browser's `Intl.DisplayNames` (CLDR data) and the list is sorted in
 * that language. English pages keep the service's names; a code the browser does not know keeps its
 * name too.
 */
export function localCountryNames(options: readonly LookupOption[], language: string): readonly LookupOption[] {
  if (language.toLowerCase().startsWith('en') || typeof Intl.DisplayNames !== 'function') return options;
  let names: Intl.DisplayNames;
  try {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  } catch {
    return options; // not a language tag the browser knows
  }
  const nameOf = (code: string) => {
    try {
      return /^[A-Za-z]{2}$/.test(code) ? names.of(code.toUpperCase()) : undefined;
    } catch {
      return undefined;
    }
  };
  const collator = new Intl.Collator([language]);
  return options.map((o) => ({ ...o, name: nameOf(o.value) ?? o.name })).sort((a, b) => collator.compare(a.name, b.name));
}

/** The function, country or job-title dropdown (A§7 lookup lists), bound to its account field. */
export function LookupField({ list }: { list: LookupList }) {
  const listed = useLookup(list);
  const options = list === 'country' ? localCountryNames(listed, getConfig()?.language ?? 'en') : listed;
  const field = FIELD_OF[list];
  return (
    <SelectField
      name={field.name} label={field.label()} options={options} placeholder={t('RegistrationForm_Choose')}
      {...(field.autoComplete ? { autoComplete: field.autoComplete } : {})}
    />
  );
}
