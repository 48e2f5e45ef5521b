import { is } from 'superstruct';
import { JobKey } from '../../core/contracts/jobs.js';

/** Where the job page is (the job search's cards link here too): `/careers/jobs/<job key>`. */
export const JOB_PAGE_PATH = '/careers/jobs/';
/** D§2: a page that is not a valid job URL goes here. */
export const INVALID_JOB_URL_TARGET = '/404';

/** The last non-empty segment of a path, decoded (`/careers/jobs/analyst-1/` → `analyst-1`). */
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

/** A similar job's page on this site: its last segment under {@link JOB_PAGE_PATH}. */
export const jobPageHref = (jobUrl: string) => `${JOB_PAGE_PATH}${encodeURIComponent(lastPathSegment(new URL(jobUrl, 'http://x/').pathname))}`;
