import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blogSlug } from '../../core/contracts/blog.js';
import { HYDRATED_ATTR } from '../../core/host/define-widget.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, held } from '../../tests/support/fake-services.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import './blog.define.js';
import { blogRouteHash, parseBlogRoute } from './blog.route.js';
import { SHARE_BAR_TAG } from './blog.share.js';
import { CARD_IMAGE_RATIO, heroObjectPosition } from './blog.theme.js';

describe('blog hash routes (D§2)', () => {
  afterEach(() => { location.hash = ''; });

  it('reads #/tag/{slug} and #/author/{slug}; anything else is every post', () => {
    expect(parseBlogRoute('#/tag/artificial-intelligence')).toEqual({ kind: 'tag', slug: 'artificial-intelligence' });
    expect(parseBlogRoute('#/author/ada-whitfield/')).toEqual({ kind: 'author', slug: 'ada-whitfield' });
    for (const hash of ['', '#', '#/', '#/tags/x', '#/tag/', '#/tag/a/b', '#section-2', '#/tag/%E0%A4%A']) {
      expect(parseBlogRoute(hash), hash).toEqual({ kind: 'all' });
    }
  });

  it('slugs a name printed as a title, and encodes the slug back into the hash', () => {
    expect(parseBlogRoute('#/tag/Artificial%20%20Intelligence')).toEqual({ kind: 'tag', slug: 'artificial-intelligence' });
    expect(parseBlogRoute('#/author/Tom%C3%A1s%20Ruiz')).toEqual({ kind: 'author', slug: 'tomás-ruiz' });
    expect(blogRouteHash({ kind: 'author', slug: 'tomás-ruiz' })).toBe('#/author/tom%C3%A1s-ruiz');
    expect(parseBlogRoute(blogRouteHash({ kind: 'author', slug: 'tomás-ruiz' }))).toEqual({ kind: 'author', slug: 'tomás-ruiz' });
    expect(blogRouteHash({ kind: 'all' })).toBe('#/');
  });

  it('slugs are the title lowercased with whitespace runs as hyphens', () => {
    expect(blogSlug('  Growth  Strategy\tNow ')).toBe('growth-strategy-now');
  });
});

describe('blog theme rules (D§3, D§9)', () => {
  it('card images are 2/1 in the standard theme, 8/5 in the card theme', () => {
    expect(CARD_IMAGE_RATIO).toEqual({ standard: '2 / 1', card: '8 / 5' });
  });

  it('places the hero image by crop position and top offset', () => {
    expect(heroObjectPosition('left', 20)).toBe('left 20%');
  });
});

describe('the blog page\'s share tools (D§3 hideShareTools)', () => {
  beforeEach(() => {
    configureForTest({}, (name) => `https://${name}.test`);
    // The tag, author and listing calls answer, empty.
    fakeServices({ 'GET /blogs/b/*': { data: { results: [], total: 0 } } });
  });
  afterEach(() => vi.unstubAllGlobals());

  /** The blog's shadow root once it has rendered its hero. */
  async function renderBlog(html: string) {
    const el = mount(html);
    await inShadow(el, '[part=hero]');
    return el.shadowRoot!;
  }

  it('shows the share bar under the hero by default, sharing the page with the blog\'s title', async () => {
    // A loader on the page (it has marked the blog hydrated): it is handed the blog's shadow root.
    const watched: ShadowRoot[] = [];
    vi.stubGlobal('mck', { loader: { watch: (root: ShadowRoot) => watched.push(root) } });
    const root = await renderBlog(`<mck-blog blog="b" heading="The Daily Read" ${HYDRATED_ATTR}></mck-blog>`);
    const share = root.querySelector('[part=share]')!;
    expect(root.querySelector('[part=hero]')!.nextElementSibling).toBe(share);
    const bar = share.querySelector(SHARE_BAR_TAG)!;
    expect(bar.getAttribute('heading')).toBe('Share this blog');
    expect(bar.getAttribute('page-title')).toBe('The Daily Read');
    // The share bar is its own widget: the loader, handed the blog's shadow root, loads it.
    await vi.waitFor(() => expect(watched).toEqual([root]));
  });

  it('leaves the page title to the share bar (document.title) when the blog has none', async () => {
    const root = await renderBlog('<mck-blog blog="b"></mck-blog>');
    expect(root.querySelector(SHARE_BAR_TAG)!.hasAttribute('page-title')).toBe(false);
  });

  it('shows no share tools with hide-share-tools; "false" keeps them', async () => {
    const hidden = await renderBlog('<mck-blog blog="b" heading="The Daily Read" hide-share-tools></mck-blog>');
    expect(hidden.querySelector('[part=share]')).toBeNull();
    expect(hidden.querySelector(SHARE_BAR_TAG)).toBeNull();
    expect(hidden.querySelector('[part=heading]')?.textContent).toBe('The Daily Read');
    const kept = await renderBlog('<mck-blog blog="b" hide-share-tools="false"></mck-blog>');
    expect(kept.querySelector(SHARE_BAR_TAG)).not.toBeNull();
  });
});

describe('the blog\'s listing under its browse lists', () => {
  beforeEach(() => configureForTest({}, (name) => `https://${name}.test`));
  afterEach(() => vi.unstubAllGlobals());

  it('shows once the topics and authors above it are in, so they never push its heading and cards down', async () => {
    const tags = held();
    const services = fakeServices({
      'GET /blogs/b/tags': tags.answer,
      'GET /blogs/b/authors': { data: { results: [] } },
      'GET /blogs/b/listing': { data: { results: [], total: 0 } },
    });
    const el = mount('<mck-blog blog="b" heading="The Daily Read"></mck-blog>');
    await inShadow(el, '[part=hero]');
    await vi.waitFor(() => expect(services.calls.some((c) => c.path === '/blogs/b/tags')).toBe(true));
    expect(el.shadowRoot!.querySelector('[part=listing-heading]')).toBeNull();
    tags.release({ data: { results: [{ url: '/blog/tags/ai', title: 'AI' }] } });
    const heading = await inShadow(el, '[part=listing-heading]');
    expect(el.shadowRoot!.querySelector('[part=browse]')!.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
