import { useEffect, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { announce } from '../../page/announce.js';
import { t } from './carousel.strings.js';
import { stepForKey } from './keys.js';
import { canGoNext, canGoPrevious, formatCounter } from './slide-index.js';
import { DEFAULT_CAROUSEL_SPEED_MS } from './speeds.js';
import { useCarousel } from './use-carousel.js';

export interface CarouselProps {
  /** The element the carousel renders in: its direction decides keen-slider's `rtl`. */
  host: HTMLElement;
  /** The region's accessible name. */
  label: string;
  slides: readonly ReactNode[];
  /** The 1-based slide shown first. */
  start?: number;
  speedMs?: number;
  perView?: number | (() => number);
  spacingPx?: number;
}

/** A chevron pointing to the inline end; the previous button's is turned, and both mirror in RTL (styles). */
const Chevron = () => (
  <svg className="chevron" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/**
 * The accessible carousel pattern (WAI-ARIA APG "Carousel"): a focusable region named by `label`
 * with the role description "carousel", each slide a group "n of N" with the role description
 * "slide", previous and next buttons (`aria-disabled` at the ends, so focus stays on them), the
 * two-digit counter, and each move said in the page's polite live region. Arrow keys move while
 * focus is anywhere in the carousel (mirrored right to left), Home and End go to the ends. Slides out
 * of view are inert, so Tab never lands in a slide no one can see.
 */
export function Carousel({ host, label, slides, start = 1, speedMs = DEFAULT_CAROUSEL_SPEED_MS, perView = 1, spacingPx = 0 }: CarouselProps) {
  const total = slides.length;
  const rtl = getComputedStyle(host).direction === 'rtl';
  const { trackRef, index, lastIndex, inView, go } = useCarousel({ total, start, speedMs, perView, spacingPx, rtl });
  const shownIndex = useRef(index);

  useEffect(() => {
    // Said after a move only: the first slide is what the reader arrives at, not news.
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    announce(t('Carousel_Position', { index, total }));
  }, [index, total]);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = stepForKey(event.key, rtl);
    if (!step) return;
    event.preventDefault();
    go(step);
  };
  const previousOff = !canGoPrevious(index);
  const nextOff = !canGoNext(index, lastIndex);

  return (
    <section
      className="carousel" part="carousel" tabIndex={0} aria-label={label}
      aria-roledescription={t('Carousel_RoleDescription')} onKeyDown={onKeyDown}
    >
      <div
        ref={trackRef} className="keen-slider track" part="track" aria-live="off"
        style={{ '--_per-view': typeof perView === 'function' ? perView() : perView } as CSSProperties}
      >
        {slides.map((slide, i) => (
          <div
            key={i} className="keen-slider__slide slide" part="slide" role="group"
            aria-roledescription={t('Carousel_SlideRoleDescription')}
            aria-label={t('Carousel_SlideLabel', { index: i + 1, total })}
            aria-hidden={inView[i] ? undefined : true} inert={!inView[i]}
          >
            {slide}
          </div>
        ))}
      </div>
      <div className="controls" part="controls">
        <button
          type="button" className="step previous" part="previous" aria-label={t('Carousel_Previous')}
          aria-disabled={previousOff} onClick={() => go('previous')}
        >
          <Chevron />
        </button>
        <p className="counter" part="counter">
          <span aria-hidden="true">{formatCounter(index, total)}</span>
          <span className="mck-visually-hidden">{t('Carousel_Position', { index, total })}</span>
        </p>
        <button
          type="button" className="step next" part="next" aria-label={t('Carousel_Next')}
          aria-disabled={nextOff} onClick={() => go('next')}
        >
          <Chevron />
        </button>
      </div>
    </section>
  );
}
