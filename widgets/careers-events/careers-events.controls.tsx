import { useId } from 'react';
import { EVENT_SORTS, type EventSort } from '../../core/contracts/events.js';
import { t } from './careers-events.api.js';
import { rangeToSend, showDate } from './careers-events.query.js';
import { isSort, type EventsChoice } from './careers-events.url.js';

const SORT_NAME: Record<EventSort, () => string> = {
  featured: () => t('CareersEvents_SortFeatured'),
  startTime: () => t('CareersEvents_SortStartTime'),
  title: () => t('CareersEvents_SortTitle'),
};

/** Sort (default 'featured') and the date range, applied only once both ends are chosen (D§4). */
export function Controls({ choice, onChange }: { choice: EventsChoice; onChange: (next: EventsChoice) => void }) {
  const id = useId();
  const range = rangeToSend(choice.from, choice.to);
  return (
    <div className="controls" part="controls">
      <label className="control" part="sort">
        <span>{t('CareersEvents_Sort')}</span>
        <select value={choice.sort} onChange={(e) => isSort(e.target.value) && onChange({ ...choice, sort: e.target.value })}>
          {EVENT_SORTS.map((sort) => <option key={sort} value={sort}>{SORT_NAME[sort]()}</option>)}
        </select>
      </label>
      <label className="control" part="date-from">
        <span>{t('CareersEvents_From')}</span>
        <input type="date" value={choice.from} max={choice.to || undefined} aria-describedby={`${id}-range`}
          onChange={(e) => onChange({ ...choice, from: e.target.value })} />
      </label>
      <label className="control" part="date-to">
        <span>{t('CareersEvents_To')}</span>
        <input type="date" value={choice.to} min={choice.from || undefined} aria-describedby={`${id}-range`}
          onChange={(e) => onChange({ ...choice, to: e.target.value })} />
      </label>
      <p className="range" part="date-range" id={`${id}-range`}>
        {range ? t('CareersEvents_Range', { from: showDate(choice.from), to: showDate(choice.to) }) : ''}
      </p>
    </div>
  );
}
