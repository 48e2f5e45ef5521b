import { expect } from 'chai';
import {
  captureConsoleErrors, expectAttributeError, expectAxeClean, fixture, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { sendKeys } from '../../tests/support/keys.js';
import { article } from './insights-grid.fixtures.js';
import './insights-grid.define.js';
import { insightsGridParts } from './insights-grid.api.js';
import { errorExampleMismatches, withFallbackCss } from '../../tests/support/fallback.js';

const realFetch = window.fetch;
/** The service's page after each cursor (`null`: the first page); a missing one is a failure. */
let answers: Map<string | null, () => Response>;
let cursors: unknown[];

const page = (ids: number[], nextCursor: string | null) => () =>
  Response.json({ data: { articles: ids.map((n) => article(n)), hasNext: nextCursor !== null, nextCursor } });

const cards = (el: Element, count: number) => waitFor(() => {
  const found = [...shadow(el).querySelectorAll('[part=card]')];
  if (found.length !== count) throw new Error(`${found.length} cards, waiting for ${count}`);
  return found;
});
const GRID = '<mck-insights-grid heading="Latest" limit="2"><h2>Latest</h2><p><a href="/insights">All insights</a></p></mck-insights-grid>';

describe('mck-insights-grid', () => {
  widgetTestHooks('mck-insights-grid', insightsGridParts, () => {
    window.fetch = realFetch;
  });
  beforeEach(() => {
    answers = new Map();
    cursors = [];
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.includes('/test-services/article/api/insightsgrid/articles')) return realFetch(input, init);
      const { afterId } = JSON.parse(String(init?.body ?? '{}')) as { afterId: string | null };
      cursors.push(afterId);
      const answer = answers.get(afterId);
      return answer ? answer() : Response.json({ message: 'Down.' }, { status: 503 });
    }) as typeof fetch;
  });

  it('lists the first page as linked cards and loads more by keyboard until the end', async () => {
    answers.set(null, page([1, 2], 'a2')).set('a2', page([3], null));
    const el = fixture(GRID);
    await cards(el, 2);
    expect(shadow(el).querySelector('h2')?.textContent).to.equal('Latest');
    const links = [...shadow(el).querySelectorAll<HTMLAnchorElement>('[part=link]')];
    expect(links.map((a) => a.textContent)).to.deep.equal(['Article 1', 'Article 2']);
    // Tab through both cards' links to "Load more", then Enter.
    links[0]!.focus();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    const button = shadow(el).querySelector<HTMLButtonElement>('[part=load-more]')!;
    expect(shadow(el).activeElement).to.equal(button);
    await sendKeys({ press: 'Enter' });
    await cards(el, 3);
    expect(cursors).to.deep.equal([null, 'a2']);
    expect(shadow(el).querySelector('[part=load-more]')).to.equal(null);
  });

  it('keeps what the CMS printed when the first page fails, and the page keeps working', async () => {
    const el = fixture(GRID);
    await waitFor(() => {
      if (shadow(el).querySelector('[part=fallback]')?.getAttribute('aria-busy') !== 'false') throw new Error('still loading');
    });
    expect(el.querySelector('a')?.checkVisibility()).to.equal(true);
    expect(shadow(el).querySelector('[part=card], [role=alert]')).to.equal(null);
    expect(el.hasAttribute('data-mck-error')).to.equal(false);
  });

  it('keeps the cards and the button, saying nothing, when "Load more" fails', async () => {
    answers.set(null, page([1, 2], 'a2'));
    const el = fixture(GRID);
    await cards(el, 2);
    shadow(el).querySelector<HTMLButtonElement>('[part=load-more]')!.click();
    await waitFor(() => {
      if (cursors.length < 2 || shadow(el).querySelector('[part=load-more]')?.getAttribute('aria-busy') !== 'false') throw new Error('loading');
    });
    expect(shadow(el).querySelectorAll('[part=card]')).to.have.length(2);
    expect(shadow(el).querySelector('[role=alert]')).to.equal(null);
  });

  it('shows no dates on a Japanese page, and lays the cards out right to left in Arabic', async () => {
    testConfig({ language: 'ja-JP' });
    answers.set(null, page([1], null));
    const ja = fixture('<mck-insights-grid language="en"></mck-insights-grid>');
    const [card] = await cards(ja, 1);
    expect(card!.querySelector('time')).to.equal(null);
    document.documentElement.dir = 'rtl';
    try {
      answers.set(null, page([1, 2], null));
      const ar = fixture('<mck-insights-grid style="width: 40rem"></mck-insights-grid>');
      const [first, second] = await cards(ar, 2);
      expect(first!.getBoundingClientRect().left).to.be.greaterThan(second!.getBoundingClientRect().left);
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });

  it('shows a placeholder for the empty heading in editor mode', async () => {
    testConfig({ editorMode: true });
    answers.set(null, page([1], null));
    const el = fixture('<mck-insights-grid></mck-insights-grid>');
    await cards(el, 1);
    expect(shadow(el).querySelector('[part=placeholder]')?.textContent).to.contain('Heading');
  });

  it('shows its error state for a malformed attribute, naming tag and attribute', async () => {
    await expectAttributeError('<mck-insights-grid limit="0"></mck-insights-grid>', 'mck-insights-grid', 'limit');
    await expectAttributeError(`<mck-insights-grid taxonomy-and-tags='{"taxonomyQueryType":"some"}'></mck-insights-grid>`, 'mck-insights-grid', 'taxonomy-and-tags');
  });

  it('is axe clean loaded, and while showing what the CMS printed', async () => {
    answers.set(null, page([1, 2], 'a2'));
    const loaded = fixture(GRID);
    await cards(loaded, 2);
    await expectAxeClean(loaded);
    answers.clear(); // the service now fails
    const errors = await captureConsoleErrors(async () => {
      const failed = fixture(GRID);
      await waitFor(() => {
        if (shadow(failed).querySelector('[part=fallback]')?.getAttribute('aria-busy') !== 'false') throw new Error('still loading');
      });
      await expectAxeClean(failed);
    });
    expect(errors.filter((line) => line.includes('[mck-insights-grid]'))).to.deep.equal([]);
  });

  describe('the gallery\'s error examples, under the fallback CSS (as a CMS page links it)', () => {
    const css = withFallbackCss('insights-grid');
    it('are printed as tall as the error state they render', async () => {
      expect(await errorExampleMismatches('insights-grid', css())).to.deep.equal([]);
    });
  });
});
