/**
 * The public contract of `<mck-jobs-banner>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { navigationUrl, num, text } from '../../core/host/attributes.js';
import { JOBS_BANNER_LISTED, MAX_JOBS_BANNER_LISTED } from './jobs-banner.calls.js';
import { defineParts, editorParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const jobsBannerAttributes = {
  heading: text('', { doc: 'Heading above the count.' }),
  headingLevel: num(2, { min: 2, max: 6, integer: true, doc: 'Level of the heading, 2 to 6.' }),
  query: text('', { doc: 'Job search text the count and the list are for (e.g. "data"); empty counts every job.' }),
  limit: num(JOBS_BANNER_LISTED, {
    min: 0, max: MAX_JOBS_BANNER_LISTED, integer: true,
    doc: `Jobs listed under the count, 0 to ${MAX_JOBS_BANNER_LISTED} (0: the count alone).`,
  }),
  jobSearchUrl: navigationUrl('/careers/search-jobs', { doc: 'The job search page the banner links to (checked like every navigation URL).' }),
};

/** The parts of `<mck-jobs-banner>`, for `mck-jobs-banner::part(…)`. */
export const jobsBannerParts = /* @__PURE__ */ defineParts({
  base: 'The wrapper.',
  heading: 'The heading.',
  count: 'The count line ("1,234 open positions", "500 plus open positions"), or the loading text.',
  message: 'The "No Jobs Data Found" message (no docs, or the call failed).',
  jobs: 'The list of jobs under the count.',
  job: 'One job\'s link (its title) to its job page.',
  'search-link': 'The link to the job search page.',
}, editorParts);

/** What `<mck-jobs-banner>` tells the page (name → detail): nothing; its links are plain links. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface JobsBannerEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<JobsBannerEvents> {}
}

/** Dictionary keys of `<mck-jobs-banner>` with their English defaults. */
export const jobsBannerStrings = defineStrings({
  JobsBanner_Count: '{count, plural, =0 {No open positions} one {# open position} other {# open positions}}',
  JobsBanner_OverCap: '500 plus',
  JobsBanner_NoJobsData: 'Error: No Jobs Data Found',
  JobsBanner_Loading: 'Counting open positions…',
  JobsBanner_SearchLink: 'Search all jobs',
  JobsBanner_Label: 'Open positions',
});
export const { t } = jobsBannerStrings;
