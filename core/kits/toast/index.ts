/**
 * Toast kit: a message that stays until the reader closes it, carried to the next page when its
 * page is left while it is open. Small on purpose: the auth router, on every page, loads it.
 */
export { PENDING_TOAST_KEY, showPendingToast, showToast, TOAST_ATTR } from './toast.js';
