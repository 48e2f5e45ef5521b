import { useAsync } from '../../core/kits/async/index.js';
import { fetchSimilarJobs, similarJobsFailures, type SimilarJob } from './job-detail.calls.js';
import { jobPageHref } from './job-detail.key.js';
import { t } from './job-detail.api.js';

/** D§9: a similar job lists this many locations, then "+N more". */
export const SIMILAR_JOB_LOCATIONS_SHOWN = 3;

/** The locations line of a similar job: the first three, then "+N more" for the rest. */
export function locationsLine(locations: readonly string[]): string {
  const shown = locations.slice(0, SIMILAR_JOB_LOCATIONS_SHOWN).join(', ');
  const more = locations.length - SIMILAR_JOB_LOCATIONS_SHOWN;
  return more > 0 ? `${shown} ${t('JobDetail_MoreLocations', { count: more })}` : shown;
}

function SimilarJobCard({ job }: { job: SimilarJob }) {
  return (
    <li className="similar-job" part="similar-job">
      <span className="eyebrow">{job.JobInterest}</span>
      <a part="similar-link" href={jobPageHref(job.JobUrl)}>{job.JobTitle}</a>
      <span className="locations">{locationsLine(job.JobLocation)}</span>
    </li>
  );
}

/** The similar jobs' call for the job `jobID`: the job view keeps its box until it has settled. */
export const useSimilarJobs = (jobID: string) => useAsync(fetchSimilarJobs, jobID, { failures: similarJobsFailures });

/** Similar jobs (D§2, D§3 `response.results`); nothing at all when there are none or the call fails. */
export function SimilarJobs({ similar, headingLevel }: { similar: ReturnType<typeof useSimilarJobs>; headingLevel: number }) {
  if (similar.status !== 'ready' || !similar.data) return null;
  const Heading = `h${headingLevel}` as 'h2';
  return (
    <div className="similar" part="similar">
      <Heading className="section-heading">{t('JobDetail_SimilarJobs')}</Heading>
      <ul className="similar-jobs">{similar.data.map((job) => <SimilarJobCard key={job.JobId} job={job} />)}</ul>
    </div>
  );
}
