import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { isPending } from '../../core/kits/async/index.js';
import { ScrollSentinel, useList } from '../../core/kits/list/index.js';
import { pageLanguage as configLanguage } from '../../core/page/config.js';
import { EntryArticle } from './blog-entry.article.js';
import { type blogEntryAttributes, t } from './blog-entry.api.js';
import { fetchNextEntry, type EntryScrollQuery } from './blog-entry.calls.js';
import { ENTRY_ATTR, useUrlFollowsEntries } from './blog-entry.url.js';

/** D§4: further entries load only when the page is in English (`en`, `en-US`, …). */
export const loadsFurtherEntries = (language: string) => /^en(-|$)/i.test(language.trim());

/** How far below the viewport the next entry starts loading, so it is there when the reader arrives. */
export const PRELOAD_MARGIN = '600px';

export function BlogEntry({ blog, entry, blogUrl, language }: WidgetProps<typeof blogEntryAttributes>) {
  useSignals();
  const pageLanguage = language || configLanguage();
  const query: EntryScrollQuery | null = loadsFurtherEntries(pageLanguage) ? { blog, current: entry } : null;
  // A failed listing ends the scroll quietly: the page's own entry is all there is (D§8).
  const { items, list, loadingMore, hasMore, status } = useList(fetchNextEntry, query, {
    paging: { kind: 'cursor', pageSize: 1 },
    failures: { emptyOnFailure: true },
  });
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  useUrlFollowsEntries(container, items.map((page) => page.pageMetaData.url));
  const loading = loadingMore || status === 'loading';
  /*
   * While further entries may come (before the listing's first answer too), a viewport's height is
   * kept for them below the last one (the fallback CSS reserves it before hydration): what follows
   * the widget on the page (its footer) stays out of view instead of being pushed down by each
   * entry as it arrives. Padding, not a box of its own: an empty box pushed down is a shift too.
   */
  const toCome = hasMore || (query !== null && isPending({ status }));

  return (
    <div className={toCome ? 'blog-entry to-come' : 'blog-entry'} part="base" ref={setContainer}>
      <div className="current" part="current" {...{ [ENTRY_ATTR]: '' }}><slot /></div>
      {items.length > 0 && (
        <section className="more" aria-label={t('BlogEntry_MoreEntries')}>
          {items.map((page) => <EntryArticle key={page.blogEntry.id} page={page} blogUrl={blogUrl} language={pageLanguage} />)}
        </section>
      )}
      {/*
        * The live region stays in the tree, so each load is announced; the line a reader sees is a
        * new element per load (keyed by the entries in): the entry that arrives takes its place
        * instead of pushing it down the frame, which would be a layout shift.
        */}
      <p className="mck-visually-hidden" role="status">{loading ? t('BlogEntry_Loading') : ''}</p>
      {loading && <p key={items.length} className="loading" part="loading" aria-hidden="true">{t('BlogEntry_Loading')}</p>}
      {toCome && <ScrollSentinel list={list} rootMargin={PRELOAD_MARGIN} />}
    </div>
  );
}
