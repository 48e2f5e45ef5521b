/**
 * Who sees the registration wall, and when (E§4, E§6, E§9). Pure, so the rules table is tested
 * without a browser.
 */

/** E§9: the Timer parameter's default, -1, means the timer is off. */
export const TIMER_OFF = -1;
/** E§4: the Page Type values that pick the timer and the click variants; any other picks the default. */
export const PAGE_TYPE_TIMER = 'UB Page enabled by Timer';
export const PAGE_TYPE_CLICK = 'UB Page enabled by click';

/** E§2: the sign-in route Continue goes to, and the registration modal the click variant opens (A§2 routes). */
export const SIGNIN_ROUTE = '#/signin';
export const REGISTRATION_MODAL_ROUTE = '#/registration-modal';

export type RegwallMode = 'default' | 'click' | 'timer';

/** E§4: the variant a Page Type selects. */
export function modeOf(pageType: string): RegwallMode {
  if (pageType === PAGE_TYPE_TIMER) return 'timer';
  if (pageType === PAGE_TYPE_CLICK) return 'click';
  return 'default';
}

/** What the shared session says about the reader (core/session/session.ts signals). */
export interface Reader {
  signedIn: boolean;
  premium: boolean;
  /** The start-up check is still running: whether there is a session is not known yet. */
  pending: boolean;
}

/**
 * E§6: the wall is only for visitors without a session, and the UB wall is skipped for premium
 * users. The spec's other skip (signed-in users on a default or permitted practice) is inside the
 * first rule: no signed-in reader sees the wall, whatever their practice. While the session check
 * runs nobody is walled, so a returning reader never sees it flash.
 */
export const wallApplies = (reader: Reader): boolean => !reader.pending && !reader.signedIn && !reader.premium;

/**
 * When the wall starts blocking, in milliseconds after it applies: at once for the default and
 * click variants; after Timer seconds for the timer variant, never when the timer is off (E§4, E§9).
 */
export function blockDelayMs(mode: RegwallMode, timerSeconds: number): number | null {
  if (mode !== 'timer') return 0;
  if (timerSeconds === TIMER_OFF) return null;
  return timerSeconds * 1000;
}

/**
 * The auth router's sign-in and sign-up screens (A§2 route names), the only ones the wall leads
 * to. Any other hash, `#/nothing-here` included, leaves the wall in place.
 */
const SCREENS_IN_FRONT = new Set(['signin', 'auth-signin', 'signin-welcome', 'signup', 'registration-modal']);

/**
 * The wall steps aside for the auth router's sign-in or sign-up screen: the page's hash names one
 * and the page has the router that shows it. Only a sign-in or registration that succeeded
 * (a session) lifts the wall itself (`wallApplies`).
 */
export function authScreenInFront(hash: string, pageHasRouter: boolean): boolean {
  if (!pageHasRouter || !hash.startsWith('#/')) return false;
  return SCREENS_IN_FRONT.has(hash.slice(2).split('/')[0]!);
}
