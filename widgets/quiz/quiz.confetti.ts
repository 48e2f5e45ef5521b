import confetti from 'canvas-confetti';
import { CONFETTI } from './quiz.timings.js';

/**
 * Confetti for a correct answer (E§4, E§9) with canvas-confetti, on its own full-page canvas that
 * does not catch the pointer. The caller never calls it under reduced motion; canvas-confetti's own
 * check is on too.
 */
export function celebrate(): void {
  void confetti({ ...CONFETTI, disableForReducedMotion: true });
}

/** Ends the celebration: the pieces still falling go away. */
export function endCelebration(): void {
  confetti.reset();
}
