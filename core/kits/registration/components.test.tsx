import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRoot, type Root } from 'react-dom/client';
import { act } from 'react';
import { COMPANY_DEBOUNCE_MS, COMPANY_TERM_MIN, REGISTRATION_PATHS } from '../../contracts/registration.js';
import { setConfig, type FlagName } from '../../page/config.js';
import { configureForTest } from '../../../tests/support/config.js';
import { CAPTCHA_CHECK_DELAY_MS, registrationCaptcha } from '../captcha/index.js';
import { fakeServices, held, inTurn, reply, type FakeServices } from '../../../tests/support/fake-services.js';
import { Form, useForm, type FormState } from '../form/index.js';
import {
  accountFields, ConsentField, CHECKED, LookupField, OrganizationField, PrivacyText, PRIVACY_POLICY_PATH,
  RegistrationCaptcha, useCountryDefault, type AccountField,
} from './index.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let host: HTMLElement;
const COMPANIES = `GET ${REGISTRATION_PATHS.companies}`;
let services: FakeServices;
let form: FormState<AccountField, unknown>;

function Harness({ singleSignOn = false, location = '' }: { singleSignOn?: boolean; location?: string }) {
  form = useForm<AccountField, unknown>({
    id: 'kit-test', draft: false, fields: accountFields({ profile: true, singleSignOn }), captcha: registrationCaptcha(singleSignOn), send: async () => null,
  });
  useCountryDefault(form as FormState<string, unknown>, location);
  return (
    <Form form={form}>
      <OrganizationField />
      <LookupField list="titles" />
      <LookupField list="function" />
      <LookupField list="country" />
      <ConsentField />
      <PrivacyText />
      <RegistrationCaptcha />
    </Form>
  );
}

function render(props: { singleSignOn?: boolean; location?: string } = {}, flags: FlagName[] = []) {
  configureForTest({ flags: Object.fromEntries(flags.map((f) => [f, true])) });
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  act(() => root!.render(<Harness {...props} />));
}
const $ = <E extends Element = HTMLElement>(selector: string) => host.querySelector<E>(selector);
async function type(name: string, text: string) {
  const control = $<HTMLInputElement>(`[name=${name}]`)!;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(control, text);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const settle = () => act(async () => { await new Promise((r) => setTimeout(r, 0)); });
const companyRequests = () => services.callsTo(COMPANIES);

beforeEach(() => {
  services = fakeServices({
    [COMPANIES]: { data: { companies: ['Acme Analytics', 'Acme Labs'] } },
    'GET /v1/lookuplists/function': { data: [{ Description: 'Finance', code: 'FIN' }] },
    'GET /v1/lookuplists/titles': { data: { titles: [{ name: 'Partner', id: 'T1' }] } },
    'GET /v1/lookuplists/country': { data: [{ Description: 'Germany', code: 'DE' }, { Description: 'France', code: 'FR' }] },
    'GET /': { country_code: 'FR' },
  });
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setConfig(null);
});

describe('OrganizationField (E§5 autocomplete)', () => {
  it(`searches from ${COMPANY_TERM_MIN} characters, ${COMPANY_DEBOUNCE_MS} ms after the last keystroke, and offers what the service knows`, async () => {
    vi.useFakeTimers();
    render();
    await type('organization', 'A');
    await act(async () => { vi.advanceTimersByTime(COMPANY_DEBOUNCE_MS * 2); });
    expect(companyRequests()).toHaveLength(0);
    await type('organization', 'Ac');
    await act(async () => { vi.advanceTimersByTime(COMPANY_DEBOUNCE_MS - 1); });
    expect(companyRequests()).toHaveLength(0);
    await act(async () => { vi.advanceTimersByTime(1); });
    vi.useRealTimers();
    await vi.waitFor(async () => { await settle(); expect($('[role=listbox]')!.hidden).toBe(false); });
    expect(companyRequests().map((r) => r.url.searchParams.get('term'))).toEqual(['Ac']);
    expect([...host.querySelectorAll('[role=option]')].map((o) => o.textContent)).toEqual(['Acme Analytics', 'Acme Labs']);
    expect($('[name=organization]')!.getAttribute('aria-expanded')).toBe('true');
  });

  it('a newer term cancels the request in flight, whose late answer is never shown', async () => {
    const first = held();
    services.route({ [COMPANIES]: inTurn(first.answer, { data: { companies: ['Acme Labs'] } }) });
    vi.useFakeTimers();
    render();
    await type('organization', 'Ac');
    await act(async () => { vi.advanceTimersByTime(COMPANY_DEBOUNCE_MS); });
    expect(companyRequests()).toHaveLength(1);
    await type('organization', 'Acm');
    expect(companyRequests()[0]!.signal!.aborted).toBe(true);
    await act(async () => { vi.advanceTimersByTime(COMPANY_DEBOUNCE_MS); });
    vi.useRealTimers();
    first.release({ data: { companies: ['Stale Ltd'] } });
    await vi.waitFor(async () => { await settle(); expect(host.querySelectorAll('[role=option]')).toHaveLength(1); });
    expect(companyRequests().map((r) => r.url.searchParams.get('term'))).toEqual(['Ac', 'Acm']);
    expect(companyRequests()[1]!.signal!.aborted).toBe(false);
    expect($('[role=option]')!.textContent).toBe('Acme Labs');
  });

  it('choosing a suggestion with the keyboard fills the field and closes the list', async () => {
    render();
    await type('organization', 'Ac');
    await vi.waitFor(async () => { await settle(); expect(host.querySelectorAll('[role=option]')).toHaveLength(2); }, { timeout: 3000 });
    const input = $<HTMLInputElement>('[name=organization]')!;
    await act(async () => { input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true })); });
    await act(async () => { input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true })); });
    await act(async () => { input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })); });
    expect(form.values.value.organization).toBe('Acme Labs');
    expect($('[role=listbox]')!.hidden).toBe(true);
  });

  it('Escape closes the suggestions and keeps what was typed', async () => {
    render();
    await type('organization', 'Ac');
    await vi.waitFor(async () => { await settle(); expect(host.querySelectorAll('[role=option]')).toHaveLength(2); }, { timeout: 3000 });
    const input = $<HTMLInputElement>('[name=organization]')!;
    await act(async () => { input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })); });
    expect($('[role=listbox]')!.hidden).toBe(true);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(form.values.value.organization).toBe('Ac');
  });

  it('suggests nothing when the lookup fails', async () => {
    services.route({ [COMPANIES]: reply(500, { message: 'down' }) });
    render();
    await type('organization', 'Ac');
    await vi.waitFor(() => expect(companyRequests()).toHaveLength(1), { timeout: 3000 });
    await settle();
    expect(host.querySelectorAll('[role=option]')).toHaveLength(0);
  });
});

