import { useSignals } from '@preact/signals-react/runtime';
import type { ChangeEvent, HTMLInputTypeAttribute } from 'react';
// eslint-disable-next-line no-restricted-imports -- a validation message's key is the failing rule's, chosen at run time (validation.ts's or the widget's own)
import { t as anyKey } from '../../text/i18n.js';
import { messageIdOf, useFormScope } from './form-context.js';

export interface TextFieldProps {
  name: string;
  /** The visible label (already translated). */
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  /** A hint under the label (already translated); read with the field. */
  hint?: string;
  disabled?: boolean;
  /** A `<textarea>` (a message) instead of an `<input>`. */
  multiline?: boolean;
}

/**
 * A labelled input bound to its form: `aria-invalid` and the error message (linked by
 * `aria-describedby`) when its error shows; the value and draft follow each keystroke.
 */
export function TextField({ name, label, type = 'text', autoComplete, hint, disabled, multiline = false }: TextFieldProps) {
  useSignals();
  const scope = useFormScope();
  const { form } = scope;
  const id = scope.idOf(name);
  const error = form.errors.value[name];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? messageIdOf(scope, name) : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = {
    id,
    name,
    autoComplete,
    disabled,
    value: form.values.value[name] ?? '',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    part: 'input',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.set(name, event.target.value),
    onBlur: () => form.blur(name),
  };
  return (
    <div className="mck-field" part="field">
      <label htmlFor={id} part="label">{label}</label>
      {hint && <span className="mck-field-hint" id={hintId}>{hint}</span>}
      {error && <span className="mck-field-error" part="field-error" id={errorId}>{anyKey(error.key, error.vars)}</span>}
      {multiline ? <textarea {...control} rows={5} /> : <input {...control} type={type} />}
    </div>
  );
}
