import type { PartDocs } from '../../core/host/parts.js';

/** The parts of `<mck-job-detail>`, for `mck-job-detail::part(…)`. */
export const jobDetailParts = {
  fallback: 'The CMS\'s fallback while the job loads.',
  base: 'The job (an article).',
  eyebrow: 'The job\'s interest above the title.',
  title: 'The job title.',
  'job-id': 'The "Job ID" line.',
  cities: 'The list of the job\'s cities.',
  apply: 'The apply links\' box.',
  'apply-link': 'The "Apply now" link.',
  'entry-levels': 'The Einstiegslevel list: apply links by entry level (German postings).',
  'entry-level-link': 'One entry level\'s apply link.',
  section: 'One section of the posting (who you\'ll work with, what you\'ll do, your background, compensation).',
  similar: 'The similar jobs section.',
  'similar-job': 'One similar job.',
  'similar-link': 'A similar job\'s title, linking to its page.',
  share: "The share section: the page's share bar (`<mck-share-bar>`, slotted) and the copy link button.",
  'copy-link': 'The copy link button.',
  'not-found': 'The job-not-found view (or the message of another failure).',
  message: 'The job-not-found message (JobSearch_JobNotFound).',
  'back-link': 'The link back to the job search.',
} satisfies PartDocs;
