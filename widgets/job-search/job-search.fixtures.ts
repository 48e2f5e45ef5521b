import type { JobDoc, MasterListResponse } from '../../core/contracts/jobs.js';

/** A small facet master list (D§3), in the service's shape. */
export const MASTER: MasterListResponse['data'] = {
  regions: [
    { name: 'Europe', countries: [{ name: 'Germany', cities: ['Berlin', 'Munich'] }, { name: 'France', cities: ['Paris'] }] },
    { name: 'Asia', countries: [{ name: 'Japan', cities: ['Tokyo'] }] },
  ],
  interests: [{ interestCategory: 'Consulting', interests: ['Generalist consulting', 'Digital'] }],
  industries: ['Banking', 'Retail'],
  functions: ['Strategy'],
};

/** A job as the search answers it. */
export const job = (n: number, overrides: Partial<JobDoc> = {}): JobDoc => ({
  jobID: `${10000 + n}`,
  title: `Analyst ${n}`,
  whatYouWillDo: `<p>Work with clients on problem ${n}.</p>`,
  interest: 'Digital',
  cities: ['Berlin'],
  friendlyURL: `analyst-${n}`,
  ...overrides,
});

/** 300 characters of words; the 250th character falls inside "boundary". */
export const LONG_TEXT = `${'word '.repeat(48)}at the boundary ${'more '.repeat(10)}`.trim();
