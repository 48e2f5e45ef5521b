import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../core/page/config.js';
import { emit } from '../../core/page/events.js';
import { session, sessionPending, user } from '../../core/session/session.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, reply } from '../../tests/support/fake-services.js';
import { mount } from '../../tests/support/unit.js';
import { testReader } from '../../tests/support/users.js';
import { savePending } from '../../core/kits/social-login/pending.js';
import { resetSocialSignIn } from '../../core/kits/social-login/index.js';
import { PENDING_TOAST_KEY, TOAST_ATTR } from '../../core/kits/toast/index.js';
import './auth-router.define.js';

const PAGE = '/insights/article-1';
const enc = encodeURIComponent;

const find = <E extends Element = HTMLElement>(el: Element, selector: string) => vi.waitFor(() => {
  const found = el.shadowRoot!.querySelector<E>(selector);
  if (!found) throw new Error(`no ${selector} yet`);
  return found;
});
/** Lets React and the router's effects run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

/** The router on the page at `hash`. */
function routerAt(hash: string, attributes = ''): HTMLElement {
  history.replaceState(null, '', `${PAGE}${hash}`);
  return mount(`<mck-auth-router ${attributes}></mck-auth-router>`);
}

describe('<mck-auth-router>', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  let routes: unknown[];
  const record = (event: Event) => routes.push((event as CustomEvent).detail);
  beforeEach(() => {
    configureForTest({ homePath: '/home/' }, (name) => `https://${name}.test`);
    assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    routes = [];
    document.addEventListener('mck-auth-router-route', record);
  });
  afterEach(() => {
    document.removeEventListener('mck-auth-router-route', record);
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setConfig(null);
    session.value = false;
    sessionPending.value = false;
    user.value = null;
    localStorage.clear();
    sessionStorage.clear();
    history.replaceState(null, '', '/');
  });

  it('renders nothing for a page without a route or with another hash', async () => {
    for (const hash of ['', '#top', '#/elsewhere/x']) {
      const el = routerAt(hash);
      await settle();
      expect(el.shadowRoot!.querySelector('dialog'), hash).toBeNull();
    }
    expect(routes).toEqual([]);
  });

  it('shows the toast the last page was left with (the thank-you of a sign-up that went on to its return route)', async () => {
    sessionStorage.setItem(PENDING_TOAST_KEY, JSON.stringify({ text: 'Thank you for registering.', close: 'Close' }));
    routerAt('');
    await settle();
    expect(document.querySelector(`[${TOAST_ATTR}]`)?.shadowRoot?.textContent).toContain('Thank you for registering.');
  });

  it('opens the sign-in dialog with the nested form, its source and its checked redirect', async () => {
    const el = routerAt(`#/signin/download/${enc('/insights/b')}`);
    const form = await find(el, 'dialog mck-signin');
    expect(form.getAttribute('source')).toBe('download');
    expect(form.getAttribute('redirect-url')).toBe(`${location.origin}/insights/b`);
    // One heading: the form's own; the dialog is named by the same words, with no title of its own.
    expect(el.shadowRoot!.querySelector('[part=dialog-title]')).toBeNull();
    expect(el.shadowRoot!.querySelector('dialog')?.getAttribute('aria-label')).toBe('Sign in');
    await vi.waitFor(() => expect(routes).toEqual([{ route: 'signin', action: 'show' }]));
  });

  it('gives each sign-in route its heading; the prompt names the path it returns to', async () => {
    const cases: [string, string][] = [
      ['#/signin-welcome', 'Welcome back: sign in to your account'],
      [`#/signin_prompt/${enc('/my-account/edit_profile')}`, 'Sign in to continue to /my-account/edit_profile'],
      ['#/signin-prompt', 'Sign in to continue'],
      ['#/auth-download/%2Fa.pdf', 'Sign in to download this file'],
      ['#/auth-save', 'Sign in to save this article'],
      ['#/auth-print', 'Sign in to print this page'],
    ];
    for (const [hash, heading] of cases) {
      const el = routerAt(hash);
      expect((await find(el, 'mck-signin')).getAttribute('heading'), hash).toBe(heading);
    }
    const save = routerAt('#/auth-save');
    expect((await find(save, 'mck-signin')).getAttribute('redirect-url')).toBe(`${location.origin}${PAGE}#/save`);
  });

  it('refuses a redirect to another site: the form gets none and the console names the router', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = routerAt(`#/signin/x/${enc('https://evil.test/steal')}`);
    const form = await find(el, 'mck-signin');
    expect(form.hasAttribute('redirect-url')).toBe(false);
    expect(errors.mock.calls.flat().join(' ')).toContain('[mck-auth-router] redirect');
  });

  it('opens the sign-up dialog for signup and registration-modal', async () => {
    const el = routerAt(`#/signup/save/${enc('/c')}`);
    const form = await find(el, 'dialog mck-signup');
    expect(form.getAttribute('source')).toBe('save');
    expect(form.getAttribute('redirect-url')).toBe(`${location.origin}/c`);
    expect(el.shadowRoot!.querySelector('[part=dialog-title]')).toBeNull();
    expect(el.shadowRoot!.querySelector('dialog')?.getAttribute('aria-label')).toBe('Create an account');
    // The close button shows at the top: it comes before the form in the tab order too.
    const close = el.shadowRoot!.querySelector('[part=dialog-close]')!;
    expect(close.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await find(routerAt('#/registration-modal'), 'dialog mck-signup')).toBeTruthy();
  });

  it('sends a signed-in reader on an auth screen home, and shows nothing while the session is checked', async () => {
    sessionPending.value = true;
    const el = routerAt('#/signup');
    await settle();
    expect(el.shadowRoot!.querySelector('dialog')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    user.value = testReader();
    session.value = true;
    sessionPending.value = false;
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/home/`));
    expect(el.shadowRoot!.querySelector('dialog')).toBeNull();
  });

  it('shows the prompt to a signed-in reader too (re-login for sensitive data)', async () => {
    user.value = testReader();
    session.value = true;
    expect(await find(routerAt('#/signin_prompt/%2Fa'), 'mck-signin')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('closes the sign-in dialog when the reader signs in there, clearing the route', async () => {
    const el = routerAt('#/signin');
    await find(el, 'mck-signin');
    await settle();
    user.value = testReader();
    session.value = true;
    emit('signed-in', { user: testReader() });
    await vi.waitFor(() => expect(el.shadowRoot!.querySelector('dialog')).toBeNull());
    expect(location.hash).toBe('');
    expect(location.pathname).toBe(PAGE);
    expect(assign).not.toHaveBeenCalled();
  });

  it('goes to the route\'s redirect after a sign-in in its dialog', async () => {
    const el = routerAt(`#/signin_prompt/${enc('/my-account/edit_profile')}`);
    await find(el, 'mck-signin');
    await settle();
    user.value = testReader();
    session.value = true;
    emit('signed-in', { user: testReader() });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/my-account/edit_profile`));
    expect(el.shadowRoot!.querySelector('dialog')).toBeNull();
  });

  it('keeps the sign-up dialog through its sign-in and closes it when mck-signup says it is complete', async () => {
    const el = routerAt('#/signup');
    const form = await find(el, 'mck-signup');
    await settle();
    user.value = testReader();
    session.value = true;
    emit('signed-in', { user: testReader() });
    await settle();
    expect(assign).not.toHaveBeenCalled();
    expect(el.shadowRoot!.querySelector('mck-signup')).toBe(form);
    form.dispatchEvent(new CustomEvent('mck-signup-complete', { detail: { user: testReader() }, bubbles: true, composed: true }));
    await vi.waitFor(() => expect(el.shadowRoot!.querySelector('dialog')).toBeNull());
    expect(location.hash).toBe('');
  });

  it('switches sign-in to sign-up in the router, keeping source, redirect and the typed email', async () => {
    const el = routerAt(`#/signin/save/${enc('/d')}`);
    const signin = await find(el, 'mck-signin');
    const event = new CustomEvent('mck-signin-switch', { detail: { email: 'a@b.test' }, bubbles: true, composed: true, cancelable: true });
    signin.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(location.hash).toBe(`#/signup/save/${enc('/d')}`);
    window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL: location.href, newURL: location.href }));
    const signup = await find(el, 'mck-signup');
    expect(signup.getAttribute('email')).toBe('a@b.test');
    expect(signup.getAttribute('source')).toBe('save');
  });

  it('shows the thanks and welcome screens, whose Continue goes to the redirect', async () => {
    const thanks = routerAt(`#/signup_thanks/${enc('/e')}`);
    expect((await find(thanks, '[part=dialog-title]')).textContent).toBe('Thank you for signing up');
    expect((await find(thanks, '[part=message]')).textContent).toContain('emails');
    (await find<HTMLButtonElement>(thanks, '[part=continue]')).click();
    expect(assign).toHaveBeenCalledWith(`${location.origin}/e`);
    const welcome = routerAt('#/signup-welcome');
    expect((await find(welcome, '[part=dialog-title]')).textContent).toBe('Welcome');
  });

  it('sends a signed-out download to its sign-in step and shows a signed-in reader the checked file link', async () => {
    const replace = vi.spyOn(location, 'replace').mockImplementation(() => {});
    routerAt('#/download/%2Fpdfs%2Fr.pdf');
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('#/auth-download/%2Fpdfs%2Fr.pdf'));
    user.value = testReader();
    session.value = true;
    const el = routerAt('#/download/%2Fpdfs%2Fr.pdf');
    const link = await find<HTMLAnchorElement>(el, '[part=file-link]');
    expect(link.href).toBe(`${location.origin}/pdfs/r.pdf`);
    expect(link.textContent).toBe('Download r.pdf');
  });

  it('opens view-file for everyone, and does not link a file the navigation check refuses', async () => {
    const link = await find<HTMLAnchorElement>(routerAt('#/view-file/%2Fpdfs%2Fv.pdf'), '[part=file-link]');
    expect(link.textContent).toBe('Open v.pdf');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = routerAt(`#/view-file/${enc('javascript:alert(1)')}`);
    expect((await find(refused, '[part=status]')).textContent).toBe('This file cannot be opened from here.');
    expect(refused.shadowRoot!.querySelector('[part=file-link]')).toBeNull();
    expect(errors.mock.calls.flat().join(' ')).toContain('[mck-auth-router] file');
  });

  it('saves the page\'s article for a signed-in reader and confirms; a signed-out reader goes to auth-save', async () => {
    const replace = vi.spyOn(location, 'replace').mockImplementation(() => {});
    routerAt('#/save');
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('#/auth-save'));
    document.body.replaceChildren();
    await settle();
    configureForTest({ activeItemId: 'a9' }, (name) => `https://${name}.test`);
    const services = fakeServices({ 'POST /v2/users/:id/articles': { data: { articles: [{ id: 'a9', language: 'en' }] } } });
    const asked = () => services.calls.map(({ path, body }) => ({ path, body }));
    user.value = testReader();
    session.value = true;
    const el = routerAt('#/save');
    await vi.waitFor(async () => expect((await find(el, '[part=status]')).textContent).toBe('The article is saved to your account.'));
    expect(asked()).toEqual([{ path: '/v2/users/u-reader/articles', body: { articleId: 'a9', language: 'en' } }]);
    const named = routerAt('#/save', 'article-id="a7"');
    await vi.waitFor(async () => expect((await find(named, '[part=status]')).textContent).toBe('The article is saved to your account.'));
    expect(asked()[1]).toEqual({ path: '/v2/users/u-reader/articles', body: { articleId: 'a7', language: 'en' } });
  });

  it('says so when the page has no article to save, and shows the generic message when saving fails', async () => {
    user.value = testReader();
    session.value = true;
    expect((await find(routerAt('#/save'), '[part=status]')).textContent).toBe('This page has no article to save.');
    configureForTest({ activeItemId: 'a9' }, (name) => `https://${name}.test`);
    fakeServices({ 'POST /v2/users/:id/articles': reply(500, { message: 'down' }) });
    const el = routerAt('#/save');
    await vi.waitFor(async () => expect((await find(el, '[part=status]')).getAttribute('role')).toBe('alert'));
  });

  it('prints at once, except a registered-users page for a signed-out reader, who goes to auth-print', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const replace = vi.spyOn(location, 'replace').mockImplementation(() => {});
    routerAt('#/print');
    await vi.waitFor(() => expect(print).toHaveBeenCalledOnce());
    expect(location.hash).toBe('');
    routerAt('#/print', 'access-status="Registered Users"');
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('#/auth-print'));
    expect(print).toHaveBeenCalledOnce();
  });

  it('publishes the event route on the legacy bus with every segment, then goes home', async () => {
    const heard = vi.fn();
    const stop = window.mck!.events!.subscribe('open-quiz', heard);
    routerAt('#/event/open-quiz/q%201/7', 'home-path="/start"');
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith({ segments: ['open-quiz', 'q 1', '7'] }));
    expect(assign).toHaveBeenCalledWith(`${location.origin}/start`);
    stop();
  });

  it('sends a signed-out reader on a protected account page to the sign-in prompt carrying the path (the account kit)', async () => {
    history.replaceState(null, '', '/my-account/edit_profile?tab=1');
    mount('<mck-auth-router></mck-auth-router>');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/home/#/signin_prompt/${enc('/my-account/edit_profile?tab=1')}`));
  });

  it('finishes a social sign-in started in its dialog when the provider returns to the page, and goes where it was heading', async () => {
    resetSocialSignIn();
    savePending({ provider: 'google', state: 'S1', verifier: 'V', redirectUri: `${location.origin}${PAGE}`, search: '', returnTo: `${location.origin}/my-account/edit_profile` });
    const services = fakeServices({
      'POST /v2/auth/social': reply(200, { data: testReader() }, { access_token: 'header.eyJzdWIiOiJ1LXJlYWRlciJ9.sig', refresh_token: 'R' }),
    });
    history.replaceState(null, '', `${PAGE}?code=C1&state=S1`);
    mount('<mck-auth-router></mck-auth-router>');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/my-account/edit_profile`));
    expect(services.calls.map((call) => call.path)).toEqual(['/v2/auth/social']);
    expect(session.value).toBe(true);
    resetSocialSignIn();
  });

  it('shows editors a placeholder naming the router instead of acting on routes', async () => {
    configureForTest({ editorMode: true }, (name) => `https://${name}.test`);
    const el = routerAt('#/signin');
    expect((await find(el, '[part=placeholder]')).textContent).toContain('router');
    expect(el.shadowRoot!.querySelector('dialog')).toBeNull();
  });
});
