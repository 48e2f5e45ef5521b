/**
 * Carousel kit: keen-slider (swipe and drag) behind the accessible carousel pattern, with previous
 * and next buttons, the two-digit counter, arrow keys (mirrored right to left), instant moves under
 * reduced motion and inert slides out of view. Import it only through this file: keen-slider's
 * code and CSS live in this kit's chunk, loaded only by pages with a carousel.
 */
export { Carousel, type CarouselProps } from './carousel.js';
export { carouselParts } from './carousel.parts.js';
export { carouselStyles, CAROUSEL_CONTROLS_HEIGHT } from './carousel.styles.js';
export { FigureSlide } from './figure-slide.js';
export { readFigures, figuresOf, type Figure } from './figures.js';
export { COUNTER_DIGITS, canGoNext, canGoPrevious, formatCounter, startIndex } from './slide-index.js';
export { DEFAULT_CAROUSEL_SPEED_MS, moveDuration } from './speeds.js';
export { stepForKey, type Step } from './keys.js';
export { useCarousel, type CarouselSettings, type CarouselState } from './use-carousel.js';
