import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REGISTRATION_PATHS, TEMP_JWT_COOKIE, TEMP_REFRESH_COOKIE } from '../../contracts/registration.js';
import type { User } from '../../contracts/user.js';
import { getCookie, setCookie } from '../../page/cookies.js';
import { setConfig, type FlagName } from '../../page/config.js';
import { on } from '../../page/events.js';
import { readRaw } from '../../page/storage.js';
import { expired, session, signOut, user as sessionUser } from '../../session/session.js';
import { configureForTest } from '../../../tests/support/config.js';
import { fakeServices, reply, type FakeServices } from '../../../tests/support/fake-services.js';
import {
  afterSignUp, confirmationRoute, rememberReturnRoute, REGISTERED_KEY, RETURN_ROUTE_COOKIE, returnRoute,
} from './after-sign-up.js';
import { clearTemporaryCookiesOnLeave } from './single-sign-on.js';
import { TOAST_ATTR } from '../toast/index.js';

const ADA: User = {
  id: 'u1', firstName: 'Ada', lastName: 'Lovelace', company: null, titleName: null, email: 'ada@example.com', isPremiumUser: false,
  subscriptions: ['NEWSLETTER_A'], articles: [], practiceUser: false, userRatings: {}, hasPassword: true,
};

let assign: ReturnType<typeof vi.spyOn>;
const PRACTICE = 'POST /v2/users/:id/practice-subscription';
let services: FakeServices;
const practiceCalls = () => services.calls.map(({ path, body }) => ({ path, body }));

function configure(flags: FlagName[] = []) {
  configureForTest({ homePath: '/home', flags: Object.fromEntries(flags.map((f) => [f, true])) });
}

beforeEach(() => {
  configure();
  assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
  services = fakeServices({ [PRACTICE]: { data: { subscriptions: ['NEWSLETTER_A', 'PRACTICE_X'] } } });
});
afterEach(() => {
  signOut();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  sessionStorage.clear();
  localStorage.clear();
  setConfig(null);
});

