/**
 * The public contract of `<mck-job-detail>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { is } from 'superstruct';
import { AttributeError, type AttributeKind, navigationUrl, num, text } from '../../core/host/attributes.js';
import { JobKey } from '../../core/contracts/jobs.js';
import { defineParts } from '../../core/host/parts.js';
import type { ElementEvents } from '../../core/host/fire.js';
import { defineStrings } from '../../core/text/i18n.js';

const jobKeyText = text('', {
  doc: 'The job to show (its page segment or jobID). Empty: the last segment of the page URL, as on the job page /careers/search-jobs/jobs/<job>; set it where the page URL does not name the job.',
});

/** A job key (letters, digits, hyphens: JobKey) or empty; anything else is a malformed attribute. */
const jobKey: AttributeKind<string> = {
  ...jobKeyText,
  parse(raw) {
    const value = jobKeyText.parse(raw).trim();
    const shown = value.slice(0, 200);
    if (value === '' || is(value, JobKey)) return value;
    throw new AttributeError(`is not a job key (letters, digits and hyphens): "${shown}"`);
  },
};

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const jobDetailAttributes = {
  jobKey,
  headingLevel: num(1, { min: 1, max: 5, integer: true, doc: 'Level of the job title, 1 to 5 (1 on the job page); the sections are one level below.' }),
  jobSearchUrl: navigationUrl('/careers/search-jobs', { doc: 'The job search page (the "back to job search" link of the job-not-found view).' }),
};

/** The parts of `<mck-job-detail>`, for `mck-job-detail::part(…)`. */
export const jobDetailParts = /* @__PURE__ */ defineParts({
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
});

/**
 * What `<mck-job-detail>` tells the page (name → detail): nothing. Its controls are links (apply,
 * similar jobs, share, back to job search) and a copy button that announces itself.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every widget declares its events interface, empty too: the manifest reads it and HTMLElementEventMap extends it
export interface JobDetailEvents {}

declare global {
  interface HTMLElementEventMap extends ElementEvents<JobDetailEvents> {}
}

/** Dictionary keys of `<mck-job-detail>` with their English defaults. */
export const jobDetailStrings = defineStrings({
  JobSearch_JobNotFound: 'Sorry, this job is no longer available.',
  JobDetail_BackToSearch: 'Back to job search',
  JobDetail_Loading: 'Loading the job…',
  JobDetail_JobId: 'Job ID: {id}',
  JobDetail_Locations: 'Locations',
  JobDetail_Apply: 'Apply now',
  JobDetail_ApplyByLevel: 'Apply by entry level',
  JobDetail_WhoYouWillWorkWith: 'Who you\'ll work with',
  JobDetail_WhatYouWillDo: 'What you\'ll do',
  JobDetail_YourBackground: 'Your background',
  JobDetail_Compensation: 'Compensation range',
  JobDetail_SimilarJobs: 'Similar jobs',
  JobDetail_MoreLocations: '+{count} more',
  JobDetail_Share: 'Share this job',
  JobDetail_CopyLink: 'Copy link',
  JobDetail_LinkCopied: 'Link copied',
});
export const { t } = jobDetailStrings;
