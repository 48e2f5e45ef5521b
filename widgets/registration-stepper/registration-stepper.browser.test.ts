import { expect } from 'chai';
import { testCatalogueAnswer } from '../../core/kits/subscriptions/test-catalogue.js';
import { sessionPending, signOut } from '../../core/session/session.js';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks, scrollOutOfView, inViewport,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys, tabInto, typeInto } from '../../tests/support/keys.js';
import { testReader } from '../../tests/support/users.js';
import './registration-stepper.define.js';
import { registrationStepperParts } from './registration-stepper.api.js';

const TAG = 'mck-registration-stepper';
const realFetch = window.fetch;
let patchStatus = 500;

const heading = (el: Element) => shadow(el).querySelector<HTMLElement>('[part=heading]')!;
const atStep = (el: Element, text: string) => waitFor(() => {
  if (heading(el).textContent !== text) throw new Error(`still at "${heading(el).textContent}"`);
});
const focusedIn = (el: Element) => shadow(el).activeElement;

/** Step 1 filled by keyboard: the fields, the country, then the captcha (shown 1 s after the form). */
async function fillByKeyboard(el: Element) {
  const email = await tabInto<HTMLInputElement>(el);
  expect(email.name).to.equal('email');
  await sendKeys({ type: 'new@example.com' });
  for (const value of ['Strong-pass-1', 'Nia', 'Novak']) {
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: value });
  }
  await present(el, 'select[name=country] option[value=DE]');
  const country = shadow(el).querySelector<HTMLSelectElement>('select[name=country]')!;
  country.focus();
  country.value = 'DE';
  country.dispatchEvent(new Event('change', { bubbles: true }));
  const captcha = await present<HTMLInputElement>(el, '[part~=captcha] input[type=checkbox]');
  captcha.focus();
  await sendKeys({ press: 'Space' });
}

const field = (el: Element, name: string) => shadow(el).querySelector<HTMLInputElement>(`[name=${name}]`)!;
/** Step 1's fields filled in (`lastname` as given), the country defaulted; the captcha shown but left unticked. */
async function fillAllButCaptcha(el: Element, { lastname = 'Novak' } = {}) {
  await typeInto(el, 'email', 'new@example.com');
  await typeInto(el, 'password', 'Strong-pass-1');
  await typeInto(el, 'firstname', 'Nia');
  await typeInto(el, 'lastname', lastname);
  await waitFor(() => expect(shadow(el).querySelector<HTMLSelectElement>('select[name=country]')!.value).to.equal('DE'));
  await present(el, '[part~=captcha] input[type=checkbox]');
}

