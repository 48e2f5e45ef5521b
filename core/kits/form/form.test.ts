import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../session/http.js';
import { email, required } from './validation.js';
import { testCaptcha } from '../captcha/index.js';
import { createForm, draftKey, type FormSpec } from './index.js';

type Field = 'email' | 'password';
const spec = (overrides: Partial<FormSpec<Field, string>> = {}): FormSpec<Field, string> => ({
  id: 'test-form',
  fields: { email: { rules: [required(), email] }, password: { rules: [required()], secret: true } },
  send: async () => 'sent',
  ...overrides,
});

afterEach(() => sessionStorage.clear());

describe('createForm: when errors show', () => {
  it('shows nothing while the reader types, a field\'s error once they leave it', () => {
    const form = createForm(spec());
    form.set('email', 'half@');
    expect(form.errors.value).toEqual({});
    form.blur('email');
    expect(form.errors.value.email?.key).toBe('Forms_Validations_ValidEmail');
    expect(form.errors.value.password).toBeUndefined();
  });

  it('after a refused submit shows every error and follows each change', async () => {
    const send = vi.fn(async () => 'sent');
    const form = createForm(spec({ send }));
    await expect(form.submit()).resolves.toEqual({ ok: false, reason: 'invalid' });
    expect(send).not.toHaveBeenCalled();
    expect(Object.keys(form.errors.value)).toEqual(['email', 'password']);
    expect(form.firstError()).toBe('email');
    form.set('email', 'reader@example.com');
    expect(form.errors.value.email).toBeUndefined();
    expect(form.firstError()).toBe('password');
  });

  it('puts the captcha last, so it leads only when it is the only error', async () => {
    const form = createForm(spec({ captcha: testCaptcha() }));
    await form.submit();
    expect(form.firstError()).toBe('email');
    form.set('email', 'reader@example.com');
    form.set('password', 'secret');
    expect(form.firstError()).toBe('captcha');
    expect(form.errors.value.captcha?.key).toBe('Forms_Validations_Captcha');
  });
});

describe('createForm: submitting', () => {
  const filled = (form: ReturnType<typeof createForm<Field, string>>) => {
    form.set('email', 'reader@example.com');
    form.set('password', 'Reader-pass-1');
  };

  it('goes idle → submitting → success, sending the values and the captcha token', async () => {
    const send = vi.fn(async (_values: Record<Field, string>, _context: { captcha: string | null }) => 'welcome');
    const form = createForm(spec({ send, captcha: testCaptcha('tok') }));
    form.setCaptchaToken('tok');
    filled(form);
    expect(form.status.value).toBe('idle');
    const done = form.submit();
    expect(form.status.value).toBe('submitting');
    await expect(form.submit()).resolves.toEqual({ ok: false, reason: 'busy' });
    await expect(done).resolves.toEqual({ ok: true, result: 'welcome' });
    expect(form.status.value).toBe('success');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toEqual({ email: 'reader@example.com', password: 'Reader-pass-1' });
    expect(send.mock.calls[0]![1]).toMatchObject({ captcha: 'tok' });
    expect(form.values.value.password).toBe('');
  });

  it('maps the server\'s answer to the form\'s message, generic when unmapped; input is kept', async () => {
    let answer = new HttpError({ status: 423, code: 1005, message: 'locked' });
    const captcha = testCaptcha();
    const form = createForm(spec({
      captcha,
      send: async () => { throw answer; },
      failures: { statuses: { 401: 'SignIn_InvalidCredentials' }, codes: { 1005: 'SignIn_AccountLocked' } },
    }));
    form.setCaptchaToken('tok');
    filled(form);
    await expect(form.submit()).resolves.toEqual({ ok: false, reason: 'failed' });
    expect(form.status.value).toBe('error');
    expect(form.failure.value).toEqual({ messageKey: 'SignIn_AccountLocked', serverHtml: undefined });
    expect(form.values.value).toEqual({ email: 'reader@example.com', password: 'Reader-pass-1' });
    expect(captcha.resets).toBe(1);
    answer = new HttpError({ status: 503, message: 'down' });
    form.setCaptchaToken('tok2');
    await form.submit();
    expect(form.failure.value?.messageKey).toBe('Common_GenericError');
  });

  it('names its widget and the cause on the console when the service fails, not for an answer the reader fixes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let answer = new HttpError({ status: 401, message: 'wrong password' });
    const form = createForm(spec({ tag: 'mck-signin', send: async () => { throw answer; } }));
    filled(form);
    await form.submit();
    expect(warn).not.toHaveBeenCalled();
    answer = new HttpError({ status: 503, message: 'down', retryAfterSeconds: 5 });
    await form.submit();
    expect(warn).toHaveBeenCalledWith('[mck-signin] sending the form failed: the service answered 503, retry after 5 s.');
    expect(form.values.value.email).toBe('reader@example.com');
    warn.mockRestore();
  });

  it('passes the server\'s own message of an answer without a code on where the policy shows it', async () => {
    const form = createForm(spec({
      send: async () => { throw new HttpError({ status: 400, message: 'Use <b>another</b> email', body: { message: 'Use <b>another</b> email' } }); },
      failures: { showServerMessage: true },
    }));
    filled(form);
    await form.submit();
    expect(form.failure.value?.serverHtml).toBe('Use <b>another</b> email');
  });
});

