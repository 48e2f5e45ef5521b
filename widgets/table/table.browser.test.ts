import { expect } from 'chai';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { setViewport } from '../../tests/support/wtr-command.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import { printedHeight, withFallbackCss } from '../../tests/support/fallback.js';
import './table.define.js';
import { tableParts } from './table.api.js';

const YEARS = Array.from({ length: 14 }, (_, i) => 2011 + i);
const WIDE = `<table><thead><tr><th>Region</th>${YEARS.map((y) => `<th>${y}</th>`).join('')}</tr></thead>
  <tbody>${['Europe', 'Asia', 'Americas'].map((r) => `<tr><th>${r}</th>${YEARS.map((y) => `<td>${y - 1900}.5</td>`).join('')}</tr>`).join('')}</tbody></table>`;
const MOBILE = '<table slot="mobile"><tbody><tr><th>Europe</th><td>124.5</td></tr></tbody></table>';
const table = (attrs = '', extra = '') => fixture(`<mck-table ${attrs}><h2 slot="title">Revenue by region</h2>${WIDE}${extra}
  <p slot="source">Source: annual reports</p><p slot="notes">1. Estimates.</p></mck-table>`);

const rendered = (el: Element) => present<HTMLElement>(el, '[part=region]');
const zoomOf = (el: Element) => shadow(el).querySelector<HTMLButtonElement>('[part=zoom]')!;
const shown = (node: Element) => node.getClientRects().length > 0;

