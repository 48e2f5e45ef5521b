import { createContext, useContext } from 'react';
import type { Form } from './form.js';

/** What `<Form>` gives the fields inside it. */
export interface FormScope {
  form: Form<string, unknown>;
  /** DOM id of a field's input, or of the captcha slot. */
  idOf(target: string): string;
  /** Scrolls to and focuses a field (or the captcha slot). */
  focus(target: string): void;
}

export const FormContext = createContext<FormScope | null>(null);

/** The enclosing `<Form>`'s scope; the form components only work inside one. */
export function useFormScope(): FormScope {
  const scope = useContext(FormContext);
  if (!scope) throw new Error('[mck] a form field was rendered outside <Form>.');
  return scope;
}

/** DOM id of the message that describes `target`'s error. */
export const messageIdOf = (scope: FormScope, target: string) => `${scope.idOf(target)}-error`;
