import { expect } from 'chai';
import {
  belowView, expectAttributeError, expectAxeClean, fixture, shadow, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { errorExampleMismatches, printedHeight, withFallbackCss } from '../../tests/support/fallback.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import './jobs-banner.define.js';
import { jobsBannerParts } from './jobs-banner.api.js';

const realFetch = window.fetch;
/** The job search service's answer to the banner's call. */
let reply: () => Response;

const job = (n: number) => ({ jobID: `${n}`, title: `Job ${n}`, whatYouWillDo: 'Work.', interest: 'Data', cities: ['Berlin'], friendlyURL: `job-${n}` });
const jobs = (numFound: number) => () =>
  Response.json({ data: { numFound, start: 0, docs: Array.from({ length: Math.min(numFound, 3) }, (_, i) => job(i + 1)), facets: {} } });

const BANNER = '<mck-jobs-banner heading="Join us"><h2>Join us</h2><p>Open positions</p><a href="/careers/search-jobs">Search all jobs</a></mck-jobs-banner>';

const settled = (el: Element) => waitFor(() => {
  if (shadow(el).querySelector('[part=base]')?.getAttribute('aria-busy') !== 'false') throw new Error('still loading');
  return shadow(el);
});

describe('mck-jobs-banner', () => {
  widgetTestHooks('mck-jobs-banner', jobsBannerParts, () => {
    window.fetch = realFetch;
    document.documentElement.removeAttribute('dir');
    void emulateMedia({ reducedMotion: 'no-preference' });
  });
  beforeEach(() => {
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      return url.includes('/test-services/search/jobsearch/') ? reply() : realFetch(input, init);
    }) as typeof fetch;
  });

  it('shows the capped count and reaches each job and the job search link by keyboard, with visible focus', async () => {
    reply = jobs(501);
    const el = fixture(BANNER);
    const root = await settled(el);
    expect(root.querySelector('[part=count]')?.textContent).to.equal('500 plus open positions');
    const first = await tabInto<HTMLAnchorElement>(el);
    expect(first.textContent).to.equal('Job 1');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    const link = root.activeElement as HTMLAnchorElement;
    expect(link.getAttribute('part')).to.equal('search-link');
    expect(getComputedStyle(link).outlineStyle).to.not.equal('none');
  });

  it('is axe clean while loading, with a count, with no jobs and when the call fails; also right to left', async () => {
    let answerNow!: () => void;
    reply = jobs(12);
    const held = reply;
    window.fetch = (() => new Promise<Response>((resolve) => { answerNow = () => resolve(held()); })) as typeof fetch;
    const loading = fixture(BANNER);
    await waitFor(() => {
      if (!shadow(loading).querySelector('[part=count]')) throw new Error('not rendered');
    });
    await expectAxeClean(loading);
    answerNow();
    await settled(loading);
    await expectAxeClean(loading);

    for (const answer of [jobs(0), () => Response.json({ message: 'Down.' }, { status: 503 })]) {
      window.fetch = (async () => answer()) as typeof fetch;
      const el = fixture(BANNER);
      const root = await settled(el);
      expect(root.querySelector('[part=message]')?.textContent).to.equal('Error: No Jobs Data Found');
      await expectAxeClean(el);
    }
    document.documentElement.dir = 'rtl';
    await expectAxeClean(loading);
    expect(getComputedStyle(shadow(loading).querySelector('[part=base]')!).direction).to.equal('rtl');
  });

  describe('in the box its fallback CSS gives the tag (as a CMS page links it)', () => {
    const css = withFallbackCss('jobs-banner');
    const height = (el: Element) => el.getBoundingClientRect().height;
    const base = (el: Element) => shadow(el).querySelector('[part=base]')!;

    it('with no jobs, or for the count alone, is as tall as its heading, line and link', async () => {
      for (const [answer, markup] of [[jobs(0), BANNER], [jobs(12), BANNER.replace('heading="Join us"', 'heading="Join us" limit="0"')]] as const) {
        reply = answer;
        const el = fixture(markup);
        await settled(el);
        await belowView(el);
        expect(Math.abs(height(el) - height(base(el))), markup).to.be.below(1);
      }
      const empty = fixture(BANNER);
      reply = jobs(0);
      await settled(empty);
      await belowView(empty);
      const listing = fixture(BANNER);
      reply = jobs(12);
      await settled(listing);
      expect(height(empty)).to.be.below(height(listing) - 3 * 16);
    });

    it('printed, loading and listing its jobs, takes one box: the jobs arriving move nothing', async () => {
      for (const limit of [undefined, 0, 1, 3]) {
        const markup = limit === undefined ? BANNER : BANNER.replace('heading="Join us"', `heading="Join us" limit="${limit}"`);
        let answerNow!: () => void;
        window.fetch = (() => new Promise<Response>((resolve) => { answerNow = () => resolve(jobs(12)()); })) as typeof fetch;
        const el = fixture(markup);
        await waitFor(() => {
          if (!shadow(el).querySelector('[part=count]')) throw new Error('not rendered');
        });
        const printed = await printedHeight(markup, css(), el.getBoundingClientRect().width);
        const loading = height(el);
        answerNow();
        await settled(el);
        expect([Math.round(printed), Math.round(loading)], `limit ${limit}`).to.deep.equal([Math.round(height(el)), Math.round(height(el))]);
      }
    });
  });

  it('has no motion to reduce: nothing in it animates or transitions', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    reply = jobs(3);
    const root = await settled(fixture(BANNER));
    for (const node of root.querySelectorAll('*')) {
      const style = getComputedStyle(node);
      expect(style.animationName, node.localName).to.equal('none');
      expect(style.transitionDuration.split(',').every((d) => parseFloat(d) === 0), node.localName).to.equal(true);
    }
  });

  it('shows its error state for a malformed attribute, naming tag and attribute, and keeps the page working', async () => {
    reply = jobs(3);
    const el = await expectAttributeError('<mck-jobs-banner limit="50"></mck-jobs-banner>', 'mck-jobs-banner', 'limit');
    await expectAxeClean(el);
    await expectAttributeError('<mck-jobs-banner job-search-url="javascript:alert(1)"></mck-jobs-banner>', 'mck-jobs-banner', 'job-search-url');
    const working = fixture(BANNER);
    expect((await settled(working)).querySelector('[part=count]')?.textContent).to.equal('3 open positions');
  });

  describe('the gallery\'s error examples, under the fallback CSS (as a CMS page links it)', () => {
    const css = withFallbackCss('jobs-banner');
    it('are printed as tall as the error state they render', async () => {
      expect(await errorExampleMismatches('jobs-banner', css())).to.deep.equal([]);
    });
  });
});
