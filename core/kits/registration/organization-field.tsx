import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { COMPANY_DEBOUNCE_MS, COMPANY_TERM_MIN } from '../../contracts/registration.js';
import { useAsync } from '../async/index.js';
import { useCombobox } from '../combobox/index.js';
import { messageIdOf, useFormScope } from '../form/form-context.js';
// eslint-disable-next-line no-restricted-imports -- a validation message's key is the failing rule's, chosen at run time
import { t as anyKey } from '../../text/i18n.js';
import { fetchCompanies } from './calls.js';
import { t } from './registration.strings.js';

/** The search term for a typed value, or null while it is too short to search (A§5: from 2 characters). */
export const companyTerm = (typed: string): string | null => {
  const term = typed.trim();
  return Array.from(term).length >= COMPANY_TERM_MIN ? term : null;
};

const loadCompanies = (term: string, signal: AbortSignal) => fetchCompanies(term, signal);

/**
 * The organization field (E§5): a text box suggesting the organizations the service knows, from
 * {@link COMPANY_TERM_MIN} characters, {@link COMPANY_DEBOUNCE_MS} after the last keystroke; a new
 * search cancels the one in flight (the async kit), a failed one suggests nothing. The combobox kit
 * gives the keys: arrows move through the suggestions, Enter takes one, Escape closes them. What
 * is typed is the value: a suggestion only saves typing.
 */
export function OrganizationField({ label = t('RegistrationForm_Organization') }: { label?: string }) {
  useSignals();
  const scope = useFormScope();
  const { form } = scope;
  const id = scope.idOf('organization');
  const value = form.values.value.organization ?? '';
  const [open, setOpen] = useState(false);
  const suggestions = useAsync(loadCompanies, open ? companyTerm(value) : null, { debounceMs: COMPANY_DEBOUNCE_MS, failures: { emptyOnFailure: true } });
  const options = open && suggestions.status === 'ready' ? suggestions.data ?? [] : [];
  const box = useCombobox<string>({
    options,
    onChoose: (name) => {
      form.set('organization', name);
      setOpen(false);
    },
    onEscape: () => setOpen(false),
    onBlur: () => {
      setOpen(false);
      form.blur('organization');
    },
  });
  const error = form.errors.value.organization;
  const errorId = error ? messageIdOf(scope, 'organization') : undefined;
  return (
    <div className="mck-field mck-combobox" part="field">
      <label htmlFor={id} part="label">{label}</label>
      {error && <span className="mck-field-error" part="field-error" id={errorId}>{anyKey(error.key, error.vars)}</span>}
      <input
        id={id} name="organization" type="text" part="input"
        {...box.inputProps}
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => {
          form.set('organization', event.target.value);
          setOpen(true);
          box.resetHighlight();
        }}
      />
      <ul {...box.listProps} className="mck-suggestions" part="suggestions" aria-label={t('RegistrationForm_OrganizationSuggestions')}>
        {options.map((name, index) => (
          <li key={name} {...box.optionProps(index)} className="mck-suggestion" part="suggestion">{name}</li>
        ))}
      </ul>
    </div>
  );
}
