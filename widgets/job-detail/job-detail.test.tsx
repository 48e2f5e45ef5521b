import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, reply, type FakeServices } from '../../tests/support/fake-services.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import { analystJob, jobAnswer, similarAnswer, similarJob } from './job-detail.fixtures.js';
import './job-detail.define.js';

const DETAILS = 'GET /jobsearch/jobdetails';
const SIMILAR = 'GET /jobsearch/jobdetails/similarjobs';
let services: FakeServices;
const asked = () => services.calls.map((call) => call.url);
const JOB = '<mck-job-detail><p><a href="/careers/search-jobs">Search all jobs</a></p></mck-job-detail>';

const shown = (el: Element) => inShadow(el, '[part=title], [part=not-found]').then(() => el.shadowRoot!);

describe('<mck-job-detail>', () => {
  beforeEach(() => {
    configureForTest({ navigationOrigins: ['https://careers.example.com'] }, (name) => `https://${name}.test`);
    history.replaceState(null, '', '/careers/search-jobs/jobs/analyst-101');
    // Both calls fail unless a test answers them.
    services = fakeServices({ [DETAILS]: reply(503, { message: 'Down.' }), [SIMILAR]: reply(503, { message: 'Down.' }) });
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setConfig(null);
  });

  it('shows the job the last path segment names: eyebrow, title, job ID, cities, apply link and sections (D§2)', async () => {
    services.route({ [DETAILS]: () => jobAnswer(analystJob()) });
    const root = await shown(mount(JOB));
    expect(asked()[0]!.searchParams.get('q')).toBe('analyst-101');
    expect(root.querySelector('[part=eyebrow]')?.textContent).toBe('Consulting');
    expect(root.querySelector('h1[part=title]')?.textContent).toBe('Business Analyst');
    expect(root.querySelector('[part=job-id]')?.textContent).toBe('Job ID: 101');
    expect([...root.querySelectorAll('[part=cities] li')].map((li) => li.textContent)).toEqual(['Berlin', 'Munich']);
    expect(root.querySelector('[part=apply-link]')?.getAttribute('href')).toBe('https://careers.example.com/apply/101');
    const sections = [...root.querySelectorAll('[part=section]')];
    // compensationRange is '' for this posting: no section for it.
    expect(sections.map((s) => s.querySelector('h2')?.textContent)).toEqual(["Who you'll work with", "What you'll do", 'Your background']);
    expect(root.querySelector('[part=entry-levels]')).toBe(null);
  });

  it('shows the compensation range and the Einstiegslevel apply links when the posting has them', async () => {
    services.route({ [DETAILS]: () => jobAnswer(analystJob({
      compensationRange: '$100,000 - $140,000 a year',
      Einstiegslevel: [
        { name: 'Praktikum', url: 'https://careers.example.com/apply/101?level=praktikum' },
        { name: 'Elsewhere', url: 'https://evil.example/apply' },
      ],
    })) });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = await shown(mount(JOB));
    expect([...root.querySelectorAll('[part=section] h2')].at(-1)?.textContent).toBe('Compensation range');
    const levels = [...root.querySelectorAll<HTMLAnchorElement>('[part=entry-level-link]')];
    // The core URL check refuses an origin the page config does not allow: no link, a console line.
    expect(levels.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Praktikum', 'https://careers.example.com/apply/101?level=praktikum']]);
    expect(errors.mock.calls.some(([line]) => String(line).includes('[mck-job-detail] apply URL'))).toBe(true);
  });

  it('lists similar jobs linked to their job pages, three locations then "+N more"', async () => {
    services.route({ [DETAILS]: () => jobAnswer(analystJob()) });
    services.route({ [SIMILAR]: () => similarAnswer([similarJob(1, ['Berlin', 'Munich', 'Paris', 'Rome']), similarJob(2, ['Oslo'])]) });
    const el = mount(JOB);
    await inShadow(el, '[part=similar-job]');
    const root = el.shadowRoot!;
    expect(asked().find((u) => u.pathname.endsWith('/similarjobs'))?.searchParams.get('jobID')).toBe('101');
    const jobs = [...root.querySelectorAll('[part=similar-job]')];
    expect(jobs.map((j) => j.querySelector('a')?.getAttribute('href'))).toEqual(['/careers/search-jobs/jobs/similar-1', '/careers/search-jobs/jobs/similar-2']);
    expect(jobs.map((j) => j.querySelector('.locations')?.textContent)).toEqual(['Berlin, Munich, Paris +1 more', 'Oslo']);
  });

  it("leaves similar jobs out when their call fails, and still shows the job and the site's share bar titled by the job", async () => {
    services.route({ [DETAILS]: () => jobAnswer(analystJob()) });
    const el = mount(JOB);
    const root = await shown(el);
    await vi.waitFor(() => expect(asked().some((u) => u.pathname.endsWith('/similarjobs'))).toBe(true));
    expect(root.querySelector('[part=similar]')).toBe(null);
    const bar = el.querySelector('mck-share-bar[slot=share]');
    expect(bar?.getAttribute('page-title')).toBe('Business Analyst');
    expect(root.querySelector('[part=share] slot[name=share]')).not.toBe(null);
  });

  it('shows the job job-key names instead of the URL\'s', async () => {
    services.route({ [DETAILS]: () => jobAnswer(analystJob()) });
    await shown(mount('<mck-job-detail job-key="economist-104079"></mck-job-detail>'));
    expect(asked()[0]!.searchParams.get('q')).toBe('economist-104079');
  });

  it('shows JobSearch_JobNotFound with a link back to the job search for a key no job has (D§8)', async () => {
    services.route({ [DETAILS]: reply(404, { message: 'No job "analyst-101".' }) });
    const root = await shown(mount(JOB));
    expect(root.querySelector('[part=message]')?.textContent).toBe('Sorry, this job is no longer available.');
    expect(root.querySelector('[part=back-link]')?.getAttribute('href')).toBe('/careers/search-jobs');
    expect(root.querySelector('[part=title]')).toBe(null);
  });

  it('says something went wrong (not "not found") when the service fails', async () => {
    const root = await shown(mount(JOB));
    expect(root.querySelector('[part=message]')?.textContent).toBe('Something went wrong. Please try again.');
    expect(root.querySelector('[part=back-link]')).not.toBe(null);
  });

  it('goes to /404 for an invalid job URL (D§8), asking the service nothing', async () => {
    history.replaceState(null, '', '/careers/search-jobs/jobs/not_a_job');
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    mount(JOB);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/404`));
    expect(asked()).toEqual([]);
  });
});
