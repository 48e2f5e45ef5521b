import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField } from '../../core/host/editor.js';
import { LoadMore, useList, type PageRequest } from '../../core/kits/list/index.js';
import { announce } from '../../core/page/announce.js';
// A failure's message is a dynamic key: core's untyped t.
// eslint-disable-next-line no-restricted-imports -- a failed call's message key is its failure policy's, chosen at run time
import { t as coreT } from '../../core/text/i18n.js';
import { PROFILES_PER_ROW, type ProfileCard as Card, type ProfileCardFilters, type ProfileFacets } from '../../core/contracts/profiles.js';
import { type profileGridAttributes, t } from './profile-grid.api.js';
import { fetchProfileCards, profileGridFailures, type ProfileGridQuery } from './profile-grid.calls.js';
import { ProfileCard } from './profile-grid.card.js';
import { FilterBar } from './profile-grid.filters.js';
import { cleared, filtersToSend, hasChoice, hasPeople, shownFilters } from './profile-grid.filtering.js';

export function ProfileGrid(props: WidgetProps<typeof profileGridAttributes>) {
  useSignals();
  const { heading, headingLevel, profileIds, folder, rows, loadMoreCount, twoColumn, filters, presetFilters } = props;
  const selection = profileIds.length ? { ids: profileIds } : folder.trim() ? { folder: folder.trim() } : null;
  const shown = shownFilters(filters);

  // The reader's choice starts from the template's presets, and starts again when they change.
  const presetKey = JSON.stringify(presetFilters);
  const [chosen, setChosen] = useState({ preset: presetKey, choice: presetFilters });
  const choice = chosen.preset === presetKey ? chosen.choice : presetFilters;
  const [touched, setTouched] = useState(false);
  const choose = (next: ProfileCardFilters) => {
    setChosen({ preset: presetKey, choice: next });
    setTouched(true);
  };

  // The facets come with each first page; they are the selection's, whatever the filters.
  const selectionKey = JSON.stringify(selection);
  const sent = filtersToSend(choice);
  const [answered, setAnswered] = useState<{ selection: string; filters: string; facets: ProfileFacets } | null>(null);
  const query: ProfileGridQuery | null = selection && { selection, filters: sent, rows, loadMoreCount };
  const { status, items, total, outcome, list } = useList(async (q: ProfileGridQuery, page: PageRequest, signal: AbortSignal) => {
    const found = await fetchProfileCards(q, page, signal);
    if (page.offset === 0) setAnswered({ selection: JSON.stringify(q.selection), filters: JSON.stringify(q.filters), facets: found.facets });
    return found;
  }, query, {
    paging: { kind: 'offset', pageSize: rows * PROFILES_PER_ROW },
    failures: profileGridFailures,
  });
  const known = answered?.selection === selectionKey ? answered.facets : null;
  const filtering = shown.length > 0 && !!known && hasPeople(known);

  // While other filters' cards load, the last ones stay (marked busy), so the grid does not collapse.
  const lastReady = useRef<readonly Card[]>([]);
  if (status === 'ready') lastReady.current = items;
  const cards = status === 'loading' ? lastReady.current : items;
  const settled = status === 'ready' || status === 'empty';
  const count = settled ? total ?? 0 : undefined;

  // The count is said once the reader filters (not on load), when the answer to their filters is
  // in (not the count of the filters before): through the page's one live region.
  const current = answered?.filters === JSON.stringify(sent);
  useEffect(() => {
    if (!touched || !current || count === undefined) return;
    announce(count ? t('ProfileGrid_Count', { count }) : t('ProfileGrid_NoMatch'));
  }, [touched, current, count]);

  const bar = useRef<HTMLDivElement>(null);
  const clear = () => {
    choose(cleared(choice, shown));
    // Clear's button goes with the choice: focus goes to the first filter.
    requestAnimationFrame(() => bar.current?.querySelector<HTMLElement>('[part=filter-control]')?.focus());
  };

  // Until the first cards are in, and when there are none (nothing chosen, nothing found, or the
  // call failed), the grid stays as the CMS printed it: its own content shows through the slot.
  // With filters, once the selection is known to have people, the bar stays whatever they match.
  if (!filtering && status !== 'ready') {
    return <div className="fallback" part="fallback" aria-busy={status === 'loading'}><slot /></div>;
  }
  return (
    <section className="profile-grid" part="base" aria-label={heading.trim() || t('ProfileGrid_Label')}>
      <EditorField name="Heading" value={heading} as={`h${headingLevel}` as 'h2'} className="heading" part="heading" />
      {filtering && (
        <FilterBar shown={shown} facets={known} choice={choice} onChange={choose} onClear={clear} count={count} barRef={bar} />
      )}
      {status === 'empty' ? (
        <div className="empty" part="empty">
          {/* A failed call is said as such (the async kit's message), not as nobody matching. */}
          <p>{outcome ? coreT(outcome.messageKey) : t('ProfileGrid_NoMatch')}</p>
          {hasChoice(choice, shown) && (
            <button type="button" className="clear" part="clear-filters" onClick={clear}>{t('ProfileGrid_ClearFilters')}</button>
          )}
        </div>
      ) : (
        <ul className={twoColumn ? 'cards two-column' : 'cards'} part="cards" aria-busy={status === 'loading'}>
          {cards.map((profile) => <ProfileCard key={profile.id} profile={profile} nameLevel={headingLevel + 1} />)}
        </ul>
      )}
      <div className="more">{status === 'ready' && <LoadMore list={list} />}</div>
    </section>
  );
}
