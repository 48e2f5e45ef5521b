import { is } from 'superstruct';
import { AttributeError, navigationUrl, num, text, type AttributeKind } from '../../core/host/attributes.js';
import { JobKey } from '../../core/contracts/jobs.js';

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
