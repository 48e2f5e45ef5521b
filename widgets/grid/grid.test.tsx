import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import './grid.define.js';
import { REFUSED_HREF_ATTR } from './grid.cards.js';
import { mount, inShadow } from '../../tests/support/unit.js';

const rendered = (el: Element) => inShadow(el, '[part=base]');

describe('<mck-grid>', () => {
  afterEach(() => {
    document.body.replaceChildren();
    setConfig(null);
    vi.restoreAllMocks();
  });

  it('keeps the CMS cards in its slot', async () => {
    configureForTest();
    const el = mount('<mck-grid variant="four-up"><a href="/a"><h3>A</h3></a><article data-card="static"><h3>B</h3></article></mck-grid>');
    const base = await rendered(el);
    expect(base.querySelector('slot')!.assignedElements().map((card) => card.textContent)).toEqual(['A', 'B']);
  });

  it('puts card links through the content kit: a refused URL stops being a link and is named; a new window gets noopener', async () => {
    configureForTest();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = mount('<mck-grid><a href="/ok" target="_blank"><h3>Ok</h3></a><a href="javascript:alert(1)"><h3>Script</h3></a>'
      + '<article><h3>Inside</h3><a href="https://elsewhere.example/x">More</a></article></mck-grid>');
    await rendered(el);
    const [ok, script, inside] = [...el.querySelectorAll('a')];
    await vi.waitFor(() => expect(ok!.rel).toBe('noopener'));
    expect(ok!.getAttribute('href')).toBe('/ok');
    expect([script!.hasAttribute('href'), script!.getAttribute(REFUSED_HREF_ATTR)]).toEqual([false, 'javascript:alert(1)']);
    expect([inside!.hasAttribute('href'), inside!.getAttribute(REFUSED_HREF_ATTR)]).toEqual([false, 'https://elsewhere.example/x']);
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringContaining('[mck-grid] card link "javascript:alert(1)"'),
      expect.stringContaining('[mck-grid] card link "https://elsewhere.example/x"'),
    ]);
  });

  it('checks a card added after it rendered', async () => {
    configureForTest();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = mount('<mck-grid><a href="/a"><h3>A</h3></a></mck-grid>');
    await rendered(el);
    el.insertAdjacentHTML('beforeend', '<a href="https://elsewhere.example/"><h3>Late</h3></a>');
    await vi.waitFor(() => expect(el.lastElementChild!.hasAttribute('href')).toBe(false));
  });

  it('renders nothing without cards, and the placeholder in editor mode', async () => {
    configureForTest({ editorMode: true });
    const editing = mount('<mck-grid></mck-grid>');
    await vi.waitFor(() => expect(editing.shadowRoot?.querySelector('[part=placeholder]')?.textContent).toContain('Cards'));
    configureForTest();
    const plain = mount('<mck-grid></mck-grid>');
    await vi.waitFor(() => expect(plain.shadowRoot).not.toBeNull());
    await new Promise((r) => setTimeout(r, 20));
    expect(plain.shadowRoot!.querySelector('[part=base]')).toBeNull();
  });
});
