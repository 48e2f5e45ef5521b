import { afterEach, describe, expect, it } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import { BREAKPOINTS, IMAGE_CAROUSEL_SPEED_MS, SLIDES_PER_VIEW, WIDE, imagesPerView } from './image-carousel.layout.js';
import './image-carousel.define.js';

describe('image carousel constants (E§9)', () => {
  it('moves in 600 ms', () => {
    expect(IMAGE_CAROUSEL_SPEED_MS).toBe(600);
  });

  it('changes the images per view at 768 and 1180 px, 1.4 from the large breakpoint', () => {
    expect(BREAKPOINTS).toEqual({ medium: 768, large: 1180 });
    expect(SLIDES_PER_VIEW.large).toBe(1.4);
    expect([320, 767, 768, 1179, 1180, 1439].map(imagesPerView))
      .toEqual([SLIDES_PER_VIEW.small, SLIDES_PER_VIEW.small, SLIDES_PER_VIEW.medium, SLIDES_PER_VIEW.medium, 1.4, 1.4]);
  });

  it('adds 0.16 per full 150 px from 1440 to 5000 px, and no more beyond', () => {
    expect(WIDE).toEqual({ fromPx: 1440, toPx: 5000, stepPx: 150, slidesPerStep: 0.16 });
    expect([1440, 1589, 1590, 1890, 4999, 5000, 7680].map(imagesPerView))
      .toEqual([1.4, 1.4, 1.56, 1.88, 5.08, 5.08, 5.08]);
  });
});

describe('<mck-image-carousel>', () => {
  afterEach(() => {
    document.body.replaceChildren();
    setConfig(null);
  });

  it('renders the printed images as slides "n of N" with the two-digit counter, "Image" for a missing alt (E§8)', async () => {
    configureForTest();
    const el = mount(`<mck-image-carousel>${[1, 2, 3].map((n) => `<figure><img src="/i${n}.png"${n === 2 ? '' : ` alt="Photo ${n}"`}></figure>`).join('')}</mck-image-carousel>`);
    const region = await inShadow(el, '[part=carousel]');
    expect(region.getAttribute('aria-label')).toBe('Images');
    expect([...region.querySelectorAll('[part=slide]')].map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect([...region.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual(['Photo 1', 'Image', 'Photo 3']);
    expect(region.querySelector('[part=counter] [aria-hidden=true]')!.textContent).toBe('01 / 03');
  });

  it('renders nothing without images for visitors', async () => {
    configureForTest();
    const el = mount('<mck-image-carousel><p>No images here</p></mck-image-carousel>');
    await new Promise((r) => setTimeout(r, 50));
    expect(el.shadowRoot!.querySelector('[part=carousel]')).toBeNull();
  });
});
