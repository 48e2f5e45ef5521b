/**
 * The factoids' animations (E§4, E§9) and their timings, declared once. An item starts when at
 * least half of it is visible; the component watches for that and calls {@link playFactoid}, which
 * knows nothing of React or the DOM, so the timings are tested with fake timers.
 */
import { parseFigure, figureText, type Figure } from './factoids.figure.js';

export const ANIMATIONS = ['count-up', 'slide-in', 'none'] as const;
export type Animation = (typeof ANIMATIONS)[number];

/** E§4: an item starts animating once this share of it is visible (IntersectionObserver threshold). */
export const START_VISIBLE_SHARE = 0.5;
/** E§9: each item slides in this long after the one before it (index × 750 ms), on desktop only. */
export const SLIDE_IN_STEP_MS = 750;
/** E§4: count-up applies only to numbers at least this large. */
export const COUNT_UP_MIN = 10;
/** How long a count-up takes, and how often its number changes on the way. */
export const COUNT_UP_DURATION_MS = 2000;
export const COUNT_UP_FRAME_MS = 50;

/** What an item shows at one moment: whether it has slid in, and its large text. */
export interface FactoidFrame {
  shown: boolean;
  text: string;
}

export interface FactoidPlan {
  animation: Animation;
  /** The item's position in the grid, from 0. */
  index: number;
  /** The large text as the CMS printed it, e.g. "1,200+". */
  text: string;
  /** At or above the desktop breakpoint (slide-in delays apply only there). */
  desktop: boolean;
  reducedMotion: boolean;
}

/** The number a count-up runs to, or null when the item does not count up. */
export function countUpFigure(plan: Pick<FactoidPlan, 'animation' | 'text'>): Figure | null {
  if (plan.animation !== 'count-up') return null;
  const figure = parseFigure(plan.text);
  return figure && figure.value >= COUNT_UP_MIN ? figure : null;
}

/** E§9: the slide-in delay of the item at `index`; none below the desktop breakpoint. */
export const slideInDelay = (index: number, desktop: boolean) => (desktop ? index * SLIDE_IN_STEP_MS : 0);

/** What the item shows before it starts: hidden for a slide-in, zero for a count-up; final under reduced motion. */
export function firstFrame(plan: FactoidPlan): FactoidFrame {
  if (plan.reducedMotion) return { shown: true, text: plan.text };
  if (plan.animation === 'slide-in') return { shown: false, text: plan.text };
  const figure = countUpFigure(plan);
  return { shown: true, text: figure ? figureText(figure, 0) : plan.text };
}

/** Eases out, so the count slows as it nears its final value. */
const easeOut = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * Plays the item's animation from its first frame, calling `show` with each new frame; the last
 * frame is always the final one. Returns a function that stops it.
 */
export function playFactoid(plan: FactoidPlan, show: (frame: FactoidFrame) => void): () => void {
  const final = { shown: true, text: plan.text };
  const figure = countUpFigure(plan);
  if (plan.reducedMotion || plan.animation === 'none' || (plan.animation === 'count-up' && !figure)) {
    show(final);
    return () => {};
  }
  if (plan.animation === 'slide-in') {
    const timer = setTimeout(() => show(final), slideInDelay(plan.index, plan.desktop));
    return () => clearTimeout(timer);
  }
  const frames = Math.ceil(COUNT_UP_DURATION_MS / COUNT_UP_FRAME_MS);
  let frame = 0;
  const timer = setInterval(() => {
    frame += 1;
    if (frame >= frames) {
      clearInterval(timer);
      show(final);
    } else {
      show({ shown: true, text: figureText(figure!, figure!.value * easeOut(frame / frames)) });
    }
  }, COUNT_UP_FRAME_MS);
  return () => clearInterval(timer);
}
