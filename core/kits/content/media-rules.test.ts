import { describe, expect, it } from 'vitest';
import { gradientOpacity, isEmptyImage, overlayOpacity } from './media-rules.js';

describe('media rules', () => {
  it('reads an overlay opacity above 1 as a percentage (E§5) and a gradient level as hundredths', () => {
    expect([overlayOpacity(40), overlayOpacity(0.4), overlayOpacity(1), overlayOpacity(100), overlayOpacity(0)]).toEqual([0.4, 0.4, 1, 1, 0]);
    expect([gradientOpacity(0), gradientOpacity(70), gradientOpacity(100)]).toEqual([0, 0.7, 1]);
  });

  it('counts an image without src, with a blank src, or with the empty-image class as empty (D§5)', () => {
    const image = (html: string) => {
      const box = document.createElement('div');
      box.innerHTML = html;
      return box.querySelector('img');
    };
    expect(isEmptyImage(null)).toBe(true);
    expect(isEmptyImage(image('<img alt="x">'))).toBe(true);
    expect(isEmptyImage(image('<img src="  " alt="x">'))).toBe(true);
    expect(isEmptyImage(image('<img src="/a.png" class="hero empty-image">'))).toBe(true);
    expect(isEmptyImage(image('<img src="/a.png" alt="">'))).toBe(false);
  });
});
