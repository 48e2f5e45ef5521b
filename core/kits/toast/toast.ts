import { readSessionJson, removeStored, writeSessionJson } from '../../page/storage.js';

/** Marks the toast, so a second one replaces it and tests can find it. */
export const TOAST_ATTR = 'data-mck-toast';

/** sessionStorage key of a toast still open when its page was left (shown again on the next). */
export const PENDING_TOAST_KEY = 'mck.pendingToast';

const TOAST_STYLE = [
  'position:fixed', 'inset-block-end:1rem', 'inset-inline-end:1rem', 'z-index:2147483000', 'display:flex', 'gap:1rem',
  'align-items:center', 'max-width:min(28rem,calc(100vw - 2rem))', 'padding:0.75rem 1rem', 'border-radius:4px',
  'background:#051c2c', 'color:#fff', 'font:inherit', 'box-shadow:0 2px 8px rgba(0,0,0,.3)',
].join(';');
const CLOSE_STYLE = 'font:inherit;color:inherit;background:transparent;border:1px solid currentColor;border-radius:4px;padding:0.25rem 0.5rem;cursor:pointer';

interface ToastText {
  text: string;
  /** The close button's label. */
  close: string;
}

/**
 * A toast that stays until the reader closes it (A§4's thank-you toast has no auto-dismiss): a
 * status message (announced politely) with a close button, plain DOM on `document.body`, outside
 * any widget, so it stays when the widget that caused it goes away (a dialog closes, a rail swaps).
 * When the page is left while it is open (the sign-up goes on to its return route), it is kept
 * for the next page, where {@link showPendingToast} shows it again. Returns the toast.
 */
export function showToast({ text, close }: ToastText, doc: Document = document): HTMLElement {
  doc.querySelector(`[${TOAST_ATTR}]`)?.remove();
  const toast = doc.createElement('div');
  toast.setAttribute(TOAST_ATTR, '');
  toast.setAttribute('role', 'status');
  toast.style.cssText = TOAST_STYLE;
  const message = doc.createElement('p');
  message.style.margin = '0';
  message.textContent = text;
  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = close;
  button.style.cssText = CLOSE_STYLE;
  const view = doc.defaultView;
  const keep = () => { if (toast.isConnected) writeSessionJson(PENDING_TOAST_KEY, { text, close }); };
  view?.addEventListener('pagehide', keep, { once: true });
  button.addEventListener('click', () => {
    view?.removeEventListener('pagehide', keep);
    toast.remove();
  });
  toast.append(message, button);
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
