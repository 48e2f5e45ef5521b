import type { ElementEvents } from '../../core/host/fire.js';
import type { MckEventMap } from '../../core/page/events.js';

/**
 * What `<mck-quiz>` tells the page (name → detail); each member's JSDoc is its manifest entry.
 * Both are page events (E§4), on `window` and the legacy bus (`quiz:answered`, `quiz:loaded`).
 */
export interface QuizEvents {
  /** The reader answered a question: the quiz's id and media id, the question's index and whether the answer is correct. */
  'mck:quiz:answered': MckEventMap['quiz:answered'];
  /** The quiz rendered its questions. */
  'mck:quiz:loaded': MckEventMap['quiz:loaded'];
}

declare global {
  interface HTMLElementEventMap extends ElementEvents<QuizEvents> {}
}
