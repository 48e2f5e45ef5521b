import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { getCookie, setCookie } from '../../core/page/cookies.js';
import { LIVE_REGION_ATTR } from '../../core/page/announce.js';
import { configureForTest } from '../../tests/support/config.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import { registrationConfirmationAttributes } from './registration-confirmation.api.js';
import { RETURN_ROUTE_COOKIE } from '../../core/kits/registration/index.js';
import {
  AUTO_REDIRECTION_DURATION, DEFAULT_REDIRECTION_SECONDS, HOME_PATH, confirmationVisit, redirectSeconds, savedRoute,
} from './registration-confirmation.redirect.js';
import './registration-confirmation.define.js';

const TAG = 'mck-registration-confirmation';
const home = () => new URL(HOME_PATH, location.href).href;
const visit = (query: string) => history.replaceState(null, '', `/register/confirmation${query}`);
const rendered = (el: Element) => inShadow<HTMLAnchorElement>(el, 'a[part=continue]');
const text = (el: Element, part: string) => el.shadowRoot!.querySelector(`[part~=${part}]`)?.textContent ?? null;
/** Waits in real time (vi.waitFor would move the faked clock on) until React has rendered what `check` expects. */
const realTimeout = globalThis.setTimeout;
async function renderedSoon(check: () => void) {
  for (let tries = 0; ; tries += 1) {
    try {
      return check();
    } catch (err) {
      if (tries > 100) throw err;
      await new Promise((resolve) => realTimeout(resolve, 10));
    }
  }
}
const politeRegion = () => document.querySelector(`[${LIVE_REGION_ATTR}=polite]`)?.textContent ?? '';

beforeEach(() => configureForTest());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  document.cookie.split(';').forEach((c) => { document.cookie = `${c.split('=')[0]!.trim()}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`; });
  visit('');
  setConfig(null);
});

describe('the wait before the redirect (A§9 AUTO_REDIRECTION_DURATION)', () => {
  it('is 5 seconds by default, also as the attribute default', () => {
    expect(AUTO_REDIRECTION_DURATION).toBe('AUTO_REDIRECTION_DURATION');
    expect(DEFAULT_REDIRECTION_SECONDS).toBe(5);
    expect(redirectSeconds(null)).toBe(5);
    expect(registrationConfirmationAttributes.autoRedirectionDuration.parse(null)).toBe(5);
  });

  it("is the page config's constant without the attribute, and the attribute's with it", () => {
    configureForTest({ constants: { AUTO_REDIRECTION_DURATION: 8 } });
    expect(redirectSeconds(null)).toBe(8);
    expect(redirectSeconds(2)).toBe(2);
  });

  it('ignores a configured value outside the limits', () => {
    configureForTest({ constants: { AUTO_REDIRECTION_DURATION: 2.5 } });
    expect(redirectSeconds(null)).toBe(5);
    configureForTest({ constants: { AUTO_REDIRECTION_DURATION: -1 } });
    expect(redirectSeconds(null)).toBe(5);
  });

  it('refuses a malformed attribute value', () => {
    expect(() => registrationConfirmationAttributes.autoRedirectionDuration.parse('soon')).toThrow();
    expect(() => registrationConfirmationAttributes.autoRedirectionDuration.parse('61')).toThrow();
    expect(() => registrationConfirmationAttributes.autoRedirectionDuration.parse('1.5')).toThrow();
  });
});

describe('the visit the query describes (A§2 isRegistered, source)', () => {
  it('is a registration only for isRegistered=true, and none without the parameter', () => {
    expect(confirmationVisit('?isRegistered=true&source=save')).toEqual({ registered: true, source: 'save' });
    expect(confirmationVisit('?isRegistered=TRUE')).toEqual({ registered: true, source: '' });
    expect(confirmationVisit('?isRegistered=false')).toEqual({ registered: false, source: '' });
    expect(confirmationVisit('?isRegistered=')).toEqual({ registered: false, source: '' });
    expect(confirmationVisit('?source=save')).toBeNull();
  });
});

