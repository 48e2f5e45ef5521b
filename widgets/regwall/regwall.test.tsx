import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { configureForTest } from '../../tests/support/config.js';
import { premium, session, sessionPending } from '../../core/session/session.js';
import { inShadow, mount } from '../../tests/support/unit.js';
import {
  authScreenInFront, blockDelayMs, modeOf, PAGE_TYPE_CLICK, PAGE_TYPE_TIMER, TIMER_OFF, wallApplies,
} from './regwall.rules.js';
import './regwall.define.js';

describe('who sees the wall (E§6)', () => {
  it.each([
    [{ signedIn: false, premium: false, pending: false }, true, 'a visitor without a session'],
    [{ signedIn: true, premium: false, pending: false }, false, 'a signed-in reader, whatever the practice'],
    [{ signedIn: false, premium: true, pending: false }, false, 'a premium reader'],
    [{ signedIn: true, premium: true, pending: false }, false, 'a signed-in premium reader'],
    [{ signedIn: false, premium: false, pending: true }, false, 'anyone while the session check runs'],
  ])('%o → %s (%s)', (reader, shown) => {
    expect(wallApplies(reader)).toBe(shown);
  });
});

describe('which variant, and when it blocks (E§4, E§9)', () => {
  it('takes the variant from the Page Type, the default wall for any other value', () => {
    expect(modeOf(PAGE_TYPE_TIMER)).toBe('timer');
    expect(modeOf(PAGE_TYPE_CLICK)).toBe('click');
    expect(modeOf('')).toBe('default');
    expect(modeOf('ub page enabled by timer')).toBe('default');
  });
  it('blocks the default and click variants at once, the timer variant after its seconds, never with the timer off', () => {
    expect(TIMER_OFF).toBe(-1);
    expect(blockDelayMs('default', 30)).toBe(0);
    expect(blockDelayMs('click', TIMER_OFF)).toBe(0);
    expect(blockDelayMs('timer', 0)).toBe(0);
    expect(blockDelayMs('timer', 12)).toBe(12_000);
    expect(blockDelayMs('timer', TIMER_OFF)).toBeNull();
  });
  it("steps aside only for the auth router's sign-in and sign-up screens, on a page that has the router", () => {
    for (const hash of ['#/signin', '#/signin/regwall/%2Farticle', '#/auth-signin', '#/signin-welcome', '#/signup', '#/registration-modal']) {
      expect(authScreenInFront(hash, true), hash).toBe(true);
      expect(authScreenInFront(hash, false), `${hash} without a router`).toBe(false);
    }
    for (const hash of ['#/nothing-here', '#/', '#/save', '#/print', '#/event/x', '#main', '']) {
      expect(authScreenInFront(hash, true), hash).toBe(false);
    }
  });
});

