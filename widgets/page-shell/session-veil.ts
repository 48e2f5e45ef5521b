import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { sessionPending } from '../../core/session/session.js';

/**
 * A§6: "a page is hidden while the session is validating". The start-up check ends by itself,
 * failed or not (core/session/session.ts clears `sessionPending` in a `finally`); this cap is for
 * a check that hangs on a slow network: the page shows after it even then, because hiding the
 * whole page longer costs more than a flash of signed-out content.
 */
export const MAX_HIDDEN_MS = 3000;

/** True while the page content should be hidden. */
export function useSessionVeil(): boolean {
  useSignals();
  const pending = sessionPending.value;
  const [overdue, setOverdue] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setOverdue(true), MAX_HIDDEN_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  return pending && !overdue;
}
