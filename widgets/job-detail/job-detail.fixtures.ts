import type { JobDetail } from '../../core/contracts/jobs.js';
import type { SimilarJob } from './job-detail.calls.js';

/** A job as the job service sends it (D§3), with HTML in a section to check it is sanitised. */
export const analystJob = (overrides: Partial<JobDetail> = {}): JobDetail => ({
  jobID: '101',
  friendlyURL: 'analyst-101',
  title: 'Business Analyst',
  interest: 'Consulting',
  interestCategory: 'Business',
  cities: ['Berlin', 'Munich'],
  countries: ['Germany'],
  industries: ['Energy'],
  functions: ['Strategy'],
  whoYouWillWorkWith: 'A team of <strong>consultants</strong>.<img src="x" alt="" onerror="alert(1)"><script>alert(2)</script>',
  whatYouWillDo: 'Solve problems.',
  yourBackground: 'A degree.',
  compensationRange: '',
  jobApplyURL: 'https://careers.example.com/apply/101',
  Einstiegslevel: [],
  ...overrides,
});

export const similarJob = (n: number, cities: string[]): SimilarJob => ({
  JobId: `${200 + n}`,
  JobTitle: `Similar ${n}`,
  JobLocation: cities,
  JobUrl: `/careers/search-jobs/jobs/similar-${n}`,
  JobInterest: 'Consulting',
});

export const jobAnswer = (job: JobDetail) => Response.json({ data: { numFound: 1, docs: [job] } });
export const similarAnswer = (results: SimilarJob[]) => Response.json({ data: { results } });
