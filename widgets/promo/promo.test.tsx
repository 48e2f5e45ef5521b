import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import { PromoContentError, promoItems, readItem, readPromo } from './promo.content.js';
import './promo.define.js';
import { itemLinks } from './promo.links.js';
import { PROMO_BAR_MAX_LINKS, TITLE_SCALES, VARIANT_RULES, VARIANTS } from './promo.variants.js';

const ITEM = `<div>
  <img src="/a.png" alt="A chart" width="320" height="180">
  <p data-promo="eyebrow">Report</p><h3 data-promo="title">The <em>state</em> of AI</h3>
  <p data-promo="text">What leaders do next.</p>
  <a href="/our-insights/ai" data-link-type="internal">Read the report</a>
  <a href="https://partner.example.org/study" target="_blank" data-link-type="external">The study</a>
  <a data-link-type="internal">No href</a>
</div>`;

const links = (texts: string[]) => texts.map((text, i) => ({ linkType: 'internal' as const, url: `/page-${i}`, text }));

describe('reading the CMS content', () => {
  it('reads each field as text, the heading tag, the image and the links in order', () => {
    const item = readItem(mount(ITEM));
    expect(item).toMatchObject({ eyebrow: 'Report', title: 'The state of AI', titleTag: 'h3', text: 'What leaders do next.', quote: '', image: { src: '/a.png', alt: 'A chart', width: 320, height: 180 } });
    expect(item.links).toEqual([
      { linkType: 'internal', url: '/our-insights/ai', text: 'Read the report' },
      { linkType: 'external', url: 'https://partner.example.org/study', text: 'The study', target: '_blank' },
      { linkType: 'internal', url: '', text: 'No href' },
    ]);
  });

  it('takes every child without a slot as an item, and no image for an empty one', () => {
    const host = mount('<mck-x><div><img class="empty-image" src="/a.png"><p data-promo="title">One</p></div><div><p data-promo="title">Two</p></div><a slot="subscribe" href="/s">Subscribe</a></mck-x>');
    const items = promoItems('list', readPromo(host));
    expect(items.map((i) => [i.title, i.titleTag, i.image])).toEqual([['One', 'p', null], ['Two', 'p', null]]);
  });

  it('throws a content error for more items than the variant holds', () => {
    const two = readPromo(mount('<mck-x><div></div><div></div></mck-x>'));
    const three = readPromo(mount('<mck-x><div></div><div></div><div></div></mck-x>'));
    for (const variant of VARIANTS.filter((v) => VARIANT_RULES[v].items === 'one')) {
      expect(() => promoItems(variant, two)).toThrow(PromoContentError);
    }
    expect(promoItems('two-up-medium', two)).toHaveLength(2);
    expect(() => promoItems('two-up-medium', three)).toThrow(/two columns/);
    expect(promoItems('two-up-small', three)).toHaveLength(3);
  });
});

describe('variant rules', () => {
  beforeEach(() => configureForTest({ navigationOrigins: ['https://partner.example.org'] }));
  afterEach(() => setConfig(null));

  it('keeps at most 2 calls to action in a promo bar (E§5, E§9), all elsewhere', () => {
    expect(PROMO_BAR_MAX_LINKS).toBe(2);
    for (const variant of ['bar', 'bar-quote'] as const) {
      expect(itemLinks(variant, links(['One', 'Two', 'Three']), 'Read more').links.map((l) => l.text)).toEqual(['One', 'Two']);
    }
    expect(itemLinks('one-up', links(['One', 'Two', 'Three']), 'Read more').links).toHaveLength(3);
  });

  it('leaves out an internal link without href (D§5) and says it dropped one', () => {
    const result = itemLinks('one-up', [{ linkType: 'internal', url: '', text: 'Read' }, ...links(['Kept'])], 'Read more');
    expect(result).toMatchObject({ links: [{ text: 'Kept', kind: 'internal' }], dropped: true });
    expect(itemLinks('one-up', links(['Kept']), 'Read more').dropped).toBe(false);
  });

  it('names a link the navigation check refuses on the console and leaves it out', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(itemLinks('one-up', [{ url: 'javascript:alert(1)', text: 'Run' }], 'Read more').links).toEqual([]);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[mck-promo\] link "javascript:alert\(1\)" is not rendered/));
    } finally {
      warn.mockRestore();
    }
  });

  it('gives a list\'s read-more link without text the read-more text', () => {
    expect(itemLinks('list', [{ url: '/x', text: '' }], 'Read more').links.map((l) => l.text)).toEqual(['Read more']);
    expect(itemLinks('one-up', [{ url: '/x', text: '' }], 'Read more').links).toEqual([]);
  });

  it('maps the two-up title sizes to their scales (E§9)', () => {
    expect(TITLE_SCALES).toEqual({ 'extra-large': 1, large: 2, huge: 1100 });
  });

  it('shows the quote only in the quote variants, the image behind the text in banner and two-up medium', () => {
    expect(VARIANTS.filter((v) => VARIANT_RULES[v].quote)).toEqual(['one-up-medium-quote', 'bar-quote']);
    expect(VARIANTS.filter((v) => VARIANT_RULES[v].backgroundImage)).toEqual(['banner', 'two-up-medium']);
    expect(VARIANTS.filter((v) => VARIANT_RULES[v].silentOnError)).toEqual(['bar', 'bar-quote']);
  });
});

