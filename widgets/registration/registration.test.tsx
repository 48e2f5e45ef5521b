import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  REGISTRATION_CODES, REGISTRATION_PATHS, SINGLE_SIGN_ON_HEADER, SINGLE_SIGN_ON_TYPE, TEMP_JWT_COOKIE, TEMP_REFRESH_COOKIE,
} from '../../core/contracts/registration.js';
import type { User } from '../../core/contracts/user.js';
import { getCookie, setCookie } from '../../core/page/cookies.js';
import { setConfig } from '../../core/page/config.js';
import { acceptSignIn, session, signOut } from '../../core/session/session.js';
import { REGISTRATION_MESSAGE_KEYS, registrationStrings as kitStrings } from '../../core/kits/registration/index.js';
import { configureForTest } from '../../tests/support/config.js';
import { fakeServices, held, reply, type FakeCall, type FakeServices } from '../../tests/support/fake-services.js';
import { inShadow } from '../../tests/support/unit.js';
import './registration.define.js';

const ADA: User = {
  id: 'u9', firstName: 'Ada', lastName: 'Lovelace', company: 'Analytical', titleName: 'Partner', email: 'ada@example.com', isPremiumUser: false,
  subscriptions: ['NEWSLETTER_A'], articles: [], practiceUser: false, userRatings: {}, hasPassword: false,
};
const choice = (alertCode: string, title: string) => ({ alertCode, title, toolTip: '', descriptionText: '', frequency: 'Daily', previewLink: '', previewLinkLabel: '', language: 'en' });
const CATALOGUE = {
  newsLetters: [{ alertHeader: 'Newsletters', alertItems: { alerts: [choice('NEWSLETTER_A', 'The Daily'), choice('NEWSLETTER_B', 'The Weekly')] } }],
  alerts: [{ alertHeader: 'Alerts', alertItems: { alerts: [choice('ALERT_TECH', 'Technology alert')] } }],
  guides: [{ alertHeader: 'Email guides', alertItems: { alerts: [choice('GUIDE_AI', 'AI guide')] } }],
  // Not one of the registration page's choices (A§2: newsletter, alert, email guides).
  informationalMail: [{ alertHeader: 'Service mail', alertItems: { alerts: [choice('INFO_MAIL', 'Service notices')] } }],
};

const REGISTER = `POST ${REGISTRATION_PATHS.register}`;
let services: FakeServices;
let calls: FakeCall[];
let assign: ReturnType<typeof vi.spyOn>;
let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  configureForTest();
  assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  services = fakeServices({
    [REGISTER]: { data: ADA },
    'GET /v1/lookuplists/country': { data: [{ Description: 'France', code: 'FR' }] },
    'GET /v1/lookuplists/function': { data: [{ Description: 'Finance', code: 'FIN' }] },
    'GET /v1/lookuplists/titles': { data: { titles: [{ name: 'Partner', id: 'T1' }] } },
    'GET /v1/sitecore/api/subscriptions/list': { data: { subscriptions: CATALOGUE } },
    'GET /': { country_code: 'FR' },
    // Typing the organisation asks for suggestions; they are not these tests' subject.
    [`GET ${REGISTRATION_PATHS.companies}`]: reply(404, { message: 'not here' }),
  });
  calls = services.calls;
});
afterEach(() => {
  signOut();
  history.replaceState(null, '', '/');
  document.body.replaceChildren();
  document.cookie.split(';').forEach((c) => { document.cookie = `${c.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`; });
  sessionStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  setConfig(null);
});

async function page(query = '', attributes = '') {
  history.replaceState(null, '', `/registration${query}`);
  document.body.innerHTML = `<mck-registration ${attributes}></mck-registration>`;
  const el = document.querySelector('mck-registration')!;
  await inShadow(el, 'form');
  return el;
}
const $ = <E extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<E>(selector);
const $$ = (el: Element, selector: string) => [...el.shadowRoot!.querySelectorAll(selector)];
function type(el: Element, name: string, text: string) {
  const control = $<HTMLInputElement | HTMLSelectElement>(el, `[name=${name}]`)!;
  const proto = control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(control, text);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}
