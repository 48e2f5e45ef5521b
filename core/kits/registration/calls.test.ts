import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  REGISTRATION_CAPTCHA_HEADER, REGISTRATION_PATHS, SINGLE_SIGN_ON_HEADER, SOURCE_REGISTRATION_HEADER,
} from '../../contracts/registration.js';
import type { User } from '../../contracts/user.js';
import { setConfig } from '../../page/config.js';
import { clearTokens, getAccessToken, setTokens } from '../../session/tokens.js';
import { configureForTest } from '../../../tests/support/config.js';
import { fakeServices, reply, type FakeCall } from '../../../tests/support/fake-services.js';
import { register, registerKnownEmail, registerStepper } from './calls.js';
import { registrationPayload, stepperPayload } from './fields.js';

const ADA: User = {
  id: 'u1', firstName: 'Ada', lastName: 'Lovelace', company: null, titleName: null, email: 'ada@example.com', isPremiumUser: false,
  subscriptions: [], articles: [], practiceUser: false, userRatings: {}, hasPassword: true,
};
let sent: FakeCall[];

beforeEach(() => {
  configureForTest();
  sent = fakeServices({
    'POST /v2/users*': reply(200, { data: ADA }, { access_token: 'new.access.token', refresh_token: 'r2' }),
  }).calls;
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearTokens();
  localStorage.clear();
  setConfig(null);
});

describe('registration calls (A§7)', () => {
  it('POST /v2/users: the captcha and source headers, no token sent, the answer\'s tokens kept', async () => {
    setTokens({ access: 'stale.old.token', refresh: 'r1' });
    const user = await register(registrationPayload({ email: 'ada@example.com', password: 'Analytical-1' }), { captchaToken: 'tok', source: 'download' });
    expect(user.id).toBe('u1');
    const request = sent[0]!;
    expect(request.path).toBe(REGISTRATION_PATHS.register);
    expect(request.method).toBe('POST');
    expect(request.headers.get(REGISTRATION_CAPTCHA_HEADER)).toBe('tok');
    expect(request.headers.get(SOURCE_REGISTRATION_HEADER)).toBe('download');
    expect(request.headers.get(SINGLE_SIGN_ON_HEADER)).toBeNull();
    expect(request.headers.get('authorization')).toBeNull();
    expect(getAccessToken()).toBe('new.access.token');
  });

  it('the default source sends no source header; single sign-on sends its token and no captcha', async () => {
    await register(registrationPayload({ email: 'a@b.co' }), { source: 'default', singleSignOnToken: 'sso.jwt' });
    expect(sent[0]!.headers.get(SOURCE_REGISTRATION_HEADER)).toBeNull();
    expect(sent[0]!.headers.get(REGISTRATION_CAPTCHA_HEADER)).toBeNull();
    expect(sent[0]!.headers.get(SINGLE_SIGN_ON_HEADER)).toBe('sso.jwt');
  });

  it('the stepper posts its own payload with the captcha header; the known-email registration its srcReg', async () => {
    await registerStepper(stepperPayload({ email: 'a@b.co', password: 'Pass-word-1' }, 'tok'), 'tok');
    expect(sent[0]!.body).toMatchObject({ email: 'a@b.co', recaptcharesponse: 'tok' });
    expect(sent[0]!.headers.get(REGISTRATION_CAPTCHA_HEADER)).toBe('tok');
    await registerKnownEmail({ ...registrationPayload({ email: 'a@b.co' }) }, 'newsletter');
    expect(sent[1]!.path).toBe(REGISTRATION_PATHS.registerKnownEmail);
    expect(sent[1]!.headers.get(SOURCE_REGISTRATION_HEADER)).toBe('newsletter');
  });

});