describe('<mck-regwall>', () => {
  const dialogOf = (el: Element) => el.shadowRoot!.querySelector('dialog')!;
  const isBlocking = (el: Element) => dialogOf(el)?.open === true;

  beforeEach(() => {
    configureForTest();
    history.replaceState(null, '', '/article');
  });
  afterEach(() => {
    document.body.replaceChildren();
    session.value = false;
    premium.value = false;
    sessionPending.value = false;
    setConfig(null);
    vi.useRealTimers();
  });

  it('blocks a visitor without a session at once, and tells the page', async () => {
    const shown = vi.fn();
    document.addEventListener('mck-regwall-show', (event) => shown((event as CustomEvent).detail), { once: true });
    const el = mount('<mck-regwall heading="Keep reading" description="Register for free."></mck-regwall>');
    await vi.waitFor(() => expect(isBlocking(el)).toBe(true));
    expect(dialogOf(el).querySelector('h2')?.textContent).toBe('Keep reading');
    expect(dialogOf(el).querySelector('[part=action]')?.textContent).toBe('Continue');
    expect(shown).toHaveBeenCalledWith({ mode: 'default' });
  });

  it('goes away at once when the reader signs in elsewhere on the page', async () => {
    const el = mount('<mck-regwall heading="Keep reading"></mck-regwall>');
    await vi.waitFor(() => expect(isBlocking(el)).toBe(true));
    session.value = true;
    await vi.waitFor(() => expect(el.shadowRoot!.querySelector('section, dialog')).toBeNull());
  });

  it('is not shown to premium readers, nor while the session check runs', async () => {
    const el = mount('<mck-regwall heading="Keep reading"></mck-regwall>');
    await vi.waitFor(() => expect(isBlocking(el)).toBe(true));
    premium.value = true;
    await vi.waitFor(() => expect(el.shadowRoot!.querySelector('section, dialog')).toBeNull());
    premium.value = false;
    await vi.waitFor(() => expect(isBlocking(el)).toBe(true));
    sessionPending.value = true;
    await vi.waitFor(() => expect(el.shadowRoot!.querySelector('section, dialog')).toBeNull());
    sessionPending.value = false;
    await vi.waitFor(() => expect(isBlocking(el)).toBe(true));
  });

  it('blocks the timer variant after its seconds, not a moment before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const el = mount(`<mck-regwall page-type="${PAGE_TYPE_TIMER}" timer="5" heading="Keep reading"></mck-regwall>`);
    await inShadow(el, 'section');
    await vi.advanceTimersByTimeAsync(4_999);
    expect(isBlocking(el)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(isBlocking(el)).toBe(true));
  });

  it('never blocks the timer variant with the timer off (-1, the default)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const el = mount(`<mck-regwall page-type="${PAGE_TYPE_TIMER}" heading="Keep reading"></mck-regwall>`);
    await inShadow(el, 'section');
    await vi.advanceTimersByTimeAsync(24 * 3600_000);
    expect(isBlocking(el)).toBe(false);
    expect(el.shadowRoot!.querySelector('section h2')?.textContent).toBe('Keep reading');
  });

  it('a hash that is no sign-in screen, or a page without the auth router, leaves the wall in place', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    history.replaceState(null, '', '/article#/nothing-here');
    const el = mount('<mck-regwall heading="Keep reading"></mck-regwall>');
    await vi.waitFor(() => expect(isBlocking(el)).toBe(true));
    dialogOf(el).querySelector<HTMLButtonElement>('[part=action]')!.click();
    await vi.waitFor(() => expect(location.hash).toBe('#/signin'));
    window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL: location.href, newURL: location.href }));
    await new Promise((r) => setTimeout(r, 50));
    expect(isBlocking(el)).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/\[mck-regwall\].*no <mck-auth-router>/));
    warn.mockRestore();
  });

  it('Continue goes to the sign-in route, and the wall steps aside for it', async () => {
    const el = mount('<mck-regwall heading="Keep reading" get-started></mck-regwall><mck-auth-router></mck-auth-router>');
    await vi.waitFor(() => expect(isBlocking(el)).toBe(true));
    const action = dialogOf(el).querySelector<HTMLButtonElement>('[part=action]')!;
    expect(action.textContent).toBe('Get Started');
    action.click();
    await vi.waitFor(() => expect(location.hash).toBe('#/signin'));
    await vi.waitFor(() => expect(isBlocking(el)).toBe(false));
    history.pushState(null, '', '/article');
    window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL: location.href, newURL: location.href }));
    await vi.waitFor(() => expect(isBlocking(el)).toBe(true));
  });

  it('the click variant opens the registration modal route', async () => {
    const el = mount(`<mck-regwall page-type="${PAGE_TYPE_CLICK}" heading="Keep reading"></mck-regwall>`);
    await vi.waitFor(() => expect(isBlocking(el)).toBe(true));
    dialogOf(el).querySelector<HTMLButtonElement>('[part=register]')!.click();
    await vi.waitFor(() => expect(location.hash).toBe('#/registration-modal'));
  });

  it('never blocks in editor mode, and names its variant', async () => {
    configureForTest({ editorMode: true });
    const el = mount(`<mck-regwall page-type="${PAGE_TYPE_CLICK}"></mck-regwall>`);
    const note = await inShadow(el, '[part=note]');
    expect(note.textContent).toContain(PAGE_TYPE_CLICK);
    expect(el.shadowRoot!.querySelector('dialog')).toBeNull();
    expect(el.shadowRoot!.querySelector('[part=placeholder]')?.textContent).toContain('Heading');
  });
});
