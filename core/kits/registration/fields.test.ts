import { describe, expect, it } from 'vitest';
import { EMAIL_MAX, FIRST_NAME_MAX, LAST_NAME_MAX, MESSAGE_KEYS, ORGANIZATION_MAX, validateForm } from '../form/index.js';
import { accountFields, registrationPayload, stepperPayload, REQUIRED_KEYS, type AccountField } from './fields.js';

const rulesOf = (fields: ReturnType<typeof accountFields>) =>
  Object.fromEntries(Object.entries(fields).map(([name, spec]) => [name, spec.rules ?? []])) as Partial<Record<AccountField, never[]>>;

const GOOD = {
  email: 'ada@example.com', password: 'Analytical-1', firstname: 'Ada', lastname: 'Lovelace',
  organization: 'Analytical Engines', jobTitle: 'T1', businessFunction: 'F1', country: 'GB', occasionalEmail: 'true',
};
const errorsFor = (values: Partial<typeof GOOD>, options = { profile: true }) =>
  validateForm({ ...GOOD, ...values }, rulesOf(accountFields(options)));

describe('accountFields: the A§5 sign-up rules', () => {
  it('accepts a complete, well-formed sign-up', () => {
    expect(errorsFor({})).toEqual({});
  });
  it('email: required, pattern, maximum length', () => {
    expect(errorsFor({ email: '' }).email?.key).toBe(MESSAGE_KEYS.required);
    expect(errorsFor({ email: 'ada@' }).email?.key).toBe(MESSAGE_KEYS.email);
    const long = `${'a'.repeat(EMAIL_MAX - 'x@example.com'.length + 1)}x@example.com`;
    expect(errorsFor({ email: long }).email).toEqual({ key: MESSAGE_KEYS.maxChars, vars: { field: 'Email address', limit: EMAIL_MAX } });
  });
  it('password: required and the strength rule that takes the email into account', () => {
    expect(errorsFor({ password: '' }).password?.key).toBe(MESSAGE_KEYS.required);
    expect(errorsFor({ password: 'short1A' }).password?.key).toBe(MESSAGE_KEYS.password);
    expect(errorsFor({ password: 'Xada1234567' }).password?.key).toBe(MESSAGE_KEYS.password);
    expect(errorsFor({ password: 'Xada1234567', email: 'bob@example.com' }).password).toBeUndefined();
  });
  it('first and last name: required, name pattern, their own maximum lengths naming the field', () => {
    expect(errorsFor({ firstname: ' ' }).firstname?.key).toBe(MESSAGE_KEYS.required);
    expect(errorsFor({ lastname: 'L0velace' }).lastname?.key).toBe(MESSAGE_KEYS.name);
    expect(errorsFor({ firstname: 'A'.repeat(FIRST_NAME_MAX + 1) }).firstname).toEqual({ key: MESSAGE_KEYS.maxChars, vars: { field: 'First name', limit: FIRST_NAME_MAX } });
    expect(errorsFor({ lastname: 'A'.repeat(LAST_NAME_MAX) }).lastname).toBeUndefined();
    expect(errorsFor({ lastname: 'A'.repeat(LAST_NAME_MAX + 1) }).lastname?.vars).toEqual({ field: 'Last name', limit: LAST_NAME_MAX });
  });
  it('organization, job title, function and country (E§5): each required with its own message; organization has a maximum', () => {
    const errors = errorsFor({ organization: '', jobTitle: '', businessFunction: '', country: '' });
    expect(errors.organization?.key).toBe(REQUIRED_KEYS.organization);
    expect(errors.jobTitle?.key).toBe(REQUIRED_KEYS.jobTitle);
    expect(errors.businessFunction?.key).toBe(REQUIRED_KEYS.businessFunction);
    expect(errors.country?.key).toBe(REQUIRED_KEYS.country);
    expect(errorsFor({ organization: 'O'.repeat(ORGANIZATION_MAX + 1) }).organization).toEqual({ key: MESSAGE_KEYS.maxChars, vars: { field: 'Organization', limit: ORGANIZATION_MAX } });
  });
  it('leaves out email and password with single sign-on, and the work fields without `profile`', () => {
    expect(Object.keys(accountFields({ singleSignOn: true }))).toEqual(['firstname', 'lastname', 'country', 'occasionalEmail']);
    expect(Object.keys(accountFields({ profile: true }))).toEqual(['email', 'password', 'firstname', 'lastname', 'organization', 'jobTitle', 'businessFunction', 'country', 'occasionalEmail']);
  });
  it('takes starting values (the query prefill)', () => {
    expect(accountFields({ initial: { email: 'a@b.co', firstname: 'Ada' } }).email.initial).toBe('a@b.co');
    expect(accountFields({ initial: { firstname: 'Ada' } }).firstname.initial).toBe('Ada');
  });
});

describe('payloads (A§3)', () => {
  it('the registration payload: trimmed fields, consent as a boolean, password twice, metadata when known', () => {
    expect(registrationPayload({ ...GOOD, firstname: ' Ada ' }, { subscriptions: ['A_1'], cid: 'c9', practiceCode: 'P1' })).toEqual({
      firstName: 'Ada', lastName: 'Lovelace', title: 'T1', company: 'Analytical Engines', businessFunction: 'F1', country: 'GB',
      occasionalEmail: true, subscriptions: ['A_1'], email: 'ada@example.com', password: 'Analytical-1', passwordConfirmation: 'Analytical-1',
      metadata: { cid: 'c9', practiceCode: 'P1' },
    });
  });
  it('without a password (single sign-on) and without metadata', () => {
    const payload = registrationPayload({ email: 'a@b.co', firstname: 'A', lastname: 'B', country: 'DE', occasionalEmail: '' });
    expect(payload).not.toHaveProperty('password');
    expect(payload).not.toHaveProperty('metadata');
    expect(payload.occasionalEmail).toBe(false);
    expect(payload.company).toBe('');
  });
  it('the stepper payload', () => {
    expect(stepperPayload(GOOD, 'tok', ['N_1'])).toEqual({
      email: 'ada@example.com', password: 'Analytical-1', firstname: 'Ada', lastname: 'Lovelace', country: 'GB', recaptcharesponse: 'tok', subscriptions: ['N_1'],
    });
  });
});
