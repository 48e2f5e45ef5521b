/**
 * The hero's variants and the rules that pick how one is laid out (E§2 item 6, E§9), declared once
 * for the attributes, the component, the styles and the tests. Pure: no DOM, no React.
 */
import { clockTime } from '../../core/kits/text/index.js';

export const HERO_VARIANTS = ['article-default', 'circular-profile', 'fifty-fifty', 'full', 'section', 'video'] as const;
export type HeroVariant = (typeof HERO_VARIANTS)[number];

/**
 * Desktop starts at the editorial modules' large breakpoint (the content kit's DESKTOP_QUERY); below
 * it a full hero may fall back to the article default, and parallax is off.
 */
export { DESKTOP_QUERY } from '../../core/host/viewport.js';

/** E§9: a resize is acted on this long after the last resize event (the full hero's mobile fallback). */
export const HERO_RESIZE_DEBOUNCE_MS = 500;
/** E§9: the parallax re-checks the width this long after the last resize event. */
export const PARALLAX_RESIZE_DEBOUNCE_MS = 250;

/** How much slower than the page the parallax background moves (0 = fixed to the hero, 1 = fixed to the viewport). */
export const PARALLAX_RATE = 0.3;

/**
 * The height of the video hero's control row (2.75 rem buttons): one row from 768 px, two below
 * (Play, then Read transcript and Scroll down). With the host's gap (1 rem) and bottom padding
 * (1.5 rem) it is the room hero.fallback.css reserves under the printed text: 6 rem and 8.5 rem.
 */
export const VIDEO_CONTROLS_ROOM = { desktop: '3.5rem', phone: '6rem' } as const;

/** Variants whose media lies behind the text, so the overlay and gradient apply. */
const BACKGROUND_MEDIA: ReadonlySet<HeroVariant> = new Set(['article-default', 'full', 'section', 'video']);
export const hasBackgroundMedia = (layout: HeroVariant): boolean => BACKGROUND_MEDIA.has(layout);

export interface Viewport {
  desktop: boolean;
  reducedMotion: boolean;
}

/** E§2: a full hero with `is-default-hero-on-mobile` renders as the article default below desktop. */
export function heroLayout(variant: HeroVariant, defaultOnMobile: boolean, desktop: boolean): HeroVariant {
  return variant === 'full' && defaultOnMobile && !desktop ? 'article-default' : variant;
}

/** The article default's background moves with parallax on desktop only, never under reduced motion. */
export const parallaxOn = (layout: HeroVariant, viewport: Viewport): boolean =>
  layout === 'article-default' && viewport.desktop && !viewport.reducedMotion;

/**
 * The background's shift, in px, when the hero's top is `top` px from the viewport's top: none
 * until the hero's top passes the viewport's (a shift up would uncover the hero's bottom), then it
 * trails the page downwards (uncovering only the hero's top, which is above the viewport by then).
 */
export const parallaxShift = (top: number): number => (top >= 0 ? 0 : Math.round(-top * PARALLAX_RATE));

/** A duration in seconds as a clock reads it: 150 → "2:30", 3725 → "1:02:05". */
export const clockDuration = (seconds: number): string => clockTime(Math.round(seconds));
