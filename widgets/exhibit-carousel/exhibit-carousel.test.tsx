import { afterEach, describe, expect, it } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { DEFAULT_CAROUSEL_SPEED_MS } from '../../core/kits/carousel/index.js';
import { configureForTest } from '../../tests/support/config.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import { EXHIBIT_CAROUSEL_SPEED_MS, EXHIBITS_PER_VIEW } from './exhibit-carousel.speeds.js';
import './exhibit-carousel.define.js';

const figure = (n: number, alt = ` alt="Exhibit ${n} chart"`) =>
  `<figure><img src="/e${n}.png" width="800" height="450"${alt}><figcaption>Exhibit ${n}</figcaption></figure>`;

describe('exhibit carousel constants', () => {
  it('moves at the default carousel speed, 400 ms (E§9), one exhibit per view', () => {
    expect(EXHIBIT_CAROUSEL_SPEED_MS).toBe(DEFAULT_CAROUSEL_SPEED_MS);
    expect(EXHIBIT_CAROUSEL_SPEED_MS).toBe(400);
    expect(EXHIBITS_PER_VIEW).toBe(1);
  });
});

describe('<mck-exhibit-carousel>', () => {
  afterEach(() => {
    document.body.replaceChildren();
    setConfig(null);
  });

  it('renders the printed exhibits as slides "n of N" in a carousel region, with the counter on the first', async () => {
    configureForTest();
    const el = mount(`<mck-exhibit-carousel label="Revenue">${figure(1)}${figure(2)}${figure(3)}</mck-exhibit-carousel>`);
    const region = await inShadow(el, '[part=carousel]');
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(region.getAttribute('aria-label')).toBe('Revenue');
    const slides = [...region.querySelectorAll('[part=slide]')];
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides.every((s) => s.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    expect(slides[0]!.querySelector('img')!.getAttribute('alt')).toBe('Exhibit 1 chart');
    expect(slides[2]!.querySelector('figcaption')!.textContent).toBe('Exhibit 3');
    expect(region.querySelector('[part=counter] [aria-hidden=true]')!.textContent).toBe('01 / 03');
    expect(region.querySelector('[part=previous]')!.getAttribute('aria-disabled')).toBe('true');
  });

  it('starts on the slide asked for, and names an image without alt "Exhibit" (E§8)', async () => {
    configureForTest();
    const el = mount(`<mck-exhibit-carousel start-slide="2">${figure(1)}${figure(2, '')}</mck-exhibit-carousel>`);
    const counter = await inShadow(el, '[part=counter] [aria-hidden=true]');
    expect(counter.textContent).toBe('02 / 02');
    expect(el.shadowRoot!.querySelector('[part=carousel]')!.getAttribute('aria-label')).toBe('Exhibits');
    expect(el.shadowRoot!.querySelectorAll('img')[1]!.getAttribute('alt')).toBe('Exhibit');
  });

  it('renders nothing without exhibits for visitors', async () => {
    configureForTest();
    const el = mount('<mck-exhibit-carousel></mck-exhibit-carousel>');
    await new Promise((r) => setTimeout(r, 50));
    expect(el.shadowRoot!.querySelector('[part=carousel]')).toBeNull();
  });
});
