import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { useFormScope } from '../form/form-context.js';
import { consentDefault } from './consent.js';
import { CHECKED } from './fields.js';
import { t } from './registration.strings.js';

/**
 * The consent checkbox (A§3 `occasionalEmail`): pre-ticked except for the restricted country
 * (consent.ts). Until the reader ticks or unticks it, it follows the country field, which may
 * arrive later (the geo lookup) or be changed by the reader.
 */
export function ConsentField() {
  useSignals();
  const scope = useFormScope();
  const { form } = scope;
  const id = scope.idOf('occasionalEmail');
  const country = form.values.value.country ?? '';
  const chosen = useRef(false);
  useEffect(() => {
    if (!chosen.current) form.set('occasionalEmail', consentDefault(country));
  }, [form, country]);
  return (
    <div className="mck-field mck-check" part="field consent">
      <input
        id={id} name="occasionalEmail" type="checkbox" part="checkbox"
        checked={form.values.value.occasionalEmail === CHECKED}
        onChange={(event) => {
          chosen.current = true;
          form.set('occasionalEmail', event.target.checked ? CHECKED : '');
        }}
      />
      <label htmlFor={id} part="label">{t('RegistrationForm_Consent')}</label>
    </div>
  );
}
