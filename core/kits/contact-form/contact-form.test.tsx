import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRoot, type Root } from 'react-dom/client';
import { act } from 'react';
import { TEST_CAPTCHA_TOKENS } from '../../contracts/captcha.js';
import { OTP_EXPIRED_MESSAGE, OTP_INVALID_MESSAGE, OTP_RESEND_WAIT_SECONDS } from '../../contracts/contact.js';
import { setConfig, type FlagName } from '../../page/config.js';
import { configureForTest } from '../../../tests/support/config.js';
import { fakeServices, reply, type Answer, type FakeCall } from '../../../tests/support/fake-services.js';
import '../../host/host.strings.js';
import { ContactForm, CONTACT_TRIGGERS, FORBIDDEN_EMAIL_DOMAINS, type ContactTarget } from './index.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let calls: FakeCall[];
/** What the contact service answers, whichever of its calls it is. */
let answer: Answer;
let root: Root | null = null;
let host: HTMLElement;

const ok = (html = '<p>Thanks</p>') => ({ data: { successMessage: html } });
const refuse = (message: string, status = 400) => reply(status, { message });

function render(target: Partial<ContactTarget> = {}, flags: FlagName[] = []) {
  configureForTest({ flags: Object.fromEntries(flags.map((f) => [f, true])) });
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  act(() => root!.render(<ContactForm target={{ to: 'partner@example.com', partnerName: 'Ada Partner', trigger: '', ...target }} />));
}

