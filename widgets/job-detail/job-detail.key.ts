import { is } from 'superstruct';
import { jobPageUrl, JobKey } from '../../core/contracts/jobs.js';

/** D§2: a page that is not a valid job URL goes here. */
export const INVALID_JOB_URL_TARGET = '/404';

/** The last non-empty segment of a path, decoded (`/careers/search-jobs/jobs/analyst-1/` → `analyst-1`). */
export function lastPathSegment(pathname: string): string {
  const segment = pathname.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The job a page shows (D§2 "chosen by the last path segment"), or null when it names none validly. */
export function jobKeyOf(override: string, pathname: string): string | null {
  const key = override || lastPathSegment(pathname);
  return is(key, JobKey) ? key : null;
}

/** A similar job's page on this site, whatever host its JobUrl names: its last segment under the job page path. */
export const jobPageHref = (jobUrl: string) => jobPageUrl(lastPathSegment(new URL(jobUrl, 'http://x/').pathname));
