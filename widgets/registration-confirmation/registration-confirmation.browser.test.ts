import { expect } from 'chai';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { tabInto } from '../../tests/support/keys.js';
import './registration-confirmation.define.js';
import { registrationConfirmationParts } from './registration-confirmation.api.js';

const TAG = 'mck-registration-confirmation';
const testPage = location.pathname + location.search;
/**
 * The query of a confirmation visit, added to the test page's own (the runner reads its session
 * from it); the long wait keeps the test page where it is.
 */
const visit = (query: string) => history.replaceState(null, '', `${testPage}${location.search ? '&' : '?'}${query.slice(1)}`);
const waiting = `<${TAG} auto-redirection-duration="60"></${TAG}>`;
const rendered = (el: Element) => present<HTMLAnchorElement>(el, 'a[part=continue]');
/** axe waits for animations to end; the ring's lasts the whole wait, so it is run to its end first. */
const ringDone = (el: Element) => shadow(el).getAnimations().forEach((animation) => animation.finish());
const part = (el: Element, name: string) => shadow(el).querySelector<HTMLElement>(`[part=${name}]`);

describe(TAG, () => {
  widgetTestHooks(TAG, registrationConfirmationParts, () => {
    history.replaceState(null, '', testPage);
    document.documentElement.removeAttribute('dir');
  });

  it('reaches "Continue now" by keyboard, with a visible focus', async () => {
    const el = fixture(`<${TAG}></${TAG}>`);
    const link = await rendered(el);
    expect(await tabInto(el)).to.equal(link);
    expect(link.textContent).to.equal('Continue now');
  });

  it('is axe clean when opened directly, on a registration visit (counting down) and a not-registered one', async () => {
    const direct = fixture(`<${TAG}></${TAG}>`);
    await rendered(direct);
    expect(part(direct, 'countdown')).to.equal(null);
    await expectAxeClean(direct);
    visit('?isRegistered=true&source=save');
    const registered = fixture(waiting);
    await rendered(registered);
    expect(part(registered, 'heading')!.textContent).to.equal('Thank you for registering');
    expect(part(registered, 'countdown')!.textContent).to.contain('60');
    ringDone(registered);
    await expectAxeClean(registered);
    visit('?isRegistered=false');
    const notRegistered = fixture(waiting);
    await rendered(notRegistered);
    expect(part(notRegistered, 'heading')!.textContent).to.equal('Your registration was not completed');
    ringDone(notRegistered);
    await expectAxeClean(notRegistered);
  });

  it('reads right to left in Arabic', async () => {
    document.documentElement.dir = 'rtl';
    visit('?isRegistered=true');
    const el = fixture(waiting);
    await rendered(el);
    expect(getComputedStyle(part(el, 'base')!).direction).to.equal('rtl');
    ringDone(el);
    await expectAxeClean(el);
  });

  it('draws the countdown ring, except for a reader who prefers reduced motion', async () => {
    visit('?isRegistered=true');
    const moving = fixture(waiting);
    await rendered(moving);
    expect(part(moving, 'ring')).to.not.equal(null);
    expect(getComputedStyle(shadow(moving).querySelector('.progress')!).animationName).to.equal('mck-confirmation-ring');
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const still = fixture(waiting);
      await rendered(still);
      expect(part(still, 'ring')).to.equal(null);
      expect(part(still, 'countdown')!.textContent).to.contain('60');
      await waitFor(() => {
        if (getComputedStyle(part(moving, 'ring')!).display !== 'none') throw new Error('the ring drawn earlier still shows');
      });
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('shows its error state for a malformed wait or heading level, naming tag and attribute', async () => {
    const el = await expectAttributeError(`<${TAG} auto-redirection-duration="soon"></${TAG}>`, TAG, 'auto-redirection-duration');
    await expectAxeClean(el);
    await expectAttributeError(`<${TAG} auto-redirection-duration="120"></${TAG}>`, TAG, 'auto-redirection-duration');
    await expectAttributeError(`<${TAG} heading-level="7"></${TAG}>`, TAG, 'heading-level');
  });
});
