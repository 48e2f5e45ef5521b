import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left of a countdown that ticks once a second (the resend wait, A§4 "disabled for 30
 * seconds after a resend, with a countdown message"), and `start(seconds)` to begin one. One
 * interval while it runs, each tick a functional update, so ticks that fire before React renders
 * (a clock moved ahead at once) all count. `startAt` runs one from the first render (no frame in
 * which the button it disables is enabled).
 */
export function useCountdown(startAt = 0): [secondsLeft: number, start: (seconds: number) => void] {
  const [left, setLeft] = useState(startAt);
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const tick = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(tick);
  }, [running]);
  return [left, useCallback((seconds: number) => setLeft(seconds), [])];
}
