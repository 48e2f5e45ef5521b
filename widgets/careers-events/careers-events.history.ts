import { useEffect, useState } from 'react';
import type { EventFacets } from '../../core/contracts/events.js';
import { defaultChoice, readSelection, writeSelection, type EventsChoice } from './careers-events.url.js';

/**
 * The reader's choice, its filters kept in the page URL (D§4): read once the facets are known
 * (`null` until then: the URL names values, the service wants keys), written with
 * history.pushState on each filter change so the back button undoes it and a reload keeps it,
 * restored on popstate. Sort and dates live in the widget only.
 */
export function useEventsChoice(facets: EventFacets | null) {
  const [choice, setChoice] = useState<EventsChoice | null>(null);

  useEffect(() => {
    if (!facets) return;
    setChoice((before) => ({ ...(before ?? defaultChoice()), selection: readSelection(location.search, facets) }));
    const onPopState = () => setChoice((before) => ({ ...(before ?? defaultChoice()), selection: readSelection(location.search, facets) }));
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, [facets]);

  const change = (next: EventsChoice) => {
    if (facets && choice && next.selection !== choice.selection) {
      const search = writeSelection(location.search, next.selection, facets);
      if (search !== location.search) history.pushState(history.state, '', `${location.pathname}${search}${location.hash}`);
    }
    setChoice(next);
  };
  return { choice, change };
}
