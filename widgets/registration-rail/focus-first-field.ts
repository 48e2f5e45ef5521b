/** Form controls a reader types into or ticks, enabled. */
const FIELDS = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * How many frames to wait for a nested form to render its fields (its chunk may still be loading):
 * about ten seconds at 60 Hz; after that focus stays where it is.
 */
export const FOCUS_WAIT_FRAMES = 600;

/**
 * Focuses the first field of a nested widget once it renders (its open shadow root): after a switch,
 * the email field with the address carried over; Tab goes on to the password. (Not the first empty
 * field: the forms check a field when it loses focus, and the message that appears under an
 * untouched password moves the switch link back away from a pointer on its way to it.) The answer
 * cancels the wait.
 */
export function focusFirstField(el: HTMLElement, maxFrames = FOCUS_WAIT_FRAMES): () => void {
  let frames = 0;
  let id = 0;
  const attempt = () => {
    const target = el.shadowRoot?.querySelector<HTMLElement>(FIELDS);
    if (target) target.focus();
    else if (++frames < maxFrames) id = requestAnimationFrame(attempt);
  };
  id = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(id);
}
