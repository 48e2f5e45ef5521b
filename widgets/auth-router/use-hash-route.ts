import { useCallback, useEffect, useRef, useState } from 'react';
import { parseRoute } from './auth-router.routes.js';

export interface HashRoute {
  /** The current location hash. */
  hash: string;
  /** Go to another route of this page in place of the current history entry (a redirect between routes). */
  reroute(hash: string): void;
  /**
   * Leave the route (a dialog closed): back to the page the reader opened it from when that is the
   * previous history entry, so Back does not reopen it; otherwise the hash is cleared in place.
   * `inPlace` always clears in place (when a navigation follows at once, e.g. the form's redirect).
   */
  leave(inPlace?: boolean): void;
}

const pageWithoutHash = () => location.pathname + location.search;

/**
 * The location hash, followed through links, Back and Forward (`hashchange`; `popstate` for
 * history entries that differ only in state). It remembers whether the reader came to the current
 * route from this page without a route, which is what makes closing a dialog a step back.
 */
export function useHashRoute(): HashRoute {
  const [hash, setHash] = useState(() => location.hash);
  // On load the route's entry is the first one of this page: nothing of ours to step back to.
  const enteredFromPage = useRef(false);
  const rerouting = useRef(false);

  useEffect(() => {
    const follow = (event: Event) => {
      if (event instanceof HashChangeEvent) {
        // A redirect between routes keeps what the route it replaced was entered from.
        if (!rerouting.current) enteredFromPage.current = parseRoute(new URL(event.oldURL).hash) === null && event.oldURL.split('#')[0] === event.newURL.split('#')[0];
        rerouting.current = false;
      }
      setHash(location.hash);
    };
    window.addEventListener('hashchange', follow);
    window.addEventListener('popstate', follow);
    // A change between the first render and now fired no event we heard.
    setHash(location.hash);
    return () => {
      window.removeEventListener('hashchange', follow);
      window.removeEventListener('popstate', follow);
    };
  }, []);

  const reroute = useCallback((next: string) => {
    rerouting.current = true;
    location.replace(next);
  }, []);

  const leave = useCallback((inPlace = false) => {
    if (!inPlace && enteredFromPage.current) {
      enteredFromPage.current = false;
      history.back();
      return;
    }
    history.replaceState(history.state, '', pageWithoutHash());
    setHash('');
  }, []);

  return { hash, reroute, leave };
}
