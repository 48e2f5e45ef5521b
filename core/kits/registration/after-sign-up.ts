/**
 * A§4 "After a successful sign-up", in the spec's order, for every registration form.
 */
import { DEFAULT_SOURCE } from '../../contracts/registration.js';
import type { User } from '../../contracts/user.js';
import { setCookie } from '../../page/cookies.js';
import { flag, getConfig } from '../../page/config.js';
import { emit } from '../../page/events.js';
import { navigateTo } from '../../page/navigation.js';
import { readRaw, writeRaw } from '../../page/storage.js';
import { acceptSignIn, session, user as sessionUser } from '../../session/session.js';
import { subscribeToPractice } from './calls.js';
import { clearTemporaryCookies } from './single-sign-on.js';
import { showThankYouToast } from './toast.js';

/** Where the `disable_reg_confirmation_toast` branch goes (mck-registration-confirmation's page). */
export const REGISTRATION_CONFIRMATION_PATH = '/registration-confirmation';
/**
 * The cookie holding the route mck-registration-confirmation redirects to after its delay (A§2
 * "redirects to the route saved in a cookie"). A session cookie: it is only needed for that visit.
 */
export const RETURN_ROUTE_COOKIE = 'mck_registration_return';
/** localStorage flag "this browser registered" (A§4 "set a registered flag in storage"). */
export const REGISTERED_KEY = 'mck.registered';
/**
 * sessionStorage: the page a reader was on when sent to sign up (A§4 "the stored return route");
 * whoever sends a reader to the registration page stores it with {@link rememberReturnRoute}.
 */
export const RETURN_ROUTE_KEY = 'mck.returnRoute';

/** Stores the page to come back to after signing up (default: this page, without its hash). */
export function rememberReturnRoute(url: string = location.href.split('#')[0]!): void {
  writeRaw('sessionStorage', RETURN_ROUTE_KEY, url);
}

export interface AfterSignUpContext {
  /** The form's source ({@link DEFAULT_SOURCE} when none). */
  source?: string;
  /** The PDF the reader wanted (A§2 `pdfUrl`), for the return hash. */
  pdfUrl?: string;
  /** The return route given by the query (`redirectURL`) or an attribute; else the stored one, else home. */
  redirectUrl?: string;
  /**
   * The form is on the page the reader wants (a sign-up in the page or in its dialog, not the
   * registration page they were sent to): without `redirectUrl` the return route is this page.
   */
  stayOnPage?: boolean;
  /** The page's practice code; empty on the default practice (no practice subscription then). */
  practiceCode?: string;
  /** The rail's Email Courses form: no thank-you toast (A§4). */
  emailCourses?: boolean;
  /** Names the widget in console messages (`[mck-signup]`). */
  owner?: string;
}

/**
 * The return route with the source hash (A§4): `/{source}`, or `/{source}/{encoded pdfUrl}` when a
 * PDF was asked for. The route is `redirectUrl`, else the stored one, else the home path.
 */
export function returnRoute({ source, pdfUrl = '', redirectUrl = '', stayOnPage = false }: AfterSignUpContext): string {
  const hash = source || DEFAULT_SOURCE; // an empty source attribute is "no source" too
  const stored = stayOnPage ? `${location.pathname}${location.search}` : readRaw('sessionStorage', RETURN_ROUTE_KEY);
  const base = (redirectUrl || stored || getConfig()?.homePath || '/').split('#')[0]!;
  return `${base}#/${encodeURIComponent(hash)}${pdfUrl ? `/${encodeURIComponent(pdfUrl)}` : ''}`;
}

/** The confirmation route (A§2 "query parameters isRegistered and optionally source"). */
export function confirmationRoute(source: string = DEFAULT_SOURCE): string {
  const query = new URLSearchParams({ isRegistered: 'true' });
  if (source && source !== DEFAULT_SOURCE) query.set('source', source);
  return `${REGISTRATION_CONFIRMATION_PATH}?${query}`;
}

/** The element that carries out the return route's hash (`#/save`, `#/print`, A§2). */
const AUTH_ROUTER_TAG = 'mck-auth-router';
/** The page's save control: its article is the one `#/save` saves when the page config names none. */
const SAVE_CONTROL = 'mck-save-article[article-id]';

/**
 * A return route on this very page changes only its hash, and the hash's step (the save of
 * `#/save`) is the auth router's. A page without one gets one, so the sign-up's last step happens
 * wherever the form was (the loader hydrates an element added later). Another page has its own.
 */
function ensureRouterFor(route: string): void {
  const target = new URL(route, location.href);
  const samePage = target.origin === location.origin && target.pathname === location.pathname && target.search === location.search;
  if (!samePage || document.querySelector(AUTH_ROUTER_TAG)) return;
  const router = document.createElement(AUTH_ROUTER_TAG);
  const article = getConfig()?.activeItemId ? '' : document.querySelector(SAVE_CONTROL)?.getAttribute('article-id');
  if (article) router.setAttribute('article-id', article);
  document.body.append(router);
}

/** Subscribes to the page's practice unless it is the default one or the user has it; failure ignored (A§4, A§7). */
async function practiceCodes(user: User, practiceCode: string): Promise<string[]> {
  if (!practiceCode || user.subscriptions.includes(practiceCode)) return user.subscriptions;
  try {
    return await subscribeToPractice(user.id, practiceCode);
  } catch {
    return user.subscriptions;
  }
}

/**
 * After a successful sign-up (A§4): the session is set (active, not expired, `signed-in` emitted,
 * other tabs told); the practice subscription unless the default practice or already subscribed
 * (failure ignored); `subscription-added` with the user's codes; the thank-you toast (not for
 * Email Courses; no auto-dismiss); the temporary single-sign-on cookies cleared; then, with the
 * flag `disable_reg_confirmation_toast`, the confirmation page (the return route saved in
 * {@link RETURN_ROUTE_COOKIE}); otherwise the registered flag and the return route with its hash.
 * Resolves with the user as the session now holds it.
 */
export async function afterSignUp(user: User, context: AfterSignUpContext = {}): Promise<User> {
  // The stepper signed the new reader in at step 1 already: announced once, kept up to date here.
  if (session.peek() && sessionUser.peek()?.id === user.id) sessionUser.value = user;
  else acceptSignIn(user);
  const codes = await practiceCodes(user, context.practiceCode ?? '');
  const signedUp = { ...user, subscriptions: codes };
  if (codes !== user.subscriptions) sessionUser.value = signedUp;
  emit('subscription-added', { codes });
  if (!context.emailCourses) showThankYouToast();
  clearTemporaryCookies();
  const owner = context.owner ?? '[mck-registration]';
  const back = returnRoute(context);
  if (flag('disable_reg_confirmation_toast')) {
    setCookie(RETURN_ROUTE_COOKIE, back);
    navigateTo(confirmationRoute(context.source), `${owner} confirmation route`);
  } else {
    writeRaw('localStorage', REGISTERED_KEY, 'true');
    ensureRouterFor(back);
    navigateTo(back, `${owner} return route`);
  }
  return signedUp;
}
