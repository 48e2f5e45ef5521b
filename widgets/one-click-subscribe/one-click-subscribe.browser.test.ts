import { expect } from 'chai';
import { testCatalogueAnswer } from '../../core/kits/subscriptions/test-catalogue.js';
import { session, sessionPending, user } from '../../core/session/session.js';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { tabInto } from '../../tests/support/keys.js';
import { testReader } from '../../tests/support/users.js';
import './one-click-subscribe.define.js';
import { oneClickSubscribeParts } from './one-click-subscribe.api.js';
import { errorExampleMismatches, withFallbackCss } from '../../tests/support/fallback.js';

const realFetch = window.fetch;
const TAG = '<mck-one-click-subscribe alert-code="ALERT_TECHNOLOGY"></mck-one-click-subscribe>';

describe('mck-one-click-subscribe', () => {
  widgetTestHooks('mck-one-click-subscribe', oneClickSubscribeParts, () => {
    window.fetch = realFetch;
    session.value = false;
    user.value = null;
    document.documentElement.removeAttribute('dir');
    void emulateMedia({ reducedMotion: 'no-preference' });
  });
  beforeEach(() => {
    sessionPending.value = false;
    window.fetch = (async () => testCatalogueAnswer()) as typeof fetch;
  });

  it('reaches the email field first by keyboard, with visible focus', async () => {
    const el = fixture(TAG);
    await present(el, 'input[type=email]');
    const focused = await tabInto<HTMLInputElement>(el);
    expect(focused.type).to.equal('email');
  });

  it('reaches the one-click button of a signed-in reader by keyboard', async () => {
    session.value = true;
    user.value = testReader({ subscriptions: [] });
    const el = fixture(TAG);
    await present(el, '[part=subscribe]');
    expect((await tabInto(el)).getAttribute('part')).to.equal('subscribe');
  });

  it('is axe clean in every state, right to left and with reduced motion: sign-up, one click, subscribed', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    document.documentElement.dir = 'rtl';
    const anonymous = fixture(TAG);
    await present(anonymous, '[part=captcha]');
    await expectAxeClean(anonymous);
    expect(getComputedStyle(shadow(anonymous).querySelector('[part=base]')!).direction).to.equal('rtl');

    session.value = true;
    user.value = testReader({ subscriptions: [] });
    const offer = fixture(TAG);
    await present(offer, '[part=subscribe]');
    await expectAxeClean(offer);

    user.value = testReader({ subscriptions: ['ALERT_TECHNOLOGY'] });
    const subscribed = fixture(TAG);
    await present(subscribed, '[part=manage]');
    await expectAxeClean(subscribed);
  });

  it('shows its error state without an alert-code, naming tag and attribute', async () => {
    await expectAttributeError('<mck-one-click-subscribe></mck-one-click-subscribe>', 'mck-one-click-subscribe', 'alert-code');
  });

  describe('the gallery\'s error examples, under the fallback CSS (as a CMS page links it)', () => {
    const css = withFallbackCss('one-click-subscribe');
    it('are printed as tall as the error state they render', async () => {
      expect(await errorExampleMismatches('one-click-subscribe', css())).to.deep.equal([]);
    });
  });
});
