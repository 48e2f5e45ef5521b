import { useEffect, useRef, useState } from 'react';
import { readState, writeState, type JobSearchState } from './job-search.url.js';

/** Where a search came from: the list reloads from the URL's page on a back or forward step. */
export interface SearchOrigin {
  /** Pages the list's first call brings (the URL's page when it was read, else 1). */
  pages: number;
  /** Counts back and forward steps, so a step reloads even to an equal search. */
  visit: number;
}

/**
 * The search state, kept in the page URL when `inUrl` (D§2): read on load (else `preset`),
 * written with history.pushState on each change, restored on popstate.
 */
export function useSearchState(inUrl: boolean, preset: string) {
  const initial = () => {
    const fromUrl = readState(location.search);
    const urlHasSearch = writeState('', fromUrl) !== '';
    return inUrl && urlHasSearch ? fromUrl : readState(preset);
  };
  const [state, setState] = useState<JobSearchState>(initial);
  const [origin, setOrigin] = useState<SearchOrigin>(() => ({ pages: state.page, visit: 0 }));
  const current = useRef(state);
  current.current = state;

  useEffect(() => {
    if (!inUrl) return;
    const onPopState = () => {
      const restored = readState(location.search);
      setState(restored);
      setOrigin((before) => ({ pages: restored.page, visit: before.visit + 1 }));
    };
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, [inUrl]);

  /** A new search (text or filters; page 1) or the next page (Load More: the list keeps its pages). */
  const change = (next: JobSearchState) => {
    if (inUrl) history.pushState(history.state, '', `${location.pathname}${writeState(location.search, next)}${location.hash}`);
    current.current = next;
    setState(next);
    if (next.page === 1) setOrigin((before) => ({ pages: 1, visit: before.visit }));
  };
  return { state, origin, current, change };
}
