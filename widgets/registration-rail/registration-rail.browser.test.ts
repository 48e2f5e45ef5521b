import { expect } from 'chai';
import { premium, session, sessionPending, user } from '../../core/session/session.js';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import { testReader } from '../../tests/support/users.js';
import './registration-rail.define.js';
import { registrationRailParts } from './registration-rail.api.js';

/**
 * Stand-ins for the nested `<mck-signup>` and `<mck-signin>` (their own widgets, which the rail
 * never imports): the interface the rail relies on — an `email` attribute that prefills, a switch
 * link firing the cancelable `mck-<form>-switch` `{ email }` and following its route unless a
 * listener took it over. The real forms meet the rail in tests/e2e/registration-rail.spec.ts.
 */
function defineStandIn(tag: string, switchEvent: string, route: string, linkText: string): void {
  if (customElements.get(tag)) return;
  customElements.define(tag, class extends HTMLElement {
    connectedCallback() {
      if (this.shadowRoot) return;
      const root = this.attachShadow({ mode: 'open' });
      root.innerHTML = `<form><label>Email <input name="email" type="email"></label>
        <label>Password <input name="password" type="password"></label><a href="${route}">${linkText}</a></form>`;
      root.querySelector('input')!.value = this.getAttribute('email') ?? '';
      root.querySelector('a')!.addEventListener('click', (event) => {
        const email = root.querySelector('input')!.value;
        if (!this.dispatchEvent(new CustomEvent(switchEvent, { detail: { email }, bubbles: true, composed: true, cancelable: true }))) event.preventDefault();
      });
    }
  });
}
defineStandIn('mck-signup', 'mck-signup-switch', '#/signin', 'Sign in');
defineStandIn('mck-signin', 'mck-signin-switch', '#/signup', 'Create an account');

const realFetch = window.fetch;
const complete = { titleName: 'Director', company: 'Northwind Traders' };
const view = (el: Element) => shadow(el).querySelector('[part=base]')?.getAttribute('data-view');
const nested = (el: Element, tag: string) => present(el, tag).then((form) => waitFor(() => {
  if (!form.shadowRoot) throw new Error(`${tag} not rendered yet`);
  return form;
}));

