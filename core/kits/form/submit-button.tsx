import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { useFormScope } from './form-context.js';

/**
 * The submit button. While submitting it is `aria-disabled` and `aria-busy` rather than
 * `disabled`, so keyboard focus stays on it; a second press does nothing (the form ignores it).
 * With `requireValid` it is disabled until the form is valid (A§5 contact: "Submit is disabled
 * until the form is valid").
 */
export function SubmitButton({ children, className = 'mck-submit', requireValid = false }: { children: ReactNode; className?: string; requireValid?: boolean }) {
  useSignals();
  const { form } = useFormScope();
  const busy = form.status.value === 'submitting';
  return (
    <button type="submit" className={className} part="submit" disabled={requireValid && !form.valid.value} aria-disabled={busy || undefined} aria-busy={busy}>
      {children}
    </button>
  );
}
