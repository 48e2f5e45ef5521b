import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { readQuoteContent } from './pull-quote.content.js';
import './pull-quote.define.js';
import { mount, inShadow } from '../../tests/support/unit.js';

const rendered = (el: Element) => inShadow(el, 'figure');

describe('readQuoteContent', () => {
  it('finds the quote in unslotted children or text, the citation in slot="citation"', () => {
    expect(readQuoteContent(mount('<mck-x><p>Quote</p><cite slot="citation">Ada</cite></mck-x>'))).toEqual({ quote: true, citation: true });
    expect(readQuoteContent(mount('<mck-x>Bare quote text</mck-x>'))).toEqual({ quote: true, citation: false });
    expect(readQuoteContent(mount('<mck-x> <p> </p><a slot="cta" href="/x">Read</a></mck-x>'))).toEqual({ quote: false, citation: false });
  });
});

describe('<mck-pull-quote>', () => {
  afterEach(() => {
    document.body.replaceChildren();
    setConfig(null);
  });

  it('shows the CMS quote and citation through slots, with the call to action', async () => {
    configureForTest();
    const el = mount(`<mck-pull-quote quote-size="huge" quotes="double" cta='{"linkType":"internal","url":"/our-insights","text":"Read the article"}'>
      <p>The best ideas travel.</p><cite slot="citation">A. Author</cite></mck-pull-quote>`);
    const figure = await rendered(el);
    expect(figure.className).toContain('size-huge');
    expect(figure.querySelector('blockquote slot:not([name])')).not.toBeNull();
    expect(figure.querySelector('figcaption slot[name=citation]')).not.toBeNull();
    expect([...figure.querySelectorAll('[part=mark]')].map((m) => m.textContent)).toEqual(['\u201C', '\u201D']);
    const cta = figure.querySelector('a')!;
    expect(cta.textContent).toBe('Read the article');
    expect(cta.getAttribute('href')).toBe(new URL('/our-insights', location.href).href);
  });

  it('renders nothing for visitors without a quote, and no link for an internal CTA without href', async () => {
    configureForTest();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const empty = mount('<mck-pull-quote></mck-pull-quote>');
    await new Promise((r) => setTimeout(r, 50));
    expect(empty.shadowRoot!.querySelector('figure')).toBeNull();
    // Never silent: the empty box says why, once.
    expect(warn.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('[mck-pull-quote] nothing to show'))).toHaveLength(1);
    warn.mockRestore();
    const el = mount(`<mck-pull-quote cta='{"linkType":"internal","text":"Read"}'><p>Quote</p></mck-pull-quote>`);
    const figure = await rendered(el);
    expect(figure.querySelector('a')).toBeNull();
    expect(figure.querySelector('[part=placeholder]')).toBeNull();
  });
});
