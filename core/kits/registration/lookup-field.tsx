import type { LookupOption } from '../../contracts/lookups.js';
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

/** The function, country or job-title dropdown (A§7 lookup lists), bound to its account field. */
export function LookupField({ list }: { list: LookupList }) {
  const options = useLookup(list);
  const field = FIELD_OF[list];
  return (
    <SelectField
      name={field.name} label={field.label()} options={options} placeholder={t('RegistrationForm_Choose')}
      {...(field.autoComplete ? { autoComplete: field.autoComplete } : {})}
    />
  );
}
