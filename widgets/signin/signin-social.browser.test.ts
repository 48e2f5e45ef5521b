import { expect } from 'chai';
import { signOut, sessionPending } from '../../core/session/session.js';
import { PENDING_SOCIAL_LOGIN_KEY, resetSocialSignIn } from '../../core/kits/social-login/index.js';
import { deepActiveElement } from '../../core/kits/dialog/index.js';
import {
  cleanup, expectAttributeError, expectAxeClean, expectDeclaredParts, fixture, present, shadow, testConfig, waitFor,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys } from '../../tests/support/keys.js';
import { signinParts } from './signin.api.js';
import './signin.define.js';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** The user service's sign-in answer for this file; other calls pass through. */
let answer: () => Promise<Response> = async () => json(401, { message: 'Invalid credentials' });
const realFetch = window.fetch;
window.fetch = (input, init) => (String(input).endsWith('/test-services/user/v2/auth/login') ? answer() : realFetch(input, init));

const PAGE = location.pathname + location.search;
const socialButtons = (el: Element) => [...shadow(el).querySelectorAll<HTMLButtonElement>('[part~=social-button]')];
const input = (el: Element, name: string) => shadow(el).querySelector<HTMLInputElement>(`input[name=${name}]`)!;

async function signinForm(html = '<mck-signin></mck-signin>') {
  const el = fixture(html);
  await present(el, '[part~=social-button]');
  return el;
}

describe('mck-signin: social login, sign-up link, lock', () => {
  beforeEach(() => {
    testConfig();
    sessionStorage.clear();
    localStorage.clear();
    resetSocialSignIn();
  });
  afterEach(async () => {
    expectDeclaredParts('mck-signin', signinParts);
    cleanup();
    signOut();
    sessionPending.value = false;
    document.documentElement.dir = 'ltr';
    history.replaceState(null, '', PAGE);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('from the keyboard: Tab goes from the submit button to "Create an account", then each provider, with visible focus', async () => {
    const el = await signinForm();
    input(el, 'password').focus();
    const reached: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      await sendKeys({ press: 'Tab' });
      const focused = deepActiveElement() as HTMLElement;
      expect(getComputedStyle(focused).outlineStyle, focused.textContent ?? '').not.to.equal('none');
      reached.push(focused.textContent ?? '');
    }
    expect(reached).to.deep.equal([
      'Sign in', 'Create an account', 'Continue with Google', 'Continue with Apple', 'Continue with LinkedIn', 'Continue with Firm SSO', 'Continue with Identity',
    ]);
  });

  it('"Create an account" goes to #/signup unless a container takes over, with the typed email', async () => {
    const el = await signinForm();
    input(el, 'username').focus();
    await sendKeys({ type: 'typed@example.org' });
    let detail: unknown = null;
    el.addEventListener('mck-signin-switch', (event) => { detail = event.detail; event.preventDefault(); }, { once: true });
    shadow(el).querySelector<HTMLAnchorElement>('[part~=switch]')!.click();
    expect(detail).to.deep.equal({ email: 'typed@example.org' });
    expect(location.hash).to.equal('');
    shadow(el).querySelector<HTMLAnchorElement>('[part~=switch]')!.click();
    await waitFor(() => expect(location.hash).to.equal('#/signup'));
  });

  it('is axe clean with the buttons, after a cancel at the provider, and with the lock outcome; also right to left', async () => {
    sessionStorage.setItem(PENDING_SOCIAL_LOGIN_KEY, JSON.stringify({
      provider: 'apple', state: 'S', verifier: 'V'.repeat(43), redirectUri: location.origin + location.pathname, search: location.search,
    }));
    history.replaceState(null, '', `${location.pathname}?error=access_denied&state=S`);
    const el = await signinForm();
    expect((await present(el, '[part~=social-message]')).textContent).to.equal('Sign-in with the provider was cancelled.');
    await expectAxeClean(el);

    answer = async () => json(423, { code: 1005, message: 'Locked' }, { 'Retry-After': '60' });
    input(el, 'username').focus();
    await sendKeys({ type: 'reader@example.com' });
    input(el, 'password').focus();
    await sendKeys({ type: 'wrong-Pass-1' });
    await sendKeys({ press: 'Enter' });
    expect((await present(el, '[part~=lock]')).textContent).to.equal('Your account is locked after too many failed sign-ins. Try again in 1 min.');
    await expectAxeClean(el);

    document.documentElement.dir = 'rtl';
    await expectAxeClean(el);
    const first = socialButtons(el)[0]!;
    expect(getComputedStyle(first).direction).to.equal('rtl');
    // Text starts on the right in Arabic: the button's start edge.
    expect(getComputedStyle(first).textAlign).to.equal('start');
  });

  it('has no motion to reduce: nothing animates or transitions, with or without the preference', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await signinForm();
    socialButtons(el)[0]!.focus();
    for (const node of [...socialButtons(el), shadow(el).querySelector<HTMLElement>('[part~=submit]')!]) {
      const style = getComputedStyle(node);
      expect(style.transitionDuration).to.equal('0s');
      expect(style.animationName).to.equal('none');
    }
    expect(shadow(el).getAnimations()).to.have.length(0);
  });

  it('shows its error state for an unknown provider, naming tag and attribute', async () => {
    const el = await expectAttributeError('<mck-signin providers="google myspace"></mck-signin>', 'mck-signin', 'providers');
    expect(shadow(el).querySelector('form')).to.equal(null);
  });
});
