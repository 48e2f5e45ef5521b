/**
 * The account fields every registration form shares (A§3, A§5, E§5), as form-kit field specs, and
 * the payloads built from their values. Rules are the form kit's; this file only says which field
 * gets which, with the registration's own "required" messages for the lookup-backed fields.
 */
import type { RegistrationRequest, StepperRegistrationRequest } from '../../contracts/registration.js';
import {
  EMAIL_MAX, FIRST_NAME_MAX, LAST_NAME_MAX, ORGANIZATION_MAX, email, maxLength, namePattern, password, required,
  type FieldSpec,
} from '../form/index.js';
import { t } from './registration.strings.js';

/** Field names, in the order the forms show them (the first error in this order gets focus, A§5). */
export const ACCOUNT_FIELDS = [
  'email', 'password', 'firstname', 'lastname', 'organization', 'jobTitle', 'businessFunction', 'country', 'occasionalEmail',
] as const;
export type AccountField = (typeof ACCOUNT_FIELDS)[number];

/** The fields that ask for the reader's work (E§5: organization, job title, function); optional per form. */
export const PROFILE_FIELDS = ['organization', 'jobTitle', 'businessFunction'] as const satisfies readonly AccountField[];

/** E§5's required messages of the lookup-backed fields (`{product}Forms_Validations_*`). */
export const REQUIRED_KEYS = {
  organization: 'RegistrationForms_Validations_RequiredOrganization',
  jobTitle: 'RegistrationForms_Validations_JobTitle',
  businessFunction: 'RegistrationForms_Validations_Function',
  country: 'RegistrationForms_Validations_Country',
} as const;

/** The consent checkbox's values as the form keeps them (form values are strings). */
export const CHECKED = 'true';

export interface AccountFieldOptions {
  /**
   * Single sign-on (A§2): no email and no password field: the provider vouched for the email (the
   * token carries it) and is the way in.
   */
  singleSignOn?: boolean;
  /** Include organization, job title and function (the registration page, the rail's profile forms). */
  profile?: boolean;
  /** Starting values (the query's prefill, A§2). */
  initial?: Partial<Record<AccountField, string>>;
}

/**
 * The form-kit field specs (A§5 sign-up rules): email required, pattern and maximum length;
 * password required and the strength rule with the email; first and last name required, the name
 * pattern and their maximum lengths (the max-characters message names the field by its label);
 * organization required with its maximum length; job title, function and country required, each
 * with its own message; the consent checkbox without a rule. Only the fields the options ask for
 * are present (no email or password with single sign-on; organization, job title and function only with
 * `profile`); the type names them all so one form type fits every variant.
 */
export function accountFields({ singleSignOn = false, profile = false, initial = {} }: AccountFieldOptions = {}): Record<AccountField, FieldSpec> {
  const all: Record<AccountField, FieldSpec> = {
    email: { rules: [required(), email, maxLength(EMAIL_MAX, t('RegistrationForm_Email'))] },
    password: { rules: [required(), password()], secret: true },
    firstname: { rules: [required(), namePattern, maxLength(FIRST_NAME_MAX, t('RegistrationForm_FirstName'))] },
    lastname: { rules: [required(), namePattern, maxLength(LAST_NAME_MAX, t('RegistrationForm_LastName'))] },
    organization: { rules: [required(REQUIRED_KEYS.organization), maxLength(ORGANIZATION_MAX, t('RegistrationForm_Organization'))] },
    jobTitle: { rules: [required(REQUIRED_KEYS.jobTitle)] },
    businessFunction: { rules: [required(REQUIRED_KEYS.businessFunction)] },
    country: { rules: [required(REQUIRED_KEYS.country)] },
    occasionalEmail: {},
  };
  const fields: Partial<Record<AccountField, FieldSpec>> = {};
  for (const name of ACCOUNT_FIELDS) {
    if (singleSignOn && (name === 'password' || name === 'email')) continue;
    if (!profile && (PROFILE_FIELDS as readonly string[]).includes(name)) continue;
    fields[name] = initial[name] === undefined ? all[name] : { ...all[name], initial: initial[name] };
  }
  return fields as Record<AccountField, FieldSpec>;
}

/** Form values of the account fields (absent fields read as ''). */
export type AccountValues = Partial<Record<AccountField, string>>;

export interface PayloadExtras {
  /** Alert codes chosen on the form. */
  subscriptions?: readonly string[];
  /** Campaign id (A§3 metadata.cid). */
  cid?: string;
  /** The page's practice (A§3 metadata.practiceCode). */
  practiceCode?: string;
}

/** The registration payload (A§3) from the form's values; no password with single sign-on. */
export function registrationPayload(values: AccountValues, { subscriptions = [], cid, practiceCode }: PayloadExtras = {}): RegistrationRequest {
  const text = (name: AccountField) => (values[name] ?? '').trim();
  const metadata = { ...(cid ? { cid } : {}), ...(practiceCode ? { practiceCode } : {}) };
  return {
    firstName: text('firstname'),
    lastName: text('lastname'),
    title: text('jobTitle'),
    company: text('organization'),
    businessFunction: text('businessFunction'),
    country: text('country'),
    occasionalEmail: values.occasionalEmail === CHECKED,
    subscriptions: [...subscriptions],
    email: text('email'),
    ...(values.password ? { password: values.password, passwordConfirmation: values.password } : {}),
    ...(Object.keys(metadata).length ? { metadata } : {}),
  };
}

/** The stepper's payload (A§3 "Stepper registration payload"). */
export function stepperPayload(values: AccountValues, captchaToken: string | null, subscriptions: readonly string[] = []): StepperRegistrationRequest {
  return {
    email: (values.email ?? '').trim(),
    password: values.password ?? '',
    firstname: (values.firstname ?? '').trim(),
    lastname: (values.lastname ?? '').trim(),
    country: values.country ?? '',
    recaptcharesponse: captchaToken ?? '',
    subscriptions: [...subscriptions],
  };
}