async function fillIn(el: Element, { captcha = true } = {}) {
  if ($(el, '[name=email]')) type(el, 'email', 'ada@example.com');
  if ($(el, '[name=password]')) type(el, 'password', 'Analytical-1');
  type(el, 'firstname', 'Ada');
  type(el, 'lastname', 'Lovelace');
  type(el, 'organization', 'Analytical');
  await vi.waitFor(() => expect($(el, 'select[name=jobTitle] option[value=T1]')).not.toBeNull());
  await vi.waitFor(() => expect($(el, 'select[name=businessFunction] option[value=FIN]')).not.toBeNull());
  type(el, 'jobTitle', 'T1');
  type(el, 'businessFunction', 'FIN');
  await vi.waitFor(() => expect($<HTMLSelectElement>(el, '[name=country]')!.value).toBe('FR'));
  if (captcha) {
    const box = await vi.waitFor(() => $<HTMLInputElement>(el, '.mck-captcha input[type=checkbox]') ?? Promise.reject(new Error('no captcha yet')), { timeout: 5000 });
    box.click();
  }
}
const submit = (el: Element) => $<HTMLButtonElement>(el, '[part=submit]')!.click();
const registerCall = () => calls.find((c) => c.path === REGISTRATION_PATHS.register);

describe('<mck-registration>: the page and its variants (A§2)', () => {
  it('without a query: the plain heading and intro, subscription choices before the account fields, every field', async () => {
    const el = await page();
    expect($(el, 'h2')!.textContent).toBe('Register');
    expect($(el, '[part=intro]')).not.toBeNull();
    await vi.waitFor(() => expect($(el, '[part=subscriptions]')).not.toBeNull());
    const order = $$(el, '[part=subscriptions], [name=email]');
    expect(order[0]!.getAttribute('part')).toBe('subscriptions');
    for (const name of ['email', 'password', 'firstname', 'lastname', 'organization', 'jobTitle', 'businessFunction', 'country', 'occasionalEmail']) {
      expect($(el, `[name=${name}]`), name).not.toBeNull();
    }
    expect($(el, '[part=privacy-link]')!.getAttribute('href')).toBe('/privacy-policy');
  });

  it('with a source other than "default": the print/save/download heading and the account form first', async () => {
    const el = await page('?source=download');
    expect($(el, 'h2')!.textContent).toBe('Register to download this file');
    expect($(el, '[part=intro]')).toBeNull();
    await vi.waitFor(() => expect($(el, '[part=subscriptions]')).not.toBeNull());
    expect($$(el, '[part=subscriptions], [name=email]')[0]!.getAttribute('name')).toBe('email');
    for (const [source, text] of [['print', 'Register to print this article'], ['save', 'Register to save this article'], ['webinar', 'Register to continue'], ['default', 'Register']]) {
      document.body.replaceChildren();
      expect($(await page(`?source=${source}`), 'h2')!.textContent).toBe(text);
    }
  });

  it('prefills email and the split name from the query and validates them at once', async () => {
    const el = await page('?email=not-an-email&name=Ada%20King%20Lovelace');
    expect($<HTMLInputElement>(el, '[name=email]')!.value).toBe('not-an-email');
    expect($<HTMLInputElement>(el, '[name=firstname]')!.value).toBe('Ada');
    expect($<HTMLInputElement>(el, '[name=lastname]')!.value).toBe('King Lovelace');
    await vi.waitFor(() => expect($(el, '[part=field-error]')?.textContent).toBe('Please enter a valid email address.'));
    expect($$(el, '[part=field-error]')).toHaveLength(1);
  });

  it('single sign-on: banner, "complete account details", no email, password or captcha; posts the cookie token; clears the cookies', async () => {
    setCookie(TEMP_JWT_COOKIE, 'sso.jwt.token');
    setCookie(TEMP_REFRESH_COOKIE, 'sso-refresh');
    const el = await page(`?type=${SINGLE_SIGN_ON_TYPE}&email=ada%40example.com&name=Ada%20Lovelace`);
    expect($(el, '[part=banner]')!.textContent).toBe('Your single sign-on link worked. Please complete your account details.');
    expect($(el, 'h2')!.textContent).toBe('Complete account details');
    expect($(el, '[name=email]')).toBeNull();
    expect($(el, '[name=password]')).toBeNull();
    await fillIn(el, { captcha: false });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect($(el, '[part=captcha]')).toBeNull();
    submit(el);
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    const sent = registerCall()!;
    expect(sent.headers.get(SINGLE_SIGN_ON_HEADER)).toBe('sso.jwt.token');
    expect(sent.body).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' });
    expect(sent.body).not.toHaveProperty('password');
    expect(getCookie(TEMP_JWT_COOKIE)).toBeNull();
    expect(getCookie(TEMP_REFRESH_COOKIE)).toBeNull();
  });

  it('single sign-on: the temporary cookies stay while the page shows and are cleared when it goes away (pagehide, A§4)', async () => {
    setCookie(TEMP_JWT_COOKIE, 'sso.jwt.token');
    setCookie(TEMP_REFRESH_COOKIE, 'sso-refresh');
    await page(`?type=${SINGLE_SIGN_ON_TYPE}&email=ada%40example.com&name=Ada%20Lovelace`);
    expect(getCookie(TEMP_JWT_COOKIE)).toBe('sso.jwt.token');
    expect(getCookie(TEMP_REFRESH_COOKIE)).toBe('sso-refresh');
    // The listener is wired in an effect after the first render: leave until it has taken.
    await vi.waitFor(() => {
      window.dispatchEvent(new Event('pagehide'));
      expect(getCookie(TEMP_JWT_COOKIE)).toBeNull();
    });
    expect(getCookie(TEMP_REFRESH_COOKIE)).toBeNull();
  });

  it('shows the form once the choice list is in, never its fields before the list that goes above them (which would push them down)', async () => {
    const catalogue = held();
    services.route({ 'GET /v1/sitecore/api/subscriptions/list': catalogue.answer });
    history.replaceState(null, '', '/registration');
    document.body.innerHTML = '<mck-registration></mck-registration>';
    const el = document.querySelector('mck-registration')!;
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/v1/sitecore/api/subscriptions/list')).toBe(true));
    expect($(el, 'form')).toBeNull();
    catalogue.release({ data: { subscriptions: CATALOGUE } });
    await inShadow(el, 'form');
    expect($(el, '[part=subscriptions]')).not.toBeNull();
    expect($(el, '[name=email]')).not.toBeNull();
  });

  it('shows the form without a choice list when the catalogue fails (A§8: silently)', async () => {
    services.route({ 'GET /v1/sitecore/api/subscriptions/list': reply(503, { message: 'Down.' }) });
    const el = await page();
    expect($(el, '[name=email]')).not.toBeNull();
    expect($(el, '[part=subscriptions]')).toBeNull();
  });

  it('offers the newsletters, alerts and email guides of the catalogue (A§2), and posts the ticked codes of each', async () => {
    const el = await page('', 'practice-code=""');
    const list = await inShadow(el, '[part=subscriptions]');
    expect([...list.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['The Daily', 'The Weekly', 'Technology alert', 'AI guide']);
    await fillIn(el);
    for (const code of ['NEWSLETTER_B', 'ALERT_TECH', 'GUIDE_AI']) {
      const box = $<HTMLInputElement>(el, `[part=subscriptions] input[value=${code}]`)!;
      box.click();
      await vi.waitFor(() => expect(box.checked).toBe(true));
    }
    submit(el);
    await vi.waitFor(() => expect(registerCall()).toBeDefined());
    expect((registerCall()!.body as { subscriptions: string[] }).subscriptions).toEqual(['NEWSLETTER_B', 'ALERT_TECH', 'GUIDE_AI']);
    // The call is recorded as it is sent: let the sign-up finish here, not in the next test's page.
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
  });

  it('while the account is being created the submit button is busy (A§4 "submitting"); a second press sends nothing', async () => {
    const registration = held();
    services.route({ [REGISTER]: registration.answer });
    const el = await page('', 'practice-code=""');
    await fillIn(el);
    const button = $<HTMLButtonElement>(el, '[part=submit]')!;
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    submit(el);
    await vi.waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await vi.waitFor(() => expect(registerCall()).toBeDefined());
    submit(el);
    registration.release({ data: ADA });
    await vi.waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(calls.filter((c) => c.path === REGISTRATION_PATHS.register)).toHaveLength(1);
  });

  it('registers with every field and the chosen subscriptions, then returns to redirectURL with #/{source}/{pdfUrl}', async () => {
    const el = await page('?source=download&redirectURL=%2Finsights%2Freport&pdfUrl=%2Fpdfs%2Freport.pdf', 'practice-code=""');
    await fillIn(el);
    const choice = await vi.waitFor(() => $<HTMLInputElement>(el, '[part=subscriptions] input[value=NEWSLETTER_A]') ?? Promise.reject(new Error('no list')));
    choice.click();
    const completed = vi.fn();
    el.addEventListener('mck-registration-complete', completed);
    submit(el);
    await vi.waitFor(() => expect(completed).toHaveBeenCalled());
    expect(registerCall()!.body).toMatchObject({
      email: 'ada@example.com', password: 'Analytical-1', firstName: 'Ada', lastName: 'Lovelace', company: 'Analytical', title: 'T1',
      businessFunction: 'FIN', country: 'FR', occasionalEmail: true, subscriptions: ['NEWSLETTER_A'],
    });
    expect(session.value).toBe(true);
    expect(assign).toHaveBeenCalledWith(new URL('/insights/report#/download/%2Fpdfs%2Freport.pdf', location.href).href);
    expect($(el, 'form')).not.toBeNull();
  });

  it('leaves a reader who signed in on this page (another widget, before it hydrated) where they are, showing nothing', async () => {
    acceptSignIn({
      id: 'u-here', firstName: 'Hana', lastName: 'Here', company: null, titleName: null, email: 'hana@example.com', isPremiumUser: false,
      subscriptions: [], articles: [], practiceUser: false, userRatings: {}, hasPassword: true,
    });
    history.replaceState(null, '', '/insights/some-article');
    document.body.innerHTML = '<mck-registration></mck-registration>';
    const el = document.querySelector('mck-registration')!;
    await vi.waitFor(() => expect(el.hasAttribute('data-mck-rendered')).toBe(true));
    expect($(el, 'form')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends a signed-in reader home; on the home page itself it only shows nothing', async () => {
    session.value = true;
    history.replaceState(null, '', '/registration');
    document.body.innerHTML = '<mck-registration></mck-registration>';
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(new URL('/', location.href).href));
    expect($(document.querySelector('mck-registration')!, 'form')).toBeNull();
    assign.mockClear();
    history.replaceState(null, '', '/');
    document.body.innerHTML = '<mck-registration></mck-registration>';
    await vi.waitFor(() => expect(document.querySelector('mck-registration')!.hasAttribute('data-mck-rendered')).toBe(true));
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('<mck-registration>: server codes (A§8)', () => {
  it.each(Object.values(REGISTRATION_CODES))('code %i shows its own message in the banner and scrolls', async (code) => {
    services.route({ [REGISTER]: reply(400, { code, message: '<b>server text</b>' }) });
    const el = await page();
    await fillIn(el);
    submit(el);
    const banner = await inShadow(el, '[part=error-message]');
    const key = REGISTRATION_MESSAGE_KEYS[code]!;
    expect(banner.textContent).toBe(kitStrings.defaults[key as keyof typeof kitStrings.defaults]);
    if (code === REGISTRATION_CODES.SOCIAL_ACCOUNT_EXISTS) {
      expect(location.hash).toBe('#/signin');
      expect(JSON.parse(sessionStorage.getItem('mck.draft.signin')!)).toEqual({ username: 'ada@example.com' });
    } else if (code === REGISTRATION_CODES.CAPTCHA_FAILED) {
      await vi.waitFor(() => expect(el.shadowRoot!.activeElement?.closest('.mck-captcha')).not.toBeNull());
    } else {
      await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' }));
    }
  });

  it('on a failed submit (1002) the captcha is reset (A§4): unticked, asked for again, and needed before the next send', async () => {
    services.route({ [REGISTER]: reply(409, { code: REGISTRATION_CODES.EMAIL_TAKEN, message: 'taken' }) });
    const el = await page();
    await fillIn(el);
    const box = $<HTMLInputElement>(el, '.mck-captcha input[type=checkbox]')!;
    expect(box.checked).toBe(true);
    submit(el);
    await inShadow(el, '[part=error-message]');
    await vi.waitFor(() => expect(box.checked).toBe(false));
    await vi.waitFor(() => expect($(el, '.mck-captcha [part=field-error]')?.textContent).toBe('Please confirm that you are not a robot.'));
    submit(el);
    await vi.waitFor(() => expect(el.shadowRoot!.activeElement?.closest('.mck-captcha')).not.toBeNull());
    expect(calls.filter((c) => c.path === REGISTRATION_PATHS.register)).toHaveLength(1);
  });

  it('an unmapped code shows the generic message; an answer without a code its HTML (sanitised: the browser test); no text: the generic message', async () => {
    const generic = 'Sorry, something went wrong. Please try again later.';
    services.route({ [REGISTER]: reply(400, { code: 9999, message: 'Try <b>later</b>' }) });
    const el = await page();
    await fillIn(el);
    submit(el);
    const banner = await inShadow(el, '[part=error-message]');
    expect(banner.textContent).toBe(generic);
    services.route({ [REGISTER]: reply(400, { message: 'Try <b>later</b>' }) });
    await fillIn(el);
    submit(el);
    await vi.waitFor(() => expect($(el, '[part=error-message]')!.innerHTML).toContain('<b>later</b>'));
    services.route({ [REGISTER]: new Response('down', { status: 503 }) });
    await fillIn(el);
    submit(el);
    await vi.waitFor(() => expect($(el, '[part=error-message]')!.textContent).toBe(generic));
  });

  it('a refused submit shows the required messages of E§5 (the country came from the geo-IP)', async () => {
    const el = await page();
    await vi.waitFor(() => expect($<HTMLSelectElement>(el, '[name=country]')!.value).toBe('FR'));
    submit(el);
    await inShadow(el, '[part=error-summary]');
    const texts = $$(el, '[part=field-error]').map((e) => e.textContent);
    const required = 'This field is required.';
    expect(texts).toEqual([required, required, required, required, 'Please enter your organization.', 'Please choose your job title.', 'Please choose your function.']);
    expect(kitStrings.defaults.RegistrationForms_Validations_JobTitle).toBe('Please choose your job title.');
  });
});
