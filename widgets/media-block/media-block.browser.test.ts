import { expect } from 'chai';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { setViewport } from '../../tests/support/wtr-command.js';
import { sendKeys } from '../../tests/support/keys.js';
import './media-block.define.js';
import { mediaBlockParts } from './media-block.api.js';
import { ONE_ROW_MIN_PX, SIDE_BY_SIDE_MIN_PX } from './media-block.styles.js';
import { errorExampleMismatches, withFallbackCss } from '../../tests/support/fallback.js';

const IMAGE = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20width%3D%2216%22%20height%3D%229%22%2F%3E';
const figure = (n: number) => `<figure><img src="${IMAGE}" width="800" height="450" alt="Photo ${n}"><figcaption>Caption ${n} <a href="#m${n}">more</a></figcaption></figure>`;
const block = (layout: string, count: number) =>
  `<mck-media-block layout="${layout}">${Array.from({ length: count }, (_, i) => figure(i + 1)).join('')}</mck-media-block>`;

const rendered = (el: Element) => present(el, '[part=base]');
const boxes = (el: Element) => [...el.querySelectorAll('figure')].map((f) => f.getBoundingClientRect());
/** The distinct left edges of the figures: one per column. */
const columns = (el: Element) => new Set(boxes(el).map((b) => Math.round(b.left))).size;

describe('mck-media-block', () => {
  widgetTestHooks('mck-media-block', mediaBlockParts, () => document.documentElement.removeAttribute('dir'));
  afterEach(() => setViewport(800, 600));

  it('shows the CMS figures where they were, two side by side, stacked on mobile', async () => {
    await setViewport(SIDE_BY_SIDE_MIN_PX);
    const el = fixture(block('two', 2));
    await rendered(el);
    expect(el.querySelector('figure')!.assignedSlot).to.not.equal(null);
    const [first, second] = boxes(el);
    expect(Math.round(first!.top)).to.equal(Math.round(second!.top));
    expect(first!.right).to.be.at.most(second!.left);
    await setViewport(SIDE_BY_SIDE_MIN_PX - 1);
    await waitFor(() => expect(columns(el)).to.equal(1));
    const [top, below] = boxes(el);
    expect(top!.bottom).to.be.at.most(below!.top);
  });

  it('lays four media two by two, four across from the wide width', async () => {
    await setViewport(ONE_ROW_MIN_PX - 1);
    const el = fixture(block('four', 4));
    await rendered(el);
    expect(columns(el)).to.equal(2);
    await setViewport(ONE_ROW_MIN_PX);
    await waitFor(() => expect(columns(el)).to.equal(4));
  });

  it('starts from the right in Arabic, axe clean both ways', async () => {
    await setViewport(SIDE_BY_SIDE_MIN_PX);
    const el = fixture(block('two', 2));
    await rendered(el);
    await expectAxeClean(el);
    document.documentElement.dir = 'rtl';
    await waitFor(() => {
      const [first, second] = boxes(el);
      expect(first!.left).to.be.at.least(second!.right);
    });
    await expectAxeClean(el);
  });

  it('keeps the links in captions reachable by keyboard, with visible focus', async () => {
    const el = fixture(block('two', 2));
    await rendered(el);
    (document.activeElement as HTMLElement | null)?.blur();
    await sendKeys({ press: 'Tab' });
    const focused = document.activeElement as HTMLElement;
    expect(focused.getAttribute('href')).to.equal('#m1');
    expect(getComputedStyle(focused).outlineStyle).to.not.equal('none');
  });

  it('lets a nested mck tag hydrate where the CMS put it', async () => {
    const el = fixture(`<mck-media-block>${figure(1)}<figure><mck-media-block layout="two">${figure(2)}</mck-media-block></figure></mck-media-block>`);
    await rendered(el);
    const nested = el.querySelector('mck-media-block')!;
    await rendered(nested);
    expect(nested.closest('figure')!.assignedSlot).to.not.equal(null);
  });

  it('renders nothing for visitors without media; editors get a placeholder per missing medium, axe clean', async () => {
    const plain = fixture('<mck-media-block layout="four"><figure><img class="empty-image" alt=""></figure></mck-media-block>');
    await new Promise((r) => setTimeout(r, 100));
    expect(shadow(plain).querySelector('[part=base]')).to.equal(null);
    testConfig({ editorMode: true });
    const editing = fixture(`<mck-media-block layout="four">${figure(1)}</mck-media-block>`);
    await waitFor(() => expect(shadow(editing).querySelectorAll('[part=placeholder]').length).to.equal(3));
    await expectAxeClean(editing);
  });

  it('shows its error state for a malformed layout, naming tag and attribute', async () => {
    await expectAttributeError(block('three', 1), 'mck-media-block', 'layout');
  });

  describe('the gallery\'s error examples, under the fallback CSS (as a CMS page links it)', () => {
    const css = withFallbackCss('media-block');
    it('are printed as tall as the error state they render', async () => {
      expect(await errorExampleMismatches('media-block', css())).to.deep.equal([]);
    });
  });
});
