import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import { readSteps } from './scrolly.content.js';
import { DESKTOP_QUERY, PARALLAX_RESIZE_DEBOUNCE_MS, parallaxOn } from './scrolly.layout.js';
import { useParallaxOn } from './scrolly.js';
import './scrolly.define.js';

/** A matchMedia double: which queries match right now. */
function fakeMedia(matching: Set<string>) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching.has(query), media: query, addEventListener() {}, removeEventListener() {},
  }));
}
const REDUCE = '(prefers-reduced-motion: reduce)';

describe('parallax (E§4, E§9)', () => {
  it('runs only at desktop width and never under reduced motion', () => {
    expect(parallaxOn({ desktop: true, reducedMotion: false })).toBe(true);
    expect(parallaxOn({ desktop: false, reducedMotion: false })).toBe(false);
    expect(parallaxOn({ desktop: true, reducedMotion: true })).toBe(false);
  });

  it('is read again 250 ms after the last resize, not before', () => {
    expect(PARALLAX_RESIZE_DEBOUNCE_MS).toBe(250);
    vi.useFakeTimers();
    const matching = new Set([DESKTOP_QUERY]);
    fakeMedia(matching);
    const seen: boolean[] = [];
    function Probe() {
      seen.push(useParallaxOn());
      return null;
    }
    const root = createRoot(document.createElement('div'));
    try {
      act(() => root.render(<Probe />));
      expect(seen.at(-1)).toBe(true);
      matching.delete(DESKTOP_QUERY); // the window is dragged narrower
      act(() => {
        dispatchEvent(new Event('resize'));
        vi.advanceTimersByTime(PARALLAX_RESIZE_DEBOUNCE_MS - 1);
        dispatchEvent(new Event('resize')); // still dragging: the wait starts again
        vi.advanceTimersByTime(PARALLAX_RESIZE_DEBOUNCE_MS - 1);
      });
      expect(seen.at(-1)).toBe(true);
      act(() => vi.advanceTimersByTime(1));
      expect(seen.at(-1)).toBe(false);
      matching.add(DESKTOP_QUERY).add(REDUCE); // desktop again, but the reader asks for reduced motion
      act(() => {
        dispatchEvent(new Event('resize'));
        vi.advanceTimersByTime(PARALLAX_RESIZE_DEBOUNCE_MS);
      });
      expect(seen.at(-1)).toBe(false);
    } finally {
      act(() => root.unmount());
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});

describe('readSteps', () => {
  it('pairs text-N and media-N in N order, with the media\'s accessibility description', () => {
    const host = mount(`<mck-x><div slot="text-2">B</div><p>not a step</p><div slot="text-1">A</div>
      <figure slot="media-1" data-accessibility-description=" Chart of growth "></figure></mck-x>`);
    expect(readSteps(host)).toEqual([
      { index: 1, hasText: true, hasMedia: true, accessibilityDescription: 'Chart of growth' },
      { index: 2, hasText: true, hasMedia: false, accessibilityDescription: '' },
    ]);
  });
});

describe('<mck-scrolly>', () => {
  beforeEach(() => configureForTest());
  afterEach(() => {
    document.body.replaceChildren();
    setConfig(null);
  });

  it('slots each step\'s text and media and names the media for screen readers', async () => {
    const el = mount(`<mck-scrolly text-placement="right"><div slot="text-1">A</div><figure slot="media-1" data-accessibility-description="Growth chart"></figure>
      <div slot="text-2">B</div><figure slot="media-2"></figure></mck-scrolly>`);
    const base = await inShadow(el, '[part=base]');
    expect(base.classList.contains('text-right')).toBe(true);
    const steps = [...base.querySelectorAll('[part=step]')];
    expect(steps.map((step) => [...step.querySelectorAll('slot')].map((slot) => slot.name))).toEqual([['text-1', 'media-1'], ['text-2', 'media-2']]);
    // E§8: the accessibility description, else the default text.
    expect(steps.map((step) => step.querySelector('[part=media]')!.getAttribute('aria-label'))).toEqual(['Growth chart', 'Illustration for step 2']);
  });

  it('renders nothing for visitors without steps, placeholders in editor mode', async () => {
    const empty = mount('<mck-scrolly></mck-scrolly>');
    await new Promise((r) => setTimeout(r, 50));
    expect(empty.shadowRoot!.querySelector('[part=base]')).toBeNull();
    configureForTest({ editorMode: true });
    const el = mount('<mck-scrolly><div slot="text-1">Text only</div></mck-scrolly><mck-scrolly></mck-scrolly>');
    const step = await inShadow(el, '[part=step]');
    expect(step.querySelector('[part=media] [part=placeholder]')?.textContent).toContain('Step media');
    expect((await inShadow(document.body.children[1]!, '[part=placeholder]')).textContent).toContain('Scrolly steps');
  });
});
