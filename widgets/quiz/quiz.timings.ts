/**
 * The quiz's constants (E§9), each declared once: the steps after an answer, the slide, the URL's
 * auto-selected option, the scroll offset and the confetti.
 */

/** From the reader's choice to the option's icon (correct or incorrect). */
export const ICON_DELAY_MS = 150;
/** Between two steps after the icon: the response slide, then the end of the animation. */
export const STEP_MS = 600;
/** An incorrect answer's response slide waits this long after the choice. */
export const INCORRECT_RESPONSE_MS = 1050;
/** How long a correct answer's celebration (the confetti) lasts. */
export const CELEBRATION_MS = 5000;
/** The slide from one question to another. */
export const SLIDE_MS = 1000;
/** A share link naming an option selects it this long after the quiz opens. */
export const URL_AUTO_SELECT_MS = 500;
/** Space kept above the quiz when it is scrolled to: more under the sticky share bar. */
export const SCROLL_OFFSET_PX = { stickyShareBar: 73, otherwise: 10 } as const;
/** canvas-confetti's settings for a correct answer. */
export const CONFETTI = { particleCount: 150, gravity: 0.15 } as const;
