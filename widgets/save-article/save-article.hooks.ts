import { useRef, useState } from 'react';

/**
 * The reader's choice shown at once, and sent one call at a time: arrow keys move through the
 * stars faster than the service answers, so while a call runs only the latest choice waits, and it
 * is sent when the call ends. A failure shows the stored value again (`stored`) and reports it.
 */
export function useLatestChoice(stored: string, send: (value: string) => Promise<boolean>) {
  const [chosen, setChosen] = useState<string | null>(null);
  const running = useRef(false);
  const waiting = useRef<string | null>(null);

  async function choose(value: string) {
    setChosen(value);
    if (running.current) {
      waiting.current = value;
      return;
    }
    running.current = true;
    let next: string | null = value;
    while (next !== null) {
      waiting.current = null;
      const ok = await send(next);
      if (!ok) {
        waiting.current = null;
        break;
      }
      next = waiting.current;
    }
    running.current = false;
    setChosen(null);
  }

  return { shown: chosen ?? stored, choose };
}
