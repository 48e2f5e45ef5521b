import { afterEach, describe, expect, it, vi } from 'vitest';
import { is } from 'superstruct';
import { ErrorBody, TOKEN_HEADERS } from '../../../core/contracts/auth.js';
import { GetUserResponse } from '../../../core/contracts/user.js';
import {
  REGISTRATION_CAPTCHA_HEADER, REGISTRATION_CODES, REGISTRATION_PATHS, RegistrationResponse, SINGLE_SIGN_ON_HEADER,
  SOURCE_REGISTRATION_HEADER, type KnownEmailRegistrationRequest, type RegistrationRequest,
  type StepperRegistrationRequest,
} from '../../../core/contracts/registration.js';
import { TEST_CAPTCHA_TOKENS } from '../../../core/contracts/captcha.js';
import { SUBSCRIBE_CAPTCHA_HEADER } from '../../../core/contracts/subscriptions.js';
import { FIRST_NAME_MAX, ORGANIZATION_MAX } from '../../../core/contracts/user-fields.js';
import { createApp } from '../../server/app.js';
import { TEST_SETTINGS } from '../../server/testing.js';
import { useAccountTestApp } from './account-test-app.js';
import { SINGLE_SIGN_ON_TTL_SECONDS, issueSingleSignOnToken } from './single-sign-on-token.js';
import { WELCOME_MAIL_KIND } from './welcome-mail.js';

const { app, db } = useAccountTestApp();
const USER = '/api/user';
const CAPTCHA = { [REGISTRATION_CAPTCHA_HEADER]: TEST_CAPTCHA_TOKENS.visible };
afterEach(() => vi.useRealTimers());

let serial = 0;
/** A fresh address per test, so tests do not depend on each other's accounts. */
const freshEmail = (name = 'new') => `${name}.${++serial}.${Date.now()}@example.org`;