describe('createForm: the draft', () => {
  it('keeps typed input across a reload, never the password, and drops it on success', async () => {
    const first = createForm(spec());
    first.set('email', 'reader@example.com');
    first.set('password', 'Reader-pass-1');
    expect(JSON.parse(sessionStorage.getItem(draftKey('test-form'))!)).toEqual({ email: 'reader@example.com' });

    const reloaded = createForm(spec());
    expect(reloaded.values.value).toEqual({ email: 'reader@example.com', password: '' });
    reloaded.set('password', 'Reader-pass-1');
    await reloaded.submit();
    expect(sessionStorage.getItem(draftKey('test-form'))).toBeNull();
  });

  it('never drafts a field named like a password, even unmarked', () => {
    const form = createForm<'email' | 'newPassword', string>({ id: 'reset', fields: { email: {}, newPassword: {} }, send: async () => 'ok' });
    form.set('email', 'reader@example.com');
    form.set('newPassword', 'Reader-pass-2');
    expect(sessionStorage.getItem(draftKey('reset'))).not.toContain('Reader-pass-2');
  });

  it('can be turned off, and ignores a draft that is not text', () => {
    sessionStorage.setItem(draftKey('test-form'), JSON.stringify({ email: 42 }));
    expect(createForm(spec()).values.value.email).toBe('');
    const form = createForm(spec({ id: 'no-draft', draft: false }));
    form.set('email', 'x@example.com');
    expect(sessionStorage.getItem(draftKey('no-draft'))).toBeNull();
  });
});

describe('createForm: valid and reset', () => {
  it('is valid only when every rule passes and the captcha is answered', () => {
    const captcha = testCaptcha();
    const form = createForm(spec({ captcha }));
    form.set('email', 'reader@example.com');
    form.set('password', 'x');
    expect(form.valid.value).toBe(false);
    form.setCaptchaToken('token');
    expect(form.valid.value).toBe(true);
  });

  it('reset empties the fields, hides the errors, drops the draft and the captcha, and keeps the failure', async () => {
    const captcha = testCaptcha();
    const form = createForm(spec({ captcha, send: async () => { throw new HttpError({ status: 500, message: 'boom' }); } }));
    form.set('email', 'reader@example.com');
    form.set('password', 'secret');
    form.setCaptchaToken('token');
    await expect(form.submit()).resolves.toEqual({ ok: false, reason: 'failed' });
    form.reset();
    expect(form.values.value).toEqual({ email: '', password: '' });
    expect(form.errors.value).toEqual({});
    expect(sessionStorage.getItem(draftKey('test-form'))).toBeNull();
    expect(captcha.resets).toBe(2); // once for the failure, once for the reset
    expect(form.status.value).toBe('error');
    expect(form.failure.value?.messageKey).toBe('Common_GenericError');
  });
});
