import { expect } from 'chai';
import {
  belowView, expectAttributeError, expectAxeClean, fixture, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { sendKeys } from '../../tests/support/keys.js';
import './blog-entry.define.js';
import { blogEntryParts } from './blog-entry.api.js';
import { errorExampleMismatches, printedHeight, withFallbackCss } from '../../tests/support/fallback.js';

const realFetch = window.fetch;
const startUrl = location.href;
const NAMES = ['second', 'fails', 'third', 'gone', 'fourth'];
let calls: string[];

const page = (name: string) => ({
  data: {
    blogEntry: {
      id: name, name, title: `Entry ${name}`, description: '<p>Dek</p>',
      // Tall by its text, as an entry is (inline heights are not kept by the sanitiser).
      body: `<p>Body of ${name}<img src="x" alt="" onerror="window.__hacked = 1"></p>${'<p>A paragraph of the entry.</p>'.repeat(40)}<script>window.__hacked = 1</script>`,
      heroImage: null, heroImageRenderStyle: 'Small', displayDate: '2026-10-30',
      authors: [{ url: '', title: 'Ada Whitfield' }], blogEntryTags: [{ blogTagTitle: 'Strategy', name: 'strategy' }], parent: 'b',
    },
    pageMetaData: { title: `Entry ${name}`, url: `/blogs/b/${name}` },
  },
});

const ENTRY = `<mck-blog-entry blog="b" entry="first" blog-url="/blogs/b">
  <article><h1>First entry</h1><p style="height: 1400px">The page's own entry.</p><a href="#top">Top</a></article>
</mck-blog-entry>`;
const titles = (el: Element) => [...shadow(el).querySelectorAll('[part=entry-title]')].map((h) => h.textContent);
/** Once at least `count` entries are in (near the end, one loading may bring the next into reach). */
const entries = (el: Element, count: number) => waitFor(() => {
  if (titles(el).length < count) throw new Error(`${titles(el).length} entries, waiting for ${count}`);
  return [...shadow(el).querySelectorAll<HTMLElement>('[part=entry]')];
}, 5000);
const urlIs = (path: string) => waitFor(() => { if (location.pathname + location.search !== path) throw new Error(location.href); });

describe('mck-blog-entry', () => {
  widgetTestHooks('mck-blog-entry', blogEntryParts, () => {
    window.fetch = realFetch;
    history.replaceState(null, '', startUrl);
    scrollTo(0, 0);
  });
  beforeEach(() => {
    calls = [];
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      if (!url.pathname.startsWith('/test-services/article/blogs/b/')) return realFetch(input, init);
      calls.push(url.pathname.replace('/test-services/article/blogs/b/', '') + url.search);
      const name = url.pathname.split('/listing/')[1];
      if (name === undefined) {
        const start = Number(url.searchParams.get('start'));
        const results = NAMES.slice(start).map((n) => ({ name: n, id: n, title: n, displaydate: '2026-10-30', imageurl: '', description: '', url: `/blogs/b/${n}`, blogauthors: [], blogentrytags: [] }));
        return Response.json({ data: { results, total: NAMES.length } });
      }
      if (name === 'fails') return Response.json({ message: 'Broken.' }, { status: 500 });
      if (name === 'gone') return Response.json({ message: 'Gone.' }, { status: 404 });
      return Response.json(page(name));
    }) as typeof fetch;
  });

  it('loads the next entries one at a time as the reader scrolls, skipping those that fail, and the URL follows', async () => {
    const el = fixture(ENTRY);
    const [second] = await entries(el, 1);
    expect(calls).to.deep.equal(['listing?current=first&start=0&limit=10', 'listing/second']);
    // Down to the second entry: the URL becomes its own, without a new history entry.
    const historyLength = history.length;
    second!.scrollIntoView();
    await urlIs('/blogs/b/second');
    expect(titles(el)).to.have.length(1); // the next loads only when the reader nears the end
    // To the end: the next entry that loads ("fails" answers 500, so "third").
    scrollTo(0, document.documentElement.scrollHeight);
    const [, third] = await entries(el, 2);
    expect(titles(el).slice(0, 2)).to.deep.equal(['Entry second', 'Entry third']);
    expect(calls).to.include.members(['listing/fails', 'listing/third']);
    third!.scrollIntoView();
    await urlIs('/blogs/b/third');
    scrollTo(0, document.documentElement.scrollHeight);
    await entries(el, 3); // "gone" answers 404: skipped too
    expect(titles(el).slice(0, 3)).to.deep.equal(['Entry second', 'Entry third', 'Entry fourth']);
    expect(calls.filter((c) => c.startsWith('listing?'))).to.have.length(1);
    expect(history.length).to.equal(historyLength);
    // Back up to the page's own entry: its URL again.
    scrollTo(0, 0);
    await urlIs(new URL(startUrl).pathname + new URL(startUrl).search);
  });

  it('keeps a hash set after load (an auth route another widget opened) as the URL follows the entries', async () => {
    const el = fixture(ENTRY);
    const [second] = await entries(el, 1);
    location.hash = '#/signin';
    second!.scrollIntoView();
    await urlIs('/blogs/b/second');
    expect(location.hash).to.equal('#/signin');
    scrollTo(0, 0);
    await urlIs(new URL(startUrl).pathname + new URL(startUrl).search);
    expect(location.hash).to.equal('#/signin');
  });

  it('puts an arriving entry where the loading line was: nothing on screen moves', async () => {
    let answerNow!: () => void;
    const served = window.fetch;
    window.fetch = ((input: RequestInfo | URL, init?: RequestInit) => (String(input instanceof Request ? input.url : input).endsWith('/listing/second')
      ? new Promise<Response>((resolve) => { answerNow = () => resolve(served(input, init)); })
      : served(input, init))) as typeof fetch;
    // As the gallery shows it: in a scrolling frame, the loading line on screen under the page's own entry.
    const el = fixture(`<div style="height: 30rem; overflow: auto">${ENTRY.replace(' style="height: 1400px"', '')}</div>`).firstElementChild!;
    const line = await waitFor(() => {
      const found = shadow(el).querySelector<HTMLElement>('[part=loading]');
      if (!found || !answerNow) throw new Error('not loading yet');
      return found;
    });
    expect(line.getBoundingClientRect().bottom).to.be.below(innerHeight);
    const shifts: number[] = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => shifts.push((e as unknown as { value: number }).value)));
    observer.observe({ type: 'layout-shift' });
    answerNow();
    await entries(el, 1);
    // Layout shifts are reported after the frame that made them.
    for (let i = 0; i < 3; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    shifts.push(...observer.takeRecords().map((e) => (e as unknown as { value: number }).value));
    observer.disconnect();
    expect(shifts).to.deep.equal([]);
    expect(shadow(el).querySelector('[role=status]')?.isConnected).to.equal(true);
  });

  it('sanitises every HTML string of a loaded entry', async () => {
    const el = fixture(ENTRY);
    const [entry] = await entries(el, 1);
    expect(entry!.querySelector('script')).to.equal(null);
    expect(entry!.querySelector('img')?.hasAttribute('onerror')).to.equal(false);
    expect((window as { __hacked?: number }).__hacked).to.equal(undefined);
  });

  it("loads nothing on a page that is not in English: the page's own entry alone", async () => {
    testConfig({ language: 'de' });
    const el = fixture(ENTRY);
    await waitFor(() => { if (!el.hasAttribute('data-mck-rendered')) throw new Error('not rendered'); });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).to.deep.equal([]);
    expect(el.querySelector('h1')!.checkVisibility()).to.equal(true);
  });

  it('keeps the printed entry readable and reachable by keyboard, then the loaded entries\' links, axe clean', async () => {
    const el = fixture(ENTRY);
    await entries(el, 1);
    el.querySelector<HTMLAnchorElement>('a')!.focus();
    await sendKeys({ press: 'Tab' });
    const focused = shadow(el).activeElement as HTMLElement;
    expect(focused.textContent).to.equal('Ada Whitfield');
    expect(focused.getAttribute('href')).to.equal('/blogs/b#/author/ada-whitfield');
    expect(getComputedStyle(focused).outlineStyle).to.equal('solid');
    await expectAxeClean(el);
  });

  it('mirrors in Arabic (the printed entry and the loaded ones)', async () => {
    document.documentElement.dir = 'rtl';
    try {
      const el = fixture(ENTRY);
      const [entry] = await entries(el, 1);
      expect(getComputedStyle(entry!).direction).to.equal('rtl');
      await expectAxeClean(el);
    } finally {
      document.documentElement.dir = 'ltr';
    }
  });

  it('shows its error state for malformed attributes, naming tag and attribute', async () => {
    await expectAttributeError('<mck-blog-entry entry="first"></mck-blog-entry>', 'mck-blog-entry', 'blog');
    await expectAttributeError('<mck-blog-entry blog="b"></mck-blog-entry>', 'mck-blog-entry', 'entry');
    await expectAttributeError('<mck-blog-entry blog="b" entry="first" blog-url="javascript:alert(1)"></mck-blog-entry>', 'mck-blog-entry', 'blog-url');
  });

  describe('under the fallback CSS (as a CMS page links it)', () => {
    const css = withFallbackCss('blog-entry');
    const SHORT = '<mck-blog-entry blog="b" entry="first"><article><h1>First entry</h1><p style="margin-block-end: 0">Short.</p></article></mck-blog-entry>';
    it('keeps a viewport\'s height below the entry for the entries to come, printed and rendered alike (the page below stays out of view as they arrive)', async () => {
      let answer!: () => void;
      const served = window.fetch;
      // The listing answers when the test says: the widget is in its "may bring entries" state.
      window.fetch = ((input: RequestInfo | URL, init?: RequestInit) => (/\/listing(\?|$)/.test(new URL(String(input instanceof Request ? input.url : input)).pathname + '?')
        ? new Promise<Response>((resolve) => { answer = () => resolve(served(input, init)); })
        : served(input, init))) as typeof fetch;
      const el = fixture(SHORT);
      await waitFor(() => { if (!answer) throw new Error('no listing call yet'); });
      await belowView(el);
      // Under the entry and its loading line: a viewport's height.
      const loading = shadow(el).querySelector('[part=loading]')!;
      expect(el.getBoundingClientRect().bottom - loading.getBoundingClientRect().bottom).to.be.closeTo(innerHeight, 1);
      // Printed, in a frame 2000 px tall: that frame's viewport height under the same entry. In
      // German no entries come (D§4): nothing is reserved.
      const width = el.getBoundingClientRect().width;
      // (The frame's document has no language: the tag's own says it is an English page's.)
      const english = SHORT.replace('<mck-blog-entry ', '<mck-blog-entry lang="en" ');
      const printed = await printedHeight(english, css(), width);
      const german = await printedHeight(english.replace('entry="first"', 'entry="first" language="de"'), css(), width);
      expect(printed - german).to.be.closeTo(2000, 1);
      answer();
    });

    it('prints the gallery\'s error examples as tall as the error state they render', async () => {
      expect(await errorExampleMismatches('blog-entry', css())).to.deep.equal([]);
    });
  });
});