describe('mck-registration-rail', () => {
  widgetTestHooks('mck-registration-rail', registrationRailParts, () => {
    window.fetch = realFetch;
    session.value = false;
    user.value = null;
    premium.value = false;
    document.documentElement.removeAttribute('dir');
    delete (window as { mck?: unknown }).mck;
    void emulateMedia({ reducedMotion: 'no-preference' });
  });
  beforeEach(() => {
    sessionPending.value = false;
  });

  it('switches to sign-in by keyboard carrying the typed email, focus on it; and back', async () => {
    const el = fixture('<mck-registration-rail heading="Join us"></mck-registration-rail>');
    const signup = await nested(el, 'mck-signup');
    const email = signup.shadowRoot!.querySelector('input')!;
    email.focus();
    await sendKeys({ type: 'ada@example.org' });
    signup.shadowRoot!.querySelector('a')!.focus();
    await sendKeys({ press: 'Enter' });

    const signin = await nested(el, 'mck-signin');
    expect(signin.getAttribute('email')).to.equal('ada@example.org');
    expect(signin.shadowRoot!.querySelector('input')!.value).to.equal('ada@example.org');
    await waitFor(() => expect(signin.shadowRoot!.activeElement).to.equal(signin.shadowRoot!.querySelector('input[type=email]')));
    await sendKeys({ press: 'Tab' });
    expect((signin.shadowRoot!.activeElement as HTMLInputElement | null)?.type).to.equal('password');
    expect(location.hash).to.equal('');

    signin.shadowRoot!.querySelector('a')!.focus();
    await sendKeys({ press: 'Enter' });
    const back = await nested(el, 'mck-signup');
    expect(back.getAttribute('email')).to.equal('ada@example.org');
    await waitFor(() => expect(back.shadowRoot!.activeElement).to.equal(back.shadowRoot!.querySelector('input[type=email]')));
    expect(location.hash).to.equal('');
  });

  it('hands its shadow root to the loader, so the nested forms hydrate by their own strategy', async () => {
    const watched: Node[] = [];
    (window as { mck?: unknown }).mck = { loader: { watch: (root: Node) => watched.push(root) } };
    const el = fixture('<mck-registration-rail data-mck-hydrated></mck-registration-rail>');
    await present(el, 'mck-signup');
    // Handed in an effect after the commit that put the form there: on a busy machine, a frame later.
    await waitFor(() => expect(watched).to.deep.equal([el.shadowRoot]));
  });

  it('subscribes a signed-in reader from the keyboard, then focus goes to the confirmation heading', async () => {
    session.value = true;
    user.value = testReader(complete);
    const bodies: unknown[] = [];
    window.fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return Response.json({ data: testReader({ ...complete, subscriptions: ['GUIDE_AI_BASICS'] }) });
    }) as typeof fetch;
    const el = fixture('<mck-registration-rail form-type="email-courses" subscription-codes="GUIDE_AI_BASICS"></mck-registration-rail>');
    await present(el, '[part=subscribe]');
    const button = await tabInto(el);
    expect(button.getAttribute('part')).to.equal('subscribe');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(view(el)).to.equal('confirmation'));
    expect(bodies).to.deep.equal([{ Subscriptions: ['GUIDE_AI_BASICS'] }]);
    await waitFor(() => expect(shadow(el).activeElement?.localName).to.equal('h2'));
    expect(shadow(el).activeElement?.textContent).to.equal('You are enrolled in this email course');
  });

  it('reaches the profile link by keyboard with visible focus', async () => {
    session.value = true;
    user.value = testReader();
    const el = fixture('<mck-registration-rail form-type="ub-page" subscription-codes="GUIDE_AI_BASICS"></mck-registration-rail>');
    await present(el, '[part=profile-link]');
    expect((await tabInto(el)).getAttribute('part')).to.equal('profile-link');
  });

  it('is axe clean in every state, right to left and with reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    document.documentElement.dir = 'rtl';
    const anonymous = fixture('<mck-registration-rail description="It is free."></mck-registration-rail>');
    await nested(anonymous, 'mck-signup');
    await expectAxeClean(anonymous);
    expect(getComputedStyle(shadow(anonymous).querySelector('[part=base]')!).direction).to.equal('rtl');
    shadow(anonymous).querySelector('mck-signup')!.shadowRoot!.querySelector('a')!.click();
    await nested(anonymous, 'mck-signin');
    await expectAxeClean(anonymous);

    session.value = true;
    user.value = testReader(complete);
    const offer = fixture('<mck-registration-rail subscription-codes="GUIDE_AI_BASICS"></mck-registration-rail>');
    await present(offer, '[part=subscribe]');
    await expectAxeClean(offer);
    // Nothing in the rail moves: there is no animation to honour reduced motion for, and none sneaks in.
    expect(shadow(offer).getAnimations()).to.deep.equal([]);

    user.value = testReader();
    const profile = fixture('<mck-registration-rail form-type="mq-digital" subscription-codes="GUIDE_AI_BASICS"></mck-registration-rail>');
    await present(profile, '[part=profile-link]');
    await expectAxeClean(profile);

    user.value = testReader({ ...complete, subscriptions: ['GUIDE_AI_BASICS'] });
    const confirmation = fixture('<mck-registration-rail form-type="email-courses" subscription-codes="GUIDE_AI_BASICS" confirmation-description="Your first lesson arrives on Monday."></mck-registration-rail>');
    await present(confirmation, '[part=description]');
    await expectAxeClean(confirmation);
  });

  it('shows placeholders for the empty fields in editor mode, the dictionary default otherwise', async () => {
    const plain = fixture('<mck-registration-rail form-type="ub-page"></mck-registration-rail>');
    await present(plain, 'h2');
    expect(shadow(plain).querySelector('h2')!.textContent).to.equal('Register to keep reading');
    expect(shadow(plain).querySelector('[part=placeholder]')).to.equal(null);
    testConfig({ editorMode: true });
    const editing = fixture('<mck-registration-rail form-type="ub-page"></mck-registration-rail>');
    await present(editing, '[part=placeholder]');
    const placeholders = [...shadow(editing).querySelectorAll('[part=placeholder]')].map((p) => p.textContent);
    expect(placeholders).to.deep.equal(['Empty field: Heading', 'Empty field: Description']);
    await expectAxeClean(editing);
  });

  it('shows its error state for an unknown form type, naming tag and attribute', async () => {
    const el = await expectAttributeError('<mck-registration-rail form-type="newsletter"></mck-registration-rail>', 'mck-registration-rail', 'form-type');
    await expectAxeClean(el);
  });

  it('shows its error state for a redirect it may not follow, and a heading level out of range', async () => {
    await expectAttributeError('<mck-registration-rail redirect-url="javascript:alert(1)"></mck-registration-rail>', 'mck-registration-rail', 'redirect-url');
    await expectAttributeError('<mck-registration-rail heading-level="7"></mck-registration-rail>', 'mck-registration-rail', 'heading-level');
  });
});