const pageRequest = (overrides: Partial<RegistrationRequest> = {}): RegistrationRequest => ({
  firstName: 'Noor', lastName: 'Haddad', title: 'T015', company: 'Acme Logistics', businessFunction: 'STRA', country: 'DE',
  occasionalEmail: true, subscriptions: ['ALERT_TECHNOLOGY', 'NEWSLETTER_THE_QUARTERLY'], email: freshEmail(),
  password: 'Sunny-Harbor-42', passwordConfirmation: 'Sunny-Harbor-42', metadata: { cid: 'campaign-7', practiceCode: 'technology' },
  ...overrides,
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  app().request(`${USER}${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body),
  });
const register = (body: unknown, headers: Record<string, string> = CAPTCHA) => post(REGISTRATION_PATHS.register, body, headers);

async function expectCode(res: Response, code: number) {
  const body = await res.json();
  expect(is(body, ErrorBody)).toBe(true);
  expect(body.code).toBe(code);
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
}

const getUser = (id: string, accessToken: string) =>
  app().request(`${USER}/v2/users/${id}`, { headers: { authorization: `Bearer ${accessToken}` } });

const welcomeMailsTo = async (email: string) => {
  const { messages } = await (await app().request(`/demo/outbox.json?to=${encodeURIComponent(email)}`)).json();
  return (messages as { kind: string; body: string }[]).filter((m) => m.kind === WELCOME_MAIL_KIND);
};

describe('POST {user}/v2/users: the page and rail payload', () => {
  it('creates the account, signs it in and mails a welcome', async () => {
    const request = pageRequest();
    const res = await register(request, { ...CAPTCHA, [SOURCE_REGISTRATION_HEADER]: 'download' });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(is(body, RegistrationResponse)).toBe(true);
    expect(body.data).toMatchObject({
      email: request.email, firstName: 'Noor', lastName: 'Haddad', company: 'Acme Logistics', titleName: 'Director',
      hasPassword: true, subscriptions: ['ALERT_TECHNOLOGY', 'NEWSLETTER_THE_QUARTERLY'],
    });
    const accessToken = res.headers.get(TOKEN_HEADERS.access);
    expect(accessToken).toBeTruthy();
    expect(res.headers.get(TOKEN_HEADERS.refresh)).toBeTruthy();

    const fetched = await getUser(body.data.id, accessToken!);
    expect(fetched.status).toBe(200);
    const user = await fetched.json();
    expect(is(user, GetUserResponse)).toBe(true);
    expect(user.data).toEqual(body.data);

    const [stored] = await db().query<Record<string, unknown>>(
      `SELECT occasional_email, source_registration, registration_cid, registration_practice_code, business_function, country
         FROM users WHERE id = $1`, [body.data.id]);
    expect(stored).toEqual({
      occasional_email: true, source_registration: 'download', registration_cid: 'campaign-7',
      registration_practice_code: 'technology', business_function: 'STRA', country: 'DE',
    });
    const [mail] = await welcomeMailsTo(request.email);
    expect(mail!.body).toMatch(/^http:\/\/127\.0\.0\.1:4321\/my-account$/m);
  });

  it('then signs in with the chosen password', async () => {
    const request = pageRequest();
    expect((await register(request)).status).toBe(201);
    const res = await post('/v2/auth/login', { username: request.email, password: request.password });
    expect(res.status).toBe(200);
  });

  it('accepts a job title by its name and leaves out the optional fields a short form lacks', async () => {
    const res = await register(pageRequest({ title: 'senior manager', company: '', businessFunction: '', country: '', subscriptions: [] }));
    expect(res.status).toBe(201);
    expect((await res.json()).data).toMatchObject({ titleName: 'Senior Manager', company: null, subscriptions: [] });
  });

  it('refuses a missing or refused captcha: 2002', async () => {
    await expectCode(await register(pageRequest(), {}), REGISTRATION_CODES.CAPTCHA_FAILED);
    await expectCode(await register(pageRequest(), { [REGISTRATION_CAPTCHA_HEADER]: 'made-up' }), REGISTRATION_CODES.CAPTCHA_FAILED);
  });

  it('refuses an email that has an account, in any case: 1002', async () => {
    await expectCode(await register(pageRequest({ email: 'Reader@Example.com' })), REGISTRATION_CODES.EMAIL_TAKEN);
  });

  it('refuses the email of a social-only account: 2003', async () => {
    await expectCode(await register(pageRequest({ email: 'social@example.com' })), REGISTRATION_CODES.SOCIAL_ACCOUNT_EXISTS);
  });

  it('refuses a weak password, or one containing the email: 1003', async () => {
    const weak = pageRequest({ password: 'short', passwordConfirmation: 'short' });
    await expectCode(await register(weak), REGISTRATION_CODES.PASSWORD_REFUSED);
    const email = freshEmail('harbor');
    const withEmail = pageRequest({ email, password: `${email.split('@')[0]}-X9a`, passwordConfirmation: `${email.split('@')[0]}-X9a` });
    await expectCode(await register(withEmail), REGISTRATION_CODES.PASSWORD_REFUSED);
    await expectCode(await register(pageRequest({ password: undefined, passwordConfirmation: undefined })), REGISTRATION_CODES.PASSWORD_REFUSED);
  });

  it('refuses a confirmation that differs from the password: 1008', async () => {
    await expectCode(await register(pageRequest({ passwordConfirmation: 'Sunny-Harbor-43' })), REGISTRATION_CODES.PASSWORDS_DIFFER);
  });

  it.each([
    ['an email without a domain', { email: 'someone@localhost' }],
    ['an empty first name', { firstName: '  ' }],
    ['a first name over its limit', { firstName: 'A'.repeat(FIRST_NAME_MAX + 1) }],
    ['a last name with digits', { lastName: 'R2-D2' }],
    ['an organization over its limit', { company: 'C'.repeat(ORGANIZATION_MAX + 1) }],
    ['a subscription outside the catalogue', { subscriptions: ['ALERT_TECHNOLOGY', 'NOT_A_LIST'] }],
  ])('refuses %s: 1004', async (_, overrides) => {
    await expectCode(await register(pageRequest(overrides)), REGISTRATION_CODES.INVALID_FIELD);
  });

  it.each([
    ['country', { country: 'XX' }],
    ['business function', { businessFunction: 'NOPE' }],
    ['job title', { title: 'Chief Vibes Officer' }],
  ])('refuses a %s outside the lookup list: 2004', async (_, overrides) => {
    await expectCode(await register(pageRequest(overrides)), REGISTRATION_CODES.UNKNOWN_LOOKUP);
  });

  it('answers a body off the contract, or no JSON, with a clean 400', async () => {
    const res = await register({ email: 'x@example.org' });
    expect(res.status).toBe(400);
    expect(is(await res.json(), ErrorBody)).toBe(true);
    const notJson = await app().request(`${USER}${REGISTRATION_PATHS.register}`, {
      method: 'POST', headers: { 'content-type': 'application/json', ...CAPTCHA }, body: '{',
    });
    expect(notJson.status).toBe(400);
  });

  it('never echoes the caller\'s text in an error message', async () => {
    const res = await register(pageRequest({ country: '<img src=x onerror=alert(1)>' }));
    expect((await res.json()).message).not.toContain('<');
  });
});

describe('POST {user}/v2/users: the stepper payload', () => {
  const stepperRequest = (overrides: Partial<StepperRegistrationRequest> = {}): StepperRegistrationRequest => ({
    email: freshEmail('stepper'), password: 'Sunny-Harbor-42', firstname: 'Kenji', lastname: 'Sato', country: 'JP',
    recaptcharesponse: TEST_CAPTCHA_TOKENS.visible, subscriptions: [], ...overrides,
  });

  it('creates the account with the captcha in the body', async () => {
    const request = stepperRequest();
    const res = await register(request, {});
    expect(res.status).toBe(201);
    expect((await res.json()).data).toMatchObject({ email: request.email, firstName: 'Kenji', lastName: 'Sato', titleName: null });
    expect(res.headers.get(TOKEN_HEADERS.access)).toBeTruthy();
  });

  it('refuses a refused captcha (2002) and checks the same rules (1004, 2004)', async () => {
    await expectCode(await register(stepperRequest({ recaptcharesponse: '' }), {}), REGISTRATION_CODES.CAPTCHA_FAILED);
    await expectCode(await register(stepperRequest({ firstname: '' }), {}), REGISTRATION_CODES.INVALID_FIELD);
    await expectCode(await register(stepperRequest({ country: 'ZZ' }), {}), REGISTRATION_CODES.UNKNOWN_LOOKUP);
  });
});

describe('POST {user}/v2/users with a single-sign-on token', () => {
  const identity = (email = freshEmail('sso')) => ({ email, firstName: 'Ama', lastName: 'Owusu', provider: 'LinkedIn' });

  it('needs no captcha nor password, takes the token\'s email and links the provider', async () => {
    const vouched = identity();
    const { token } = await issueSingleSignOnToken({ db: db() }, vouched);
    const res = await register(pageRequest({ email: 'ignored@example.org', password: undefined, passwordConfirmation: undefined }),
      { [SINGLE_SIGN_ON_HEADER]: token });
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data).toMatchObject({ email: vouched.email, hasPassword: false, socialLoginIdps: 'LinkedIn' });
    expect(res.headers.get(TOKEN_HEADERS.access)).toBeTruthy();
    const [mail] = await welcomeMailsTo(vouched.email);
    expect(mail!.body).toContain('Sign in with LinkedIn.');
  });

  it('refuses an invalid token: 6010', async () => {
    await expectCode(await register(pageRequest(), { ...CAPTCHA, [SINGLE_SIGN_ON_HEADER]: 'forged.token.value' }),
      REGISTRATION_CODES.SINGLE_SIGN_ON_EXPIRED);
  });

  it('refuses an expired token: 6010', async () => {
    const { token } = await issueSingleSignOnToken({ db: db() }, identity());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (SINGLE_SIGN_ON_TTL_SECONDS + 1) * 1000);
    await expectCode(await register(pageRequest(), { [SINGLE_SIGN_ON_HEADER]: token }), REGISTRATION_CODES.SINGLE_SIGN_ON_EXPIRED);
  });

  it('refuses a vouched email that already has an account: 1002', async () => {
    const { token } = await issueSingleSignOnToken({ db: db() }, identity('reader@example.com'));
    await expectCode(await register(pageRequest(), { [SINGLE_SIGN_ON_HEADER]: token }), REGISTRATION_CODES.EMAIL_TAKEN);
  });
});

describe('POST {user}/v2/users/known-email', () => {
  const knownRequest = (email: string): KnownEmailRegistrationRequest => ({
    firstName: 'Lea', lastName: 'Martin', title: '', company: '', businessFunction: '', country: 'FR', occasionalEmail: false,
    subscriptions: ['ALERT_HEALTHCARE'], email,
  });
  const registerKnown = (email: string, headers: Record<string, string> = { [SOURCE_REGISTRATION_HEADER]: 'newsletter' }) =>
    post(REGISTRATION_PATHS.registerKnownEmail, knownRequest(email), headers);
  const subscribeAnonymously = async (email: string) => {
    const res = await post('/v2/subscribe', { email, subscriptions: ['NEWSLETTER_INSIGHTS_WEEKLY'] }, { [SUBSCRIBE_CAPTCHA_HEADER]: 'token' });
    expect(res.status).toBe(200);
  };

  it('turns an anonymous newsletter subscriber into a signed-in reader without a password', async () => {
    const email = freshEmail('subscriber');
    await subscribeAnonymously(email);
    const res = await registerKnown(email);
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data).toMatchObject({ email, hasPassword: false, subscriptions: ['ALERT_HEALTHCARE', 'NEWSLETTER_INSIGHTS_WEEKLY'] });
    expect(res.headers.get(TOKEN_HEADERS.access)).toBeTruthy();
    expect(await db().query('SELECT 1 FROM email_subscriptions WHERE email = lower($1)', [email])).toEqual([]);
    const [mail] = await welcomeMailsTo(email);
    expect(mail!.body).toContain('Forgot password');
  });

  it('refuses a missing or malformed source, and an email no link knows: 2005', async () => {
    const email = freshEmail('subscriber');
    await subscribeAnonymously(email);
    await expectCode(await registerKnown(email, {}), REGISTRATION_CODES.KNOWN_EMAIL_REFUSED);
    await expectCode(await registerKnown(email, { [SOURCE_REGISTRATION_HEADER]: 'not a source!' }), REGISTRATION_CODES.KNOWN_EMAIL_REFUSED);
    await expectCode(await registerKnown(freshEmail('stranger')), REGISTRATION_CODES.KNOWN_EMAIL_REFUSED);
  });

  it('refuses an email that has an account: 1002', async () => {
    await expectCode(await registerKnown('premium@example.com'), REGISTRATION_CODES.EMAIL_TAKEN);
  });
});

describe('registration rate limit', () => {
  it('answers a client over the per-client limit with 429, before any account is made', async () => {
    // A client of its own: the limit is counted in the database, where this file's other requests counted too.
    const limited = createApp({ db: db(), settings: { ...TEST_SETTINGS, authRateLimit: { max: 1, windowSeconds: 60 } }, clientKey: () => 'rate-limit-test' });
    const send = (request: RegistrationRequest) => limited.request(`${USER}${REGISTRATION_PATHS.register}`, {
      method: 'POST', headers: { 'content-type': 'application/json', ...CAPTCHA }, body: JSON.stringify(request),
    });
    expect((await send(pageRequest())).status).toBe(201);
    const second = pageRequest();
    const res = await send(second);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect(await db().query('SELECT 1 FROM users WHERE email = $1', [second.email])).toEqual([]);
  });
});
