import { defineWidget, registerWidget } from '../../core/host/define-widget.js';
import meta from './meta.json';
import { JobsBanner } from './jobs-banner.js';
import { jobsBannerAttributes } from './jobs-banner.api.js';
import { jobsBannerStyles } from './jobs-banner.styles.js';

/**
 * Jobs banner (D§2, D§8, D§9): how many jobs are open (`GET {search}/jobsearch/`, every job or
 * those matching `query`), capped as "500 plus" above 500, the first few jobs linked to their
 * pages, and a link to the job search page. No docs (or a failed call, or an answer without a docs
 * array) shows 'Error: No Jobs Data Found' instead of a count; the link stays.
 *
 * Keyboard: Tab reaches each job's link, then the job search link.
 *
 * Screen readers: with a heading the banner is read under it; without one it is a region named
 * "Open positions". It is aria-busy while counting ("Counting open positions…"), then gives the
 * count and a list of job links; no data is the role=status message "Error: No Jobs Data Found".
 * The last link is "Search all jobs".
 *
 * @tagname mck-jobs-banner
 * @summary The count of open jobs ("500 plus" above 500) with a link to the job search.
 *
 * @slot - The CMS's fallback (heading, a line, the job search link); the rendered banner has the same shape.
 *
 * @cssprop --mck-color-accent - Job search link colour.
 */
export class JobsBannerElement extends defineWidget({
  tag: meta.tag,
  services: meta.services,
  component: JobsBanner,
  attributes: jobsBannerAttributes,
  styles: jobsBannerStyles,
}) {}

registerWidget(JobsBannerElement);

declare global {
  interface HTMLElementTagNameMap {
    'mck-jobs-banner': JobsBannerElement;
  }
}
