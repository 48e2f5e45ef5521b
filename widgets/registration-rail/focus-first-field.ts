/** Form controls a reader types into or ticks, enabled. */
const FIELDS = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * How many frames to wait for a nested form to render its fields (its chunk may still be loading):
 * about ten seconds at 60 Hz; after that focus stays where it is.
 */
export const FOCUS_WAIT_FRAMES = 600;

/**
 * Focuses the first empty field of a nested widget once it renders (its open shadow root), else
 * its first field: after a switch that carried the typed email over, that is the password. The
 * answer cancels the wait.
 */
export function focusFirstField(el: HTMLElement, maxFrames = FOCUS_WAIT_FRAMES): () => void {
  let frames = 0;
  let id = 0;
  const attempt = () => {
    const fields = [...(el.shadowRoot?.querySelectorAll<HTMLInputElement>(FIELDS) ?? [])];
    const target = fields.find((field) => field.type !== 'checkbox' && !field.value) ?? fields[0];
    if (target) target.focus();
    else if (++frames < maxFrames) id = requestAnimationFrame(attempt);
  };
  id = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(id);
}
