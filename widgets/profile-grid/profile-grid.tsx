import { useSignals } from '@preact/signals-react/runtime';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField } from '../../core/host/editor.js';
import { LoadMore, useList } from '../../core/kits/list/index.js';
import { PROFILES_PER_ROW } from '../../core/contracts/profiles.js';
import type { profileGridAttributes } from './profile-grid.attributes.js';
import { fetchProfileCards, profileGridFailures, type ProfileGridQuery } from './profile-grid.calls.js';
import { ProfileCard } from './profile-grid.card.js';
import { t } from './profile-grid.strings.js';

export function ProfileGrid(props: WidgetProps<typeof profileGridAttributes>) {
  useSignals();
  const { heading, headingLevel, profileIds, folder, rows, loadMoreCount, twoColumn } = props;
  const selection = profileIds.length ? { ids: profileIds } : folder.trim() ? { folder: folder.trim() } : null;
  const query: ProfileGridQuery | null = selection && { selection, rows, loadMoreCount };
  const { status, items, list } = useList(fetchProfileCards, query, {
    paging: { kind: 'offset', pageSize: rows * PROFILES_PER_ROW },
    failures: profileGridFailures,
  });

  // Until the first cards are in, and when there are none (nothing chosen, nothing found, or the
  // call failed), the grid stays as the CMS printed it: its own content shows through the slot.
  if (status !== 'ready') {
    return <div className="fallback" part="fallback" aria-busy={status === 'loading'}><slot /></div>;
  }
  return (
    <section className="profile-grid" part="base" aria-label={heading.trim() || t('ProfileGrid_Label')}>
      <EditorField name="Heading" value={heading} as={`h${headingLevel}` as 'h2'} className="heading" part="heading" />
      <ul className={twoColumn ? 'cards two-column' : 'cards'} part="cards">
        {items.map((profile) => <ProfileCard key={profile.id} profile={profile} nameLevel={headingLevel + 1} />)}
      </ul>
      <div className="more"><LoadMore list={list} /></div>
    </section>
  );
}
