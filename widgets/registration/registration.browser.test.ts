import { expect } from 'chai';
import {
  expectAttributeError, expectAxeClean, fixture, present, shadow, testConfig, waitFor, widgetTestHooks, scrollOutOfView, inViewport,
} from '../../tests/support/browser.js';
import { emulateMedia } from '../../tests/support/emulate-media.js';
import { sendKeys, tabInto, typeInto } from '../../tests/support/keys.js';
import { REGISTRATION_CODES, SINGLE_SIGN_ON_TYPE } from '../../core/contracts/registration.js';
import { signOut } from '../../core/session/session.js';
import './registration.define.js';
import { registrationParts } from './registration.api.js';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let registerAnswer: () => Response;
const CATALOGUE = {
  newsLetters: [{ alertHeader: 'Newsletters', alertItems: { alerts: [{ alertCode: 'NEWSLETTER_A', title: 'The Daily', toolTip: '', descriptionText: '', frequency: 'Daily', previewLink: '', previewLinkLabel: '', language: 'en' }] } }],
  alerts: [], guides: [], informationalMail: [],
};
const realFetch = window.fetch;
window.fetch = async (input, init) => {
  const url = new URL(String(input instanceof Request ? input.url : input), location.href);
  if (!url.pathname.startsWith('/test-services/')) return realFetch(input, init);
  const path = url.pathname.replace(/^\/test-services\/[a-z]+/, '');
  if (path === '/v2/users') return registerAnswer();
  if (path === '/v2/lookup/company') return json(200, { data: { companies: ['Acme Analytics', 'Acme Labs'] } });
  if (path === '/v1/lookuplists/country') return json(200, { data: [{ Description: 'France', code: 'FR' }, { Description: 'Germany', code: 'DE' }] });
  if (path === '/v1/lookuplists/function') return json(200, { data: [{ Description: 'Finance', code: 'FIN' }] });
  if (path === '/v1/lookuplists/titles') return json(200, { data: { titles: [{ name: 'Partner', id: 'T1' }] } });
  if (path === '/v1/sitecore/api/subscriptions/list') return json(200, { data: { subscriptions: CATALOGUE } });
  if (path === '' || path === '/') return json(200, { country_code: 'FR' });
  return json(404, { message: 'not here' });
};

/** The runner's own query (its session id) stays; the page's parameters are added to it. */
const RUNNER_SEARCH = location.search;
async function registrationPage(query = '') {
  const search = new URLSearchParams(RUNNER_SEARCH);
  for (const [name, value] of new URLSearchParams(query)) search.set(name, value);
  history.replaceState(null, '', `${location.pathname}?${search}`);
  const el = fixture('<mck-registration></mck-registration>');
  await present(el, 'input[name=firstname]');
  return el;
}
const field = <E extends HTMLElement = HTMLInputElement>(el: Element, name: string) => shadow(el).querySelector<E>(`[name=${name}]`)!;
const choose = (el: Element, name: string, value: string) => {
  const select = field<HTMLSelectElement>(el, name);
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
};
/** Every account field filled in, as the reader would; `lastname` as given; the captcha left unticked. */
async function fillAllButCaptcha(el: Element, { lastname = 'Lovelace' } = {}) {
  await typeInto(el, 'email', 'ada@example.com');
  await typeInto(el, 'password', 'Analytical-1');
  await typeInto(el, 'firstname', 'Ada');
  await typeInto(el, 'lastname', lastname);
  await typeInto(el, 'organization', 'Analytical');
  await present(el, '[name=jobTitle] option[value=T1]');
  choose(el, 'jobTitle', 'T1');
  await present(el, '[name=businessFunction] option[value=FIN]');
  choose(el, 'businessFunction', 'FIN');
  await waitFor(() => expect(field<HTMLSelectElement>(el, 'country').value).to.equal('FR'));
  await present(el, '.mck-captcha input', 5000);
}

