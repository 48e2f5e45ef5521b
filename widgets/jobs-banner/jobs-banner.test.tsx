import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, held, reply, type Answer, type FakeServices } from '../../tests/support/fake-services.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import { JOBS_BANNER_COUNT_CAP, JOBS_BANNER_LISTED } from './jobs-banner.calls.js';
import './jobs-banner.define.js';

const job = (n: number) => ({ jobID: `${n}`, title: `Job ${n}`, whatYouWillDo: 'Work.', interest: 'Data', cities: ['Berlin'], friendlyURL: `job-${n}` });
const answer = (numFound: number, docs = Array.from({ length: Math.min(numFound, 3) }, (_, i) => job(i + 1))) =>
  ({ data: { numFound, start: 0, docs, facets: {} } });

let services: FakeServices;
const asked = () => services.calls.map((call) => call.url);
const answerSearch = (answer: Answer) => services.route({ 'GET /jobsearch/': answer });

const settled = (el: Element) => vi.waitFor(() => {
  if (el.shadowRoot?.querySelector('[part=base]')?.getAttribute('aria-busy') !== 'false') throw new Error('still loading');
  return el.shadowRoot!;
});

describe('<mck-jobs-banner>', () => {
  beforeEach(() => {
    configureForTest({ language: 'en' }, (name) => `https://${name}.test`);
    services = fakeServices();
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    setConfig(null);
  });

  it('counts the jobs for its text, lists the first ones and links to the job search', async () => {
    answerSearch(answer(234));
    const root = await settled(mount('<mck-jobs-banner heading="Join us" query="data" limit="2"></mck-jobs-banner>'));
    expect(asked().map((u) => `${u.origin}${u.pathname}`)).toEqual(['https://search.test/jobsearch/']);
    expect(Object.fromEntries(asked()[0]!.searchParams)).toEqual({ q: 'data', pageSize: '2' });
    expect(root.querySelector('h2')?.textContent).toBe('Join us');
    expect(root.querySelector('[part=count]')?.textContent).toBe('234 open positions');
    const jobs = [...root.querySelectorAll<HTMLAnchorElement>('[part=job]')];
    expect(jobs.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Job 1', '/careers/search-jobs/jobs/job-1'], ['Job 2', '/careers/search-jobs/jobs/job-2']]);
    expect(root.querySelector('[part=search-link]')?.getAttribute('href')).toBe('/careers/search-jobs');
  });

  it(`lists ${JOBS_BANNER_LISTED} jobs by default and says "500 plus" above ${JOBS_BANNER_COUNT_CAP} (D§9)`, async () => {
    answerSearch(answer(JOBS_BANNER_COUNT_CAP + 1));
    const root = await settled(mount('<mck-jobs-banner></mck-jobs-banner>'));
    expect(asked()[0]!.searchParams.get('q')).toBe(null);
    expect(root.querySelector('[part=count]')?.textContent).toBe('500 plus open positions');
    expect(root.querySelectorAll('[part=job]')).toHaveLength(JOBS_BANNER_LISTED);
  });

  it('says one open position in the singular', async () => {
    answerSearch(answer(1));
    const root = await settled(mount('<mck-jobs-banner></mck-jobs-banner>'));
    expect(root.querySelector('[part=count]')?.textContent).toBe('1 open position');
  });

  it(`says the number itself at exactly ${JOBS_BANNER_COUNT_CAP}, and lists none with limit 0`, async () => {
    answerSearch(answer(JOBS_BANNER_COUNT_CAP));
    const root = await settled(mount('<mck-jobs-banner limit="0"></mck-jobs-banner>'));
    expect(root.querySelector('[part=count]')?.textContent).toBe('500 open positions');
    expect(root.querySelector('[part=jobs]')).toBe(null);
  });

  it('says the count is being fetched until the answer is in', async () => {
    const later = held();
    answerSearch(later.answer);
    const el = mount('<mck-jobs-banner></mck-jobs-banner>');
    const count = await inShadow(el, '[part=count]');
    expect(count.textContent).toBe('Counting open positions…');
    expect(el.shadowRoot!.querySelector('[part=base]')?.getAttribute('aria-busy')).toBe('true');
    later.release(answer(7));
    await vi.waitFor(() => expect(el.shadowRoot!.querySelector('[part=count]')?.textContent).toBe('7 open positions'));
  });

  it.each([
    ['no docs', answer(0, [])],
    ['an answer without a docs array', { data: { numFound: 3, start: 0, facets: {} } }],
    ['a failed call', reply(503, { message: 'Down.' })],
  ])("shows 'Error: No Jobs Data Found' for %s (D§8), and keeps the job search link", async (_case, failure: Answer) => {
    answerSearch(failure);
    const root = await settled(mount('<mck-jobs-banner></mck-jobs-banner>'));
    expect(root.querySelector('[part=message]')?.textContent).toBe('Error: No Jobs Data Found');
    expect(root.querySelector('[part=count], [part=jobs]')).toBe(null);
    expect(root.querySelector('[part=search-link]')?.textContent).toBe('Search all jobs');
  });
});
