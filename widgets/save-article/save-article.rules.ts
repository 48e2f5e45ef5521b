import meta from './meta.json';

export const TAG = meta.tag;

/**
 * A§2 "save sends a signed-out user to auth-save": the auth route on this page; the auth router
 * shows the sign-in step and brings the reader back. Rating a signed-out reader goes there too
 * (the spec has no route of its own for it).
 */
export const AUTH_SAVE_ROUTE = '#/auth-save';

/** The star values, lowest first (the service's RATINGS). */
export { RATINGS } from '../../core/contracts/saved-articles.js';