describe('lookups, country and consent defaults', () => {
  it('fills the function and country dropdowns; a failed list leaves an empty dropdown (A§8)', async () => {
    services.route({ 'GET /v1/lookuplists/function': reply(500, { message: 'down' }) });
    render();
    await vi.waitFor(async () => { await settle(); expect($('select[name=country]')!.querySelectorAll('option')).toHaveLength(3); });
    expect($('select[name=businessFunction]')!.querySelectorAll('option')).toHaveLength(1);
  });

  it('a failed titles lookup leaves an empty job-title dropdown (A§8); the other lists still fill', async () => {
    render();
    await vi.waitFor(async () => { await settle(); expect($('select[name=jobTitle] option[value=T1]')!.textContent).toBe('Partner'); });
    act(() => root!.unmount());
    root = null;
    services.route({ 'GET /v1/lookuplists/titles': reply(500, { message: 'down' }) });
    render();
    await vi.waitFor(async () => { await settle(); expect($('select[name=businessFunction] option[value=FIN]')).not.toBeNull(); });
    await vi.waitFor(() => expect(services.callsTo('GET /v1/lookuplists/titles')).toHaveLength(2));
    await settle();
    expect([...$('select[name=jobTitle]')!.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Please choose']);
  });

  it('country: the location first; consent pre-ticked except for the restricted country, following the country until touched', async () => {
    render({ location: 'de' });
    await settle();
    expect(form.values.value.country).toBe('DE');
    expect(services.calls.some((r) => r.path === '/')).toBe(false);
    expect($<HTMLInputElement>('[name=occasionalEmail]')!.checked).toBe(false);
    act(() => form.set('country', 'FR'));
    await settle();
    expect(form.values.value.occasionalEmail).toBe(CHECKED);
    await act(async () => $<HTMLInputElement>('[name=occasionalEmail]')!.click());
    act(() => form.set('country', 'GB'));
    await settle();
    expect(form.values.value.occasionalEmail).toBe('');
  });

  it('country: without a location the geo-IP answer; a failed geo lookup leaves it empty', async () => {
    render();
    await vi.waitFor(async () => { await settle(); expect(form.values.value.country).toBe('FR'); });
    act(() => root!.unmount());
    root = null;
    services.route({ 'GET /': reply(500, { message: 'down' }) });
    render();
    await vi.waitFor(() => expect(services.callsTo('GET /')).toHaveLength(2));
    await settle();
    expect(form.values.value.country).toBe('');
  });

  it('links the privacy policy', () => {
    render();
    expect($<HTMLAnchorElement>('[part=privacy-link]')!.getAttribute('href')).toBe(PRIVACY_POLICY_PATH);
  });
});

describe('captcha (A§5)', () => {
  it(`shows the visible captcha ${CAPTCHA_CHECK_DELAY_MS} ms after load, holding its place until then`, async () => {
    vi.useFakeTimers();
    render();
    expect($('.mck-captcha-pending')).not.toBeNull();
    expect($('input[type=checkbox]:not([name])')).toBeNull();
    await act(async () => { vi.advanceTimersByTime(CAPTCHA_CHECK_DELAY_MS - 1); });
    expect($('.mck-captcha')).toBeNull();
    await act(async () => { vi.advanceTimersByTime(1); });
    expect($('.mck-captcha-pending')).toBeNull();
    expect($('.mck-captcha [role=group] input[type=checkbox]')).not.toBeNull();
  });
  it('none with disable_visible_captcha or single sign-on', async () => {
    vi.useFakeTimers();
    render({}, ['disable_visible_captcha']);
    await act(async () => { vi.advanceTimersByTime(CAPTCHA_CHECK_DELAY_MS); });
    expect($('[part=captcha]')).toBeNull();
    act(() => root!.unmount());
    render({ singleSignOn: true });
    await act(async () => { vi.advanceTimersByTime(CAPTCHA_CHECK_DELAY_MS); });
    expect($('[part=captcha]')).toBeNull();
    expect($('[name=password]')).toBeNull();
  });
});
