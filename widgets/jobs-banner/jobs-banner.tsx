import { useSignals } from '@preact/signals-react/runtime';
import type { WidgetProps } from '../../core/host/define-widget.js';
import { EditorField } from '../../core/host/editor.js';
import { isPending, useAsync } from '../../core/kits/async/index.js';
import { pageLanguage } from '../../core/page/config.js';
import { type jobsBannerAttributes, t } from './jobs-banner.api.js';
import { fetchJobsCount, isOverCap, jobPageHref } from './jobs-banner.calls.js';

export function JobsBanner({ heading, headingLevel, query, limit, jobSearchUrl }: WidgetProps<typeof jobsBannerAttributes>) {
  useSignals();
  const locale = pageLanguage();
  const jobs = useAsync(fetchJobsCount, { query, limit }, { isEmpty: (data) => data.numFound === 0 });
  const busy = isPending(jobs);

  let body;
  if (busy) {
    // The list's lines are kept while the count loads (a bar in each), so the jobs arriving move nothing.
    body = (
      <>
        <p className="count" part="count">{t('JobsBanner_Loading')}</p>
        {limit > 0 && <ul className="jobs pending" aria-hidden="true">{Array.from({ length: limit }, (_, i) => <li key={i}>{'\u00a0'}</li>)}</ul>}
      </>
    );
  } else if (jobs.status === 'ready' && jobs.data) {
    const { numFound, docs } = jobs.data;
    const count = isOverCap(numFound) ? t('JobsBanner_OverCap') : numFound.toLocaleString(locale);
    body = (
      <>
        <p className="count" part="count">{t('JobsBanner_Count', { count })}</p>
        {docs.length > 0 && (
          <ul className="jobs" part="jobs">
            {docs.map((job) => <li key={job.friendlyURL}><a className="job" part="job" href={jobPageHref(job.friendlyURL)}>{job.title}</a></li>)}
          </ul>
        )}
      </>
    );
  } else {
    // D§8: no docs, an answer without a docs array (the contract refuses it) or no answer → the spec's message, never a count of 0.
    body = <p className="message" part="message" role="status">{t('JobsBanner_NoJobsData')}</p>;
  }

  return (
    <section className="jobs-banner" part="base" aria-label={heading.trim() ? undefined : t('JobsBanner_Label')} aria-busy={busy}>
      <EditorField name="Heading" value={heading} as={`h${headingLevel}` as 'h2'} className="heading" part="heading" />
      {body}
      <a className="search-link" part="search-link" href={jobSearchUrl}>{t('JobsBanner_SearchLink')}</a>
    </section>
  );
}
