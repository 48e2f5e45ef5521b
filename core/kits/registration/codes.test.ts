import { describe, expect, it, vi } from 'vitest';
import { REGISTRATION_CODES } from '../../contracts/registration.js';
import { outcomeOf } from '../async/index.js';
import { HttpError } from '../../session/http.js';
import { REGISTRATION_FAILURES, REGISTRATION_GENERIC_KEY, REGISTRATION_MESSAGE_KEYS, registrationSend } from './codes.js';
import { registrationStrings } from './registration.strings.js';

const refusal = (code: number | undefined, message = '<b>Server says no</b>') =>
  new HttpError({ status: 400, ...(code === undefined ? {} : { code }), message, body: { ...(code === undefined ? {} : { code }), message } });

/** The outcome the form shows after `registrationSend` let the failure through. */
async function outcomeAfter(err: unknown, handlers = {}) {
  const thrown = await registrationSend(() => Promise.reject(err), handlers).catch((e: unknown) => e);
  return outcomeOf(thrown, REGISTRATION_FAILURES);
}

describe('A§8 sign-up codes', () => {
  it('maps each of the nine codes to its own declared message, without the server text', async () => {
    const codes = Object.values(REGISTRATION_CODES);
    expect(codes.sort()).toEqual([1002, 1003, 1004, 1008, 2002, 2003, 2004, 2005, 6010]);
    const keys = new Set<string>();
    for (const code of codes) {
      const outcome = await outcomeAfter(refusal(code));
      expect(outcome.messageKey).toBe(REGISTRATION_MESSAGE_KEYS[code]);
      expect(outcome.serverHtml).toBeUndefined();
      expect(registrationStrings.defaults).toHaveProperty(outcome.messageKey);
      keys.add(outcome.messageKey);
    }
    expect(keys.size).toBe(9);
  });
  it('an unmapped code shows the generic key, not the server text (A§8)', async () => {
    const outcome = await outcomeAfter(refusal(4242));
    expect(outcome.messageKey).toBe(REGISTRATION_GENERIC_KEY);
    expect(outcome.serverHtml).toBeUndefined();
  });
  it('a failure without a code shows the server text (sanitised where shown), and no text the generic key', async () => {
    expect((await outcomeAfter(refusal(undefined))).serverHtml).toBe('<b>Server says no</b>');
    const bare = await outcomeAfter(new HttpError({ status: 500, message: 'x', body: 'oops' }));
    expect(bare.messageKey).toBe(REGISTRATION_GENERIC_KEY);
    expect(bare.serverHtml).toBeUndefined();
  });
  it('2002 asks for the captcha, 2003 for the switch to sign-in, anything else for the scroll to the top', async () => {
    const handlers = { captchaRefused: vi.fn(), socialAccount: vi.fn(), otherFailure: vi.fn() };
    await outcomeAfter(refusal(REGISTRATION_CODES.CAPTCHA_FAILED), handlers);
    expect(handlers.captchaRefused).toHaveBeenCalledTimes(1);
    await outcomeAfter(refusal(REGISTRATION_CODES.SOCIAL_ACCOUNT_EXISTS), handlers);
    expect(handlers.socialAccount).toHaveBeenCalledTimes(1);
    await outcomeAfter(refusal(REGISTRATION_CODES.EMAIL_TAKEN), handlers);
    expect(handlers.otherFailure).toHaveBeenCalledTimes(1);
    expect(handlers.captchaRefused).toHaveBeenCalledTimes(1);
  });
  it('passes a success through', async () => {
    await expect(registrationSend(async () => 'user')).resolves.toBe('user');
  });
});