const $ = <E extends Element = HTMLElement>(selector: string) => host.querySelector<E>(selector);
const field = (name: string) => $<HTMLInputElement>(`[name=${name}]`)!;
const submitButton = () => $<HTMLButtonElement>('[part=submit]')!;
/** React listens to `input`; the native setter makes it see the change. */
async function type(name: string, text: string) {
  const control = field(name);
  const proto = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(control, text);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function fillIn(values: Partial<Record<'name' | 'email' | 'subject' | 'message', string>> = {}) {
  await type('name', values.name ?? 'Vera Visitor');
  await type('email', values.email ?? 'vera@visitor.test');
  await type('subject', values.subject ?? 'A question');
  if (values.message !== undefined) await type('message', values.message);
  await act(async () => $<HTMLInputElement>('[part=captcha] input[type=checkbox]')!.click());
}
const submit = () => act(async () => { submitButton().click(); });
/** Polls `check`, letting React commit what the answered calls changed between two polls. */
const waitFor = <T,>(check: () => T) => vi.waitFor(async () => {
  await act(async () => {});
  const found = check();
  if (!found) throw new Error('not yet');
  return found;
});

beforeEach(() => {
  answer = ok();
  calls = fakeServices({ 'POST *': () => answer }).calls;
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setConfig(null);
});

describe('ContactForm: sending directly', () => {
  it('keeps submit disabled until the form is valid, then posts the A§3 payload with the captcha and shows the sanitised success', async () => {
    render({ trigger: 'global contact us' });
    expect(submitButton().disabled).toBe(true);
    await fillIn({ message: 'Hello' });
    expect(submitButton().disabled).toBe(false);
    await submit();
    const success = await waitFor(() => $('[part=success]'));
    expect(success.textContent).toBe('Thanks');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe('/save-form-data');
    expect(calls[0]!.headers.get('CaptchaKey')).toBe(TEST_CAPTCHA_TOKENS.visible);
    expect(calls[0]!.body).toMatchObject({
      emailData: { to: 'partner@example.com' }, Source: 'global contact us', partnerName: 'Ada Partner', isPreview: false,
      SendEmailRequest: { name: 'Vera Visitor', email: 'vera@visitor.test', subject: 'A question', message: 'Hello', isRequired: false },
    });
    expect(calls[0]!.body).not.toHaveProperty('otp');
  });

  it('requires the message only from talkToUs', async () => {
    render({ trigger: CONTACT_TRIGGERS.talkToUs });
    await fillIn();
    expect(submitButton().disabled).toBe(true);
    await type('message', 'Please call me');
    expect(submitButton().disabled).toBe(false);
    await submit();
    await waitFor(() => $('[part=success]'));
    expect(calls[0]!.body).toMatchObject({ SendEmailRequest: { isRequired: true } });
  });

  it('shows the error alert and empties the form after a failed send', async () => {
    answer = refuse('Internal server error.', 500);
    render();
    await fillIn({ message: 'Hello' });
    await submit();
    const alert = await waitFor(() => $('[role=alert]'));
    expect(alert.textContent).toBe('Something went wrong. Please try again.');
    for (const name of ['name', 'email', 'subject', 'message']) expect(field(name).value).toBe('');
    expect($<HTMLInputElement>('[part=captcha] input')!.checked).toBe(false);
    expect(submitButton().disabled).toBe(true);
  });
});

describe('ContactForm: the forbidden-domain warning', () => {
  const freeMail = `vera@${FORBIDDEN_EMAIL_DOMAINS[0]}`;

  it('warns about a free-mail address from a Profile under email_domain_validation_enabled', async () => {
    render({ trigger: CONTACT_TRIGGERS.profile }, ['email_domain_validation_enabled']);
    await fillIn({ email: freeMail });
    await act(async () => field('email').dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect($('[part=field-error]')?.textContent).toBe(`Please use your work email address: we cannot accept addresses at ${FORBIDDEN_EMAIL_DOMAINS[0]}.`);
    expect(submitButton().disabled).toBe(true);
  });

  it('takes it without the flag, or from another trigger', async () => {
    render({ trigger: CONTACT_TRIGGERS.profile });
    await fillIn({ email: freeMail });
    expect(submitButton().disabled).toBe(false);
    act(() => root!.unmount());
    render({ trigger: CONTACT_TRIGGERS.talkToUs }, ['email_domain_validation_enabled']);
    await fillIn({ email: freeMail, message: 'Hi' });
    expect(submitButton().disabled).toBe(false);
  });
});

describe('ContactForm: the one-time code (otp_verification_enabled, Profile)', () => {
  async function toCodeStep() {
    render({ trigger: CONTACT_TRIGGERS.profile }, ['otp_verification_enabled']);
    await fillIn({ message: 'Hello' });
    answer = { data: { expiresInSeconds: 600 } };
    await submit();
    await waitFor(() => $('[part=code-form]'));
  }

  it('mails a code with the visible captcha, then sends the message with the trimmed code and the invisible captcha', async () => {
    await toCodeStep();
    expect(calls[0]).toMatchObject({ path: '/generate-otp', body: { email: 'vera@visitor.test', firstName: 'Vera' } });
    expect(calls[0]!.headers.get('CaptchaKey')).toBe(TEST_CAPTCHA_TOKENS.visible);
    expect($('[part=code-intro]')!.textContent).toContain('vera@visitor.test');
    answer = ok('<p>Sent</p>');
    await type('code', ' 123456 ');
    await submit();
    await waitFor(() => $('[part=success]'));
    expect(calls[1]).toMatchObject({ path: '/save-form-data-with-otp', body: { otp: '123456', Source: 'Profile' } });
    expect(calls[1]!.headers.get('InvisibleCaptchaKey')).toBe(TEST_CAPTCHA_TOKENS.invisible);
  });

  it('needs a code of six digits, with its own "required" message', async () => {
    await toCodeStep();
    expect(submitButton().disabled).toBe(true);
    await type('code', '12ab');
    await act(async () => field('code').dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect($('[part=field-error]')!.textContent).toBe('Please enter the 6-digit code.');
    await type('code', '   ');
    expect($('[part=field-error]')!.textContent).toBe('Please enter the code we sent you.');
  });

  it('shows the invalid-code message for "Otp is invalid" and the generic one for anything else', async () => {
    await toCodeStep();
    answer = refuse(OTP_INVALID_MESSAGE);
    await type('code', '123456');
    await submit();
    expect((await waitFor(() => $('[role=alert]'))).textContent).toBe('That code is not right. Please check it and try again.');
    answer = refuse('Otp is broken');
    await type('code', '123456');
    await submit();
    await waitFor(() => $('[role=alert]')?.textContent === 'Something went wrong. Please try again.');
  });

  it('offers a "here" link that mails a new code when the code has expired', async () => {
    await toCodeStep();
    answer = refuse(OTP_EXPIRED_MESSAGE);
    await type('code', '123456');
    await submit();
    const message = await waitFor(() => $('[part~=expired-message]'));
    expect(message.textContent).toBe('Your code has expired. Click here to get a new one.');
    answer = { data: { expiresInSeconds: 600 } };
    await act(async () => $<HTMLAnchorElement>('[part=expired-link]')!.click());
    await waitFor(() => calls.length === 3);
    expect(calls[2]).toMatchObject({ path: '/generate-otp', body: { email: 'vera@visitor.test' } });
    expect(calls[2]!.headers.get('InvisibleCaptchaKey')).toBe(TEST_CAPTCHA_TOKENS.invisible);
    await waitFor(() => !$('[part~=expired-message]'));
  });

  it('lets the reader ask for a new code only after the resend wait, counting down', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await toCodeStep();
    const resend = $<HTMLButtonElement>('[part=resend]')!;
    expect(resend.disabled).toBe(true);
    expect($('[part=resend-wait]')!.textContent).toBe(`You can ask for a new code in ${OTP_RESEND_WAIT_SECONDS} s.`);
    for (let s = 1; s < OTP_RESEND_WAIT_SECONDS; s += 1) await act(() => vi.advanceTimersByTimeAsync(1000));
    expect($('[part=resend-wait]')!.textContent).toBe('You can ask for a new code in 1 s.');
    expect(resend.disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(resend.disabled).toBe(false);
    expect($('[part=resend-wait]')).toBeNull();
    await act(async () => resend.click());
    await waitFor(() => calls.length === 2);
    await waitFor(() => resend.disabled);
    expect($('[part=resend-wait]')!.textContent).toBe(`You can ask for a new code in ${OTP_RESEND_WAIT_SECONDS} s.`);
  });
});
