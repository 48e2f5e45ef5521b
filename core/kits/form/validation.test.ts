import { describe, expect, it } from 'vitest';
import { t } from '../../text/i18n.js';
import {
  EMAIL_MAX, FIRST_NAME_MAX, LAST_NAME_MAX, MESSAGE_KEYS, ORGANIZATION_MAX, email, isEmail, matches, maxLength,
  namePattern, otp, password, passwordProblem, required, validateForm, type Rule,
} from './validation.js';

const ctx = (values: Record<string, string> = {}, field = 'f') => ({ field, values });
const run = (rule: Rule, value: string, values: Record<string, string> = {}) => rule(value, ctx(values));

describe('required', () => {
  it.each([['', true], ['   ', true], ['x', false]])('%j fails: %s', (value, fails) => {
    expect(run(required(), value)).toEqual(fails ? { key: MESSAGE_KEYS.required } : null);
  });
  it('takes a field-specific key', () => {
    expect(run(required('Forms_Validations_Country'), '')).toEqual({ key: 'Forms_Validations_Country' });
  });
});

describe('email', () => {
  it.each([
    'jane@example.com', 'jane.doe+news@mail.example.co.uk', ' padded@example.com ', "o'brien@example.ie", 'x@a-b.io',
  ])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
    expect(run(email, value)).toBeNull();
  });
  it.each([
    'plain', 'a@b', 'a@localhost', 'two@@example.com', 'sp ace@example.com', '.dot@example.com', 'dot.@example.com',
    'a..b@example.com', 'a@-example.com', 'a@example.c', 'a@example.123',
  ])('refuses %s', (value) => {
    expect(run(email, value)).toEqual({ key: MESSAGE_KEYS.email });
  });
  it('passes an empty value (required reports that)', () => {
    expect(run(email, '')).toBeNull();
  });
});

describe('maxLength', () => {
  it('passes at the limit and fails above it with {field, limit}', () => {
    expect(run(maxLength(3), 'abc')).toBeNull();
    expect(maxLength(3)('abcd', ctx({}, 'firstname'))).toEqual({ key: MESSAGE_KEYS.maxChars, vars: { field: 'firstname', limit: 3 } });
    expect(maxLength(3, 'First name')('abcd', ctx())).toEqual({ key: MESSAGE_KEYS.maxChars, vars: { field: 'First name', limit: 3 } });
  });
  it('counts an emoji as one character', () => {
    expect(run(maxLength(2), '😀😀')).toBeNull();
  });
  it('exposes the chosen limits', () => {
    expect([EMAIL_MAX, FIRST_NAME_MAX, LAST_NAME_MAX, ORGANIZATION_MAX]).toEqual([254, 50, 80, 100]);
  });
});

describe('namePattern', () => {
  it.each(["José", 'Anne-Marie', "O'Neil", 'O’Neil', 'J. R. R.', 'Zoë Saldaña', 'Ngô Bảo Châu', '山田', 'محمد'])('accepts %s', (v) => {
    expect(run(namePattern, v)).toBeNull();
  });
  it.each(['R2D2', 'a_b', 'x@y', '-Ann', '.', 'Ann!'])('refuses %s', (v) => {
    expect(run(namePattern, v)).toEqual({ key: MESSAGE_KEYS.name });
  });
});

describe('password', () => {
  it.each([
    ['Abcdefg1', '', null],
    ['Abcdef1', '', MESSAGE_KEYS.password], // 7 chars
    ['abcdefg1', '', MESSAGE_KEYS.password], // no upper
    ['ABCDEFG1', '', MESSAGE_KEYS.password], // no lower
    ['Abcdefgh', '', MESSAGE_KEYS.password], // no digit
    ['xJaneDoe99', 'janedoe@example.com', MESSAGE_KEYS.password], // contains the local part, any case
    ['Secret123', 'jo@example.com', null], // local part shorter than 3: not checked
    ['Secret123', 'sec@example.com', MESSAGE_KEYS.password],
    ['Secret123', 'bob@example.com', null],
  ])('%s with email %j → %s', (pw, mail, expected) => {
    expect(passwordProblem(pw, mail)).toBe(expected);
  });

  it('reads the email from the form by default, or takes it directly', () => {
    expect(password()('Janedoe123', ctx({ email: 'janedoe@x.com' }))).toEqual({ key: MESSAGE_KEYS.password });
    expect(password('janedoe@x.com')('Janedoe123', ctx())).toEqual({ key: MESSAGE_KEYS.password });
    expect(password()('Janedoe123', ctx({ email: 'bob@x.com' }))).toBeNull();
    expect(password()('', ctx())).toBeNull();
  });
});

describe('matches', () => {
  it('compares with another field, exactly', () => {
    const rule = matches((v) => v.password);
    expect(rule('Abcdefg1', ctx({ password: 'Abcdefg1' }))).toBeNull();
    expect(rule('Abcdefg1 ', ctx({ password: 'Abcdefg1' }))).toEqual({ key: MESSAGE_KEYS.passwordMatch });
    expect(matches('x')('y', ctx())).toEqual({ key: MESSAGE_KEYS.passwordMatch });
  });
});

describe('otp', () => {
  it.each([
    ['123456', null],
    [' 123456 ', null],
    ['', MESSAGE_KEYS.otpRequired],
    ['   ', MESSAGE_KEYS.otpRequired],
    ['12345', MESSAGE_KEYS.otp],
    ['1234567', MESSAGE_KEYS.otp],
    ['12a456', MESSAGE_KEYS.otp],
  ])('%j → %s', (value, key) => {
    expect(run(otp, value)).toEqual(key ? { key } : null);
  });
});

describe('validateForm', () => {
  const rules = {
    email: [required(), email, maxLength(EMAIL_MAX)],
    firstname: [required(), namePattern, maxLength(5, 'First name')],
    password: [required(), password()],
    confirm: [matches((v) => v.password)],
  };

  it('returns the first failing rule per field and omits valid fields', () => {
    const errors = validateForm({ email: '', firstname: 'Abcdefgh', password: 'Abcdefg1', confirm: 'nope' }, rules);
    expect(errors).toEqual({
      email: { key: MESSAGE_KEYS.required },
      firstname: { key: MESSAGE_KEYS.maxChars, vars: { field: 'First name', limit: 5 } },
      confirm: { key: MESSAGE_KEYS.passwordMatch },
    });
  });

  it('is empty for a valid form; missing values count as empty', () => {
    expect(validateForm({ email: 'a@b.co', firstname: 'Ann', password: 'Abcdefg1', confirm: 'Abcdefg1' }, rules)).toEqual({});
    expect(validateForm({}, { email: [required()] })).toEqual({ email: { key: MESSAGE_KEYS.required } });
  });
});

describe('message defaults', () => {
  it('gives every shared message an English text, with the max-chars placeholders filled', () => {
    for (const key of Object.values(MESSAGE_KEYS)) expect(t(key)).not.toBe(key);
    const problem = maxLength(3, 'Organization')('abcd', { field: 'organization', values: {} })!;
    expect(t(problem.key, problem.vars)).toBe('Organization can be at most 3 characters.');
  });
});
