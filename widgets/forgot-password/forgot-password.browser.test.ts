import { expect } from 'chai';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import './forgot-password.define.js';
import { forgotPasswordParts } from './forgot-password.api.js';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let answer: () => Promise<Response>;
const realFetch = window.fetch;
window.fetch = (input, init) =>
  String(input).endsWith('/test-services/user/v2/users/password-reset') ? answer() : realFetch(input, init);

async function form() {
  const el = fixture('<mck-forgot-password></mck-forgot-password>');
  await present(el, 'input[name=email]');
  return el;
}
/** Keyboard only: Tab to the email, type, Tab to the test captcha and tick it with Space, Enter. */
async function sendByKeyboard(el: Element) {
  const email = await tabInto<HTMLInputElement>(el);
  expect(email.name).to.equal('email');
  await sendKeys({ type: 'rosa@example.com' });
  await sendKeys({ press: 'Tab' });
  await sendKeys({ press: 'Space' });
  email.focus();
  await sendKeys({ press: 'Enter' });
}

describe('mck-forgot-password', () => {
  widgetTestHooks('mck-forgot-password', forgotPasswordParts, () => {
    document.documentElement.dir = '';
    document.documentElement.lang = 'en';
  });
  beforeEach(() => {
    sessionStorage.clear();
    answer = async () => json(200, { data: { sent: true } });
  });

  it('is used by keyboard with visible focus, and the success message replaces the form (axe clean)', async () => {
    const el = await form();
    await expectAxeClean(el);
    await sendByKeyboard(el);
    const success = await present(el, '[part~=success-message]');
    expect(success.textContent).to.contain('Check your inbox');
    await expectAxeClean(el);
  });

  it('shows the error summary and the submit-error banner, both axe clean', async () => {
    answer = async () => json(500, { message: 'Down' });
    const el = await form();
    shadow(el).querySelector<HTMLButtonElement>('[part~=submit]')!.click();
    await present(el, '[part~=error-summary]');
    await expectAxeClean(el);
    const email = shadow(el).querySelector<HTMLInputElement>('input[name=email]')!;
    await waitFor(() => expect(shadow(el).activeElement).to.equal(email)); // the refused submit focused it
    await sendKeys({ type: 'rosa@example.com' });
    shadow(el).querySelector<HTMLInputElement>('[part~=captcha] input')!.click();
    email.focus();
    await sendKeys({ press: 'Enter' });
    expect((await present(el, '[part~=error-message]')).textContent).to.equal('We could not send the reset link. Please try again.');
    await expectAxeClean(el);
  });

  it('moves nothing with reduced motion: it has no animation', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const el = await form();
      expect(shadow(el).getAnimations()).to.have.length(0);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('reads right to left in Arabic: the success bar is on the right, axe clean', async () => {
    document.documentElement.lang = 'ar';
    document.documentElement.dir = 'rtl';
    const el = await form();
    await sendByKeyboard(el);
    const success = await present(el, '[part~=success-message]');
    await waitFor(() => expect(getComputedStyle(success).borderRightWidth).to.equal('4px'));
    expect(getComputedStyle(success).borderLeftWidth).to.equal('0px');
    await expectAxeClean(el);
  });

  it('has no captcha with disable_visible_captcha', async () => {
    testConfig({ flags: { disable_visible_captcha: true } });
    const el = await form();
    expect(shadow(el).querySelector('[part~=captcha]')).to.equal(null);
  });

  it('shows its error state for a malformed attribute, naming tag and attribute', async () => {
    await expectAttributeError('<mck-forgot-password heading-level="7"></mck-forgot-password>', 'mck-forgot-password', 'heading-level');
  });
});
