import { navigationUrl, num, text } from '../../core/host/attributes.js';
import { JOBS_BANNER_LISTED, MAX_JOBS_BANNER_LISTED } from './jobs-banner.calls.js';

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
