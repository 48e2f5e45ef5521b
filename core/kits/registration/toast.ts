import { t } from './registration.strings.js';

/** Marks the thank-you toast, so a second sign-up replaces it and tests can find it. */
export const TOAST_ATTR = 'data-mck-registration-toast';

const TOAST_STYLE = [
  'position:fixed', 'inset-block-end:1rem', 'inset-inline-end:1rem', 'z-index:2147483000', 'display:flex', 'gap:1rem',
  'align-items:center', 'max-width:min(28rem,calc(100vw - 2rem))', 'padding:0.75rem 1rem', 'border-radius:4px',
  'background:#051c2c', 'color:#fff', 'font:inherit', 'box-shadow:0 2px 8px rgba(0,0,0,.3)',
].join(';');
const CLOSE_STYLE = 'font:inherit;color:inherit;background:transparent;border:1px solid currentColor;border-radius:4px;padding:0.25rem 0.5rem;cursor:pointer';

/**
 * The thank-you toast after a sign-up (A§4): a status message (announced politely) with a close
 * button, and no auto-dismiss. Plain DOM on `document.body`, outside any widget, so it stays when
 * the form that caused it goes away (a dialog closes, the rail swaps). Returns the toast.
 */
export function showThankYouToast(text: string = t('RegistrationForm_ThankYou'), doc: Document = document): HTMLElement {
  doc.querySelector(`[${TOAST_ATTR}]`)?.remove();
  const toast = doc.createElement('div');
  toast.setAttribute(TOAST_ATTR, '');
  toast.setAttribute('role', 'status');
  toast.style.cssText = TOAST_STYLE;
  const message = doc.createElement('p');
  message.style.margin = '0';
  message.textContent = text;
  const close = doc.createElement('button');
  close.type = 'button';
  close.textContent = t('RegistrationForm_Close');
  close.style.cssText = CLOSE_STYLE;
  close.addEventListener('click', () => toast.remove());
  toast.append(message, close);
  doc.body.append(toast);
  return toast;
}
