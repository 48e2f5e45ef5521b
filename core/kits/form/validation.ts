/**
 * Shared form rules (A§5). Rules return dictionary message *keys* (plus placeholder values), never
 * texts: the widget translates with `t(message.key, message.vars)`, so messages follow the page
 * language.
 *
 * The spec leaves the exact patterns and limits "not shown"; the values below are our choices and
 * are documented where they are defined. Every rule except `required` (and `otp`, which has its
 * own "required" message) passes an empty value, so "required" and "wrong format" never show at
 * the same time.
 */

// The shared messages' keys and English defaults are declared once, in validation.strings.ts;
// importing it registers the defaults.
import './validation.strings.js';
import type { validationStrings } from './validation.strings.js';

type MessageKey = keyof typeof validationStrings.defaults;

/** Dictionary keys of the shared messages. Widgets may pass their own key to `required()`. */
export const MESSAGE_KEYS = {
  required: 'Forms_Validations_Required',
  email: 'Forms_Validations_ValidEmail',
  maxChars: 'Forms_Validations_MaxCharsReached',
  name: 'Forms_Validations_ValidName',
  password: 'Forms_Validations_PasswordStrength',
  passwordMatch: 'Forms_Validations_PasswordMatch',
  otpRequired: 'Forms_Validations_OtpRequired',
  otp: 'Forms_Validations_InvalidOtp',
} as const satisfies Record<string, MessageKey>;

/**
 * Maximum lengths. The spec says only that they exist and differ per field, so these are chosen:
 * 254 is the longest address SMTP can carry (RFC 5321 path limit); 50/80/100 are generous for
 * names and organisations while keeping the CRM fields bounded.
 */
/** Email maximum length (chosen, see above). */
export const EMAIL_MAX = 254;
/** First name maximum length (chosen). */
export const FIRST_NAME_MAX = 50;
/** Last name maximum length (chosen). */
export const LAST_NAME_MAX = 80;
/** Organization maximum length (chosen). */
export const ORGANIZATION_MAX = 100;
/** Minimum password length (chosen; see {@link passwordProblem}). */
export const PASSWORD_MIN = 8;

/** A failed rule: the dictionary key and the placeholder values the message needs. */
export interface ValidationMessage {
  key: string;
  vars?: Record<string, string | number>;
}

/** A form's current values by field name (missing fields validate as ''). */
export type FormValues = Readonly<Record<string, string | undefined>>;

/** What a rule sees besides its value. */
export interface RuleContext {
  /** The field being validated (name as in the form values). */
  field: string;
  /** All values of the form, for rules that compare fields. */
  values: FormValues;
}

/** A rule: `null` when the value passes, else the message. */
export type Rule = (value: string, ctx: RuleContext) => ValidationMessage | null;

const msg = (key: string, vars?: ValidationMessage['vars']): ValidationMessage => (vars ? { key, vars } : { key });
const length = (s: string) => Array.from(s).length;

/** Fails on an empty or whitespace-only value. */
export function required(key: string = MESSAGE_KEYS.required): Rule {
  return (value) => (value.trim() === '' ? msg(key) : null);
}

/**
 * Email pattern (chosen; checked after trimming): a local part of the characters RFC 5322 allows
 * unquoted (letters, digits and ! # $ % & ' * + / = ? ^ _ ` { | } ~ . -), one `@`, then one or more
 * dot-separated domain labels (letters, digits, inner hyphens, at most 63 characters each) and a
 * final label of at least two letters. So it needs a dot in the domain (intranet-only addresses
 * such as `a@localhost` are refused, as a public site wants) and refuses spaces, consecutive or
 * edge dots in the local part, and quoted local parts.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** True when `value` (trimmed) matches {@link EMAIL_PATTERN}. */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** Email format rule (empty passes). */
export const email: Rule = (value) => (value.trim() === '' || isEmail(value) ? null : msg(MESSAGE_KEYS.email));

