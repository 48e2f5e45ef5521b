import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField } from '../../core/host/editor.js';
import { fire } from '../../core/host/fire.js';
import { useAsync } from '../../core/kits/async/index.js';
import { ListCount, LoadMore, useList, type ListHandle, type PageRequest } from '../../core/kits/list/index.js';
import { pageLanguage } from '../../core/page/config.js';
import { JOB_PAGE_SIZE } from '../../core/contracts/jobs.js';
import { type jobSearchAttributes, t } from './job-search.api.js';
import { fetchJobsPage, fetchMasterList, jobLanguage, nothingOnFailure, type JobFacets, type JobsQuery } from './job-search.calls.js';
import { JobCard } from './job-search.card.js';
import { useCityCount } from './job-search.cities.js';
import { AppliedTags, Filters } from './job-search.filters.js';
import { useSearchState } from './job-search.history.js';
import { SearchBar } from './job-search.search-bar.js';
import { appliedTags, clearGroup, filterGroups, removeTag, toggleTag, type FilterGroup } from './job-search.tags.js';
import { withSearch, type FilterSelection, type JobSearchState } from './job-search.url.js';

export function JobSearch({ host, heading, headingLevel, preset, url }: WidgetProps<typeof jobSearchAttributes>) {
  useSignals();
  const lang = jobLanguage(pageLanguage());
  const { state, origin, current, change } = useSearchState(url === 'page', preset);
  const [openGroup, setOpenGroup] = useState<FilterGroup['id'] | null>(null);
  const [facets, setFacets] = useState<JobFacets>();
  const section = useRef<HTMLElement>(null);
  const cityCount = useCityCount();

  const master = useAsync(fetchMasterList, lang, { failures: nothingOnFailure });
  const groups = useMemo(() => filterGroups(master.data), [master.data]);

  const query: JobsQuery & { visit: number } = { q: state.query, filters: state.filters, lang, pages: origin.pages, visit: origin.visit };
  const { status, items, list } = useList(async (q: JobsQuery, page: PageRequest, signal: AbortSignal) => {
    const found = await fetchJobsPage(q, page, signal);
    if (page.offset === 0) setFacets(found.facets);
    return found;
  }, query, { paging: { kind: 'offset', pageSize: JOB_PAGE_SIZE } });

  const update = (next: JobSearchState) => {
    change(next);
    fire(host, 'mck-job-search-change', { query: next.query, filters: next.filters, page: next.page });
  };
  const search = (text: string) => update(withSearch(current.current, { query: text }));
  const filter = (filters: FilterSelection) => update(withSearch(current.current, { filters }));
  /** After a tag's button goes, focus stays in the widget: the next tag's button, else the search box. */
  const refocus = () => requestAnimationFrame(() => {
    const next = section.current?.querySelector<HTMLElement>('[part=tag-remove]') ?? section.current?.querySelector<HTMLElement>('[part=input]');
    next?.focus();
  });
  // Load More raises the page by 1 (D§4) once the page is in; the URL follows.
  const loadMore: ListHandle = {
    state: list.state,
    loadMore: async () => {
      const before = list.state.peek().items.length;
      await list.loadMore();
      if (list.state.peek().items.length > before) update({ ...current.current, page: current.current.page + 1 });
    },
  };

  // Until the first answer is in, the widget is what the CMS printed (its box reserves the answer's),
  // so the first page replaces it without moving the page; later searches show their loading state.
  const answered = useRef(false);
  if (status === 'ready' || status === 'empty' || status === 'error') answered.current = true;
  if (!answered.current) return <div className="fallback" part="fallback" aria-busy="true"><slot /></div>;

  const applied = appliedTags(state.filters);
  // Named by the heading: two job searches on one page are two distinct landmarks.
  const label = heading.trim() || t('JobSearch_Label');
  return (
    <section className="job-search" part="base" ref={section} aria-label={label}>
      <EditorField name="Heading" value={heading} as={`h${headingLevel}` as 'h2'} className="heading" part="heading" />
      <SearchBar query={state.query} label={label} onSearch={search} />
      <Filters groups={groups} selection={state.filters} facets={facets} open={openGroup} onOpen={setOpenGroup}
        onToggle={(tag) => filter(toggleTag(current.current.filters, tag))}
        onClearGroup={(group) => filter(clearGroup(current.current.filters, group))} />
      <AppliedTags tags={applied}
        onRemove={(uid) => {
          const tag = applied.find((a) => a.uid === uid)!;
          filter(removeTag(current.current.filters, tag.qp, tag.value));
          refocus();
        }}
        onClearAll={() => { filter({}); refocus(); }} />
      <ListCount list={list} />
      <div className="results" aria-busy={status === 'loading'}>
        {status === 'loading' && <p className="status" part="status" role="status">{t('JobSearch_Loading')}</p>}
        {status === 'empty' && <p className="status" part="status" role="status">{t('JobSearch_NoJobs')}</p>}
        {/* D§8 "Jobs list without docs array": any failed call, or an answer that breaks the contract. */}
        {status === 'error' && <p className="status mck-error" part="error-message" role="alert">{t('JobSearch_NoJobsData')}</p>}
        {items.length > 0 && (
          <ul className="cards" part="cards" aria-label={t('JobSearch_Results')}>
            {items.map((job) => <JobCard key={job.jobID} job={job} cityCount={cityCount} titleLevel={headingLevel + 1} />)}
          </ul>
        )}
        <div className="more"><LoadMore list={loadMore} /></div>
      </div>
    </section>
  );
}
