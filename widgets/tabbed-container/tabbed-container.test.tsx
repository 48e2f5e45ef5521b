import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import { tabAfterKey } from './tabbed-container.js';
import { MEDIUM_MIN_PX, MOBILE_QUERY } from '../../core/host/viewport.js';
import './tabbed-container.define.js';

const PANELS = `
  <header slot="header"><p>Exhibit 3</p><h2>Where the growth is</h2></header>
  <section><h3 data-tab-label>Overview</h3><p>First panel</p></section>
  <section><h3 data-tab-label> Ceros   story </h3><mck-ceros></mck-ceros></section>
  <section><p>A panel without a label</p></section>`;

const tabsOf = async (el: HTMLElement) => {
  await inShadow(el, '[role=tab]');
  return [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role=tab]')];
};
const shownPanels = (el: HTMLElement) => [...el.querySelectorAll('section')].map((section) => !section.hidden);

describe('tab keys (ARIA tabs pattern)', () => {
  it('moves with Left and Right, wrapping at both ends', () => {
    expect(tabAfterKey('ArrowRight', 0, 3, false)).toBe(1);
    expect(tabAfterKey('ArrowRight', 2, 3, false)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 3, false)).toBe(2);
  });

  it('mirrors Left and Right in right-to-left pages', () => {
    expect(tabAfterKey('ArrowLeft', 0, 3, true)).toBe(1);
    expect(tabAfterKey('ArrowRight', 0, 3, true)).toBe(2);
  });

  it('goes to the first and last with Home and End, and ignores other keys', () => {
    expect(tabAfterKey('Home', 2, 3, false)).toBe(0);
    expect(tabAfterKey('End', 0, 3, true)).toBe(2);
    expect(tabAfterKey('ArrowDown', 0, 3, false)).toBeNull();
    expect(tabAfterKey('Enter', 0, 3, false)).toBeNull();
  });
});

describe('the mobile breakpoint', () => {
  it('is below the design\'s 768 px (E§9)', () => {
    expect(MEDIUM_MIN_PX).toBe(768);
    expect(MOBILE_QUERY).toBe('(max-width: 767px)');
  });
});

describe('<mck-tabbed-container>', () => {
  afterEach(() => {
    document.body.replaceChildren();
    setConfig(null);
  });

  it('makes a tab of each printed panel, labelled by its heading, and shows the first panel alone', async () => {
    configureForTest();
    const el = mount(`<mck-tabbed-container>${PANELS}</mck-tabbed-container>`);
    const tabs = await tabsOf(el);
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Overview', 'Ceros story', 'Tab 3']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    await vi.waitFor(() => expect(shownPanels(el)).toEqual([true, false, false]));
    expect([...el.querySelectorAll<HTMLElement>('[data-tab-label]')].every((label) => label.hidden)).toBe(true);
    expect(el.shadowRoot!.querySelector('[role=tabpanel]')!.getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
    expect(el.shadowRoot!.querySelector('slot[name=header]')).not.toBeNull();
  });

  it('keeps the panels (and the widgets in them) where the CMS printed them', async () => {
    configureForTest();
    const el = mount(`<mck-tabbed-container>${PANELS}</mck-tabbed-container>`);
    const ceros = el.querySelector('mck-ceros');
    await tabsOf(el);
    expect(el.querySelectorAll(':scope > section')).toHaveLength(3);
    expect(el.querySelector('mck-ceros')).toBe(ceros);
    expect(el.hasAttribute('data-mck-rendered')).toBe(true);
  });

  it('gives the printed content back as printed when it goes away', async () => {
    configureForTest();
    const el = mount(`<mck-tabbed-container>${PANELS}</mck-tabbed-container>`);
    await tabsOf(el);
    await vi.waitFor(() => expect(shownPanels(el)).toEqual([true, false, false]));
    el.remove();
    await vi.waitFor(() => expect(shownPanels(el)).toEqual([true, true, true]));
    expect([...el.querySelectorAll<HTMLElement>('[data-tab-label]')].some((label) => label.hidden)).toBe(false);
    expect(el.hasAttribute('data-mck-rendered')).toBe(false);
  });

  it('shows a tab\'s panel when it is clicked, sets active-tab and tells the page once', async () => {
    configureForTest();
    const el = mount(`<mck-tabbed-container>${PANELS}</mck-tabbed-container>`);
    const changes = vi.fn();
    el.addEventListener('mck-tabbed-container-change', (event) => changes(event.detail));
    const tabs = await tabsOf(el);
    tabs[1]!.click();
    await vi.waitFor(() => expect(shownPanels(el)).toEqual([false, true, false]));
    expect(el.getAttribute('active-tab')).toBe('1');
    expect(changes).toHaveBeenCalledExactlyOnceWith({ index: 1, label: 'Ceros story' });
    tabs[1]!.click();
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('moves between tabs with the arrow keys, showing each', async () => {
    configureForTest();
    const el = mount(`<mck-tabbed-container>${PANELS}</mck-tabbed-container>`);
    const tabs = await tabsOf(el);
    tabs[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    await vi.waitFor(() => expect(el.getAttribute('active-tab')).toBe('2'));
    await vi.waitFor(() => expect(shownPanels(el)).toEqual([false, false, true]));
  });

  it('follows active-tab set by the page, and shows the first tab for an index past the last', async () => {
    configureForTest();
    const el = mount(`<mck-tabbed-container active-tab="2">${PANELS}</mck-tabbed-container>`);
    await tabsOf(el);
    await vi.waitFor(() => expect(shownPanels(el)).toEqual([false, false, true]));
    el.setAttribute('active-tab', '9');
    await vi.waitFor(() => expect(shownPanels(el)).toEqual([true, false, false]));
  });

  it('renders nothing without panels for visitors, a placeholder in editor mode', async () => {
    configureForTest();
    const plain = mount('<mck-tabbed-container></mck-tabbed-container>');
    await new Promise((r) => setTimeout(r, 50));
    expect(plain.shadowRoot!.querySelector('[part=base]')).toBeNull();
    configureForTest({ editorMode: true });
    const editing = mount('<mck-tabbed-container></mck-tabbed-container>');
    expect((await inShadow(editing, '[part=placeholder]')).textContent).toContain('Tabs');
  });
});
