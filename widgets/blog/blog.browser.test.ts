import { expect } from 'chai';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import './blog.define.js';
import { blogParts } from './blog.api.js';
import { errorExampleMismatches, withFallbackCss } from '../../tests/support/fallback.js';

const realFetch = window.fetch;
const link = (title: string) => ({ url: '', title });
const item = (n: number, tag = 'Strategy') => ({
  id: `e${n}`, name: `entry-${n}`, title: `Entry ${n}`, displaydate: '2026-10-30', imageurl: `${location.origin}/x.svg`,
  description: `<p>About ${n}</p>`, url: `/blogs/b/entry-${n}`, blogauthors: [link('Ada Whitfield')], blogentrytags: [link(tag)],
});
/** What the stubbed article service answers; `null`: that call fails. */
let tags: unknown[] | null;
let authors: unknown[] | null;
let listings: URL[];

const BLOG = '<mck-blog blog="b" heading="The Daily Read" description="&lt;p&gt;Short takes.&lt;/p&gt;" limit="2"></mck-blog>';
const cards = (el: Element, count: number) => waitFor(() => {
  const found = [...shadow(el).querySelectorAll('[part=card]')];
  if (found.length !== count) throw new Error(`${found.length} cards, waiting for ${count}`);
  return found;
});
const heading = (el: Element) => shadow(el).querySelector('[part=listing-heading]')?.textContent;
const clearHash = () => history.replaceState(null, '', location.pathname + location.search);

