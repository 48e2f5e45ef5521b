import { afterEach, describe, expect, it, vi } from 'vitest';
import { readTableContent } from './table.content.js';
import { fitScale, TABLE_SCALE_WAIT_MS } from './table.zoom.js';
import './table.define.js';
import { inShadow, mount } from '../../tests/support/unit.js';

/** Lets React commit (it schedules with setImmediate, which the fake timers below leave alone). */
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
};

const TABLE = `<mck-table legend-items='[{"color":"#2251ff","label":"Growth"}]' data-legend='<p>Index: 2020 = 100</p>'>
  <h2 slot="title">Revenue by region</h2>
  <table><thead><tr><th>Region</th><th>2024</th></tr></thead><tbody><tr><td>Europe</td><td>104</td></tr></tbody></table>
  <p slot="source">Source: annual reports</p></mck-table>`;

describe('readTableContent', () => {
  it('finds the title (or the caption), the tables, source and notes', () => {
    expect(readTableContent(mount(`<mck-x><h2 slot="title"> Revenue  by region </h2><table></table><table slot="mobile"></table><p slot="notes">1. Estimate</p></mck-x>`)))
      .toEqual({ title: 'Revenue by region', table: true, mobileTable: true, source: false, notes: true });
    expect(readTableContent(mount('<mck-x><table><caption>Costs</caption></table><p slot="source"> </p></mck-x>')))
      .toEqual({ title: 'Costs', table: true, mobileTable: false, source: false, notes: false });
  });
});

describe('fitScale', () => {
  it('scales a wider table down to the region, never up', () => {
    expect(fitScale(400, 1000)).toBe(0.4);
    expect(fitScale(400, 300)).toBe(1);
    expect(fitScale(0, 300)).toBe(1);
  });
});

describe('<mck-table>', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('shows the colour legend, the data legend and a named, focusable region', async () => {
    const el = mount(TABLE);
    const region = await inShadow(el, '[part=region]');
    expect(region.getAttribute('role')).toBe('region');
    expect(region.tabIndex).toBe(0);
    expect(region.getAttribute('aria-label')).toBe('Revenue by region');
    expect(el.shadowRoot!.querySelector('[part=color-legend]')!.textContent).toBe('Growth');
    expect(el.shadowRoot!.querySelector<HTMLElement>('[part=swatch]')!.style.background).toBe('#2251ff');
    // Sanitising is checked in Chromium (table.browser.test.ts): DOMPurify does not run in happy-dom.
    expect(el.shadowRoot!.querySelector('[part=legend]')!.textContent).toBe('Index: 2020 = 100');
  });

  it(`zooms out to the region's width ${TABLE_SCALE_WAIT_MS} ms after the button, and back in`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const el = mount(TABLE);
    const table = el.querySelector('table')!;
    table.getClientRects = () => [{}] as unknown as DOMRectList;
    table.getBoundingClientRect = () => ({ width: 1000 }) as DOMRect;
    await settle();
    const region = el.shadowRoot!.querySelector<HTMLElement>('[part=region]')!;
    Object.defineProperty(region, 'clientWidth', { value: 400 });
    const scale = () => el.shadowRoot!.querySelector<HTMLElement>('.scaler')!.style.zoom;
    const zoom = el.shadowRoot!.querySelector<HTMLButtonElement>('[part=zoom]')!;
    const zoomed = vi.fn();
    el.addEventListener('mck-table-zoom', (event) => zoomed(event.detail));

    expect(zoom.textContent).toBe('Zoom out');
    zoom.click();
    await settle();
    expect(zoom.getAttribute('aria-pressed')).toBe('true');
    expect(zoom.textContent).toBe('Zoom in');
    expect(zoomed).toHaveBeenCalledExactlyOnceWith({ zoomedOut: true });
    vi.advanceTimersByTime(TABLE_SCALE_WAIT_MS - 1);
    await settle();
    expect(scale()).toBe('1');
    vi.advanceTimersByTime(1);
    await settle();
    expect(scale()).toBe('0.4');

    zoom.click();
    await settle();
    vi.advanceTimersByTime(TABLE_SCALE_WAIT_MS);
    await settle();
    expect(scale()).toBe('1');
  });
});
