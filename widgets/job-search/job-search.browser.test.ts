import { expect } from 'chai';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import { job, MASTER } from './job-search.fixtures.js';
import './job-search.define.js';
import { jobSearchParts } from './job-search.api.js';
import { errorExampleMismatches, withFallbackCss } from '../../tests/support/fallback.js';

const realFetch = window.fetch;
/** The job search's answer for a call's parameters; the master list and suggestions are fixed. */
let jobsAnswer: (params: URLSearchParams) => Response;
let jobCalls: URLSearchParams[];

const jobs = (count: number, numFound: number, first = 1) => () =>
  Response.json({ data: { numFound, start: 0, docs: Array.from({ length: count }, (_, i) => job(first + i)), facets: { cities: [{ name: 'Berlin', count: 7 }] } } });

const SEARCH = '<mck-job-search heading="Jobs" url="none"></mck-job-search>';
const rendered = (el: Element, count: number) => waitFor(() => {
  const cards = shadow(el).querySelectorAll('[part=card]');
  if (cards.length !== count) throw new Error(`${cards.length} cards, waiting for ${count}`);
  return cards;
});
const focused = (el: Element) => shadow(el).activeElement as HTMLElement | null;
const press = async (key: string, times = 1) => { for (let i = 0; i < times; i++) await sendKeys({ press: key }); };

