import { TEMP_JWT_COOKIE, TEMP_REFRESH_COOKIE } from '../../contracts/registration.js';
import { deleteCookie, getCookie } from '../../page/cookies.js';

/** The single-sign-on completion token the social callback left (TEMP_JWT_COOKIE), or null. */
export const singleSignOnToken = (): string | null => getCookie(TEMP_JWT_COOKIE) || null;

/** Clears the temporary JWT and refresh-token cookies (A§4: after sign-up, and on page unload). */
export function clearTemporaryCookies(): void {
  deleteCookie(TEMP_JWT_COOKIE);
  deleteCookie(TEMP_REFRESH_COOKIE);
}

/**
 * A§4 "also cleared on page unload": clears them when the page is hidden for good (`pagehide`,
 * which unlike `unload` keeps the back/forward cache working). Returns the clean-up.
 */
export function clearTemporaryCookiesOnLeave(target: Window = window): () => void {
  target.addEventListener('pagehide', clearTemporaryCookies);
  return () => target.removeEventListener('pagehide', clearTemporaryCookies);
}
