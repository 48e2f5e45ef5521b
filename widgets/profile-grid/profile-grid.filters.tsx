import { useEffect, useId, useRef, useState, type Ref } from 'react';
import type { ProfileCardFilters, ProfileFacetName, ProfileFacets, ProfileFilterName } from '../../core/contracts/profiles.js';
import { hasChoice, optionsFor } from './profile-grid.filtering.js';
import { t } from './profile-grid.api.js';

/** The name box applies what the reader typed once they pause, not on every key. */
export const NAME_PAUSE_MS = 300;

const LABELS = {
  practice: ['ProfileGrid_Practice', 'ProfileGrid_AllPractices'],
  office: ['ProfileGrid_Office', 'ProfileGrid_AllOffices'],
  role: ['ProfileGrid_Role', 'ProfileGrid_AllRoles'],
} as const satisfies Record<ProfileFacetName, readonly [string, string]>;

interface FilterBarProps {
  shown: readonly ProfileFilterName[];
  facets: ProfileFacets;
  choice: ProfileCardFilters;
  onChange: (next: ProfileCardFilters) => void;
  onClear: () => void;
  /** The people the filters match; `undefined` while they load. */
  count: number | undefined;
  barRef: Ref<HTMLDivElement>;
}

/**
 * The filter bar (D§2 "card grid with filters"): a labelled select per facet ("All …" first), a
 * name box, then the count of people matching and "Clear filters" while a filter is chosen.
 * Native controls, so the keyboard and screen readers work as everywhere; a choice applies at
 * once, a name once the reader pauses or presses Enter.
 */
export function FilterBar({ shown, facets, choice, onChange, onClear, count, barRef }: FilterBarProps) {
  const id = useId();
  const [name, setName] = useState(choice.name ?? '');
  // The applied name changes from outside too ("Clear filters", a new preset): the box follows.
  useEffect(() => setName(choice.name ?? ''), [choice.name]);
  // The pause restarts with each key only: re-renders while cards load must not restart it.
  const latest = useRef({ choice, onChange });
  latest.current = { choice, onChange };
  useEffect(() => {
    if (name === (latest.current.choice.name ?? '')) return;
    const timer = setTimeout(() => latest.current.onChange({ ...latest.current.choice, name }), NAME_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [name]);

  return (
    // A group, not a landmark: two grids on a page would be two landmarks of one name.
    <div ref={barRef} className="filters" part="filters" role="group" aria-label={t('ProfileGrid_Filters')}>
      <div className="filter-controls">
        {shown.map((filter) => {
          const controlId = `${id}-${filter}`;
          if (filter === 'name') {
            return (
              <div key={filter} className="filter" part="filter">
                <label htmlFor={controlId}>{t('ProfileGrid_Name')}</label>
                <input id={controlId} type="search" part="filter-control" value={name} autoComplete="off"
                  onChange={(event) => setName(event.target.value)}
                  onKeyDown={(event) => { if (event.key === 'Enter') onChange({ ...choice, name }); }} />
              </div>
            );
          }
          const [label, all] = LABELS[filter];
          return (
            <div key={filter} className="filter" part="filter">
              <label htmlFor={controlId}>{t(label)}</label>
              <select id={controlId} part="filter-control" value={choice[filter] ?? ''}
                onChange={(event) => onChange({ ...choice, [filter]: event.target.value || undefined })}>
                <option value="">{t(all)}</option>
                {optionsFor(facets[filter], choice[filter]).map((value) => <option key={value} value={value}>{value}</option>)}
              </select>
            </div>
          );
        })}
      </div>
      <div className="filter-status">
        <p className="result-count" part="result-count">{count ? t('ProfileGrid_Count', { count }) : ''}</p>
        {count !== 0 && hasChoice(choice, shown) && (
          <button type="button" className="clear" part="clear-filters" onClick={onClear}>{t('ProfileGrid_ClearFilters')}</button>
        )}
      </div>
    </div>
  );
}
