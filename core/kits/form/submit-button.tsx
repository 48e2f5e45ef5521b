import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { useFormScope } from './form-context.js';

/**
 * The submit button. While submitting it is `aria-disabled` and `aria-busy` rather than
 * `disabled`, so keyboard focus stays on it; a second press does nothing (the form ignores it).
 */
export function SubmitButton({ children, className = 'mck-submit' }: { children: ReactNode; className?: string }) {
  useSignals();
  const busy = useFormScope().form.status.value === 'submitting';
  return (
    <button type="submit" className={className} part="submit" aria-disabled={busy || undefined} aria-busy={busy}>
      {children}
    </button>
  );
}
