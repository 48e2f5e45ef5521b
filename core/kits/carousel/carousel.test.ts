import { describe, expect, it } from 'vitest';
import { figuresOf, readFigures } from './figures.js';
import { stepForKey } from './keys.js';
import { COUNTER_DIGITS, canGoNext, canGoPrevious, formatCounter, fromSliderIndex, startIndex, toSliderIndex } from './slide-index.js';
import { DEFAULT_CAROUSEL_SPEED_MS, moveDuration } from './speeds.js';

describe('the carousel counter', () => {
  it('pads both numbers to two digits (E§9)', () => {
    expect(COUNTER_DIGITS).toBe(2);
    expect(formatCounter(1, 5)).toBe('01 / 05');
    expect(formatCounter(10, 12)).toBe('10 / 12');
    expect(formatCounter(3, 120)).toBe('03 / 120');
  });
});

describe('slide indexes, counted 1 to N (E§4)', () => {
  it('starts on the slide asked for, kept within 1 … N', () => {
    expect(startIndex(3, 5)).toBe(3);
    expect(startIndex(9, 5)).toBe(5);
    expect(startIndex(0, 5)).toBe(1);
    expect(startIndex(2, 0)).toBe(1);
  });

  it('maps to keen-slider\'s 0-based index and back', () => {
    expect(toSliderIndex(1)).toBe(0);
    expect(fromSliderIndex(4)).toBe(5);
  });

  it('disables previous on the first slide and next on the last one reachable (no loop)', () => {
    expect([canGoPrevious(1), canGoPrevious(2)]).toEqual([false, true]);
    expect([canGoNext(4, 5), canGoNext(5, 5)]).toEqual([true, false]);
  });
});

describe('carousel speed', () => {
  it('moves in 400 ms by default (E§9), instantly under reduced motion', () => {
    expect(DEFAULT_CAROUSEL_SPEED_MS).toBe(400);
    expect(moveDuration(600, false)).toBe(600);
    expect(moveDuration(600, true)).toBe(0);
  });
});

describe('carousel keys', () => {
  it('moves with the arrows the way the slides read, mirrored right to left', () => {
    expect(['ArrowRight', 'ArrowLeft', 'Home', 'End', 'Enter'].map((key) => stepForKey(key, false)))
      .toEqual(['next', 'previous', 'first', 'last', null]);
    expect(['ArrowRight', 'ArrowLeft'].map((key) => stepForKey(key, true))).toEqual(['previous', 'next']);
  });
});

describe('the printed figures', () => {
  it('reads each child\'s image and caption, leaving out children without an image', () => {
    const host = document.createElement('div');
    host.innerHTML = `
      <figure><img src="/a.jpg" alt=" Chart " width="800" height="450"><figcaption> Exhibit 1:
        growth </figcaption></figure>
      <figure><img src="/b.jpg"></figure>
      <p>No image</p>`;
    expect(figuresOf(readFigures(host).figures)).toEqual([
      { src: '/a.jpg', alt: 'Chart', width: 800, height: 450, caption: 'Exhibit 1: growth' },
      { src: '/b.jpg', alt: '', caption: '' },
    ]);
  });
});
