import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { JobDetailPage } from './job-detail.js';
import { jobDetailAttributes } from './job-detail.api.js';
import { jobDetailStyles } from './job-detail.styles.js';

/**
 * Job detail (D§2, D§3, D§7–D§9): the job named by the last segment of the page URL
 * (`/careers/search-jobs/jobs/<job>`; `job-key` overrides it) from `GET {search}/jobsearch/jobdetails`:
 * interest as eyebrow, title, job ID, cities, the apply link and the Einstiegslevel apply links
 * (each through the core URL check), the sections (who you'll work with, what you'll do, your
 * background, compensation; their HTML sanitised), similar jobs (three locations, then "+N more")
 * and the share section: the site's share bar (`<mck-share-bar>`: LinkedIn, Facebook and X in a
 * popup with the networks' `cid` and a short link, and email, D§7) and a copy-link button; the
 * share bar is added inside this tag, in the page's DOM, for the loader to hydrate. A key no job has shows JobSearch_JobNotFound with a link back to the job
 * search; a page URL whose last segment is not a job key (D§2 "invalid job URL") goes to /404.
 *
 * Keyboard: Tab reaches the apply links, the similar jobs, the share bar's buttons and email link,
 * and the copy button.
 *
 * Screen readers: while the job loads, a visually hidden role=status line says "Loading the job…";
 * a missing job or failure is a role=status message. The job is an article named by its title
 * heading, with lists "Locations" and "Apply by entry level", a heading per section, "Similar jobs"
 * and "Share this job"; copying the link announces "Link copied" through the page's live region.
 *
 * @tagname mck-job-detail
 * @summary A job posting with apply links, similar jobs and share.
 *
 * @slot - The CMS's fallback (the job's title and a link to the job search), shown while the job loads.
 * @slot share - The share bar, which the widget adds itself.
 *
 * @cssprop --mck-color-accent - Apply link colour.
 * @cssprop --mck-color-muted - Eyebrow, job ID and locations colour.
 */
export class JobDetailElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: JobDetailPage,
  attributes: jobDetailAttributes,
  styles: jobDetailStyles,
}) {}

registerWidget(JobDetailElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-job-detail': JobDetailElement;
  }
}
