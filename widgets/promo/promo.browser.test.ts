import { expect } from 'chai';
import {
  belowView, captureConsoleErrors, expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import './promo.define.js';
import { promoParts } from './promo.api.js';
import { VARIANTS, type Variant } from './promo.variants.js';

const IMG = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A//www.w3.org/2000/svg%22%20width%3D%2264%22%20height%3D%2236%22%3E%3Crect%20width%3D%2264%22%20height%3D%2236%22%20fill%3D%22%23051c2c%22/%3E%3C/svg%3E';

const item = (title: string, extra = '') => `<article>
  <img src="${IMG}" width="640" height="360" alt="">
  <p data-promo="eyebrow">Report</p><h3 data-promo="title">${title}</h3>
  <blockquote data-promo="quote">Speed is a strategy.</blockquote><p data-promo="citation">A. Author</p>
  <p data-promo="text">What leaders do next.</p>
  <a href="/our-insights/${encodeURIComponent(title)}" data-link-type="internal">Read ${title}</a>${extra}
</article>`;

/** The CMS markup of each variant: two columns for two-up medium, several items where the variant takes many. */
const markup = (variant: Variant, attrs = '') => {
  const items = variant === 'two-up-medium' || variant === 'two-up-small' || variant === 'list' ? item('Left') + item('Right') : item('Only');
  return `<mck-promo variant="${variant}" ${attrs}>${items}</mck-promo>`;
};

const rendered = (el: Element) => present(el, 'article[part=item]');
const box = (el: Element) => el.getBoundingClientRect();
/** The box of an element's text (a block beside a float keeps its full width; its lines do not). */
const textBox = (el: Element) => {
  const range = document.createRange();
  range.selectNodeContents(el);
  return range.getBoundingClientRect();
};

describe('mck-promo', () => {
  widgetTestHooks('mck-promo', promoParts, () => document.documentElement.removeAttribute('dir'));
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  for (const variant of VARIANTS) {
    it(`${variant}: renders its items from the CMS markup, axe clean`, async () => {
      const el = fixture(markup(variant));
      await rendered(el);
      const items = [...shadow(el).querySelectorAll('article[part=item]')];
      expect(items.map((i) => i.querySelector('h3[part=title]')?.textContent)).to.deep.equal([...el.children].map((c) => c.querySelector('h3')!.textContent));
      expect(items.every((i) => i.querySelector('a[part=link]'))).to.equal(true);
      const quoted = variant === 'one-up-medium-quote' || variant === 'bar-quote';
      expect(!!shadow(el).querySelector('blockquote[part=quote]')).to.equal(quoted);
      // The printed items are read, not shown twice.
      expect(el.querySelector('article')!.getClientRects().length).to.equal(0);
      await expectAxeClean(el);
    });
  }

  it('lays each variant out: image beside the text, behind it, in a bar row, in two columns', async () => {
    const medium = fixture(markup('one-up-medium'));
    await rendered(medium);
    const image = shadow(medium).querySelector('img')!;
    await waitFor(() => expect(box(image).width).to.be.above(0));
    expect(box(image).right).to.be.at.most(textBox(shadow(medium).querySelector('h3')!).left);

    const banner = fixture(markup('banner'));
    await rendered(banner);
    const behind = box(shadow(banner).querySelector('img')!);
    const title = box(shadow(banner).querySelector('h3')!);
    expect(behind.top <= title.top && behind.bottom >= title.bottom).to.equal(true);

    const bar = fixture(markup('bar'));
    const row = await rendered(bar);
    expect(shadow(bar).querySelector('img')!.getClientRects().length).to.equal(0);
    const [barTitle, barLink] = [row.querySelector('h3')!, row.querySelector('a')!].map(box);
    expect(barLink!.left).to.be.above(barTitle!.right);

    const twoUp = fixture(markup('two-up-medium', 'align="split"'));
    await rendered(twoUp);
    const [left, right] = [...shadow(twoUp).querySelectorAll('article')].map(box);
    expect(left!.top).to.equal(right!.top);
    expect(right!.left).to.be.at.least(left!.right);
    expect(getComputedStyle(shadow(twoUp).querySelectorAll('article')[1]!).textAlign).to.equal('end');
  });

  it('keeps at most 2 calls to action in a bar and leaves out an internal link without href', async () => {
    const extra = '<a href="/second" data-link-type="internal">Second</a><a href="/third" data-link-type="internal">Third</a>';
    const bar = fixture(`<mck-promo variant="bar">${item('Only', extra)}</mck-promo>`);
    await rendered(bar);
    expect([...shadow(bar).querySelectorAll('a[part=link]')].map((a) => a.textContent)).to.deep.equal(['Read Only', 'Second']);
    const list = fixture(`<mck-promo variant="list">${item('Only', '<a data-link-type="internal">No href</a>')}</mck-promo>`);
    await rendered(list);
    expect([...shadow(list).querySelectorAll('a[part=link]')].map((a) => a.textContent)).to.deep.equal(['Read Only']);
  });

  it('reaches every link by keyboard in reading order, with visible focus', async () => {
    const el = fixture(markup('two-up-medium', 'subscribe-url="/subscriptions"'));
    await present(el, 'a[part=subscribe]');
    const first = await tabInto(el);
    expect(first.textContent).to.equal('Read Left');
    await sendKeys({ press: 'Tab' });
    expect(shadow(el).activeElement!.textContent).to.equal('Read Right');
    await sendKeys({ press: 'Tab' });
    const subscribe = shadow(el).activeElement as HTMLElement;
    expect(subscribe.getAttribute('part')).to.equal('subscribe');
    expect(getComputedStyle(subscribe).outlineStyle).to.not.equal('none');
  });

  it('mirrors right to left: the medium image on the right, axe clean', async () => {
    document.documentElement.dir = 'rtl';
    const el = fixture(markup('one-up-medium'));
    await rendered(el);
    const image = shadow(el).querySelector('img')!;
    await waitFor(() => expect(box(image).width).to.be.above(0));
    expect(box(image).left).to.be.at.least(textBox(shadow(el).querySelector('h3')!).right);
    await expectAxeClean(el);
  });

  it('animates the link underline only without reduced motion', async () => {
    const el = fixture(markup('one-up'));
    const link = await present(el, 'a[part=link]');
    expect(parseFloat(getComputedStyle(link).transitionDuration)).to.be.above(0);
    await emulateMedia({ reducedMotion: 'reduce' });
    await waitFor(() => expect(parseFloat(getComputedStyle(link).transitionDuration)).to.equal(0));
  });

  it('shows placeholders for empty fields in editor mode, axe clean, and nothing to visitors', async () => {
    const plain = fixture('<mck-promo></mck-promo>');
    await new Promise((r) => setTimeout(r, 100));
    expect(shadow(plain).querySelector('article')).to.equal(null);
    testConfig({ editorMode: true });
    const editing = fixture('<mck-promo variant="bar-quote"></mck-promo>');
    await waitFor(() => expect([...shadow(editing).querySelectorAll('[part=placeholder]')].map((p) => p.textContent))
      .to.deep.equal(['Empty field: Eyebrow', 'Empty field: Title', 'Empty field: Quote', 'Empty field: Citation', 'Empty field: Text', 'Empty field: Call to action']));
    await expectAxeClean(editing);
  });

  it('renders nothing for a bar that fails to render, naming the tag; other variants show the error state', async () => {
    let bar!: HTMLElement;
    const errors = await captureConsoleErrors(async () => {
      bar = fixture(`<mck-promo variant="bar">${item('One')}${item('Two')}</mck-promo>`);
      await waitFor(() => expect(shadow(bar).querySelector('article')).to.equal(null));
      await new Promise((r) => setTimeout(r, 100));
    });
    expect(errors.some((line) => line.startsWith('[mck-promo] promo bar failed to render'))).to.equal(true);
    await belowView(bar);
    expect(box(bar).height).to.equal(0);
    expect(shadow(bar).querySelector('[part=error]')).to.equal(null);
    const oneUp = fixture(`<mck-promo variant="one-up">${item('One')}${item('Two')}</mck-promo>`);
    await captureConsoleErrors(() => present(oneUp, '[part=error]').then(() => {}));
    await expectAxeClean(oneUp);
  });

  for (const [attr, html] of [
    ['variant', `<mck-promo variant="carousel">${item('Only')}</mck-promo>`],
    ['align', `<mck-promo align="justify">${item('Only')}</mck-promo>`],
    ['title-size', `<mck-promo title-size="tiny">${item('Only')}</mck-promo>`],
    ['overlay-opacity', `<mck-promo overlay-opacity="150">${item('Only')}</mck-promo>`],
    ['subscribe-url', `<mck-promo variant="two-up-medium" subscribe-url="javascript:alert(1)">${item('Only')}</mck-promo>`],
  ] as const) {
    it(`shows its error state for a malformed ${attr}, naming tag and attribute`, async () => {
      const el = await expectAttributeError(html, 'mck-promo', attr);
      await expectAxeClean(el);
    });
  }
});
