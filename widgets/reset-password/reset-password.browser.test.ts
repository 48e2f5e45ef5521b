import { expect } from 'chai';
import { signOut } from '../../core/session/session.js';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import './reset-password.define.js';
import { resetPasswordParts } from './reset-password.api.js';

const READER = {
  id: 'u-1', firstName: 'Rosa', lastName: 'Reyes', company: null, titleName: null, email: 'reader@example.com',
  isPremiumUser: false, subscriptions: [], articles: [], practiceUser: false, userRatings: {}, hasPassword: true,
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let resetAnswer: () => Promise<Response>;
const realFetch = window.fetch;
window.fetch = (input, init) => {
  const url = String(input);
  if (url.endsWith('/test-services/user/v2/users/reset-password')) return resetAnswer();
  if (url.endsWith('/test-services/user/v2/auth/login')) return Promise.resolve(json(200, { data: READER }));
  return realFetch(input, init);
};
// The runner's own query (its session id) stays in the URL; the link's parameters are added to it.
const testUrl = location.pathname + location.search;
const withLink = (query: string) => `${testUrl}${testUrl.includes('?') ? '&' : '?'}${query}`;

async function form() {
  const el = fixture('<mck-reset-password forgot-password-url="/forgot"></mck-reset-password>');
  await present(el, 'input[name=password]');
  return el;
}
async function saveByKeyboard(el: Element, password = 'Fresh-start-9', confirm = password) {
  const first = await tabInto<HTMLInputElement>(el);
  expect(first.name).to.equal('password');
  await sendKeys({ type: password });
  await sendKeys({ press: 'Tab' });
  await sendKeys({ type: confirm });
  await sendKeys({ press: 'Enter' });
}

describe('mck-reset-password', () => {
  widgetTestHooks('mck-reset-password', resetPasswordParts, () => {
    document.documentElement.dir = '';
    document.documentElement.lang = 'en';
    history.replaceState(null, '', testUrl);
    signOut();
  });
  beforeEach(() => {
    history.replaceState(null, '', withLink('token=tok-1&uid=u-1'));
    resetAnswer = async () => json(200, { data: { email: 'reader@example.com' } });
  });

  it('is used by keyboard with visible focus; success signs in and is axe clean', async () => {
    const el = await form();
    await expectAxeClean(el);
    await saveByKeyboard(el);
    expect((await present(el, '[part~=success-message]')).textContent).to.equal('Your password has been changed and you are signed in.');
    await expectAxeClean(el);
  });

  it('shows the password-match error as you go, and the code messages, axe clean', async () => {
    resetAnswer = async () => json(400, { code: 6011, message: 'weak' });
    const el = await form();
    await saveByKeyboard(el, 'Fresh-start-9', 'Fresh-start-8');
    expect((await present(el, '[part~=error-summary]')).textContent).to.contain('The passwords do not match.');
    await expectAxeClean(el);
    const confirm = shadow(el).querySelector<HTMLInputElement>('input[name=confirm]')!;
    confirm.focus();
    confirm.select();
    await sendKeys({ type: 'Fresh-start-9' });
    await sendKeys({ press: 'Enter' });
    expect((await present(el, '[part~=error-message]')).textContent).to.contain('not strong enough');
    await expectAxeClean(el);
  });

  it('shows the invalid-link state without a token, and after a 6008; the ask-again link shows focus', async () => {
    history.replaceState(null, '', testUrl);
    const missing = fixture('<mck-reset-password forgot-password-url="/forgot"></mck-reset-password>');
    await present(missing, '[part~=invalid-link]');
    const link = await tabInto(missing);
    expect(link.getAttribute('part')).to.equal('ask-again');
    await expectAxeClean(missing);
    history.replaceState(null, '', withLink('token=used&uid=u-1'));
    resetAnswer = async () => json(400, { code: 6008, message: 'invalid' });
    const used = await form();
    shadow(used).querySelector<HTMLInputElement>('input[name=password]')!.focus();
    await sendKeys({ type: 'Fresh-start-9' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'Fresh-start-9' });
    await sendKeys({ press: 'Enter' });
    await present(used, '[part~=invalid-link]');
  });

  it('has no animation, with or without reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const el = await form();
      expect(shadow(el).getAnimations()).to.have.length(0);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('reads right to left in Arabic, axe clean', async () => {
    document.documentElement.lang = 'ar';
    document.documentElement.dir = 'rtl';
    const el = await form();
    await saveByKeyboard(el);
    const success = await present(el, '[part~=success-message]');
    await waitFor(() => expect(getComputedStyle(success).borderRightWidth).to.equal('4px'));
    await expectAxeClean(el);
  });

  it('shows its error state for a malformed attribute, naming tag and attribute', async () => {
    await expectAttributeError('<mck-reset-password forgot-password-url="javascript:alert(1)"></mck-reset-password>', 'mck-reset-password', 'forgot-password-url');
  });
});
