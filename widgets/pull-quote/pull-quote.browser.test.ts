import { expect } from 'chai';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { tabInto } from '../../tests/support/keys.js';
import './pull-quote.define.js';
import { pullQuoteParts } from './pull-quote.api.js';
import { errorExampleMismatches, withFallbackCss } from '../../tests/support/fallback.js';

const CTA = JSON.stringify({ linkType: 'external', url: 'https://partner.example.org/study', text: 'Read the study', target: '_blank' });
const QUOTE = `<mck-pull-quote quotes="double" cta='${CTA}'><p>The best ideas travel further than we think.</p><cite slot="citation">A. Author, Senior Partner</cite><a slot="cta" href="https://partner.example.org/study">Read the study</a></mck-pull-quote>`;

const rendered = (el: Element) => present(el, 'figure[part=base]');

describe('mck-pull-quote', () => {
  widgetTestHooks('mck-pull-quote', pullQuoteParts, () => document.documentElement.removeAttribute('dir'));
  beforeEach(() => testConfig({ navigationOrigins: ['https://partner.example.org'] }));

  it('shows the CMS quote and citation where they were, between quotation marks, with its call to action', async () => {
    const el = fixture(QUOTE);
    const printed = el.querySelector('p')!;
    await rendered(el);
    expect(printed.assignedSlot?.closest('blockquote')).to.not.equal(null);
    expect(el.querySelector('cite')!.assignedSlot?.closest('figcaption')).to.not.equal(null);
    const cta = shadow(el).querySelector<HTMLAnchorElement>('a[part=cta]')!;
    expect(cta.href).to.equal('https://partner.example.org/study');
    expect(cta.target).to.equal('_blank');
    expect(cta.rel).to.equal('noopener noreferrer');
    // The CMS's plain link is replaced by the checked one, not shown twice.
    expect(el.querySelector('a[slot=cta]')!.getClientRects().length).to.equal(0);
  });

  it('uses the page language\'s marks: single marks in German', async () => {
    testConfig();
    const { dictionary } = await import('../../core/text/i18n.js');
    dictionary.value = { PullQuote_SingleOpen: '\u201A', PullQuote_SingleClose: '\u2018' };
    try {
      const el = fixture('<mck-pull-quote quotes="single"><p>Zitat</p></mck-pull-quote>');
      await rendered(el);
      expect([...shadow(el).querySelectorAll('[part=mark]')].map((m) => m.textContent)).to.deep.equal(['\u201A', '\u2018']);
      expect([...shadow(el).querySelectorAll('[part=mark]')].every((m) => m.getAttribute('aria-hidden') === 'true')).to.equal(true);
    } finally {
      dictionary.value = {};
    }
  });

  it('grows the quote with its size', async () => {
    const sizes: number[] = [];
    for (const size of ['large', 'extra-large', 'huge']) {
      const el = fixture(`<mck-pull-quote quote-size="${size}"><p>Quote</p></mck-pull-quote>`);
      await rendered(el);
      sizes.push(parseFloat(getComputedStyle(el.querySelector('p')!).fontSize));
    }
    expect(sizes[0]).to.be.below(sizes[1]!);
    expect(sizes[1]).to.be.below(sizes[2]!);
  });

  it('reaches the call to action by keyboard, with visible focus', async () => {
    const el = fixture(QUOTE);
    await rendered(el);
    const cta = await tabInto(el);
    expect(cta.getAttribute('part')).to.equal('cta');
  });

  it('renders nothing for visitors without a quote, and placeholders in editor mode', async () => {
    const plain = fixture('<mck-pull-quote></mck-pull-quote>');
    await new Promise((r) => setTimeout(r, 100));
    expect(shadow(plain).querySelector('figure')).to.equal(null);
    testConfig({ editorMode: true });
    const editing = fixture(`<mck-pull-quote cta='{"linkType":"internal","text":"Read"}'></mck-pull-quote>`);
    await waitFor(() => expect([...shadow(editing).querySelectorAll('[part=placeholder]')].map((p) => p.textContent))
      .to.deep.equal(['Empty field: Quote', 'Empty field: Citation', 'Empty field: Call to action']));
    await expectAxeClean(editing);
  });

  it('is axe clean, also right to left with the marks on the right', async () => {
    const el = fixture(QUOTE);
    await rendered(el);
    await expectAxeClean(el);
    document.documentElement.dir = 'rtl';
    await expectAxeClean(el);
    const open = shadow(el).querySelector('.mark.open')!.getBoundingClientRect();
    expect(open.left).to.be.at.least(el.querySelector('p')!.getBoundingClientRect().right - 1);
  });

  for (const [attr, html] of [
    ['quote-size', '<mck-pull-quote quote-size="tiny"><p>Q</p></mck-pull-quote>'],
    ['quotes', '<mck-pull-quote quotes="curly"><p>Q</p></mck-pull-quote>'],
    ['cta', `<mck-pull-quote cta='{"url":"javascript:alert(1)","text":"Go"}'><p>Q</p></mck-pull-quote>`],
    ['cta', `<mck-pull-quote cta='{"linkType":"email","url":"/x","text":"Go"}'><p>Q</p></mck-pull-quote>`],
  ] as const) {
    it(`shows its error state for a malformed ${attr}, naming tag and attribute`, async () => {
      await expectAttributeError(html, 'mck-pull-quote', attr);
    });
  }

  describe('the gallery\'s error examples, under the fallback CSS (as a CMS page links it)', () => {
    const css = withFallbackCss('pull-quote');
    it('are printed as tall as the error state they render', async () => {
      expect(await errorExampleMismatches('pull-quote', css())).to.deep.equal([]);
    });
  });
});
