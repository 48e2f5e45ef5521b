import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import { parseFigure, figureText } from './factoids.figure.js';
import {
  COUNT_UP_DURATION_MS, COUNT_UP_FRAME_MS, SLIDE_IN_STEP_MS, firstFrame, playFactoid, type FactoidFrame, type FactoidPlan,
} from './factoids.motion.js';
import './factoids.define.js';

const plan = (overrides: Partial<FactoidPlan>): FactoidPlan =>
  ({ animation: 'none', index: 0, text: '1,200+', desktop: true, reducedMotion: false, ...overrides });

/** Plays `p` and records every frame it shows. */
function record(p: FactoidPlan) {
  const frames: FactoidFrame[] = [];
  const stop = playFactoid(p, (frame) => frames.push(frame));
  return { frames, stop, last: () => frames.at(-1) };
}

describe('the figure in a large text', () => {
  it('keeps what surrounds the number and how the CMS wrote it', () => {
    expect(parseFigure('$4.5B')).toMatchObject({ prefix: '$', value: 4.5, suffix: 'B', decimals: 1 });
    const figure = parseFigure('1,200+')!;
    expect(figureText(figure, 987.4)).toBe('987+');
    expect(figureText(figure, 1200)).toBe('1,200+');
    expect(parseFigure('Global')).toBeNull();
  });
});

describe('factoid animations', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('slides each item in index × 750 ms after it starts, on desktop', () => {
    const third = record(plan({ animation: 'slide-in', index: 2 }));
    expect(firstFrame(plan({ animation: 'slide-in', index: 2 }))).toEqual({ shown: false, text: '1,200+' });
    vi.advanceTimersByTime(2 * SLIDE_IN_STEP_MS - 1);
    expect(third.frames).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(third.frames).toEqual([{ shown: true, text: '1,200+' }]);
  });

  it('slides in without delay below desktop', () => {
    const third = record(plan({ animation: 'slide-in', index: 2, desktop: false }));
    vi.advanceTimersByTime(0);
    expect(third.last()).toEqual({ shown: true, text: '1,200+' });
  });

  it('counts a number of 10 or more up from 0, ending on the printed text', () => {
    expect(firstFrame(plan({ animation: 'count-up' })).text).toBe('0+');
    const counting = record(plan({ animation: 'count-up' }));
    vi.advanceTimersByTime(COUNT_UP_DURATION_MS / 2);
    const halfway = Number(counting.last()!.text.replace(/\D/g, ''));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(1200);
    vi.advanceTimersByTime(COUNT_UP_DURATION_MS / 2);
    expect(counting.last()).toEqual({ shown: true, text: '1,200+' });
    const shown = counting.frames.length;
    vi.advanceTimersByTime(10 * COUNT_UP_FRAME_MS);
    expect(counting.frames).toHaveLength(shown);
  });

  it('does not count numbers below 10 or texts without a number: they show as printed at once', () => {
    for (const text of ['9', 'Global']) {
      expect(firstFrame(plan({ animation: 'count-up', text })).text).toBe(text);
      expect(record(plan({ animation: 'count-up', text })).frames).toEqual([{ shown: true, text }]);
    }
  });

  it('shows the final values at once under reduced motion', () => {
    for (const animation of ['count-up', 'slide-in'] as const) {
      const p = plan({ animation, index: 3, reducedMotion: true });
      expect(firstFrame(p)).toEqual({ shown: true, text: '1,200+' });
      expect(record(p).frames).toEqual([{ shown: true, text: '1,200+' }]);
    }
  });

  it('stops when the item goes away', () => {
    const counting = record(plan({ animation: 'count-up' }));
    counting.stop();
    vi.advanceTimersByTime(COUNT_UP_DURATION_MS);
    expect(counting.frames).toEqual([]);
  });
});

describe('<mck-factoids>', () => {
  afterEach(() => {
    document.body.replaceChildren();
    setConfig(null);
  });

  it('renders the printed factoids, with the final number for screen readers and a checked link', async () => {
    configureForTest();
    const el = mount(`<mck-factoids animation="count-up">
      <div><img src="/i.png" alt="Map"><p data-factoid="large">1,200+</p><p data-factoid="medium">colleagues</p><p data-factoid="small">worldwide</p><a href="/people">Meet them</a></div>
      <div><p data-factoid="large">7</p><p data-factoid="medium">centres</p></div></mck-factoids>`);
    const list = await inShadow(el, 'ul[part=base]');
    const items = [...list.querySelectorAll('[part=item]')];
    expect(items).toHaveLength(2);
    const large = items[0]!.querySelector('[part=large-text]')!;
    expect(large.querySelector('.mck-visually-hidden')!.textContent).toBe('1,200+');
    expect(large.querySelector('[aria-hidden=true]')).not.toBeNull();
    expect(items[0]!.querySelector('img')!.getAttribute('alt')).toBe('Map');
    expect(items[0]!.querySelector('a')!.getAttribute('href')).toBe(new URL('/people', location.href).href);
    expect(items[1]!.querySelector('[part=medium-text]')!.textContent).toBe('centres');
    expect(items[1]!.querySelector('[part=small-text]')).toBeNull();
  });

  it('renders nothing without factoids for visitors', async () => {
    configureForTest();
    const el = mount('<mck-factoids></mck-factoids>');
    await new Promise((r) => setTimeout(r, 50));
    expect(el.shadowRoot!.querySelector('[part=base]')).toBeNull();
  });
});
