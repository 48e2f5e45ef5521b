import { useRef, type KeyboardEvent } from 'react';
import { rem } from '../../core/host/styles.js';
import type { JobFacets } from './job-search.calls.js';
import { isSelected, type FilterGroup, type FilterTag } from './job-search.tags.js';
import { t } from './job-search.api.js';
import type { FilterSelection } from './job-search.url.js';

const GROUP_LABELS = {
  regions: 'JobSearch_Regions',
  interests: 'JobSearch_Interests',
  industries: 'JobSearch_Industries',
  functions: 'JobSearch_Functions',
} as const;

interface FiltersProps {
  groups: readonly FilterGroup[];
  selection: FilterSelection;
  facets: JobFacets | undefined;
  /** The open dropdown: only one at a time (D§2). */
  open: FilterGroup['id'] | null;
  onOpen: (id: FilterGroup['id'] | null) => void;
  onToggle: (tag: FilterTag) => void;
  onClearGroup: (group: FilterGroup) => void;
}

const countOf = (facets: JobFacets | undefined, tag: FilterTag) =>
  facets?.[tag.qp]?.find((facet) => facet.name === tag.value)?.count;

/**
 * The filter dropdowns (D§2): each a disclosure button and a list of checkboxes. Clicking the open
 * one closes it; picking an option applies it and closes the dropdown, as does Escape; focus goes
 * back to the button.
 */
export function Filters({ groups, selection, facets, open, onOpen, onToggle, onClearGroup }: FiltersProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const close = (id: FilterGroup['id']) => {
    onOpen(null);
    buttons.current.get(id)?.focus();
  };
  const onKeyDown = (id: FilterGroup['id']) => (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close(id);
  };
  return (
    <div className="filters" part="filters" role="group" aria-label={t('JobSearch_Filters')}>
      {groups.map((group) => {
        const expanded = open === group.id;
        const panelId = `filter-${group.id}`;
        return (
          <div key={group.id} className="dropdown" onKeyDown={onKeyDown(group.id)}>
            <button type="button" className="toggle" part="filter-toggle" aria-expanded={expanded} aria-controls={panelId}
              ref={(el) => { buttons.current.set(group.id, el); }}
              onClick={() => onOpen(expanded ? null : group.id)}>
              {t(GROUP_LABELS[group.id])}<span className="mck-chevron" aria-hidden="true" />
            </button>
            <ul id={panelId} className="options" part="filter-options" hidden={!expanded} aria-label={t(GROUP_LABELS[group.id])}>
              {group.hasAll && (
                <li className="option">
                  <label>
                    <input type="checkbox" checked={group.filters.every((f) => !selection[f]?.length)}
                      onChange={() => { onClearGroup(group); close(group.id); }} />
                    {t('JobSearch_AllRegions')}
                  </label>
                </li>
              )}
              {group.tags.map((tag) => {
                const count = countOf(facets, tag);
                return (
                  <li key={tag.uid} className="option" style={{ paddingInlineStart: rem(tag.depth * 1.25) }}>
                    <label>
                      <input type="checkbox" checked={isSelected(selection, tag)} onChange={() => { onToggle(tag); close(group.id); }} />
                      {tag.value}
                      {count !== undefined && <span className="count"> ({count})</span>}
                    </label>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/** The applied filters as tags with remove buttons, and Clear all (D§2). */
export function AppliedTags({ tags, onRemove, onClearAll }: {
  tags: readonly { uid: string; value: string }[];
  onRemove: (uid: string) => void;
  onClearAll: () => void;
}) {
  if (!tags.length) return <div className="applied" part="applied" />;
  return (
    <div className="applied" part="applied">
      <ul className="tags" aria-label={t('JobSearch_AppliedFilters')}>
        {tags.map((tag) => (
          <li key={tag.uid} className="tag" part="tag">
            <span>{tag.value}</span>
            <button type="button" className="remove" part="tag-remove" aria-label={t('JobSearch_RemoveFilter', { name: tag.value })}
              onClick={() => onRemove(tag.uid)}>×</button>
          </li>
        ))}
      </ul>
      <button type="button" className="clear-all" part="clear-all" onClick={onClearAll}>{t('JobSearch_ClearAll')}</button>
    </div>
  );
}
