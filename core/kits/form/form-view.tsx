import { useSignals } from '@preact/signals-react/runtime';
import { useId, useMemo, useRef, type FormEvent, type ReactNode } from 'react';
import { FormContext, type FormScope } from './form-context.js';
import type { Form as FormState } from './form.js';

export interface FormProps<F extends string, R> {
  form: FormState<F, R>;
  /** After a successful submit, with what `send` resolved to. */
  onSuccess?(result: R): void;
  /** Id of the heading that names the form. */
  labelledBy?: string;
  className?: string;
  /** The form's own `part`, when the widget documents one (e.g. `base`). */
  part?: string;
  children?: ReactNode;
}

const revealAndFocus = (el: HTMLElement | null) => {
  if (!el) return;
  el.scrollIntoView({ block: 'center' });
  el.focus({ preventScroll: true });
};

/**
 * The `<form>` (native, so Enter submits) and the scope its fields use. A refused submit moves to
 * the first error, or to the captcha when it is the only one (A§5); a failed one brings the
 * failure message into view.
 */
export function Form<F extends string, R>({ form, onSuccess, labelledBy, className, part, children }: FormProps<F, R>) {
  useSignals();
  const baseId = useId();
  const element = useRef<HTMLFormElement>(null);
  const scope = useMemo<FormScope>(() => {
    const idOf = (target: string) => `${baseId}-${target}`;
    const find = (id: string) => element.current?.querySelector<HTMLElement>(`#${CSS.escape(id)}`) ?? null;
    return { form: form as FormState<string, unknown>, idOf, focus: (target) => revealAndFocus(find(idOf(target))) };
  }, [baseId, form]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await form.submit();
    if (outcome.ok) onSuccess?.(outcome.result);
    else if (outcome.reason === 'invalid') scope.focus(form.firstError() ?? '');
    else if (outcome.reason === 'failed') element.current?.querySelector('[data-mck-form-failure]')?.scrollIntoView({ block: 'nearest' });
  };

  return (
    <FormContext.Provider value={scope}>
      <form ref={element} className={className} part={part} noValidate aria-labelledby={labelledBy} onSubmit={submit}>
        {children}
      </form>
    </FormContext.Provider>
  );
}