describe('mck-registration', () => {
  widgetTestHooks('mck-registration', registrationParts, () => {
    document.documentElement.dir = '';
    document.documentElement.lang = 'en';
    history.replaceState(null, '', `${location.pathname}${RUNNER_SEARCH}`);
    signOut();
  });
  beforeEach(() => {
    sessionStorage.clear();
    registerAnswer = () => json(400, { code: REGISTRATION_CODES.PASSWORD_REFUSED, message: 'weak' });
  });

  it('is filled in by keyboard with visible focus, through the organization suggestions; its server message is axe clean', async () => {
    const el = await registrationPage();
    await present(el, '[part~=subscriptions]');
    await present(el, '.mck-captcha input', 5000);
    await waitFor(() => expect(field<HTMLSelectElement>(el, 'country').value).to.equal('FR'));
    await expectAxeClean(el);
    const first = await tabInto<HTMLInputElement>(el);
    expect(first.value).to.equal('NEWSLETTER_A');
    expect(getComputedStyle(first).outlineStyle).to.not.equal('none');
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'ada@example.com' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'Analytical-1' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'Ada' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'Lovelace' });
    await sendKeys({ press: 'Tab' });
    expect(shadow(el).activeElement).to.equal(field(el, 'organization'));
    await sendKeys({ type: 'Acm' });
    await present(el, '[part~=suggestions]:not([hidden]) [role=option]');
    await expectAxeClean(el);
    await sendKeys({ press: 'ArrowUp' });
    const highlighted = shadow(el).querySelector('[role=option][aria-selected=true]')!;
    expect(highlighted.textContent).to.equal('Acme Labs');
    expect(getComputedStyle(highlighted).outlineStyle).to.equal('solid');
    await sendKeys({ press: 'Enter' });
    expect(field(el, 'organization').value).to.equal('Acme Labs');
    choose(el, 'jobTitle', 'T1');
    choose(el, 'businessFunction', 'FIN');
    shadow(el).querySelector<HTMLElement>('.mck-captcha input')!.focus();
    await sendKeys({ press: 'Space' });
    field(el, 'lastname').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => shadow(el).querySelector('[part~=error-message], [part~=error-summary]') ?? Promise.reject(new Error('no answer')));
    expect(shadow(el).querySelector('[part~=error-summary]')?.textContent ?? '').to.equal('');
    const banner = await present(el, '[part~=error-message]');
    expect(banner.textContent).to.contain('not strong enough');
    await expectAxeClean(el);
  });

  it("shows the HTML of a server answer without a code, sanitised", async () => {
    registerAnswer = () => json(400, { message: 'Try <b>later</b><img src="data:," alt="" onerror="window.hacked = 1">' });
    const el = await registrationPage(`?type=${SINGLE_SIGN_ON_TYPE}&email=ada%40example.com&name=Ada%20Lovelace`);
    field(el, 'organization').focus();
    await sendKeys({ type: 'Analytical' });
    await waitFor(() => expect(shadow(el).querySelector('[name=jobTitle] option[value=T1]')).to.not.equal(null));
    choose(el, 'jobTitle', 'T1');
    await waitFor(() => expect(shadow(el).querySelector('[name=businessFunction] option[value=FIN]')).to.not.equal(null));
    choose(el, 'businessFunction', 'FIN');
    await waitFor(() => expect(field<HTMLSelectElement>(el, 'country').value).to.equal('FR'));
    shadow(el).querySelector<HTMLButtonElement>('[part~=submit]')!.click();
    const banner = await present(el, '[part~=error-message]');
    // The server's HTML shows once the sanitiser (a chunk of its own, loaded when needed) has it.
    await waitFor(() => expect(banner.querySelector('b')?.textContent).to.equal('later'));
    expect(banner.innerHTML).to.not.contain('onerror');
    expect((window as { hacked?: number }).hacked).to.equal(undefined);
  });

  it('the single-sign-on variant is axe clean: banner, heading, no email, password or captcha', async () => {
    const el = await registrationPage(`?type=${SINGLE_SIGN_ON_TYPE}&email=ada%40example.com&name=Ada%20Lovelace`);
    expect(shadow(el).querySelector('[part~=banner]')?.getAttribute('role')).to.equal('status');
    expect(shadow(el).querySelector('h2')?.textContent).to.equal('Complete account details');
    expect(field(el, 'email')).to.equal(null);
    expect(field(el, 'password')).to.equal(null);
    await expectAxeClean(el);
  });

  it('a refused submit focuses the first field in error and lists every error (axe clean)', async () => {
    const el = await registrationPage('?source=print');
    shadow(el).querySelector<HTMLButtonElement>('[part~=submit]')!.click();
    await present(el, '[part~=error-summary]');
    await waitFor(() => expect(shadow(el).activeElement).to.equal(field(el, 'email')));
    await expectAxeClean(el);
  });

  it('validates on change (A§5): an invalid email shows its error once left, and the error goes as soon as it is fixed', async () => {
    const el = await registrationPage();
    const email = field(el, 'email');
    const emailError = () => email.closest('[part~=field]')!.querySelector('[part~=field-error]');
    await typeInto(el, 'email', 'ada');
    expect(emailError()?.textContent ?? null).to.equal(null);
    await sendKeys({ press: 'Tab' });
    await waitFor(() => expect(emailError()?.textContent).to.equal('Please enter a valid email address.'));
    expect(email.getAttribute('aria-invalid')).to.equal('true');
    expect(email.getAttribute('aria-describedby')).to.contain(emailError()!.id);
    await sendKeys({ press: 'Shift+Tab' });
    expect(shadow(el).activeElement === email, 'back in the email field').to.equal(true);
    await sendKeys({ press: 'End' });
    await sendKeys({ type: '@example.com' });
    await waitFor(() => expect(emailError()?.textContent ?? null).to.equal(null));
    expect(email.value).to.equal('ada@example.com');
    expect(email.hasAttribute('aria-invalid')).to.equal(false);
  });

  it('a submit refused only for the captcha brings the captcha into view and focuses it (A§5)', async () => {
    let posts = 0;
    registerAnswer = () => { posts += 1; return json(400, { message: 'not expected' }); };
    const el = await registrationPage();
    await fillAllButCaptcha(el);
    const captcha = shadow(el).querySelector<HTMLElement>('.mck-captcha [role=group]')!;
    scrollOutOfView(el, 'before');
    expect(inViewport(captcha), 'captcha in view').to.equal(false);
    shadow(el).querySelector<HTMLButtonElement>('[part~=submit]')!.click();
    await waitFor(() => expect(shadow(el).activeElement === captcha, 'focus on the captcha').to.equal(true));
    expect(inViewport(captcha), 'captcha in view').to.equal(true);
    expect([...shadow(el).querySelectorAll('[part~=field-error]')].map((e) => e.textContent)).to.deep.equal(['Please confirm that you are not a robot.']);
    expect(posts).to.equal(0);
  });

  it('a submit refused for a field error (and the captcha) brings the first invalid field into view and focuses it (A§5)', async () => {
    const el = await registrationPage();
    await fillAllButCaptcha(el, { lastname: 'L0velace' });
    scrollOutOfView(el, 'after');
    const lastname = field(el, 'lastname');
    expect(inViewport(lastname), 'lastname in view').to.equal(false);
    shadow(el).querySelector<HTMLButtonElement>('[part~=submit]')!.click();
    await waitFor(() => expect(shadow(el).activeElement === lastname, 'focus on the last name').to.equal(true));
    expect(inViewport(lastname), 'lastname in view').to.equal(true);
    expect([...shadow(el).querySelectorAll('[part~=field-error]')].map((e) => e.textContent)).to.deep.equal([
      'Please use letters, spaces, apostrophes, hyphens and periods only.', 'Please confirm that you are not a robot.',
    ]);
  });

  it('moves nothing with reduced motion: no animation, and the scroll to the top is instant', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const calls: unknown[] = [];
    const original = window.scrollTo;
    window.scrollTo = ((options: unknown) => calls.push(options)) as typeof window.scrollTo;
    try {
      registerAnswer = () => json(409, { code: REGISTRATION_CODES.EMAIL_TAKEN, message: 'taken' });
      const el = await registrationPage(`?type=${SINGLE_SIGN_ON_TYPE}&email=ada%40example.com&name=Ada%20Lovelace`);
      expect(shadow(el).getAnimations()).to.have.length(0);
      field(el, 'organization').focus();
      await sendKeys({ type: 'Analytical' });
      await waitFor(() => expect(shadow(el).querySelector('[name=businessFunction] option[value=FIN]')).to.not.equal(null));
      choose(el, 'jobTitle', 'T1');
      choose(el, 'businessFunction', 'FIN');
      await waitFor(() => expect(field<HTMLSelectElement>(el, 'country').value).to.equal('FR'));
      shadow(el).querySelector<HTMLButtonElement>('[part~=submit]')!.click();
      await present(el, '[part~=error-message]');
      await waitFor(() => expect(calls).to.deep.include({ top: 0, behavior: 'auto' }));
    } finally {
      window.scrollTo = original;
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('reads right to left in Arabic: fields and labels start on the right, axe clean', async () => {
    document.documentElement.lang = 'ar';
    document.documentElement.dir = 'rtl';
    const el = await registrationPage();
    const input = field(el, 'firstname').getBoundingClientRect();
    const heading = shadow(el).querySelector('h2')!.getBoundingClientRect();
    expect(Math.round(input.right)).to.equal(Math.round(heading.right));
    const box = field(el, 'occasionalEmail').getBoundingClientRect();
    const label = shadow(el).querySelector('[part~=consent] label')!.getBoundingClientRect();
    expect(box.left).to.be.greaterThan(label.left);
    await expectAxeClean(el);
  });

  it('shows a placeholder for the empty heading in editor mode', async () => {
    testConfig({ editorMode: true });
    const el = await registrationPage();
    expect(shadow(el).querySelector('[part~=placeholder]')?.textContent).to.contain('Heading');
    await expectAxeClean(el);
  });

  it('shows its error state for a malformed attribute, naming tag and attribute', async () => {
    await expectAttributeError('<mck-registration heading-level="9"></mck-registration>', 'mck-registration', 'heading-level');
    await expectAttributeError('<mck-registration redirect-url="javascript:alert(1)"></mck-registration>', 'mck-registration', 'redirect-url');
  });
});
