import { act, createElement, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CEROS_BREAK_ON, CEROS_DESKTOP_PADDING, CEROS_SCALE_DELAY_MS, cerosBox, scaleToFit } from './ceros.layout.js';
import { cerosAttributes } from './ceros.api.js';
import { useCerosScale } from './ceros.use-scale.js';

describe('the Ceros constants (E§9)', () => {
  it('are a desktop padding of 40 %, break-on 768 px and scaling 500 ms after render', () => {
    expect(CEROS_DESKTOP_PADDING).toBe(40);
    expect(CEROS_BREAK_ON).toBe(768);
    expect(CEROS_SCALE_DELAY_MS).toBe(500);
    expect(cerosAttributes.desktopPadding.parse(null)).toBe(40);
    expect(cerosAttributes.breakOn.parse(null)).toBe(768);
  });
});

describe("the experience's box", () => {
  it("takes the oembed's aspect ratio, else the padding; a fixed height wins", () => {
    expect(cerosBox({ width: 1280, height: 720 }, 40, 0)).toEqual({ paddingPercent: 56.25, heightPx: null });
    expect(cerosBox({ width: 1280 }, 40, 0)).toEqual({ paddingPercent: 40, heightPx: null });
    expect(cerosBox(undefined, 75, 0)).toEqual({ paddingPercent: 75, heightPx: null });
    expect(cerosBox({ width: 1280, height: 720 }, 40, 600).heightPx).toBe(600);
  });

  it('scales the experience from its own width to the box', () => {
    expect(scaleToFit(640, 1280)).toBe(0.5);
    expect(scaleToFit(1600, 1280)).toBe(1.25);
    expect(scaleToFit(640, 0)).toBe(1);
  });
});

describe('useCerosScale', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  function renderScale(enabled: boolean) {
    const seen: number[] = [];
    function Probe() {
      const box = useRef<HTMLDivElement>(null);
      seen.push(useCerosScale(box, 1000, enabled));
      return createElement('div', { ref: box });
    }
    const host = document.body.appendChild(document.createElement('div'));
    act(() => createRoot(host).render(createElement(Probe)));
    return { seen };
  }

  it('applies the scale 500 ms after render, not before', () => {
    vi.useFakeTimers();
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(500);
    const { seen } = renderScale(true);
    act(() => vi.advanceTimersByTime(CEROS_SCALE_DELAY_MS - 1));
    expect(seen.at(-1)).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(seen.at(-1)).toBe(0.5);
  });

  it('stays at 1 when scaling is off (mobile, or no scale-to-fit)', () => {
    vi.useFakeTimers();
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(500);
    const { seen } = renderScale(false);
    act(() => vi.advanceTimersByTime(CEROS_SCALE_DELAY_MS * 2));
    expect(seen.at(-1)).toBe(1);
  });
});
