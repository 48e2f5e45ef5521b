/** How long a move from one slide to the next takes (E§9 "default carousel speed 400 ms"). */
export const DEFAULT_CAROUSEL_SPEED_MS = 400;

/** Under `prefers-reduced-motion` a move is instant. */
export const moveDuration = (speedMs: number, reducedMotion: boolean): number => (reducedMotion ? 0 : speedMs);
