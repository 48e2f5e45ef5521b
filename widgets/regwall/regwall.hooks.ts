import { useEffect, useState } from 'react';
import { blockDelayMs, isHashRoute, type RegwallMode } from './regwall.rules.js';

/**
 * Whether the wall's time has come: at once, after the timer variant's seconds, or never (timer
 * off). Counting starts when the wall applies and starts again if it stops applying meanwhile.
 */
export function useDue(mode: RegwallMode, timerSeconds: number, applies: boolean): boolean {
  const delay = blockDelayMs(mode, timerSeconds);
  const [due, setDue] = useState(false);
  useEffect(() => {
    setDue(false);
    if (!applies || delay === null) return;
    if (delay === 0) {
      setDue(true);
      return;
    }
    const id = setTimeout(() => setDue(true), delay);
    return () => clearTimeout(id);
  }, [applies, delay]);
  return applies && (delay === 0 || due);
}

/**
 * True while the page's hash is an auth-router route (`#/signin`, `#/registration-modal`, …): the
 * router's screen is then in front, so the wall steps aside instead of keeping it inert.
 */
export function useHashRoute(): boolean {
  const [route, setRoute] = useState(() => isHashRoute(location.hash));
  useEffect(() => {
    const update = () => setRoute(isHashRoute(location.hash));
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  return route;
}