describe('mck-blog', () => {
  widgetTestHooks('mck-blog', blogParts, () => {
    window.fetch = realFetch;
    clearHash();
  });
  beforeEach(() => {
    tags = [link('Strategy'), link('Artificial Intelligence')];
    authors = [{ ...link('Ada Whitfield'), image: '', firmtitle: 'Partner' }];
    listings = [];
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      if (!url.pathname.startsWith('/test-services/article/blogs/b/')) return realFetch(input, init);
      const what = url.pathname.split('/').pop();
      if (what === 'tags') return tags ? Response.json({ data: { results: tags } }) : Response.json({ message: 'Down.' }, { status: 500 });
      if (what === 'authors') return authors ? Response.json({ data: { results: authors } }) : Response.json({ message: 'Down.' }, { status: 500 });
      listings.push(url);
      const tag = url.searchParams.get('tag');
      if (tag === 'no-posts') return Response.json({ data: { results: [], total: 0 } });
      if (tag === 'broken') return Response.json({ message: 'Down.' }, { status: 500 });
      const start = Number(url.searchParams.get('start'));
      const all = tag ? [item(7, 'Artificial Intelligence')] : [item(1), item(2), item(3)];
      return Response.json({ data: { results: all.slice(start, start + 2), total: all.length } });
    }) as typeof fetch;
  });

  it('shows the hero, the browse lists and the cards, 8/5 in the card theme, and loads more', async () => {
    const el = fixture(BLOG);
    await cards(el, 2);
    expect(shadow(el).querySelector('h1')?.textContent).to.equal('The Daily Read');
    expect([...shadow(el).querySelectorAll('[part=browse-link]')].map((a) => a.getAttribute('href')))
      .to.deep.equal(['#/tag/strategy', '#/tag/artificial-intelligence', '#/author/ada-whitfield']);
    const image = shadow(el).querySelector<HTMLImageElement>('[part=card-image]')!;
    const box = image.getBoundingClientRect();
    expect(box.width / box.height).to.be.closeTo(8 / 5, 0.02);
    const card = shadow(el).querySelector('[part=card]')!;
    expect(card.querySelector('[part=read-more]')?.getAttribute('href')).to.equal(`${location.origin}/blogs/b/entry-1`);
    expect(card.querySelector('[part=card-tags] a')?.getAttribute('href')).to.equal('#/tag/strategy');
    shadow(el).querySelector<HTMLButtonElement>('[part=load-more]')!.click();
    await cards(el, 3);
    expect(listings.map((u) => u.searchParams.get('start'))).to.deep.equal(['0', '2']);
    await expectAxeClean(el);
  });

  it('shows 2/1 card images in the standard theme', async () => {
    const el = fixture(BLOG.replace('<mck-blog ', '<mck-blog theme="standard" '));
    await cards(el, 2);
    const box = shadow(el).querySelector('[part=card-image]')!.getBoundingClientRect();
    expect(box.width / box.height).to.be.closeTo(2, 0.02);
  });

  it('browses a tag and an author by hash route without a reload, and back again', async () => {
    const el = fixture(BLOG);
    await cards(el, 2);
    (window as { __sameDocument?: boolean }).__sameDocument = true;
    // Keyboard: the first browse link (a topic), its focus visible, then Enter.
    const first = await tabInto(el);
    expect(first.textContent).to.equal('Strategy');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => { if (location.hash !== '#/tag/artificial-intelligence') throw new Error(location.hash); });
    await cards(el, 1);
    expect(heading(el)).to.equal('Posts tagged Artificial Intelligence');
    expect(listings.at(-1)!.searchParams.get('tag')).to.equal('artificial-intelligence');
    expect(shadow(el).querySelector('[part=browse-link][aria-current=page]')?.textContent).to.equal('Artificial Intelligence');
    await expectAxeClean(el);
    shadow(el).querySelector<HTMLAnchorElement>('[part=card-authors] a')!.click();
    await waitFor(() => { if (heading(el) !== 'Posts by Ada Whitfield') throw new Error(String(heading(el))); });
    expect(listings.at(-1)!.searchParams.get('author')).to.equal('ada-whitfield');
    history.back();
    await waitFor(() => { if (heading(el) !== 'Posts tagged Artificial Intelligence') throw new Error(String(heading(el))); });
    shadow(el).querySelector<HTMLAnchorElement>('[part=all-posts]')!.click();
    await waitFor(() => { if (heading(el) !== 'Latest posts') throw new Error(String(heading(el))); });
    await cards(el, 2);
    expect((window as { __sameDocument?: boolean }).__sameDocument).to.equal(true);
  });

  it('leaves out the browse lists, silently, when the tag and author calls fail', async () => {
    tags = null;
    authors = null;
    const el = fixture(BLOG);
    await cards(el, 2);
    expect(shadow(el).querySelector('[part=browse]')).to.equal(null);
    expect(shadow(el).querySelector('[role=alert]')).to.equal(null);
    expect(el.hasAttribute('data-mck-error')).to.equal(false);
  });

  it('says so when a tag has no posts, and shows the generic error when the listing fails', async () => {
    location.hash = '#/tag/no-posts';
    const el = fixture(BLOG);
    expect((await present(shadow(el), '[part=empty]')).textContent).to.equal('No posts here yet.');
    await expectAxeClean(el);
    location.hash = '#/tag/broken';
    await present(shadow(el), '[role=alert]');
    await expectAxeClean(el);
  });

  it('mirrors in Arabic', async () => {
    document.documentElement.dir = 'rtl';
    try {
      const el = fixture(BLOG);
      await cards(el, 2);
      const browse = shadow(el).querySelector('[part=browse]')!;
      expect(getComputedStyle(browse).direction).to.equal('rtl');
      const [a, b] = [...shadow(el).querySelectorAll('[part=card]')].map((c) => c.getBoundingClientRect());
      expect(a!.top).to.equal(b!.top); // side by side, the first on the right
      expect(a!.left).to.be.greaterThan(b!.left);
      await expectAxeClean(el);
    } finally {
      document.documentElement.dir = 'ltr';
    }
  });

  it('shows its error state for malformed attributes, naming tag and attribute', async () => {
    await expectAttributeError('<mck-blog></mck-blog>', 'mck-blog', 'blog');
    await expectAttributeError('<mck-blog blog="b" theme="magazine"></mck-blog>', 'mck-blog', 'theme');
    await expectAttributeError('<mck-blog blog="b" hero-image-top-offset="140"></mck-blog>', 'mck-blog', 'hero-image-top-offset');
  });

  describe('the gallery\'s error examples, under the fallback CSS (as a CMS page links it)', () => {
    const css = withFallbackCss('blog');
    it('are printed as tall as the error state they render', async () => {
      expect(await errorExampleMismatches('blog', css())).to.deep.equal([]);
    });
  });
});
