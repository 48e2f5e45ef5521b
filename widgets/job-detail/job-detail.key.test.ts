import { describe, expect, it } from 'vitest';
import { jobKeyOf, jobPageHref, lastPathSegment } from './job-detail.key.js';
import { locationsLine, SIMILAR_JOB_LOCATIONS_SHOWN } from './job-detail.similar.js';

describe('the job a page shows (D§2)', () => {
  it('is the last path segment, trailing slash or not', () => {
    expect(lastPathSegment('/careers/search-jobs/jobs/analyst-101')).toBe('analyst-101');
    expect(lastPathSegment('/careers/search-jobs/jobs/analyst-101/')).toBe('analyst-101');
    expect(jobKeyOf('', '/careers/search-jobs/jobs/analyst-101')).toBe('analyst-101');
  });

  it('is the job-key attribute when set', () => {
    expect(jobKeyOf('economist-104079', '/widgets/mck-job-detail')).toBe('economist-104079');
  });

  it('is none when the segment is not a job key (an invalid job URL)', () => {
    expect(jobKeyOf('', '/careers/search-jobs/jobs/not_a_job')).toBe(null);
    expect(jobKeyOf('', '/careers/search-jobs/jobs/%3Cscript%3E')).toBe(null);
    expect(jobKeyOf('', '/')).toBe(null);
  });

  it("links a similar job to this site's job page by its URL's last segment", () => {
    expect(jobPageHref('/careers/search-jobs/jobs/design-lead-113495')).toBe('/careers/search-jobs/jobs/design-lead-113495');
  });
});

describe(`a similar job's locations (D§9: ${SIMILAR_JOB_LOCATIONS_SHOWN}, then "+N more")`, () => {
  it('lists up to three whole', () => {
    expect(locationsLine(['Berlin'])).toBe('Berlin');
    expect(locationsLine(['Berlin', 'Munich', 'Paris'])).toBe('Berlin, Munich, Paris');
  });
  it('adds "+N more" for the rest', () => {
    expect(locationsLine(['Berlin', 'Munich', 'Paris', 'Rome', 'Oslo'])).toBe('Berlin, Munich, Paris +2 more');
  });
});