describe('mck-job-search', () => {
  widgetTestHooks('mck-job-search', jobSearchParts, () => {
    window.fetch = realFetch;
    document.documentElement.dir = '';
  });
  beforeEach(() => {
    jobCalls = [];
    jobsAnswer = jobs(3, 3);
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      if (!url.pathname.startsWith('/test-services/search/')) return realFetch(input, init);
      if (url.pathname.endsWith('/masterList')) return Response.json({ data: MASTER });
      if (url.pathname.endsWith('/jobtypeahead/')) return Response.json({ data: { terms: ['Data analyst', 'Data engineer'] } });
      jobCalls.push(url.searchParams);
      return jobsAnswer(url.searchParams);
    }) as typeof fetch;
  });
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('searches by keyboard alone: suggestions with wrapping arrows, Enter, Escape', async () => {
    const el = fixture(SEARCH);
    await rendered(el, 3);
    const input = await tabInto<HTMLInputElement>(el);
    expect(input.getAttribute('part')).to.equal('input');
    await sendKeys({ type: 'dat' });
    await waitFor(() => { if (input.getAttribute('aria-expanded') !== 'true') throw new Error('no suggestions yet'); });
    await press('ArrowUp'); // wraps to the last
    expect(shadow(el).getElementById(input.getAttribute('aria-activedescendant')!)?.textContent).to.equal('Data engineer');
    await expectAxeClean(el);
    await press('Enter');
    await waitFor(() => { if (jobCalls.at(-1)?.get('q') !== 'Data engineer') throw new Error('not searched yet'); });
    expect(input.value).to.equal('Data engineer');
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    await press('Escape');
    await waitFor(() => { if (jobCalls.at(-1)?.has('q') !== false) throw new Error('not cleared yet'); });
    expect(input.value).to.equal('');
  });

  it('filters by keyboard alone: dropdowns, options, tags and Clear all, with visible focus', async () => {
    const el = fixture(SEARCH);
    await rendered(el, 3);
    const input = await tabInto<HTMLInputElement>(el);
    input.blur();
    const regions = shadow(el).querySelector<HTMLButtonElement>('[part=filter-toggle]')!;
    regions.focus();
    await press('Enter');
    expect(regions.getAttribute('aria-expanded')).to.equal('true');
    await expectAxeClean(el);
    await press('Escape'); // closes, focus back on the button
    expect(regions.getAttribute('aria-expanded')).to.equal('false');
    expect(focused(el)).to.equal(regions);
    await press('Enter');
    await press('Tab', 3); // All locations, Europe, Germany
    expect(focused(el)?.parentElement?.textContent).to.equal('Germany');
    expect(getComputedStyle(focused(el)!).outlineStyle).to.not.equal('none');
    await press('Space'); // picks it, closes the dropdown, focus back on the button
    await waitFor(() => { if (jobCalls.at(-1)?.get('countries') !== 'Germany') throw new Error('not filtered yet'); });
    expect(regions.getAttribute('aria-expanded')).to.equal('false');
    expect(focused(el)).to.equal(regions);
    await press('Enter');
    await press('Tab', 4); // All, Europe, Germany, Berlin
    await press('Space'); // a city drops its country
    await waitFor(() => { if (jobCalls.at(-1)?.get('cities') !== 'Berlin' || jobCalls.at(-1)?.has('countries')) throw new Error('not yet'); });
    const tags = () => [...shadow(el).querySelectorAll('[part=tag]')].map((t) => t.textContent);
    expect(tags()).to.deep.equal(['Berlin×']);
    await expectAxeClean(el);
    const remove = shadow(el).querySelector<HTMLButtonElement>('[part=tag-remove]')!;
    remove.focus();
    await press('Enter');
    await waitFor(() => { if (tags().length) throw new Error('tag still there'); });
    await waitFor(() => { if (focused(el)?.getAttribute('part') !== 'input') throw new Error('focus lost'); });
  });

  it('shows Load More while there are more, by keyboard', async () => {
    jobsAnswer = (params) => (params.get('start') === '0' ? jobs(20, 25) : jobs(5, 25, 21))();
    const el = fixture(SEARCH);
    await rendered(el, 20);
    const more = shadow(el).querySelector<HTMLButtonElement>('[part=load-more]')!;
    more.focus();
    await press('Enter');
    await rendered(el, 25);
    expect(jobCalls.at(-1)?.get('start')).to.equal('20');
    expect(shadow(el).querySelector('[part=load-more]')).to.equal(null);
    await expectAxeClean(el);
  });

  it('is axe clean with no jobs, and with the error outcome', async () => {
    jobsAnswer = jobs(0, 0);
    const empty = fixture(SEARCH);
    await waitFor(() => { if (!shadow(empty).querySelector('[part=status]')?.textContent?.startsWith('No jobs')) throw new Error('loading'); });
    await expectAxeClean(empty);
    jobsAnswer = () => Response.json({ message: 'Down.' }, { status: 503 });
    const failed = fixture(SEARCH);
    const message = await present(shadow(failed), '[part=error-message]');
    expect(message.textContent).to.equal('Error: No Jobs Data Found');
    await expectAxeClean(failed);
  });

  it('lays out right to left on an Arabic page', async () => {
    testConfig({ language: 'ar' });
    document.documentElement.dir = 'rtl';
    const el = fixture(SEARCH);
    await rendered(el, 3);
    const [regions] = shadow(el).querySelectorAll<HTMLButtonElement>('[part=filter-toggle]');
    regions!.click();
    await waitFor(() => { if (regions!.getAttribute('aria-expanded') !== 'true') throw new Error('closed'); });
    const panel = shadow(el).querySelector<HTMLElement>('[part=filter-options]:not([hidden])')!;
    // The dropdown hangs from the button's right edge, the search button is left of the box.
    expect(Math.round(panel.getBoundingClientRect().right)).to.equal(Math.round(regions!.getBoundingClientRect().right));
    const input = shadow(el).querySelector('[part=input]')!.getBoundingClientRect();
    const submit = shadow(el).querySelector('[part=submit]')!.getBoundingClientRect();
    expect(submit.right <= input.left).to.equal(true);
    await expectAxeClean(el);
  });

  it('turns the dropdown chevron up as the list opens, without motion under prefers-reduced-motion', async () => {
    const el = fixture(SEARCH);
    await rendered(el, 3);
    const toggle = shadow(el).querySelector<HTMLButtonElement>('[part=filter-toggle]')!;
    const chevron = toggle.querySelector('.mck-chevron')!;
    expect(getComputedStyle(chevron).transitionDuration).to.not.equal('0s');
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(getComputedStyle(chevron).transitionDuration).to.equal('0s');
    // Turned 45° it points down (its transform's first cell positive), turned -135° up.
    const pointsDown = () => new DOMMatrix(getComputedStyle(chevron).transform).a > 0;
    expect(pointsDown()).to.equal(true);
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).to.equal('true'));
    expect(pointsDown()).to.equal(false);
  });

  it('shows a placeholder for the empty heading in editor mode', async () => {
    testConfig({ editorMode: true });
    const el = fixture('<mck-job-search url="none"></mck-job-search>');
    const placeholder = await present(shadow(el), '[part=placeholder]');
    expect(placeholder.textContent).to.contain('Heading');
    await rendered(el, 3);
    await expectAxeClean(el);
  });

  it('shows its error state for malformed attributes, naming tag and attribute', async () => {
    await expectAttributeError('<mck-job-search url="hash"></mck-job-search>', 'mck-job-search', 'url');
    await expectAttributeError('<mck-job-search heading-level="7"></mck-job-search>', 'mck-job-search', 'heading-level');
  });

  describe('the gallery\'s error examples, under the fallback CSS (as a CMS page links it)', () => {
    const css = withFallbackCss('job-search');
    it('are printed as tall as the error state they render', async () => {
      expect(await errorExampleMismatches('job-search', css())).to.deep.equal([]);
    });
  });
});
