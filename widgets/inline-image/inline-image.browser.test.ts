import { expect } from 'chai';
import {
  belowView, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { sendKeys } from '../../tests/support/keys.js';
import { dictionary } from '../../core/text/i18n.js';
import './inline-image.define.js';
import { inlineImageParts } from './inline-image.api.js';

const SVG = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" fill="#051c2c"/></svg>')}`;
const image = (attrs: string) => `<mck-inline-image><img src="${SVG}" width="400" height="200" ${attrs}></mck-inline-image>`;
const rendered = (el: Element) => present(el, '[part=base]');

describe('mck-inline-image', () => {
  widgetTestHooks('mck-inline-image', inlineImageParts, () => {
    document.documentElement.removeAttribute('dir');
    dictionary.value = {};
  });

  it('shows the printed image itself, in the box it had before rendering', async () => {
    const el = fixture(image('alt="Revenue by region, 2020 to 2025"'));
    const printed = el.querySelector('img')!;
    const before = el.getBoundingClientRect();
    await rendered(el);
    expect(printed.assignedSlot?.closest('[part=base]')).to.not.equal(null);
    const after = el.getBoundingClientRect();
    expect([after.width, after.height]).to.deep.equal([before.width, before.height]);
    expect(printed.alt).to.equal('Revenue by region, 2020 to 2025');
  });

  it('gives an image without alt text the default screen-reader text, in the page language', async () => {
    const el = fixture(image(''));
    await rendered(el);
    await waitFor(() => expect(el.querySelector('img')!.alt).to.equal('Image'));
    dictionary.value = { InlineImage_DefaultAlt: 'صورة' };
    await waitFor(() => expect(el.querySelector('img')!.alt).to.equal('صورة'));
    await expectAxeClean(el);
  });

  it('renders nothing for an empty image: no src, or the empty-image class', async () => {
    for (const html of ['<mck-inline-image><img alt="x"></mck-inline-image>', image('class="empty-image" alt="x"')]) {
      const el = fixture(html);
      await new Promise((r) => setTimeout(r, 100));
      expect(shadow(el).querySelector('[part=base]'), html).to.equal(null);
      await belowView(el);
      expect(el.getBoundingClientRect().height, html).to.equal(0);
    }
  });

  it('shows the empty image\'s placeholder in editor mode, axe clean', async () => {
    testConfig({ editorMode: true });
    const el = fixture(image('class="empty-image"'));
    const placeholder = await present(el, '[part=placeholder]');
    expect(placeholder.textContent).to.equal('Empty field: Image');
    await expectAxeClean(el);
  });

  it('adds no tab stop: Tab goes from the control before it to the one after', async () => {
    const el = fixture(`<div><button>Before</button>${image('alt="Chart"')}<button>After</button></div>`);
    await rendered(el.querySelector('mck-inline-image')!);
    el.querySelector('button')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.textContent).to.equal('After');
  });

  it('is axe clean, also right to left', async () => {
    const el = fixture(image('alt="Chart"'));
    await rendered(el);
    await expectAxeClean(el);
    document.documentElement.dir = 'rtl';
    await expectAxeClean(el);
  });
});