describe('mck-table', () => {
  widgetTestHooks('mck-table', tableParts, () => document.documentElement.removeAttribute('dir'));
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport(800, 600);
  });

  it('keeps the CMS\'s table in its slot inside a named region that scrolls sideways', async () => {
    const el = table();
    const printed = el.querySelector('table')!;
    const region = await rendered(el);
    expect(printed.assignedSlot?.closest('[part=region]')).to.equal(region);
    expect(region.getAttribute('aria-label')).to.equal('Revenue by region');
    expect(region.scrollWidth).to.be.above(region.clientWidth);
    expect(el.querySelector('[slot=source]')!.assignedSlot?.closest('[part=source]')).to.not.equal(null);
    await expectAxeClean(el);
  });

  it('is operable by keyboard alone: zoom out, zoom in, then scroll the region with the arrow keys', async () => {
    const el = table();
    const region = await rendered(el);
    const zoom = await tabInto<HTMLButtonElement>(el);
    expect(zoom.getAttribute('part')).to.equal('zoom');
    await sendKeys({ press: 'Enter' });
    // The scale follows 300 ms later (tested with fake timers in table.test.tsx); here we wait for it.
    await waitFor(() => expect(region.scrollWidth).to.be.at.most(region.clientWidth + 1));
    expect(zoom.textContent).to.equal('Zoom in');
    await expectAxeClean(el);
    await sendKeys({ press: 'Space' });
    await waitFor(() => expect(region.scrollWidth).to.be.above(region.clientWidth));
    await sendKeys({ press: 'Tab' });
    expect(shadow(el).activeElement).to.equal(region);
    expect(getComputedStyle(region).outlineStyle).to.not.equal('none');
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => expect(region.scrollLeft).to.be.above(0));
  });

  it('draws the borders the editor chose', async () => {
    const widths: string[] = [];
    for (const ruling of ['rows', 'all', 'none']) {
      const el = table(`line-ruling="${ruling}"`);
      await rendered(el);
      widths.push(getComputedStyle(el.querySelector('tbody td')!).borderLeftWidth + ' ' + getComputedStyle(el.querySelector('tbody tr')!).borderBottomWidth);
    }
    expect(widths).to.deep.equal(['0px 1px', '1px 0px', '0px 0px']);
  });

  it('shows the colour legend and the sanitised data legend, axe clean', async () => {
    const el = table(`legend-items='[{"color":"#2251ff","label":"Growth"},{"color":"#051c2c","label":"Decline"}]' data-legend='<p>Index: <b>2010 = 100</b><script>window.hacked = 1</script></p>'`);
    await rendered(el);
    expect([...shadow(el).querySelectorAll('[part=color-legend] li')].map((li) => li.textContent)).to.deep.equal(['Growth', 'Decline']);
    expect(shadow(el).querySelector('[part=legend]')!.innerHTML).to.equal('<p>Index: <b>2010 = 100</b></p>');
    await expectAxeClean(el);
  });

  it('on a phone: scrolls sideways, stacks the rows, or shows the CMS\'s mobile table', async () => {
    await setViewport(360, 640);
    const scrolling = table();
    expect((await rendered(scrolling)).scrollWidth).to.be.above(360);
    const stacked = table('mobile-layout="stacked"');
    const region = await rendered(stacked);
    expect(region.scrollWidth).to.be.at.most(region.clientWidth + 1);
    expect(getComputedStyle(stacked.querySelector('td')!).display).to.equal('block');
    const mobile = table('mobile-layout="mobile-body"', MOBILE);
    await rendered(mobile);
    expect(shown(mobile.querySelector('table:not([slot])')!)).to.equal(false);
    expect(shown(mobile.querySelector('table[slot=mobile]')!)).to.equal(true);
    await expectAxeClean(mobile);
    await setViewport(800, 600);
    expect(shown(mobile.querySelector('table:not([slot])')!)).to.equal(true);
    expect(shown(mobile.querySelector('table[slot=mobile]')!)).to.equal(false);
  });

  it('lays out right to left in Arabic: the region starts scrolled at the right, axe clean', async () => {
    document.documentElement.dir = 'rtl';
    const el = table();
    const region = await rendered(el);
    const first = el.querySelector('th')!.getBoundingClientRect();
    expect(first.right).to.be.closeTo(region.getBoundingClientRect().right, 2);
    await expectAxeClean(el);
  });

  it('has no motion to reduce: zooming under reduced motion is the same', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = table();
    const region = await rendered(el);
    zoomOf(el).click();
    await waitFor(() => expect(region.scrollWidth).to.be.at.most(region.clientWidth + 1));
  });

  it('renders nothing for visitors without a table, and placeholders for empty fields in editor mode', async () => {
    const plain = fixture('<mck-table><h2 slot="title">A title without its table</h2></mck-table>');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(shadow(plain).querySelector('[part=base]')).to.equal(null);
    testConfig({ editorMode: true });
    const editing = fixture('<mck-table></mck-table>');
    await waitFor(() => expect([...shadow(editing).querySelectorAll('[part=placeholder]')].map((p) => p.textContent))
      .to.deep.equal(['Empty field: Title', 'Empty field: Table', 'Empty field: Source', 'Empty field: Notes']));
    await expectAxeClean(editing);
  });

  for (const [attr, html] of [
    ['line-ruling', '<mck-table line-ruling="double"><table><tr><td>1</td></tr></table></mck-table>'],
    ['mobile-layout', '<mck-table mobile-layout="cards"><table><tr><td>1</td></tr></table></mck-table>'],
    ['legend-items', `<mck-table legend-items='[{"color":"red;background:url(x)","label":"A"}]'><table><tr><td>1</td></tr></table></mck-table>`],
    ['legend-items', `<mck-table legend-items='not json'><table><tr><td>1</td></tr></table></mck-table>`],
  ] as const) {
    it(`shows its error state for a malformed ${attr}, naming tag and attribute`, async () => {
      const el = await expectAttributeError(html, 'mck-table', attr);
      await expectAxeClean(el);
    });
  }
  describe('in the box its fallback CSS gives the tag (as a CMS page links it)', () => {
    const css = withFallbackCss('table');
    const LEGEND = `legend-items='[{"color":"#2251ff","label":"Above 2015"},{"color":"#051c2c","label":"Below 2015"}]' data-legend='<p>Index: 2015 = 100.</p>'`;
    const markup = (attrs: string) => `<mck-table ${attrs}><h2 slot="title">Revenue by region</h2>${WIDE}<p slot="source">Source: annual reports</p></mck-table>`;

    it('takes the box its printed content took, the wide table on one line per row, at a phone\'s column and a desktop\'s', async () => {
      for (const attrs of [LEGEND, '']) {
        for (const width of [364, 1052]) {
          const el = fixture(markup(attrs));
          el.parentElement!.style.width = `${width}px`;
          await rendered(el);
          const printed = await printedHeight(markup(attrs), css(), width);
          const height = el.getBoundingClientRect().height;
          expect(Math.abs(printed - height), `${attrs ? 'with' : 'without'} a colour legend @ ${width}: printed ${printed}, rendered ${height}`).to.be.below(1);
          el.parentElement!.remove();
        }
      }
    });
  });
});
