import { expect } from 'chai';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys, tabInto } from '../../tests/support/keys.js';
import { REGISTRATION_CODES } from '../../core/contracts/registration.js';
import { signOut } from '../../core/session/session.js';
import { showThankYouToast } from '../../core/kits/registration/index.js';
import './signup.define.js';
import { signupParts } from './signup.api.js';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let registerAnswer: () => Response;
const companyTerms: string[] = [];
const realFetch = window.fetch;
window.fetch = async (input, init) => {
  const url = new URL(String(input instanceof Request ? input.url : input), location.href);
  if (!url.pathname.startsWith('/test-services/')) return realFetch(input, init);
  const path = url.pathname.replace(/^\/test-services\/[a-z]+/, '');
  if (path === '/v2/users') return registerAnswer();
  if (path === '/v2/lookup/company') {
    companyTerms.push(url.searchParams.get('term') ?? '');
    return json(200, { data: { companies: ['Acme Analytics', 'Acme Labs'] } });
  }
  if (path === '/v1/lookuplists/country') return json(200, { data: [{ Description: 'France', code: 'FR' }, { Description: 'Germany', code: 'DE' }] });
  if (path === '/v1/lookuplists/function') return json(200, { data: [{ Description: 'Finance', code: 'FIN' }] });
  if (path === '/v1/lookuplists/titles') return json(200, { data: { titles: [{ name: 'Partner', id: 'T1' }] } });
  if (path === '' || path === '/') return json(200, { country_code: 'FR' });
  return json(404, { message: 'not here' });
};

async function signupForm(attributes = '') {
  const el = fixture(`<mck-signup ${attributes}></mck-signup>`);
  await present(el, 'input[name=email]');
  await present(el, '.mck-captcha input', 5000);
  return el;
}
const field = <E extends HTMLElement = HTMLInputElement>(el: Element, name: string) => shadow(el).querySelector<E>(`[name=${name}]`)!;

describe('mck-signup', () => {
  widgetTestHooks('mck-signup', signupParts, () => {
    document.documentElement.dir = '';
    document.documentElement.lang = 'en';
    signOut();
    location.hash = '';
  });
  beforeEach(() => {
    sessionStorage.clear();
    companyTerms.length = 0;
    registerAnswer = () => json(409, { code: REGISTRATION_CODES.EMAIL_TAKEN, message: 'taken' });
  });

  it('is filled in by keyboard with visible focus, through the organization suggestions, and shows the server code message (axe clean)', async () => {
    const el = await signupForm('form-type="profile"');
    await waitFor(() => expect(field<HTMLSelectElement>(el, 'country').value).to.equal('FR'));
    await expectAxeClean(el);
    const email = await tabInto<HTMLInputElement>(el);
    expect(email.name).to.equal('email');
    expect(getComputedStyle(email).outlineStyle).to.not.equal('none');
    await sendKeys({ type: 'ada@example.com' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'Analytical-1' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'Ada' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'Lovelace' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'Ac' });
    const listbox = await present(el, '[part~=suggestions]:not([hidden])');
    expect(listbox.querySelectorAll('[role=option]')).to.have.length(2);
    await expectAxeClean(el);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    expect(field(el, 'organization').value).to.equal('Acme Analytics');
    expect(companyTerms).to.deep.equal(['Ac']);
    await sendKeys({ press: 'Tab' });
    expect(shadow(el).activeElement).to.equal(field(el, 'jobTitle'));
    field<HTMLSelectElement>(el, 'jobTitle').value = 'T1';
    field(el, 'jobTitle').dispatchEvent(new Event('change', { bubbles: true }));
    field<HTMLSelectElement>(el, 'businessFunction').value = 'FIN';
    field(el, 'businessFunction').dispatchEvent(new Event('change', { bubbles: true }));
    shadow(el).querySelector<HTMLElement>('.mck-captcha input')!.focus();
    await sendKeys({ press: 'Space' });
    field(el, 'email').focus();
    await sendKeys({ press: 'Enter' });
    const banner = await present(el, '[part~=error-message]');
    expect(banner.textContent).to.contain('already exists');
    await expectAxeClean(el);
  });

  it('a refused submit focuses the first field in error, or the captcha when it is the only one', async () => {
    const el = await signupForm();
    shadow(el).querySelector<HTMLButtonElement>('[part~=submit]')!.click();
    await present(el, '[part~=error-summary]');
    await waitFor(() => expect(shadow(el).activeElement).to.equal(field(el, 'email')));
    await expectAxeClean(el);
    field(el, 'email').focus();
    await sendKeys({ type: 'ada@example.com' });
    field(el, 'password').focus();
    await sendKeys({ type: 'Analytical-1' });
    field(el, 'firstname').focus();
    await sendKeys({ type: 'Ada' });
    field(el, 'lastname').focus();
    await sendKeys({ type: 'Lovelace' });
    await waitFor(() => expect(field<HTMLSelectElement>(el, 'country').value).to.equal('FR'));
    shadow(el).querySelector<HTMLButtonElement>('[part~=submit]')!.click();
    await waitFor(() => expect(shadow(el).activeElement?.getAttribute('role')).to.equal('group'));
    expect(shadow(el).activeElement?.closest('[part~=captcha]')).to.not.equal(null);
  });

  it('moves nothing with reduced motion: no animation', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const el = await signupForm();
      expect(shadow(el).getAnimations()).to.have.length(0);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('reads right to left in Arabic: the consent box is on the right of its label, axe clean', async () => {
    document.documentElement.lang = 'ar';
    document.documentElement.dir = 'rtl';
    const el = await signupForm();
    const box = field(el, 'occasionalEmail').getBoundingClientRect();
    const label = shadow(el).querySelector('[part~=consent] label')!.getBoundingClientRect();
    expect(box.left).to.be.greaterThan(label.left);
    await expectAxeClean(el);
  });

  it('has no captcha with disable_visible_captcha', async () => {
    testConfig({ flags: { disable_visible_captcha: true } });
    const el = fixture('<mck-signup></mck-signup>');
    await present(el, 'input[name=email]');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(shadow(el).querySelector('[part~=captcha]')).to.equal(null);
  });

  it('the thank-you toast after a sign-up (A§4): a status, closed by keyboard with visible focus, axe clean', async () => {
    const toast = showThankYouToast();
    try {
      expect(toast.getAttribute('role')).to.equal('status');
      await expectAxeClean(toast);
      const close = toast.shadowRoot!.querySelector('button')!; // its content is in a shadow root of its own
      close.focus();
      expect(getComputedStyle(close).outlineStyle).to.not.equal('none');
      await sendKeys({ press: 'Enter' });
      expect(toast.isConnected).to.equal(false);
    } finally {
      toast.remove();
    }
  });

  it('shows its error state for a malformed attribute, naming tag and attribute', async () => {
    await expectAttributeError('<mck-signup form-type="wizard"></mck-signup>', 'mck-signup', 'form-type');
    await expectAttributeError('<mck-signup redirect-url="javascript:alert(1)"></mck-signup>', 'mck-signup', 'redirect-url');
  });
});
