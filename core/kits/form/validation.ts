/**
 * Shared form rules (A§5). Rules return dictionary message *keys* (plus placeholder values), never
 * texts: the widget translates with `t(message.key, message.vars)`, so messages follow the page
 * language.
 *
 * The patterns and limits the rules check are the user service's too: they are declared, with
 * why each is what it is, in core/contracts/user-fields.ts. Every rule except `required` (and
 * `otp`, which has its own "required" message) passes an empty value, so "required" and "wrong
 * format" never show at the same time.
 */

// The shared messages' keys and English defaults are declared once, in validation.strings.ts;
// importing it registers the defaults.
import './validation.strings.js';
import type { validationStrings } from './validation.strings.js';
import { isEmail, isStrongPassword, NAME_PATTERN } from '../../contracts/user-fields.js';

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

export {
  EMAIL_MAX, EMAIL_PATTERN, FIRST_NAME_MAX, LAST_NAME_MAX, NAME_PATTERN, ORGANIZATION_MAX, PASSWORD_MIN, isEmail,
} from '../../contracts/user-fields.js';

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

/** Name format rule (trimmed; empty passes). */
export const namePattern: Rule = (value) => {
  const v = value.trim();
  return v === '' || NAME_PATTERN.test(v) ? null : msg(MESSAGE_KEYS.name);
};

/** The strength rule of {@link isStrongPassword}: the message key when `password` fails it, else `null`. */
export function passwordProblem(password: string, emailAddress = ''): string | null {
  return isStrongPassword(password, emailAddress) ? null : MESSAGE_KEYS.password;
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
