import { expect } from 'chai';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { setViewport } from '../../tests/support/wtr-command.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import './tabbed-container.define.js';
import { MEDIUM_MIN_PX } from '../../core/host/viewport.js';
import { TAB_ROW_REM } from './tabbed-container.styles.js';

const MOBILE_MAX_PX = MEDIUM_MIN_PX - 1;
import { tabbedContainerParts } from './tabbed-container.api.js';
import { errorExampleMismatches, withFallbackCss } from '../../tests/support/fallback.js';

const PANELS = `
  <header slot="header"><h2>Where the growth is</h2></header>
  <section><h3 data-tab-label>Overview</h3><p>First panel</p></section>
  <section><h3 data-tab-label>Exhibit</h3><p>Second panel <a href="/exhibit">with a link</a></p></section>
  <section><h3 data-tab-label>Flourish</h3><p>Third panel</p></section>`;
const container = (attrs = '') => fixture(`<mck-tabbed-container ${attrs}>${PANELS}</mck-tabbed-container>`);

const tabsOf = async (el: Element) => {
  await present(el, '[role=tab]');
  return [...shadow(el).querySelectorAll<HTMLButtonElement>('[role=tab]')];
};
/** What a reader sees of the printed panels. */
const visiblePanels = (el: Element) => [...el.querySelectorAll('section')].map((section) => section.getBoundingClientRect().height > 0);
const focusedTab = (el: Element) => shadow(el).activeElement?.textContent;

