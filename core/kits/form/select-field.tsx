import { useSignals } from '@preact/signals-react/runtime';
// eslint-disable-next-line no-restricted-imports -- a validation message's key is the failing rule's, chosen at run time (validation.ts's or the widget's own)
import { t as anyKey } from '../../text/i18n.js';
import { messageIdOf, useFormScope } from './form-context.js';

export interface SelectOption {
  /** What the form sends (a code). */
  value: string;
  /** What the reader sees (already translated or from the service). */
  name: string;
}

export interface SelectFieldProps {
  name: string;
  /** The visible label (already translated). */
  label: string;
  options: readonly SelectOption[];
  /** The first, empty choice (already translated); the value is ''. */
  placeholder: string;
  autoComplete?: string;
}

/**
 * A labelled native `<select>` bound to its form, like TextField: `aria-invalid` and the linked
 * error message when its error shows. A value missing from `options` (a list that failed to load,
 * A§8 "lookup failures give empty dropdowns") stays selected as its code, so saving keeps it.
 */
export function SelectField({ name, label, options, placeholder, autoComplete }: SelectFieldProps) {
  useSignals();
  const scope = useFormScope();
  const { form } = scope;
  const id = scope.idOf(name);
  const error = form.errors.value[name];
  const value = form.values.value[name] ?? '';
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <div className="mck-field" part="field">
      <label htmlFor={id} part="label">{label}</label>
      {error && <span className="mck-field-error" part="field-error" id={messageIdOf(scope, name)}>{anyKey(error.key, error.vars)}</span>}
      <select
        id={id}
        name={name}
        part="input"
        autoComplete={autoComplete}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageIdOf(scope, name) : undefined}
        onChange={(event) => form.set(name, event.target.value)}
        onBlur={() => form.blur(name)}
      >
        <option value="">{placeholder}</option>
        {!known && <option value={value}>{value}</option>}
        {options.map((option) => <option key={option.value} value={option.value}>{option.name}</option>)}
      </select>
    </div>
  );
}
