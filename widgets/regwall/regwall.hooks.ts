import { useEffect, useState } from 'react';
import { authScreenInFront, blockDelayMs, type RegwallMode } from './regwall.rules.js';

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

/** The tag of the page's auth router, whose sign-in and sign-up screens the wall leads to. */
const ROUTER = 'mck-auth-router';

/**
 * True while the auth router's sign-in or sign-up screen is in front (`authScreenInFront`): the
 * wall then steps aside instead of keeping that screen inert.
 */
export function useAuthScreenInFront(): boolean {
  const read = () => authScreenInFront(location.hash, !!document.querySelector(ROUTER));
  const [inFront, setInFront] = useState(read);
  useEffect(() => {
    const update = () => setInFront(read());
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  return inFront;
}

/**
 * Continue's route needs the page's auth router; without one the wall stays (nothing else lifts
 * it) and the console says why, once per page.
 */
let warned = false;
export function warnWithoutRouter(tag: string): void {
  if (warned || document.querySelector(ROUTER)) return;
  warned = true;
  console.warn(`${tag} Continue goes to the sign-in route, but this page has no <${ROUTER}> to show it: the wall stays. Add <${ROUTER}> to the page template.`);
}
