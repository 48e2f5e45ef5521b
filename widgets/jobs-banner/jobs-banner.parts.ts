import { editorParts, type PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-jobs-banner>`, for `mck-jobs-banner::part(…)`. */
export const jobsBannerParts = {
  base: 'The wrapper.',
  heading: 'The heading.',
  count: 'The count line ("1,234 open positions", "500 plus open positions"), or the loading text.',
  message: 'The "No Jobs Data Found" message (no docs, or the call failed).',
  jobs: 'The list of jobs under the count.',
  job: 'One job\'s link (its title) to its job page.',
  'search-link': 'The link to the job search page.',
  ...editorParts,
} satisfies PartDocs;