describe(TAG, () => {
  widgetTestHooks(TAG, registrationStepperParts, () => {
    window.fetch = realFetch;
    signOut();
    sessionStorage.clear();
    document.documentElement.removeAttribute('dir');
  });
  beforeEach(() => {
    patchStatus = 500;
    sessionPending.value = false;
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      if (url.pathname.endsWith('/subscriptions/list')) return testCatalogueAnswer();
      if (url.pathname.endsWith('/lookuplists/country')) return Response.json({ data: [{ Description: 'Germany', code: 'DE' }] });
      if (url.pathname.includes('/test-services/geo')) return Response.json({ country_code: 'DE' });
      if (init?.method === 'POST') {
        return Response.json({ data: testReader({ id: 'u-new', email: 'new@example.com' }) }, { headers: { access_token: 'a.b.c', refresh_token: 'r1' } });
      }
      if (init?.method === 'PATCH') return Response.json({ message: 'Down.' }, { status: patchStatus });
      return Response.json({ message: 'Not here.' }, { status: 404 });
    }) as typeof fetch;
  });

  it('goes through the steps by keyboard with visible focus; focus moves to each step heading; a failed save shows the error', async () => {
    const el = fixture(`<${TAG}></${TAG}>`);
    await present(el, 'input[name=email]');
    await expectAxeClean(el);
    await fillByKeyboard(el);
    shadow(el).querySelector<HTMLButtonElement>('button[part~=submit]')!.focus();
    await sendKeys({ press: 'Enter' });

    await atStep(el, 'Choose your newsletters');
    await waitFor(() => {
      if (focusedIn(el) !== heading(el)) throw new Error('focus is not on the step heading');
    });
    expect(shadow(el).querySelector('[aria-current=step]')!.textContent).to.equal('Newsletters');
    expect(shadow(el).querySelector('[part=progress]')!.textContent).to.equal('Step 2 of 4');
    const first = await present<HTMLInputElement>(el, 'input[value=NEWSLETTER_THE_QUARTERLY]');
    await sendKeys({ press: 'Tab' });
    expect(focusedIn(el)).to.equal(first);
    expect(getComputedStyle(first).outlineStyle).to.not.equal('none');
    await sendKeys({ press: 'Space' });
    expect(first.checked).to.equal(true);
    await expectAxeClean(el);
    shadow(el).querySelector<HTMLButtonElement>('button[part=continue]')!.focus();
    await sendKeys({ press: 'Enter' });
    await atStep(el, 'Choose your alerts');
    shadow(el).querySelector<HTMLButtonElement>('button[part=continue]')!.focus();
    await sendKeys({ press: 'Enter' });
    await atStep(el, 'Choose your email guides');
    const submit = shadow(el).querySelector<HTMLButtonElement>('button[part=submit]')!;
    expect(submit.textContent).to.equal('Submit');
    submit.focus();
    expect(getComputedStyle(submit).outlineStyle).to.not.equal('none');
    await sendKeys({ press: 'Enter' });
    const banner = await present(el, '[part=error-banner]');
    expect(banner.textContent).to.equal('Something went wrong. Please try again.');
    await expectAxeClean(el);
    shadow(el).querySelector<HTMLButtonElement>('button[part=back]')!.focus();
    await sendKeys({ press: 'Enter' });
    await atStep(el, 'Choose your alerts');
  });

  it('step 1 validates on change (A§5): an invalid email shows its error once left, and the error goes as soon as it is fixed', async () => {
    const el = fixture(`<${TAG}></${TAG}>`);
    await present(el, 'input[name=email]');
    const email = field(el, 'email');
    const emailError = () => email.closest('[part~=field]')!.querySelector('[part~=field-error]');
    await typeInto(el, 'email', 'new');
    expect(emailError()?.textContent ?? null).to.equal(null);
    await sendKeys({ press: 'Tab' });
    await waitFor(() => expect(emailError()?.textContent).to.equal('Please enter a valid email address.'));
    expect(email.getAttribute('aria-invalid')).to.equal('true');
    await sendKeys({ press: 'Shift+Tab' });
    expect(focusedIn(el) === email, 'back in the email field').to.equal(true);
    await sendKeys({ press: 'End' });
    await sendKeys({ type: '@example.com' });
    await waitFor(() => expect(emailError()?.textContent ?? null).to.equal(null));
    expect(email.value).to.equal('new@example.com');
    expect(email.hasAttribute('aria-invalid')).to.equal(false);
  });

  it('a step 1 submit refused only for the captcha brings the captcha into view and focuses it (A§5)', async () => {
    const el = fixture(`<${TAG}></${TAG}>`);
    await present(el, 'input[name=email]');
    await fillAllButCaptcha(el);
    const captcha = shadow(el).querySelector<HTMLElement>('.mck-captcha [role=group]')!;
    scrollOutOfView(el, 'before');
    expect(inViewport(captcha), 'captcha in view').to.equal(false);
    shadow(el).querySelector<HTMLButtonElement>('button[part~=submit]')!.click();
    await waitFor(() => expect(focusedIn(el) === captcha, 'focus on the captcha').to.equal(true));
    expect(inViewport(captcha), 'captcha in view').to.equal(true);
    expect([...shadow(el).querySelectorAll('[part~=field-error]')].map((e) => e.textContent)).to.deep.equal(['Please confirm that you are not a robot.']);
    expect(heading(el).textContent).to.equal('Create your account');
  });

  it('a step 1 submit refused for a field error (and the captcha) brings the first invalid field into view and focuses it (A§5)', async () => {
    const el = fixture(`<${TAG}></${TAG}>`);
    await present(el, 'input[name=email]');
    await fillAllButCaptcha(el, { lastname: 'N0vak' });
    scrollOutOfView(el, 'after');
    const lastname = field(el, 'lastname');
    expect(inViewport(lastname), 'lastname in view').to.equal(false);
    shadow(el).querySelector<HTMLButtonElement>('button[part~=submit]')!.click();
    await waitFor(() => expect(focusedIn(el) === lastname, 'focus on the last name').to.equal(true));
    expect(inViewport(lastname), 'lastname in view').to.equal(true);
    expect([...shadow(el).querySelectorAll('[part~=field-error]')].map((e) => e.textContent)).to.deep.equal([
      'Please use letters, spaces, apostrophes, hyphens and periods only.', 'Please confirm that you are not a robot.',
    ]);
    expect(heading(el).textContent).to.equal('Create your account');
  });

  it('reads right to left in Arabic, axe clean', async () => {
    document.documentElement.dir = 'rtl';
    const el = fixture(`<${TAG}></${TAG}>`);
    await present(el, 'input[name=email]');
    expect(getComputedStyle(shadow(el).querySelector('[part=base]')!).direction).to.equal('rtl');
    await expectAxeClean(el);
  });

  it('shows each step to an editor, axe clean', async () => {
    testConfig({ editorMode: true });
    for (const [step, text] of [['2', 'Choose your newsletters'], ['3', 'Choose your alerts'], ['4', 'Choose your email guides']] as const) {
      const el = fixture(`<${TAG} editor-step="${step}"></${TAG}>`);
      await atStep(el, text);
      await present(el, '[part=subscription]');
      await expectAxeClean(el);
    }
  });

  it('moves nothing for a reader who prefers reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const el = fixture(`<${TAG}></${TAG}>`);
      await present(el, 'input[name=email]');
      const moving = [...shadow(el).querySelectorAll('*')].filter((node) => {
        const style = getComputedStyle(node);
        return style.animationName !== 'none' || style.transitionDuration.split(',').some((d) => parseFloat(d) > 0);
      });
      expect(moving.map((node) => node.localName)).to.deep.equal([]);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('shows its error state for malformed attributes, naming tag and attribute', async () => {
    const el = await expectAttributeError(`<${TAG} editor-step="5"></${TAG}>`, TAG, 'editor-step');
    await expectAxeClean(el);
    await expectAttributeError(`<${TAG} heading-level="9"></${TAG}>`, TAG, 'heading-level');
    await expectAttributeError(`<${TAG} redirect-url="javascript:alert(1)"></${TAG}>`, TAG, 'redirect-url');
  });
});
