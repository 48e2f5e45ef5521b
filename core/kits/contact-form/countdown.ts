import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left of a countdown that ticks once a second (the resend wait, A§4 "disabled for 30
 * seconds after a resend, with a countdown message"), and `start(seconds)` to begin one.
 */
export function useCountdown(): [secondsLeft: number, start: (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const tick = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(tick);
  }, [left]);
  return [left, useCallback((seconds: number) => setLeft(seconds), [])];
}
