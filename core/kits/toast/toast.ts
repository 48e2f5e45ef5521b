import { adoptStyles } from '../../host/styles.js';
import { readSessionJson, removeStored, writeSessionJson } from '../../page/storage.js';

/** Marks the toast, so a second one replaces it and tests can find it. */
export const TOAST_ATTR = 'data-mck-toast';

/** sessionStorage key of a toast still open when its page was left (shown again on the next). */
export const PENDING_TOAST_KEY = 'mck.pendingToast';

/**
 * The toast's look, in a shadow root of its own on the page's body: the house tokens and widget rem
 * (the page's root font size, its global `p` and `button` rules and its inherited text never reach
 * it), as inside every widget.
 */
const TOAST_CSS = `
:host {
  position: fixed; inset-block-end: var(--_space-3); inset-inline-end: var(--_space-3); z-index: 2147483000;
  display: flex; gap: var(--_space-3); align-items: center; max-width: min(28rem, calc(100vw - 2rem));
  padding: var(--_space-3); border-radius: 4px; box-shadow: 0 2px 8px rgb(0 0 0 / 0.3);
  background: var(--_color-ink); color: var(--_color-accent-ink);
}
p { margin: 0; }
button {
  padding: var(--_space-1) var(--_space-2); border: 1px solid currentColor; border-radius: 4px;
  background: transparent; cursor: pointer;
}
`;

interface ToastText {
  text: string;
  /** The close button's label. */
  close: string;
}

/**
 * A toast that stays until the reader closes it (A§4's thank-you toast has no auto-dismiss): a
 * status message (announced politely) with a close button, on `document.body` (its content in an
 * open shadow root), outside any widget, so it stays when the widget that caused it goes away (a
 * dialog closes, a rail swaps).
 * When the page is left while it is open (the sign-up goes on to its return route), it is kept
 * for the next page, where {@link showPendingToast} shows it again. Returns the toast.
 */
export function showToast({ text, close }: ToastText, doc: Document = document): HTMLElement {
  doc.querySelector(`[${TOAST_ATTR}]`)?.remove();
  const toast = doc.createElement('div');
  toast.setAttribute(TOAST_ATTR, '');
  toast.setAttribute('role', 'status');
  const root = toast.attachShadow({ mode: 'open' });
  adoptStyles(root, TOAST_CSS);
  const message = doc.createElement('p');
  message.textContent = text;
  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = close;
  const view = doc.defaultView;
  const keep = () => { if (toast.isConnected) writeSessionJson(PENDING_TOAST_KEY, { text, close }); };
  view?.addEventListener('pagehide', keep, { once: true });
  button.addEventListener('click', () => {
    view?.removeEventListener('pagehide', keep);
    toast.remove();
  });
  root.append(message, button);
  doc.body.append(toast);
  return toast;
}

/** Shows the toast an earlier page of this tab was left with, once (the auth router calls it on load). */
export function showPendingToast(doc: Document = document): HTMLElement | null {
  const pending = readSessionJson(PENDING_TOAST_KEY);
  removeStored(PENDING_TOAST_KEY);
  const { text, close } = pending as Partial<Record<keyof ToastText, unknown>>;
  return typeof text === 'string' && typeof close === 'string' && text ? showToast({ text, close }, doc) : null;
}
