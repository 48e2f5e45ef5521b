import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../core/session/session.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import { blogPromoAttributes, DEFAULT_BACKGROUND, DEFAULT_HEADING_SCALE } from './blog-promo.api.js';
import { isPromoShown, showsForm } from './blog-promo.js';
import './blog-promo.define.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('blog promo rules (D§4, D§9)', () => {
  it('is hidden with hidePromoBar or without a title', () => {
    expect(isPromoShown('Subscribe to the blog', false)).toBe(true);
    expect(isPromoShown('Subscribe to the blog', true)).toBe(false);
    expect(isPromoShown('   ', false)).toBe(false);
  });

  it('shows the form only to a reader without a session, once the session is known', () => {
    expect(showsForm(false, false)).toBe(true);
    expect(showsForm(true, false)).toBe(false);
    expect(showsForm(false, true)).toBe(false);
  });

  it('defaults to heading scale h5, a deep blue background and centred text', () => {
    expect(DEFAULT_HEADING_SCALE).toBe('h5');
    expect(DEFAULT_BACKGROUND).toBe('#051c2c');
    expect(blogPromoAttributes.headingScale.parse(null)).toBe('h5');
    expect(blogPromoAttributes.backgroundColor.parse(null)).toBe(DEFAULT_BACKGROUND);
    expect(blogPromoAttributes.align.parse(null)).toBe('center');
  });
});

describe('<mck-blog-promo>', () => {
  afterEach(() => {
    document.body.replaceChildren();
    session.value = false;
  });

  it('shows the title, the description and the calls to action that can be rendered', async () => {
    const el = mount(`<mck-blog-promo heading="Get the blog" description="&lt;p&gt;Weekly&lt;/p&gt;"
      cta='[{"text":"Subscribe","url":"/subscribe"},{"text":"No url"}]'></mck-blog-promo>`);
    const heading = await inShadow(el, '[part=heading]');
    expect(heading.tagName).toBe('H2');
    expect(heading.className).toContain('scale-h5');
    const description = el.shadowRoot!.querySelector('[part=description]')!;
    expect(description.textContent).toBe('Weekly');
    expect([...el.shadowRoot!.querySelectorAll('a[part=link]')].map((a) => [a.textContent, a.getAttribute('href')]))
      .toEqual([['Subscribe', new URL('/subscribe', location.href).href]]);
  });

  it('shows the one-click slot instead of the links when one-click is enabled', async () => {
    const el = mount(`<mck-blog-promo heading="Get the blog" enable-one-click cta='[{"text":"Subscribe","url":"/subscribe"}]'>
      <mck-one-click-subscribe slot="one-click"></mck-one-click-subscribe></mck-blog-promo>`);
    await inShadow(el, '[part=one-click] slot[name=one-click]');
    expect(el.shadowRoot!.querySelector('[part=links]')).toBeNull();
  });

  it('shows the form area without a session and drops it when the reader signs in', async () => {
    const el = mount('<mck-blog-promo heading="Get the blog"><form slot="form"></form></mck-blog-promo>');
    await inShadow(el, '[part=form] slot[name=form]');
    session.value = true;
    await settle();
    expect(el.shadowRoot!.querySelector('[part=form]')).toBeNull();
    expect(el.shadowRoot!.querySelector('[part=heading]')).not.toBeNull();
  });

  it('renders nothing without a title or with hide-promo-bar', async () => {
    for (const html of ['<mck-blog-promo></mck-blog-promo>', '<mck-blog-promo heading="Get the blog" hide-promo-bar></mck-blog-promo>']) {
      const el = mount(html);
      await settle();
      expect(el.shadowRoot?.querySelector('[part=base]') ?? null, html).toBeNull();
    }
  });
});