/**
 * At most `n` characters (code points, so an emoji counts once). The message carries
 * `{field, limit}` (A§5: "a max-characters message naming the field and limit"); `field` is
 * `fieldLabel` when given, else the field's name.
 */
export function maxLength(n: number, fieldLabel?: string): Rule {
  return (value, ctx) => (length(value) > n ? msg(MESSAGE_KEYS.maxChars, { field: fieldLabel ?? ctx.field, limit: n }) : null);
}

/**
 * Name pattern: letters of any script including accented ones (and combining marks), spaces,
 * apostrophes (' and ’), hyphens and periods; it must start with a letter, so "-" or "." alone fail.
 */
export const NAME_PATTERN = /^\p{L}[\p{L}\p{M} '’.-]*$/u;

/** Name format rule (trimmed; empty passes). */
export const namePattern: Rule = (value) => {
  const v = value.trim();
  return v === '' || NAME_PATTERN.test(v) ? null : msg(MESSAGE_KEYS.name);
};

/**
 * The password strength check "that takes the email into account" (A§5; the actual rule is not
 * shown). Ours: at least {@link PASSWORD_MIN} characters, at least one upper-case letter, one
 * lower-case letter and one digit, and it must not contain the local part of the email
 * (case-insensitive) when that local part has 3 or more characters (shorter ones would reject
 * too many good passwords by accident). Returns the message key, or `null` when acceptable.
 */
export function passwordProblem(password: string, emailAddress = ''): string | null {
  if (length(password) < PASSWORD_MIN) return MESSAGE_KEYS.password;
  if (!/\p{Lu}/u.test(password) || !/\p{Ll}/u.test(password) || !/\d/.test(password)) return MESSAGE_KEYS.password;
  const at = emailAddress.trim().indexOf('@');
  const local = (at < 0 ? emailAddress.trim() : emailAddress.trim().slice(0, at)).toLowerCase();
  if (length(local) >= 3 && password.toLowerCase().includes(local)) return MESSAGE_KEYS.password;
  return null;
}

type Source = string | ((values: FormValues) => string | undefined);
const resolve = (source: Source, values: FormValues) => (typeof source === 'function' ? source(values) : source) ?? '';

/**
 * Password rule (empty passes; combine with `required()` where a password is mandatory).
 * `emailSource` is the email itself or a function reading it from the form values; by default the
 * form's `email` field.
 */
export function password(emailSource: Source = (values) => values.email): Rule {
  return (value, ctx) => {
    if (value === '') return null;
    const problem = passwordProblem(value, resolve(emailSource, ctx.values));
    return problem ? msg(problem) : null;
  };
}

/**
 * Confirm-password rule: the value must equal `other` (a string, or a function reading another
 * field, e.g. `matches((v) => v.password)`). Compared exactly, without trimming, since
 * passwords may legitimately contain spaces.
 */
export function matches(other: Source): Rule {
  return (value, ctx) => (value === resolve(other, ctx.values) ? null : msg(MESSAGE_KEYS.passwordMatch));
}

/** One-time code (A§5): required, then exactly 6 digits once trimmed. */
export const otp: Rule = (value) => {
  const v = value.trim();
  if (v === '') return msg(MESSAGE_KEYS.otpRequired);
  return /^\d{6}$/.test(v) ? null : msg(MESSAGE_KEYS.otp);
};

/**
 * Validates every field that has rules: for each field the first failing rule's message, fields
 * that pass are absent. A missing value is validated as ''. An empty result means the form is valid.
 */
export function validateForm<F extends string>(
  values: FormValues,
  rules: Partial<Record<F, readonly Rule[]>>,
): Partial<Record<F, ValidationMessage>> {
  const errors: Partial<Record<F, ValidationMessage>> = {};
  for (const field of Object.keys(rules) as F[]) {
    const ctx: RuleContext = { field, values };
    const value = values[field] ?? '';
    for (const rule of rules[field] ?? []) {
      const problem = rule(value, ctx);
      if (problem) {
        errors[field] = problem;
        break;
      }
    }
  }
  return errors;
}
