/**
 * The image carousel's speed, breakpoints and slides per view (E§9: "image carousel 600 ms; image
 * carousel breakpoints 768 and 1180, 1.4 slides plus 0.16 per 150 px from 1440 to 5000").
 */

/** How long a move takes (E§9). */
export const IMAGE_CAROUSEL_SPEED_MS = 600;

/** Viewport widths, in px, where more of the next image comes into view (E§9). */
export const BREAKPOINTS = { medium: 768, large: 1180 } as const;

/**
 * Images per view below each breakpoint and from it. E§9 gives 1.4 from the large breakpoint on;
 * the counts below it are not shown in the spec: one image with none of the next below 768, 1.2
 * from 768 (a glimpse of the next one) are this project's choice.
 */
export const SLIDES_PER_VIEW = { small: 1, medium: 1.2, large: 1.4 } as const;

/** From 1440 px to 5000 px, 0.16 more of an image per view for each full 150 px (E§9). */
export const WIDE = { fromPx: 1440, toPx: 5000, stepPx: 150, slidesPerStep: 0.16 } as const;

/** Images per view at a viewport `width` in px (rounded to hundredths: 1.4 + 3 × 0.16 is 1.88, not 1.8800000000000001). */
export function imagesPerView(width: number): number {
  if (width < BREAKPOINTS.medium) return SLIDES_PER_VIEW.small;
  if (width < BREAKPOINTS.large) return SLIDES_PER_VIEW.medium;
  const steps = width < WIDE.fromPx ? 0 : Math.floor((Math.min(width, WIDE.toPx) - WIDE.fromPx) / WIDE.stepPx);
  return Math.round((SLIDES_PER_VIEW.large + steps * WIDE.slidesPerStep) * 100) / 100;
}

/** What keen-slider asks on each resize: images per view at the window's width (its breakpoints are the viewport's too). */
export const imagesPerViewNow = (): number => imagesPerView(window.innerWidth);

/**
 * The height every image is shown at (cropped to fill it), so the carousel's height does not
 * depend on how many images are in view: the printed fallback and the rendered carousel agree.
 */
export const IMAGE_HEIGHT = 'clamp(12rem, 30vw, 28rem)';
