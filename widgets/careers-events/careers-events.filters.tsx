import { useId, useState } from 'react';
import type { EventFacets } from '../../core/contracts/events.js';
import { t } from './careers-events.api.js';
import {
  addValue, EVENT_FILTERS, FACETS_OF, facetsOf, hasAnyFilter, noSelection, removeGroup, removeValue,
  type EventFilter, type Selection,
} from './careers-events.url.js';

const GROUP_NAME: Record<EventFilter, () => string> = {
  format: () => t('CareersEvents_Format'),
  location: () => t('CareersEvents_Location'),
  interest: () => t('CareersEvents_Interest'),
};

interface FiltersProps {
  facets: EventFacets;
  selection: Selection;
  onChange: (selection: Selection) => void;
}

/**
 * The three filter groups (D§2, D§4): a checkbox per value; checking adds it, unchecking removes it.
 * Below 768 px they stack taller than the module's box, so there they fold behind a "Filter
 * events" button (closed at first): the sort, the chosen filters and the first cards show without
 * scrolling inside the box. Wider, the button is not shown and the groups always are (the styles).
 */
export function FilterGroups({ facets, selection, onChange }: FiltersProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const groups = EVENT_FILTERS.filter((filter) => facets[FACETS_OF[filter]].length > 0);
  if (!groups.length) return null;
  return (
    <>
      <button type="button" className="filters-toggle" part="filters-toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {t('CareersEvents_Filters')}<span className="mck-chevron" aria-hidden="true" />
      </button>
      <div id={id} className="filters" part="filters" role="group" aria-label={t('CareersEvents_Filters')} data-open={open ? '' : undefined}>
        {groups.map((filter) => (
          <fieldset key={filter} className="group" part="filter-group">
            <legend part="filter-legend">{GROUP_NAME[filter]()}</legend>
            {facets[FACETS_OF[filter]].map((facet) => {
              const checked = selection[filter].includes(facet.key);
              return (
                <label key={facet.key} className="option" part="filter-option">
                  <input
                    type="checkbox"
                    name={filter}
                    value={facet.name}
                    checked={checked}
                    onChange={() => onChange(checked ? removeValue(selection, filter, facet.key) : addValue(selection, filter, facet.key))}
                  />
                  {facet.name}
                </label>
              );
            })}
          </fieldset>
        ))}
      </div>
    </>
  );
}

/** The chosen values as removable tags (D§4): remove one, remove a group, clear all. */
export function AppliedFilters({ facets, selection, onChange }: FiltersProps) {
  if (!hasAnyFilter(selection)) return null;
  return (
    <div className="applied" part="applied">
      <ul className="tags">
        {EVENT_FILTERS.flatMap((filter) => {
          const chosen = facetsOf(selection[filter], facets[FACETS_OF[filter]]);
          if (!chosen.length) return [];
          return [
            ...chosen.map((facet) => (
              <li key={`${filter}:${facet.key}`}>
                <button type="button" className="tag" part="applied-tag" aria-label={t('CareersEvents_Remove', { name: facet.name })}
                  onClick={() => onChange(removeValue(selection, filter, facet.key))}>
                  {facet.name}<span aria-hidden="true"> ×</span>
                </button>
              </li>
            )),
            <li key={`${filter}:group`}>
              <button type="button" className="link" part="remove-group" onClick={() => onChange(removeGroup(selection, filter))}>
                {t('CareersEvents_RemoveGroup', { group: GROUP_NAME[filter]() })}
              </button>
            </li>,
          ];
        })}
      </ul>
      <button type="button" className="link" part="clear-all" onClick={() => onChange(noSelection())}>{t('CareersEvents_ClearAll')}</button>
    </div>
  );
}
