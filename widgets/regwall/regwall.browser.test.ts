import { expect } from 'chai';
import { premium, session } from '../../core/session/session.js';
import { dictionary } from '../../core/text/i18n.js';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys } from '../../tests/support/keys.js';
import './regwall.define.js';
import { regwallParts } from './regwall.api.js';
import { PAGE_TYPE_CLICK, PAGE_TYPE_TIMER } from './regwall.rules.js';
import { errorExampleMismatches, withFallbackCss } from '../../tests/support/fallback.js';

const WALL = '<mck-regwall heading="Register to keep reading" description="Create a free account." show-go-to-home-link home-url="#home"><div><h2>Register to keep reading</h2></div></mck-regwall>';

/** The open modal of a blocking wall. */
const blocking = (el: Element) => waitFor(() => {
  const dialog = shadow(el).querySelector('dialog');
  if (!dialog?.open) throw new Error('not blocking yet');
  return dialog;
});

describe('mck-regwall', () => {
  widgetTestHooks('mck-regwall', regwallParts, () => {
    session.value = false;
    premium.value = false;
    dictionary.value = {};
    document.documentElement.removeAttribute('dir');
    history.replaceState(null, '', location.pathname + location.search);
  });
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('keeps keyboard focus inside while it blocks, with visible focus; the page behind is inert', async () => {
    const before = fixture<HTMLButtonElement>('<button type="button">Behind</button>');
    const el = fixture(WALL);
    const dialog = await blocking(el);
    const visited = new Set<string>();
    for (let i = 0; i < 8; i++) {
      await sendKeys({ press: 'Tab' });
      // Past the last control the browser may take focus to its own UI (the native modal's rule),
      // never to the page behind; the next Tab comes back to the wall.
      expect(document.activeElement === el || document.activeElement === document.body, `Tab ${i + 1} reached the page behind`).to.equal(true);
      const focused = shadow(el).activeElement as HTMLElement | null;
      if (!focused) continue;
      expect(dialog.contains(focused), `Tab ${i + 1} left the wall`).to.equal(true);
      expect(getComputedStyle(focused).outlineStyle, `${focused.localName} focus`).to.not.equal('none');
      visited.add(focused.getAttribute('part')!);
    }
    expect([...visited].sort()).to.deep.equal(['action', 'dialog-close', 'home']);
    before.focus();
    expect(document.activeElement).to.not.equal(before);
  });

  it('Continue goes to the sign-in route and the wall steps aside; Esc goes to the home URL', async () => {
    // The router's screen is what the wall steps aside for (the router itself is tested in its folder).
    const router = document.body.appendChild(document.createElement('mck-auth-router'));
    after(() => router.remove());
    const el = fixture(WALL);
    const dialog = await blocking(el);
    dialog.querySelector<HTMLButtonElement>('[part=action]')!.click();
    await waitFor(() => expect(location.hash).to.equal('#/signin'));
    await waitFor(() => expect(shadow(el).querySelector('dialog')?.open).to.equal(false));
    history.replaceState(null, '', location.pathname + location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await blocking(el);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(location.hash).to.equal('#home'));
  });

  it('goes away at once when the reader signs in elsewhere on the page; premium readers never see it', async () => {
    const el = fixture(WALL);
    await blocking(el);
    session.value = true;
    await waitFor(() => expect(shadow(el).querySelector('section, dialog')).to.equal(null));
    session.value = false;
    premium.value = true;
    await waitFor(() => expect(document.querySelector('mck-regwall')?.shadowRoot?.querySelector('section, dialog')).to.equal(null));
  });

  it('opens the registration modal route from a click on the overlay (click variant)', async () => {
    const el = fixture(`<mck-regwall page-type="${PAGE_TYPE_CLICK}" heading="Join to read on"></mck-regwall>`);
    const dialog = await blocking(el);
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: 1, clientY: 1 }));
    await waitFor(() => expect(location.hash).to.equal('#/registration-modal'));
  });

  it('fades in, but not under reduced motion', async () => {
    const moving = await blocking(fixture(WALL));
    expect(moving.getAnimations().length).to.be.greaterThan(0);
    document.body.replaceChildren();
    await emulateMedia({ reducedMotion: 'reduce' });
    const still = await blocking(fixture(WALL));
    expect(still.getAnimations()).to.have.length(0);
  });

  it('reads right to left in Arabic', async () => {
    dictionary.value = { Regwall_Continue: 'متابعة', Regwall_GoToHome: 'الانتقال إلى الصفحة الرئيسية', Regwall_DefaultHeading: 'سجّل لمواصلة القراءة' };
    document.documentElement.dir = 'rtl';
    const el = fixture(`<mck-regwall page-type="${PAGE_TYPE_TIMER}" show-go-to-home-link></mck-regwall>`);
    const action = await present<HTMLButtonElement>(shadow(el), 'section [part=action]');
    expect(action.textContent).to.equal('متابعة');
    expect(shadow(el).querySelector('section h2')?.textContent).to.equal('سجّل لمواصلة القراءة');
    const home = shadow(el).querySelector('section [part=home]')!;
    expect(home.getBoundingClientRect().right).to.be.lessThan(action.getBoundingClientRect().left);
    await expectAxeClean(el);
  });

  it('is axe clean in place, blocking, in the click variant and in editor mode', async () => {
    const inPlace = fixture(`<mck-regwall page-type="${PAGE_TYPE_TIMER}" heading="Keep reading" description="Free." show-go-to-home-link></mck-regwall>`);
    await present(shadow(inPlace), 'section [part=action]');
    expect(shadow(inPlace).querySelector('dialog')?.open).to.equal(false);
    await expectAxeClean(inPlace);
    document.body.replaceChildren();
    const walled = fixture(WALL);
    await blocking(walled);
    await expectAxeClean(walled);
    document.body.replaceChildren();
    const click = fixture(`<mck-regwall page-type="${PAGE_TYPE_CLICK}" heading="Join"></mck-regwall>`);
    await present(await blocking(click), '[part=register]');
    await expectAxeClean(click);
    document.body.replaceChildren();
    testConfig({ editorMode: true });
    const editing = fixture('<mck-regwall></mck-regwall>');
    await present(shadow(editing), '[part=note]');
    expect(shadow(editing).querySelector('dialog')).to.equal(null);
    await expectAxeClean(editing);
  });

  for (const [attribute, html] of [
    ['timer', '<mck-regwall timer="soon"></mck-regwall>'],
    ['timer', '<mck-regwall timer="-2"></mck-regwall>'],
    ['home-url', '<mck-regwall home-url="javascript:alert(1)"></mck-regwall>'],
  ] as const) {
    it(`shows its error state for a malformed ${attribute}, naming tag and attribute (${html})`, async () => {
      await expectAttributeError(html, 'mck-regwall', attribute);
    });
  }

  describe('the gallery\'s error examples, under the fallback CSS (as a CMS page links it)', () => {
    const css = withFallbackCss('regwall');
    it('are printed as tall as the error state they render', async () => {
      expect(await errorExampleMismatches('regwall', css())).to.deep.equal([]);
    });
  });
});
