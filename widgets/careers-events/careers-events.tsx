import { useSignals } from '@preact/signals-react/runtime';
import { useRef } from 'react';
import type { EventFacets } from '../../core/contracts/events.js';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField } from '../../core/host/editor.js';
import { useAsync } from '../../core/kits/async/index.js';
import { ListCount, LoadMore, useList } from '../../core/kits/list/index.js';
import { type careersEventsAttributes, t } from './careers-events.api.js';
import { eventsFailures, fetchEventFacets, fetchEventsPage } from './careers-events.calls.js';
import { EventCard } from './careers-events.card.js';
import { Controls } from './careers-events.controls.js';
import { AppliedFilters, FilterGroups } from './careers-events.filters.js';
import { useEventsChoice } from './careers-events.history.js';
import { eventsPageSize, eventsQuery } from './careers-events.query.js';

/** D§8 "Facet master list failure: empty list": without facets there are no filters, and the events still list. */
const NO_FACETS: EventFacets = { formats: [], locations: [], interests: [] };

export function CareersEvents(props: WidgetProps<typeof careersEventsAttributes>) {
  useSignals();
  const { heading, headingLevel, columns, noEventsText, parentFolderId, pinnedItem } = props;
  const facetsCall = useAsync(fetchEventFacets, 'all', { failures: { emptyOnFailure: true } });
  const settled = facetsCall.status === 'ready' || facetsCall.status === 'empty' || facetsCall.status === 'error';
  const facets = facetsCall.status === 'ready' && facetsCall.data ? facetsCall.data : settled ? NO_FACETS : null;
  const { choice, change } = useEventsChoice(facets);
  const query = choice ? eventsQuery(choice, { parentFolderId, pinnedItem }) : null;
  const { status, items, list } = useList(fetchEventsPage, query, {
    paging: { kind: 'cursor', pageSize: eventsPageSize() },
    failures: eventsFailures,
  });

  // Until the filters and the first page are in, the CMS's own content shows through the slot.
  // After that the controls stay while a new choice loads, so focus stays on the one just used.
  const shown = useRef(false);
  if (status === 'ready' || status === 'empty') shown.current = true;
  if (!choice || !facets || !shown.current) {
    return <div className="fallback" part="fallback" aria-busy="true"><slot /></div>;
  }
  return (
    <section className={`careers-events columns-${columns}`} part="base" aria-label={heading.trim() || t('CareersEvents_Label')}>
      <EditorField name="Heading" value={heading} as={`h${headingLevel}` as 'h2'} className="heading" part="heading" />
      <FilterGroups facets={facets} selection={choice.selection} onChange={(selection) => change({ ...choice, selection })} />
      <Controls choice={choice} onChange={change} />
      <AppliedFilters facets={facets} selection={choice.selection} onChange={(selection) => change({ ...choice, selection })} />
      <div className="results" aria-busy={status === 'loading'}>
        {status === 'empty'
          ? <p className="mck-empty" part="empty" role="status">{noEventsText.trim() || t('CareersEvents_NoEvents')}</p>
          : (
            <>
              <ListCount list={list} />
              <ul className="cards" part="cards">
                {items.map((event) => <EventCard key={event.id} event={event} facets={facets} titleLevel={headingLevel + 1} />)}
              </ul>
            </>
          )}
        <div className="more"><LoadMore list={list} label={t('CareersEvents_ViewMore')} /></div>
      </div>
    </section>
  );
}
