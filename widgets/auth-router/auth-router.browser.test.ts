import { expect } from 'chai';
import { deepActiveElement } from '../../core/kits/dialog/index.js';
import { session, user } from '../../core/session/session.js';
import { dictionary } from '../../core/text/i18n.js';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys } from '../../tests/support/keys.js';
import { testReader } from '../../tests/support/users.js';
import '../signin/signin.define.js';
import './auth-router.define.js';
import { authRouterParts } from './auth-router.api.js';

const PAGE = location.pathname + location.search;
const ROUTER = '<mck-auth-router></mck-auth-router>';
const dialog = (el: Element) => present<HTMLDialogElement>(el, 'dialog[open]');

/** The user service's answer to a save, for this test; other calls pass through. */
const realFetch = window.fetch;
window.fetch = (input, init) => {
  const path = new URL(String(input), location.href).pathname;
  if (path === '/test-services/user/v2/users/u-reader/articles') {
    return Promise.resolve(Response.json({ data: { articles: [{ id: 'a9', language: 'en' }] } }));
  }
  return realFetch(input, init);
};

/** The router on this test page with `hash` already in the address (as when the page loads with it). */
function routerAt(hash: string, html = ROUTER): HTMLElement {
  history.replaceState(null, '', `${PAGE}${hash}`);
  return fixture(html);
}

function signInReader() {
  user.value = testReader();
  session.value = true;
}

describe('mck-auth-router', () => {
  widgetTestHooks('mck-auth-router', authRouterParts, () => {
    session.value = false;
    user.value = null;
    dictionary.value = {};
    document.documentElement.removeAttribute('dir');
    history.replaceState(null, '', PAGE);
  });
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('opens the sign-in dialog on a link to #/signin; Tab stays inside with visible focus; Esc steps back in history', async () => {
    const el = fixture(ROUTER);
    await new Promise((resolve) => setTimeout(resolve, 50));
    location.hash = '#/signin';
    const open = await dialog(el);
    const signin = await present(open, 'mck-signin');
    await present(signin, 'input[name=username]');
    const reached = new Set<string>();
    for (let i = 0; i < 6; i++) {
      await sendKeys({ press: 'Tab' });
      const focused = deepActiveElement();
      // Chromium lets Tab reach the browser's own UI after the last element; it never lands behind.
      if (!focused || focused === document.body) continue;
      const inside = open.contains(focused) || open.contains((focused.getRootNode() as ShadowRoot).host);
      expect(inside, `Tab ${i}`).to.equal(true);
      expect(getComputedStyle(focused).outlineStyle, `Tab ${i}`).to.not.equal('none');
      reached.add(focused.getAttribute('name') ?? focused.getAttribute('part') ?? focused.localName);
    }
    expect([...reached]).to.include.members(['username', 'password']);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(shadow(el).querySelector('dialog')).to.equal(null));
    await waitFor(() => expect(location.hash).to.equal(''));
    expect(location.pathname + location.search).to.equal(PAGE);
  });

  it('swaps the sign-in form for the sign-up form on its "Create an account" link, keeping source, redirect and the typed email', async () => {
    const el = routerAt('#/signin/save/%2Fa');
    const signin = await present(await dialog(el), 'mck-signin');
    const username = await present<HTMLInputElement>(signin, 'input[name=username]');
    username.focus();
    await sendKeys({ type: 'vera@visitor.test' });
    (await present<HTMLAnchorElement>(signin, '[part=switch]')).click();
    await waitFor(() => expect(location.hash).to.equal('#/signup/save/%2Fa'));
    const signup = await present(await dialog(el), 'mck-signup');
    expect(signup.getAttribute('email')).to.equal('vera@visitor.test');
    expect(signup.getAttribute('source')).to.equal('save');
  });

  it('hands its shadow root to the loader, which hydrates the nested form', async () => {
    const watched: ShadowRoot[] = [];
    // The loader's contract (loader/loader.ts): watch(root) finds mck- tags in it and marks them when they hydrate.
    const observers: MutationObserver[] = [];
    const mark = (root: ShadowRoot) => root.querySelectorAll('mck-signin').forEach((tag) => tag.setAttribute('data-mck-hydrated', ''));
    const global = window as { mck?: { loader?: unknown } };
    global.mck ??= {};
    global.mck.loader = { watch(root: ShadowRoot) {
      watched.push(root);
      const observer = new MutationObserver(() => mark(root));
      observer.observe(root, { childList: true, subtree: true });
      observers.push(observer);
      mark(root);
    } };
    try {
      const el = routerAt('#/signin', '<mck-auth-router data-mck-hydrated></mck-auth-router>');
      const signin = await present(await dialog(el), 'mck-signin');
      await waitFor(() => expect(watched).to.deep.equal([el.shadowRoot]));
      expect(signin.hasAttribute('data-mck-hydrated')).to.equal(true);
      await present(signin, 'input[name=password]');
    } finally {
      observers.forEach((o) => o.disconnect());
      delete global.mck.loader;
    }
  });

  it('is axe clean on every screen', async () => {
    const screens: [string, string, () => void][] = [
      ['#/signin/save/%2Fa', 'mck-signin', () => {}],
      ['#/signin_prompt/%2Fmy-account%2Fedit_profile', 'mck-signin', () => {}],
      ['#/signup', 'mck-signup', () => {}],
      ['#/signup_thanks', '[part=continue]', () => {}],
      ['#/signup-welcome', '[part=continue]', () => {}],
      ['#/view-file/%2Fpdfs%2Fa.pdf', '[part=file-link]', () => {}],
      ['#/view-file/javascript%3Aalert(1)', '[part=status]', () => {}],
      ['#/download/%2Fpdfs%2Fa.pdf', '[part=file-link]', signInReader],
      ['#/save', '[part=status]', () => { signInReader(); testConfig({ activeItemId: 'a9' }); }],
    ];
    for (const [hash, what, setUp] of screens) {
      setUp();
      const el = routerAt(hash);
      const open = await dialog(el);
      await present(open, what);
      if (hash === '#/save') await waitFor(() => expect(open.textContent).to.contain('saved to your account'));
      await expectAxeClean(el);
      el.remove();
      session.value = false;
      user.value = null;
    }
    testConfig({ editorMode: true });
    const editing = routerAt('#/signin');
    expect((await present(editing, '[part=placeholder]')).textContent).to.contain('router');
    await expectAxeClean(editing);
  });

  it('opens without animation under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const open = await dialog(routerAt('#/signup-welcome'));
    expect(open.getAnimations({ subtree: true })).to.have.length(0);
  });

  it('reads right to left in Arabic', async () => {
    dictionary.value = { AuthRouter_WelcomeTitle: 'مرحبا', AuthRouter_Continue: 'متابعة' };
    document.documentElement.dir = 'rtl';
    const open = await dialog(routerAt('#/signup-welcome'));
    expect(open.querySelector('[part=dialog-title]')!.textContent).to.equal('مرحبا');
    expect(open.querySelector('[part=continue]')!.textContent).to.equal('متابعة');
    expect(getComputedStyle(open).direction).to.equal('rtl');
    const close = open.querySelector('[part=dialog-close]')!.getBoundingClientRect();
    expect(close.left).to.be.lessThan(open.getBoundingClientRect().left + open.getBoundingClientRect().width / 2);
  });

  it('shows its error state for a malformed home path, naming tag and attribute', async () => {
    await expectAttributeError('<mck-auth-router home-path="javascript:alert(1)"></mck-auth-router>', 'mck-auth-router', 'home-path');
  });
});