describe('mck-tabbed-container', () => {
  widgetTestHooks('mck-tabbed-container', tabbedContainerParts, () => document.documentElement.removeAttribute('dir'));
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport(800, 600);
  });

  it('is operated by keyboard alone: Tab reaches the shown tab with visible focus, arrows wrap, Home and End, then the panel', async () => {
    const el = container();
    await tabsOf(el);
    const first = await tabInto(el);
    expect(first.textContent).to.equal('Overview');
    await sendKeys({ press: 'ArrowLeft' });
    expect(focusedTab(el)).to.equal('Flourish');
    await waitFor(() => expect(visiblePanels(el)).to.deep.equal([false, false, true]));
    await sendKeys({ press: 'ArrowRight' });
    expect(focusedTab(el)).to.equal('Overview');
    await sendKeys({ press: 'End' });
    expect(focusedTab(el)).to.equal('Flourish');
    await sendKeys({ press: 'Home' });
    await sendKeys({ press: 'ArrowRight' });
    expect(focusedTab(el)).to.equal('Exhibit');
    await waitFor(() => expect(visiblePanels(el)).to.deep.equal([false, true, false]));
    expect(el.getAttribute('active-tab')).to.equal('1');
    await sendKeys({ press: 'Tab' });
    const panel = shadow(el).activeElement as HTMLElement;
    expect(panel.getAttribute('role')).to.equal('tabpanel');
    expect(getComputedStyle(panel).outlineStyle).not.to.equal('none');
    await sendKeys({ press: 'Tab' });
    expect((document.activeElement as HTMLElement).textContent).to.equal('with a link');
  });

  it('mirrors Left and Right in Arabic, the tabs starting at the right', async () => {
    document.documentElement.dir = 'rtl';
    const el = container();
    const tabs = await tabsOf(el);
    expect(tabs[0]!.getBoundingClientRect().left).to.be.greaterThan(tabs[1]!.getBoundingClientRect().left);
    await tabInto(el);
    await sendKeys({ press: 'ArrowLeft' });
    expect(focusedTab(el)).to.equal('Exhibit');
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    expect(focusedTab(el)).to.equal('Flourish');
    await expectAxeClean(el);
  });

  it('tells the page which tab the reader picked', async () => {
    const el = container();
    const tabs = await tabsOf(el);
    const details: unknown[] = [];
    el.addEventListener('mck-tabbed-container-change', (event) => details.push(event.detail));
    tabs[2]!.click();
    expect(details).to.deep.equal([{ index: 2, label: 'Flourish' }]);
    await waitFor(() => expect(visiblePanels(el)).to.deep.equal([false, false, true]));
  });

  it('centres the tabs, or shares the row equally between them', async () => {
    const centred = container('tab-alignment="center"');
    const [first] = await tabsOf(centred);
    const row = shadow(centred).querySelector('[part=tablist]')!.getBoundingClientRect();
    expect(first!.getBoundingClientRect().left - row.left).to.be.greaterThan(10);
    const equal = container('tab-width="consistent"');
    const widths = (await tabsOf(equal)).map((tab) => Math.round(tab.getBoundingClientRect().width));
    expect(new Set(widths).size).to.equal(1);
    const auto = container();
    const autoWidths = (await tabsOf(auto)).map((tab) => Math.round(tab.getBoundingClientRect().width));
    expect(new Set(autoWidths).size).to.be.greaterThan(1);
    expect(shadow(auto).querySelector('[part=tablist]')!.getBoundingClientRect().height)
      .to.equal(TAB_ROW_REM * parseFloat(getComputedStyle(document.documentElement).fontSize));
  });

  it('replaces the tabs with a select on mobile in the dropdown layout, and only there', async () => {
    await setViewport(MOBILE_MAX_PX, 800);
    const dropdown = container('mobile-rendering="dropdown"');
    const select = await present<HTMLSelectElement>(dropdown, '[part=select]');
    expect([...select.options].map((option) => option.textContent)).to.deep.equal(['Overview', 'Exhibit', 'Flourish']);
    expect(shadow(dropdown).querySelector('[role=tab]')).to.equal(null);
    const focused = await tabInto(dropdown);
    expect(focused).to.equal(select);
    const details: unknown[] = [];
    dropdown.addEventListener('mck-tabbed-container-change', (event) => details.push(event.detail));
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => expect(visiblePanels(dropdown)).to.deep.equal([false, true, false]));
    expect(details).to.deep.equal([{ index: 1, label: 'Exhibit' }]);
    await expectAxeClean(dropdown);
    const tabsKept = container();
    expect(await tabsOf(tabsKept)).to.have.length(3);
    await setViewport(MOBILE_MAX_PX + 1, 800);
    await waitFor(() => expect(shadow(dropdown).querySelector('[role=tab]')).not.to.equal(null));
  });

  it('changes tabs without a transition under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const [first] = await tabsOf(container());
    expect(getComputedStyle(first!).transitionDuration).to.equal('0s');
  });

  it('renders nothing for visitors without panels, a placeholder in editor mode', async () => {
    const plain = fixture('<mck-tabbed-container></mck-tabbed-container>');
    await new Promise((r) => setTimeout(r, 100));
    expect(shadow(plain).querySelector('[part=base]')).to.equal(null);
    testConfig({ editorMode: true });
    const editing = fixture('<mck-tabbed-container></mck-tabbed-container>');
    await waitFor(() => expect(shadow(editing).querySelector('[part=placeholder]')?.textContent).to.equal('Empty field: Tabs'));
    await expectAxeClean(editing);
  });

  it('is axe clean, with a divider line', async () => {
    const el = container('show-divider-line');
    await tabsOf(el);
    expect(getComputedStyle(el).borderTopStyle).to.equal('solid');
    await expectAxeClean(el);
  });

  for (const [attr, value] of [
    ['tab-alignment', 'right'], ['tab-width', 'wide'], ['mobile-rendering', 'accordion'], ['active-tab', '-1'],
  ] as const) {
    it(`shows its error state for a malformed ${attr}, naming tag and attribute`, async () => {
      await expectAttributeError(`<mck-tabbed-container ${attr}="${value}">${PANELS}</mck-tabbed-container>`, 'mck-tabbed-container', attr);
    });
  }

  describe('the gallery\'s error examples, under the fallback CSS (as a CMS page links it)', () => {
    const css = withFallbackCss('tabbed-container');
    it('are printed as tall as the error state they render', async () => {
      expect(await errorExampleMismatches('tabbed-container', css())).to.deep.equal([]);
    });
  });
});