describe('<mck-promo>', () => {
  beforeEach(() => configureForTest({ navigationOrigins: ['https://partner.example.org'] }));
  afterEach(() => {
    document.body.replaceChildren();
    setConfig(null);
  });

  it('renders the item from the CMS content with its checked links', async () => {
    const el = mount(`<mck-promo variant="one-up" title-size="huge">${ITEM}</mck-promo>`);
    const item = await inShadow(el, 'article[part=item]');
    expect(item.querySelector('h3.title')!.textContent).toBe('The state of AI');
    expect(item.querySelector('h3')!.className).toContain('scale-1100');
    expect([...item.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('rel')])).toEqual([
      ['Read the report', new URL('/our-insights/ai', location.href).href, null],
      ['The study', 'https://partner.example.org/study', 'noopener noreferrer'],
    ]);
  });

  it('shows quote and citation only in the quote variants', async () => {
    const content = '<div><p data-promo="title">T</p><blockquote data-promo="quote">Speed is a strategy.</blockquote><p data-promo="citation">A. Author</p></div>';
    const quoted = await inShadow(mount(`<mck-promo variant="bar-quote">${content}</mck-promo>`), 'article');
    expect(quoted.querySelector('blockquote[part=quote]')!.textContent).toBe('Speed is a strategy.');
    expect(quoted.querySelector('[part=citation]')!.textContent).toBe('A. Author');
    const plain = await inShadow(mount(`<mck-promo variant="one-up">${content}</mck-promo>`), 'article');
    expect(plain.querySelector('[part=quote]')).toBeNull();
  });

  it('renders a two-up medium subscribe link to the subscription route, and the overlay from its opacity', async () => {
    const el = mount(`<mck-promo variant="two-up-medium" overlay-opacity="40" subscribe-url="/subscriptions"><div><p data-promo="title">Left</p></div><div><p data-promo="title">Right</p></div></mck-promo>`);
    const link = await inShadow<HTMLAnchorElement>(el, 'a[part=subscribe]');
    expect([link.textContent, link.getAttribute('href')]).toEqual(['Subscribe', '/subscriptions']);
    expect(el.shadowRoot!.querySelectorAll('article')).toHaveLength(2);
    expect((el.shadowRoot!.querySelector('[part=base]') as HTMLElement).style.getPropertyValue('--_overlay')).toBe('0.4');
  });

  it('renders nothing for a bar it cannot render, and names the tag on the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const el = mount('<mck-promo variant="bar"><div><p data-promo="title">One</p></div><div><p data-promo="title">Two</p></div></mck-promo>');
      await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[mck-promo\] promo bar failed to render/)));
      expect(el.shadowRoot!.querySelector('article, [part=error]')).toBeNull();
      const other = mount('<mck-promo variant="one-up"><div></div><div></div></mck-promo>');
      await inShadow(other, '[part=error]');
    } finally {
      error.mockRestore();
    }
  });

  it('renders nothing for visitors without content, and placeholders in editor mode', async () => {
    const empty = mount('<mck-promo></mck-promo>');
    await new Promise((r) => setTimeout(r, 50));
    expect(empty.shadowRoot!.querySelector('article')).toBeNull();
    configureForTest({ editorMode: true });
    const editing = mount('<mck-promo variant="one-up-medium-quote"></mck-promo>');
    await inShadow(editing, '[part=placeholder]');
    expect([...editing.shadowRoot!.querySelectorAll('[part=placeholder]')].map((p) => p.textContent))
      .toEqual(['Empty field: Eyebrow', 'Empty field: Title', 'Empty field: Quote', 'Empty field: Citation', 'Empty field: Text', 'Empty field: Call to action']);
  });
});
