import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect, useMemo, useState } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField } from '../../core/host/editor.js';
import { resolveCtaLink, useLightDom } from '../../core/kits/content/index.js';
import { type eventCalendarAttributes, t } from './event-calendar.api.js';
import { calendarItems, filterValues, readCalendar, type CalendarItem } from './event-calendar.content.js';
import { isVisible } from './event-calendar.visibility.js';

/** The filter that shows every value. */
const ALL = '';

function CalendarEvent({ item, titleLevel }: { item: CalendarItem; titleLevel: number }) {
  const Title = `h${titleLevel}` as 'h3';
  const link = item.link ? resolveCtaLink(item.link) : null;
  return (
    <li className="event" part="event">
      <Title className="title" part="title">{item.title}</Title>
      {item.date && <p className="date" part="date">{item.date}</p>}
      {item.location && <p className="location" part="location">{item.location}</p>}
      {item.description && <p className="description" part="description">{item.description}</p>}
      {link?.ok && (
        <a className="link" part="link" href={link.link.href} target={link.link.target} rel={link.link.rel}>
          {link.link.text}<span className="mck-visually-hidden">: {item.title}</span>
        </a>
      )}
    </li>
  );
}

export function EventCalendar({ host, heading, headingLevel, hideFilters }: WidgetProps<typeof eventCalendarAttributes>) {
  useSignals();
  const snapshot = useLightDom(host, readCalendar);
  const [filter, setFilter] = useState(ALL);
  // The moment the content was read: visibility is decided once per render of new content.
  const visible = useMemo(() => {
    const now = Date.now();
    return calendarItems(snapshot).filter((item) => isVisible(item, now));
  }, [snapshot]);
  const values = filterValues(visible);
  const active = hideFilters || !values.includes(filter) ? ALL : filter;
  const shown = active === ALL ? visible : visible.filter((item) => item.filterValue === active);
  // Nothing left to show (every event over): the empty state is as tall as its text, not the box
  // the page reserved for a list (filtering cannot change that, so nothing moves after this).
  const empty = visible.length === 0;
  useLayoutEffect(() => {
    host.toggleAttribute('data-empty', empty);
  }, [host, empty]);

  return (
    <section className="calendar" part="base" aria-label={heading.trim() || t('EventCalendar_Label')}>
      <EditorField name="Heading" value={heading} as={`h${headingLevel}` as 'h2'} className="heading" part="heading" />
      {!hideFilters && values.length > 0 && (
        <ul className="filters" part="filters" aria-label={t('EventCalendar_Filters')}>
          {[ALL, ...values].map((value) => (
            <li key={value || 'all'}>
              <button type="button" className="filter" part="filter" aria-pressed={active === value} onClick={() => setFilter(value)}>
                {value || t('EventCalendar_All')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {shown.length
        ? <ul className="events" part="events">{shown.map((item, i) => <CalendarEvent key={`${item.title}-${i}`} item={item} titleLevel={headingLevel + 1} />)}</ul>
        : <p className="mck-empty" part="empty" role="status">{t('Calendar_NoEvents')}</p>}
    </section>
  );
}
