import { expect } from 'chai';
import { reLoginRequiredForSensitiveData, session } from '../../core/session/session.js';
import { dictionary } from '../../core/text/i18n.js';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import './relogin-notice.define.js';
import { dismissed } from './relogin-notice.js';
import { reloginNoticeParts } from './relogin-notice.api.js';

function needReLogin() {
  session.value = true;
  reLoginRequiredForSensitiveData.value = true;
}

describe('mck-relogin-notice', () => {
  widgetTestHooks('mck-relogin-notice', reloginNoticeParts, () => {
    session.value = false;
    reLoginRequiredForSensitiveData.value = false;
    dismissed.value = false;
    dictionary.value = {};
    document.documentElement.removeAttribute('dir');
  });
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('appears for a session that needs re-login; keyboard reaches both buttons with visible focus; Enter on Dismiss hides it', async () => {
    const el = fixture('<mck-relogin-notice></mck-relogin-notice>');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shadow(el).querySelector('[part=base]')).to.equal(null);
    needReLogin();
    const notice = await present(el, '[part=base]');
    expect(notice.getAttribute('role')).to.equal('status');
    const signIn = await tabInto<HTMLButtonElement>(el);
    expect(signIn.getAttribute('part')).to.equal('action');
    await sendKeys({ press: 'Tab' });
    const dismiss = shadow(el).activeElement as HTMLButtonElement;
    expect(dismiss.getAttribute('part')).to.equal('dismiss');
    expect(getComputedStyle(dismiss).outlineStyle).to.not.equal('none');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(shadow(el).querySelector('[part=base]')).to.equal(null));
  });

  it('is axe clean in both variants, and in the preview', async () => {
    needReLogin();
    const banner = fixture('<mck-relogin-notice></mck-relogin-notice>');
    await present(banner, '[part=base]');
    await expectAxeClean(banner);
    const inline = fixture('<mck-relogin-notice variant="inline"></mck-relogin-notice>');
    await present(inline, '[part=base]');
    await expectAxeClean(inline);
    session.value = false;
    const preview = fixture('<mck-relogin-notice preview></mck-relogin-notice>');
    await present(preview, '[part=base]');
    await expectAxeClean(preview);
  });

  it('has no animation under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    needReLogin();
    const el = fixture('<mck-relogin-notice></mck-relogin-notice>');
    await present(el, '[part=base]');
    expect(shadow(el).getAnimations()).to.have.length(0);
  });

  it('reads right to left in Arabic: the accent edge on the right', async () => {
    dictionary.value = { ReloginNotice_SignIn: 'سجّل الدخول مرة أخرى' };
    document.documentElement.dir = 'rtl';
    needReLogin();
    const el = fixture('<mck-relogin-notice></mck-relogin-notice>');
    const notice = await present(el, '[part=base]');
    expect(shadow(el).querySelector('[part=action]')!.textContent).to.equal('سجّل الدخول مرة أخرى');
    const style = getComputedStyle(notice);
    expect(style.direction).to.equal('rtl');
    expect(style.borderRightStyle).to.equal('solid');
    expect(style.borderLeftStyle).to.equal('none');
  });

  it('shows its error state for a malformed variant, naming tag and attribute', async () => {
    await expectAttributeError('<mck-relogin-notice variant="popup"></mck-relogin-notice>', 'mck-relogin-notice', 'variant');
  });
});
