import { jobPageUrl, type JobDoc } from '../../core/contracts/jobs.js';
import { safeNavigationUrl } from '../../core/page/navigation.js';
import { JOB_PREVIEW_LIMIT, stripHtml, truncate } from '../../core/kits/text/index.js';
import { t } from './job-search.api.js';

/** The job's page; its last segment is the job key (mck-job-detail reads it, D§2). */
export const jobDetailUrl = (job: Pick<JobDoc, 'friendlyURL' | 'jobID'>) => jobPageUrl(job.friendlyURL || job.jobID);

/** D§5: whatYouWillDo as text (its markup stripped), cut at 250 characters on a word boundary. */
export const previewOf = (whatYouWillDo: string) => truncate(stripHtml(whatYouWillDo), JOB_PREVIEW_LIMIT);

/** A job card (D§2): title linking to the job, the preview, interest and the first `cityCount` cities. */
export function JobCard({ job, cityCount, titleLevel }: { job: JobDoc; cityCount: number; titleLevel: number }) {
  const Title = `h${Math.min(titleLevel, 6)}` as 'h3';
  const href = safeNavigationUrl(new URL(jobDetailUrl(job), location.href).href);
  const shown = job.cities.slice(0, cityCount);
  const hidden = job.cities.length - shown.length;
  return (
    <li className="card" part="card">
      <p className="interest" part="interest">{job.interest}</p>
      <Title className="title">{href ? <a href={href} part="link">{job.title}</a> : job.title}</Title>
      <p className="preview" part="preview">{previewOf(job.whatYouWillDo)}</p>
      <p className="cities" part="cities">
        {shown.join(' · ')}
        {hidden > 0 && <span className="more-cities">{t('JobSearch_MoreCities', { count: hidden })}</span>}
      </p>
    </li>
  );
}
