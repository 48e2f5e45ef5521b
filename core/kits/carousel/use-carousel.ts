import KeenSlider, { type KeenSliderInstance } from 'keen-slider';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../page/motion.js';
import type { Step } from './keys.js';
import { fromSliderIndex, startIndex, toSliderIndex } from './slide-index.js';
import { moveDuration } from './speeds.js';

export interface CarouselSettings {
  /** How many slides the track holds. */
  total: number;
  /** The 1-based slide shown first (kept within 1 … total). */
  start: number;
  /** How long a move takes; 0 under reduced motion. */
  speedMs: number;
  /** Slides per view: a number, or a function keen-slider asks again on each resize. */
  perView: number | (() => number);
  /** Space between two slides, in px. */
  spacingPx: number;
  /** Right to left: keen-slider's `rtl` moves the track the other way. */
  rtl: boolean;
}

export interface CarouselState {
  /** The track keen-slider moves; its children with the `keen-slider__slide` class are the slides. */
  trackRef: (el: HTMLElement | null) => void;
  /** The current slide, 1 … total. */
  index: number;
  /** The last index a move can reach (below total when several slides fit in the view). */
  lastIndex: number;
  /** Per slide: at least half of it is in view (the others are inert and hidden from screen readers). */
  inView: readonly boolean[];
  /** A step (buttons, keys), or the 1-based slide to show (bullets). */
  go: (step: Step | number) => void;
}

/** A slide counts as in view when at least this share of it is visible. */
const IN_VIEW_PORTION = 0.5;

const visibleSlides = (slider: KeenSliderInstance) =>
  slider.track.details?.slides.map((slide) => slide.portion >= IN_VIEW_PORTION) ?? [];

/**
 * keen-slider on a track element: swipe and drag come from keen-slider, the moves from `go`
 * (buttons and keys), all with the carousel's speed, or instantly under reduced motion (asked on
 * each move, so a change of the setting applies at once). The slider is made again when the
 * number of slides or a setting changes.
 */
export function useCarousel({ total, start, speedMs, perView, spacingPx, rtl }: CarouselSettings): CarouselState {
  const [track, setTrack] = useState<HTMLElement | null>(null);
  const slider = useRef<KeenSliderInstance | null>(null);
  const first = startIndex(start, total);
  const [index, setIndex] = useState(first);
  const [lastIndex, setLastIndex] = useState(total);
  const [inView, setInView] = useState<readonly boolean[]>(() => Array.from({ length: total }, (_, i) => i === first - 1));

  // Before the first paint: until keen-slider sizes the slides they would share one row's width.
  useLayoutEffect(() => {
    if (!track || total === 0) return;
    const showDetails = (s: KeenSliderInstance) => {
      const details = s.track.details;
      if (!details) return;
      setIndex(fromSliderIndex(details.rel));
      setLastIndex(fromSliderIndex(details.maxIdx));
      const next = visibleSlides(s);
      setInView((previous) => (previous.join() === next.join() ? previous : next));
    };
    const instance = new KeenSlider(track, {
      initial: toSliderIndex(first),
      rtl,
      slides: { perView, spacing: spacingPx },
      defaultAnimation: { duration: moveDuration(speedMs, prefersReducedMotion()) },
      created: showDetails,
      updated: showDetails,
      slideChanged: showDetails,
      animationEnded: showDetails,
      detailsChanged: (s) => setInView((previous) => {
        const next = visibleSlides(s);
        return previous.join() === next.join() ? previous : next;
      }),
    });
    slider.current = instance;
    // keen-slider asks `perView` again only when the track's own width changes; a count that
    // follows the window (a carousel in a column of fixed width) is asked on each window resize.
    const askPerView = typeof perView === 'function' ? perView : () => perView;
    let shownPerView = askPerView();
    const followWindow = () => {
      if (askPerView() === shownPerView) return;
      shownPerView = askPerView();
      instance.update();
    };
    window.addEventListener('resize', followWindow);
    return () => {
      window.removeEventListener('resize', followWindow);
      instance.destroy();
      slider.current = null;
    };
  }, [track, total, first, speedMs, perView, spacingPx, rtl]);

  const go = useCallback((step: Step | number) => {
    const s = slider.current;
    const details = s?.track.details;
    if (!s || !details) return;
    const target = typeof step === 'number'
      ? toSliderIndex(step)
      : { previous: details.rel - 1, next: details.rel + 1, first: details.minIdx, last: details.maxIdx }[step];
    if (target < details.minIdx || target > details.maxIdx || target === details.rel) return;
    s.moveToIdx(target, true, { duration: moveDuration(speedMs, prefersReducedMotion()) });
  }, [speedMs]);

  return { trackRef: setTrack, index, lastIndex, inView, go };
}
