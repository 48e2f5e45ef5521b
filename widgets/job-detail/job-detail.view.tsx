import type { JobDetail } from '../../core/contracts/jobs.js';
import { isPending } from '../../core/kits/async/index.js';
import { safeHtml } from '../../core/kits/html/sanitize.js';
import { useEffect } from 'react';
import { checkNavigationUrl, refusalMessage } from '../../core/page/navigation.js';
import { JobShare } from './job-detail.share.js';
import { SimilarJobs, useSimilarJobs } from './job-detail.similar.js';
import { t } from './job-detail.api.js';

type SectionField = 'whoYouWillWorkWith' | 'whatYouWillDo' | 'yourBackground' | 'compensationRange';
/** D§2: the job's sections in page order; a section with no text is left out. */
const SECTIONS: ReadonlyArray<[SectionField, Parameters<typeof t>[0]]> = [
  ['whoYouWillWorkWith', 'JobDetail_WhoYouWillWorkWith'],
  ['whatYouWillDo', 'JobDetail_WhatYouWillDo'],
  ['yourBackground', 'JobDetail_YourBackground'],
  ['compensationRange', 'JobDetail_Compensation'],
];

/**
 * An apply link goes to the careers site's application system: only when the core navigation
 * check lets it (this origin or one the page config allows); otherwise the console says why.
 */
function ApplyLink({ url, label, part }: { url: string; label: string; part: string }) {
  const check = checkNavigationUrl(url);
  useEffect(() => {
    if (!check.ok) console.error(`[mck-job-detail] apply URL ${refusalMessage(check.reason)}: not linking to "${url.slice(0, 200)}"`);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `check` is a new object each render; its verdict and the URL say when to warn again
  }, [check.ok, url]);
  return check.ok ? <a className="apply" part={part} href={check.url}>{label}</a> : null;
}

export function JobView({ host, job, headingLevel }: { host: HTMLElement; job: JobDetail; headingLevel: number }) {
  const Title = `h${headingLevel}` as 'h1';
  const Section = `h${headingLevel + 1}` as 'h2';
  const similar = useSimilarJobs(job.jobID);
  // Until the similar jobs have come (or failed), the job keeps the loading box: they arrive
  // under the job's text, and would otherwise push what follows the posting down a second time.
  const similarPending = isPending(similar);
  return (
    <article className={similarPending ? 'job pending' : 'job'} part="base" aria-labelledby="job-title">
      <header className="job-header">
        <p className="eyebrow" part="eyebrow">{job.interest}</p>
        <Title id="job-title" className="title" part="title">{job.title}</Title>
        <p className="job-id" part="job-id">{t('JobDetail_JobId', { id: job.jobID })}</p>
        <ul className="cities" part="cities" aria-label={t('JobDetail_Locations')}>
          {job.cities.map((city) => <li key={city}>{city}</li>)}
        </ul>
        <div className="apply-links" part="apply">
          {job.jobApplyURL && <ApplyLink url={job.jobApplyURL} label={t('JobDetail_Apply')} part="apply-link" />}
          {job.Einstiegslevel.length > 0 && (
            <ul className="entry-levels" part="entry-levels" aria-label={t('JobDetail_ApplyByLevel')}>
              {job.Einstiegslevel.map((level) => <li key={level.url}><ApplyLink url={level.url} label={level.name} part="entry-level-link" /></li>)}
            </ul>
          )}
        </div>
      </header>
      {SECTIONS.filter(([field]) => job[field].trim()).map(([field, key]) => (
        <div key={field} className="section" part="section">
          <Section className="section-heading">{t(key)}</Section>
          {/* Job texts come from the job system as HTML: sanitised (html kit) before they are shown. */}
          <div className="section-body" dangerouslySetInnerHTML={safeHtml(job[field])} />
        </div>
      ))}
      <SimilarJobs similar={similar} headingLevel={headingLevel + 1} />
      <JobShare host={host} title={job.title} headingLevel={headingLevel + 1} />
    </article>
  );
}
