import { expect } from 'chai';
import { session, user } from '../../core/session/session.js';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, widgetTestHooks,
} from '../../tests/support/browser.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import { testReader } from '../../tests/support/users.js';
import './account-menu.define.js';
import { accountMenuParts } from './account-menu.api.js';

describe('mck-account-menu', () => {
  widgetTestHooks('mck-account-menu', accountMenuParts, () => {
    session.value = false;
    user.value = null;
  });

  it('is reached link by link with the keyboard, focus visible, and axe clean signed in and out', async () => {
    const out = fixture('<mck-account-menu></mck-account-menu>');
    await present(shadow(out), '[part=signin-link]');
    await expectAxeClean(out);
    out.remove();
    user.value = testReader();
    session.value = true;
    const el = fixture('<mck-account-menu></mck-account-menu>');
    await present(shadow(el), '[part=link]');
    await expectAxeClean(el);
    const first = await tabInto<HTMLAnchorElement>(el);
    expect(first.textContent).to.equal('Profile');
    await sendKeys({ press: 'Tab' });
    expect(shadow(el).activeElement?.textContent).to.equal('Email subscriptions');
    expect(getComputedStyle(shadow(el).activeElement!).outlineStyle).to.not.equal('none');
  });

  it('marks the current entry from the inline start edge, also right to left', async () => {
    history.replaceState(null, '', '/my-account/saved_articles');
    user.value = testReader();
    session.value = true;
    document.documentElement.dir = 'rtl';
    try {
      const el = fixture('<mck-account-menu style="width: 20rem"></mck-account-menu>');
      const current = await present<HTMLAnchorElement>(shadow(el), '[aria-current=page]');
      expect(current.textContent).to.equal('Saved articles');
      const style = getComputedStyle(current);
      expect(style.borderRightStyle).to.equal('solid');
      expect(style.borderLeftStyle).to.equal('none');
    } finally {
      document.documentElement.removeAttribute('dir');
      history.replaceState(null, '', '/');
    }
  });

  it('shows its error state for a refused URL attribute, naming tag and attribute', async () => {
    await expectAttributeError('<mck-account-menu signin-href="javascript:alert(1)"></mck-account-menu>', 'mck-account-menu', 'signin-href');
  });
});
