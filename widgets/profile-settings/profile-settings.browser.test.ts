import { expect } from 'chai';
import type { User } from '../../core/contracts/user.js';
import { expired, session, sessionPending, user } from '../../core/session/session.js';
import { deepActiveElement } from '../../core/kits/dialog/index.js';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import './profile-settings.define.js';
import { profileSettingsParts } from './profile-settings.api.js';

const READER: User = {
  id: 'u-1', firstName: 'Rosa', lastName: 'Reyes', company: 'Northwind', titleName: 'Director', email: 'reader@example.com',
  isPremiumUser: false, subscriptions: [], articles: [], practiceUser: false, userRatings: {}, hasPassword: true, isAlumni: false,
  socialLoginIdps: 'LinkedIn',
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let patchAnswer: () => Promise<Response>;
const realFetch = window.fetch;
window.fetch = async (input, init) => {
  const url = String(input);
  const method = init?.method ?? 'GET';
  if (url.endsWith('/test-services/user/v2/users/u-1/profile')) {
    return json(200, { data: { firstName: 'Rosa', lastName: 'Reyes', email: 'reader@example.com', title: 'Director', company: 'Northwind', businessFunction: 'STRA', country: 'US' } });
  }
  if (url.endsWith('/test-services/lookups/v1/lookuplists/function')) return json(200, { data: [{ Description: 'Strategy', code: 'STRA' }] });
  if (url.endsWith('/test-services/lookups/v1/lookuplists/country')) return json(200, { data: [{ Description: 'United States', code: 'US' }] });
  if (url.endsWith('/test-services/user/v2/users/u-1') && method === 'PATCH') return patchAnswer();
  if (url.endsWith('/unlink-social-login-user-account')) return json(500, { message: 'down' });
  return realFetch(input, init);
};

const signInAs = (who: User) => {
  sessionPending.value = false;
  expired.value = false;
  user.value = who;
  session.value = true;
};
async function profile(html = '<mck-profile-settings></mck-profile-settings>') {
  const el = fixture(html);
  await present(el, 'input[name=firstname]');
  return el;
}

describe('mck-profile-settings', () => {
  widgetTestHooks('mck-profile-settings', profileSettingsParts, () => {
    document.documentElement.dir = '';
    document.documentElement.lang = 'en';
    session.value = false;
    user.value = null;
  });
  beforeEach(() => {
    signInAs(READER);
    patchAnswer = async () => json(200, { data: READER });
  });

  it('is used by keyboard with visible focus: first field, then save with Enter; the banner is axe clean', async () => {
    const el = await profile();
    await expectAxeClean(el);
    const first = await tabInto<HTMLInputElement>(el);
    expect(first.name).to.equal('firstname');
    await sendKeys({ press: 'Enter' });
    expect((await present(el, '[part~=success-message]')).textContent).to.equal('Your profile has been updated.');
    await expectAxeClean(el);
  });

  it('shows the spinner while saving, then the error banner in view; each axe clean', async () => {
    let release!: () => void;
    patchAnswer = () => new Promise((resolve) => { release = () => resolve(json(409, { code: 1002, message: 'taken' })); });
    const el = await profile();
    shadow(el).querySelector<HTMLButtonElement>('[part~=submit]')!.click();
    await present(el, '[part~=spinner]');
    await expectAxeClean(el);
    release();
    const banner = await present(el, '[part~=error-message]');
    expect(banner.textContent).to.equal('Another account already uses this email address.');
    await expectAxeClean(el);
  });

  it('names the provider when unlinking fails; the email is locked for a social provider; axe clean', async () => {
    const el = await profile();
    expect(shadow(el).querySelector<HTMLInputElement>('input[name=email]')!.disabled).to.equal(true);
    shadow(el).querySelector<HTMLButtonElement>('[part~=unlink]')!.click();
    expect((await present(el, '[part~=unlink-error]')).textContent).to.contain('LinkedIn');
    await expectAxeClean(el);
  });

  it('opens the create-password dialog for the only social login of a user without a password; Esc closes it and focus returns', async () => {
    signInAs({ ...READER, hasPassword: false, socialLoginIdps: 'Google' });
    const el = await profile();
    const unlink = shadow(el).querySelector<HTMLButtonElement>('[part~=unlink]')!;
    unlink.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await present<HTMLDialogElement>(el, 'dialog[open]');
    await waitFor(() => expect(deepActiveElement()?.getAttribute('name')).to.equal('newPassword'));
    await expectAxeClean(el);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(dialog.open).to.equal(false));
    await waitFor(() => expect(deepActiveElement()).to.equal(unlink));
  });

  it('shows alumni the notice, axe clean', async () => {
    signInAs({ ...READER, isAlumni: true });
    const el = fixture('<mck-profile-settings></mck-profile-settings>');
    await present(el, '[part~=alumni-notice]');
    await expectAxeClean(el);
  });

  it('stops the spinner turning with reduced motion', async () => {
    patchAnswer = () => new Promise(() => {});
    const el = await profile();
    shadow(el).querySelector<HTMLButtonElement>('[part~=submit]')!.click();
    const ring = await present(el, '.spinner-ring');
    expect(getComputedStyle(ring).animationName).to.equal('mck-spin');
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      expect(getComputedStyle(ring).animationName).to.equal('none');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('reads right to left in Arabic, axe clean', async () => {
    document.documentElement.lang = 'ar';
    document.documentElement.dir = 'rtl';
    const el = await profile();
    shadow(el).querySelector<HTMLButtonElement>('[part~=submit]')!.click();
    const banner = await present(el, '[part~=success-message]');
    await waitFor(() => expect(getComputedStyle(banner).borderRightWidth).to.equal('4px'));
    await expectAxeClean(el);
  });

  it('shows its error state for a malformed attribute, naming tag and attribute', async () => {
    await expectAttributeError('<mck-profile-settings heading-level="9"></mck-profile-settings>', 'mck-profile-settings', 'heading-level');
  });
});
