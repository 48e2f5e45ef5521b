import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left before `onDone` runs, counting down once a second while `running`. The interval
 * itself counts and calls `onDone` (once), so the redirect happens on time whether or not React has
 * rendered each second. Not the contact form kit's resend countdown: that one is restarted by the
 * reader and ends in nothing; this one starts by itself and ends in an action.
 */
export function useRedirectCountdown(seconds: number, running: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const finish = useRef(onDone);
  finish.current = onDone;
  useEffect(() => {
    if (!running) return;
    let remaining = seconds;
    setLeft(remaining);
    if (remaining <= 0) {
      finish.current();
      return;
    }
    const tick = setInterval(() => {
      remaining -= 1;
      setLeft(remaining);
      if (remaining > 0) return;
      clearInterval(tick);
      finish.current();
    }, 1000);
    return () => clearInterval(tick);
  }, [running, seconds]);
  return left;
}