describe('the route it goes to', () => {
  it('is the one saved in the cookie, with #/{source} when the source is not "default"', () => {
    setCookie(RETURN_ROUTE_COOKIE, '/insights/article?x=1');
    expect(savedRoute('')).toBe(new URL('/insights/article?x=1', location.href).href);
    expect(savedRoute('default')).toBe(new URL('/insights/article?x=1', location.href).href);
    expect(savedRoute('save')).toBe(new URL('/insights/article?x=1#/save', location.href).href);
  });

  it('keeps a hash the saved route has', () => {
    setCookie(RETURN_ROUTE_COOKIE, '/insights/article#/download/a.pdf');
    expect(savedRoute('download')).toBe(new URL('/insights/article#/download/a.pdf', location.href).href);
  });

  it('is the home path without a saved route, and when the saved one is refused (named on the console)', () => {
    expect(savedRoute('save')).toBe(home());
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    setCookie(RETURN_ROUTE_COOKIE, 'https://elsewhere.example/phish');
    expect(savedRoute('')).toBe(home());
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('[mck-registration-confirmation]'));
    setCookie(RETURN_ROUTE_COOKIE, 'javascript:alert(1)');
    expect(savedRoute('')).toBe(home());
  });
});

describe(`<${TAG}>`, () => {
  /** Mounts the element with only the timeouts and intervals faked (React renders on its own channel), and waits for it. */
  async function open(html = `<${TAG}></${TAG}>`, { counting = false } = {}) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const el = mount(html);
    await renderedSoon(() => expect(el.shadowRoot?.querySelector('a[part=continue]')).toBeTruthy());
    // The countdown starts in an effect after that render: only then does moving the clock count.
    if (counting) await renderedSoon(() => expect(vi.getTimerCount()).toBeGreaterThan(0));
    return el;
  }

  it('thanks a registered reader, counts down 5 seconds and then goes to the saved route', async () => {
    visit('?isRegistered=true&source=default');
    setCookie(RETURN_ROUTE_COOKIE, '/insights/the-article');
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    const el = await open(undefined, { counting: true });
    expect(text(el, 'heading')).toBe('Thank you for registering');
    expect(text(el, 'countdown')).toBe('Taking you to your page in 5 s.');
    await vi.advanceTimersByTimeAsync(1000);
    await renderedSoon(() => expect(text(el, 'countdown')).toBe('Taking you to your page in 4 s.'));
    await vi.advanceTimersByTimeAsync(3999);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(assign).toHaveBeenCalledExactlyOnceWith(new URL('/insights/the-article', location.href).href);
    expect(getCookie(RETURN_ROUTE_COOKIE)).toBeNull();
    await vi.advanceTimersByTimeAsync(5000);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('announces the wait once, politely, not every second', async () => {
    visit('?isRegistered=true');
    vi.spyOn(location, 'assign').mockImplementation(() => {});
    await open(`<${TAG} auto-redirection-duration="10"></${TAG}>`, { counting: true });
    await vi.advanceTimersByTimeAsync(200);
    expect(politeRegion()).toBe('You will be taken to your page in 10 seconds.');
    await vi.advanceTimersByTimeAsync(3000);
    expect(politeRegion()).toBe('You will be taken to your page in 10 seconds.');
  });

  it('links "Continue now" to the saved route with the source hash', async () => {
    visit('?isRegistered=true&source=auth-save');
    setCookie(RETURN_ROUTE_COOKIE, '/insights/the-article');
    const link = await rendered(mount(`<${TAG} auto-redirection-duration="60"></${TAG}>`));
    expect(link.textContent).toBe('Continue now');
    expect(link.href).toBe(new URL('/insights/the-article#/auth-save', location.href).href);
  });

  it('says the registration was not completed for isRegistered=false, and still moves on', async () => {
    visit('?isRegistered=false');
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    const el = await open(`<${TAG} auto-redirection-duration="2"></${TAG}>`, { counting: true });
    expect(text(el, 'heading')).toBe('Your registration was not completed');
    await vi.advanceTimersByTimeAsync(2000);
    expect(assign).toHaveBeenCalledExactlyOnceWith(home());
  });

  it('goes at once with a wait of 0', async () => {
    visit('?isRegistered=true');
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    await open(`<${TAG} auto-redirection-duration="0"></${TAG}>`);
    await renderedSoon(() => expect(assign).toHaveBeenCalledExactlyOnceWith(home()));
  });

  it('counts nothing down when the page was opened directly, or in editor mode', async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    const direct = await open();
    expect(text(direct, 'heading')).toBe('Registration');
    expect(text(direct, 'countdown')).toBeNull();
    visit('?isRegistered=true');
    configureForTest({ editorMode: true });
    const editing = await open();
    expect(text(editing, 'heading')).toBe('Thank you for registering');
    expect(text(editing, 'countdown')).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(assign).not.toHaveBeenCalled();
  });
});