describe('afterSignUp (A§4)', () => {
  it('announces a reader already signed in by the form (the stepper at step 1) only once', async () => {
    await afterSignUp(ADA);
    const signedIn = vi.fn();
    const off = on('signed-in', signedIn);
    await afterSignUp({ ...ADA, subscriptions: ['NEWSLETTER_A', 'ALERT_B'] });
    off();
    expect(signedIn).not.toHaveBeenCalled();
    expect(sessionUser.value?.subscriptions).toContain('ALERT_B');
  });

  it('sets the session active and not expired and emits signed-in', async () => {
    expired.value = true;
    const signedIn = vi.fn();
    const off = on('signed-in', signedIn);
    await afterSignUp(ADA);
    off();
    expect(session.value).toBe(true);
    expect(expired.value).toBe(false);
    expect(sessionUser.value?.id).toBe('u1');
    expect(signedIn).toHaveBeenCalledWith({ user: ADA });
  });

  it("subscribes to the page's practice and emits subscription-added with the user's codes", async () => {
    const added = vi.fn();
    const off = on('subscription-added', added);
    const result = await afterSignUp(ADA, { practiceCode: 'PRACTICE_X' });
    off();
    expect(practiceCalls()).toEqual([{ path: REGISTRATION_PATHS.practiceSubscription('u1'), body: { practiceCode: 'PRACTICE_X' } }]);
    expect(added).toHaveBeenCalledWith({ codes: ['NEWSLETTER_A', 'PRACTICE_X'] });
    expect(result.subscriptions).toEqual(['NEWSLETTER_A', 'PRACTICE_X']);
    expect(sessionUser.value?.subscriptions).toEqual(['NEWSLETTER_A', 'PRACTICE_X']);
  });

  it('does not subscribe on the default practice (no code) or when the user already has it; a failure is ignored', async () => {
    const added = vi.fn();
    const off = on('subscription-added', added);
    await afterSignUp(ADA);
    await afterSignUp(ADA, { practiceCode: 'NEWSLETTER_A' });
    expect(practiceCalls()).toEqual([]);
    services.route({ [PRACTICE]: reply(503, { message: 'down' }) });
    await afterSignUp(ADA, { practiceCode: 'PRACTICE_Y' });
    off();
    expect(practiceCalls()).toHaveLength(1);
    expect(added).toHaveBeenLastCalledWith({ codes: ['NEWSLETTER_A'] });
    expect(assign).toHaveBeenCalledTimes(3);
  });

  it('shows the thank-you toast, which stays until closed; none for Email Courses', async () => {
    vi.useFakeTimers();
    await afterSignUp(ADA);
    vi.advanceTimersByTime(60 * 60 * 1000);
    const toast = document.querySelector<HTMLElement>(`[${TOAST_ATTR}]`)!;
    expect(toast.getAttribute('role')).toBe('status');
    expect(toast.shadowRoot!.textContent).toContain('Thank you for registering');
    toast.shadowRoot!.querySelector('button')!.click();
    expect(document.querySelector(`[${TOAST_ATTR}]`)).toBeNull();
    vi.useRealTimers();
    await afterSignUp(ADA, { emailCourses: true });
    expect(document.querySelector(`[${TOAST_ATTR}]`)).toBeNull();
  });

  it('clears the temporary single-sign-on cookies, after sign-up and on page unload', async () => {
    setCookie(TEMP_JWT_COOKIE, 'jwt');
    setCookie(TEMP_REFRESH_COOKIE, 'refresh');
    await afterSignUp(ADA);
    expect(getCookie(TEMP_JWT_COOKIE)).toBeNull();
    expect(getCookie(TEMP_REFRESH_COOKIE)).toBeNull();
    setCookie(TEMP_JWT_COOKIE, 'jwt');
    const stop = clearTemporaryCookiesOnLeave();
    window.dispatchEvent(new Event('pagehide'));
    stop();
    expect(getCookie(TEMP_JWT_COOKIE)).toBeNull();
  });

  it('without the flag: sets the registered flag and goes to the return route with hash /{source}/{pdfUrl}', async () => {
    await afterSignUp(ADA, { source: 'download', pdfUrl: '/pdfs/a b.pdf', redirectUrl: '/insights/article#top' });
    expect(readRaw('localStorage', REGISTERED_KEY)).toBe('true');
    expect(assign).toHaveBeenCalledWith(new URL('/insights/article#/download/%2Fpdfs%2Fa%20b.pdf', location.href).href);
  });

  it('a sign-up in the page returns to this page with #/{source}, and a page without the auth router gets one for that step', async () => {
    history.replaceState(null, '', '/insights/article?id=7#/signup');
    rememberReturnRoute('/elsewhere'); // an older visit's: not for a form on the page the reader wants
    document.body.innerHTML = '<mck-save-article article-id="A7"></mck-save-article>';
    await afterSignUp(ADA, { source: 'save', stayOnPage: true });
    expect(assign).toHaveBeenCalledWith(new URL('/insights/article?id=7#/save', location.href).href);
    expect(document.querySelectorAll('mck-auth-router')).toHaveLength(1);
    expect(document.querySelector('mck-auth-router')?.getAttribute('article-id')).toBe('A7');
    expect(document.querySelector(`[${TOAST_ATTR}]`)?.shadowRoot?.textContent).toContain('Thank you');
    await afterSignUp(ADA, { source: 'save', stayOnPage: true });
    expect(document.querySelectorAll('mck-auth-router')).toHaveLength(1);
  });

  it('a return route on another page adds no router here (that page has its own)', async () => {
    history.replaceState(null, '', '/insights/article');
    await afterSignUp(ADA, { source: 'save', redirectUrl: '/insights/other' });
    expect(document.querySelector('mck-auth-router')).toBeNull();
  });

  it('with disable_reg_confirmation_toast: saves the return route in the cookie and goes to the confirmation page', async () => {
    configure(['disable_reg_confirmation_toast']);
    rememberReturnRoute('/insights/saved-from');
    await afterSignUp(ADA, { source: 'save' });
    expect(getCookie(RETURN_ROUTE_COOKIE)).toBe('/insights/saved-from#/save');
    expect(assign).toHaveBeenCalledWith(new URL('/registration-confirmation?isRegistered=true&source=save', location.href).href);
    expect(readRaw('localStorage', REGISTERED_KEY)).toBeNull();
  });
});

describe('routes', () => {
  it('the return route: the given one, else the stored one, else home; hash /{source}', () => {
    expect(returnRoute({})).toBe('/home#/default');
    expect(returnRoute({ source: '' })).toBe('/home#/default');
    rememberReturnRoute('/stored');
    expect(returnRoute({ source: 'print' })).toBe('/stored#/print');
    expect(returnRoute({ source: 'print', redirectUrl: '/given' })).toBe('/given#/print');
  });
  it('the confirmation route names the source unless it is the default', () => {
    expect(confirmationRoute()).toBe('/registration-confirmation?isRegistered=true');
    expect(confirmationRoute('print')).toBe('/registration-confirmation?isRegistered=true&source=print');
  });
});
