import {
  REGISTRATION_CODES, RegistrationRequest, StepperRegistrationRequest, type KnownEmailRegistrationRequest,
} from '../../../core/contracts/registration.js';
import { JOB_TITLE_MAX } from '../../../core/contracts/account.js';
import {
  EMAIL_MAX, FIRST_NAME_MAX, LAST_NAME_MAX, NAME_PATTERN, ORGANIZATION_MAX, isEmail,
} from '../../../core/contracts/user-fields.js';
import type { Queryable } from '../../db/db.js';
import { fail, parseRequest } from '../http.js';
import { unknownCodes } from '../subscriptions/queries.js';
import { checkNewPassword } from './password-reset-routes.js';
import { MAX_ALERT_CODE_LENGTH, MAX_SUBSCRIPTIONS } from './profile-routes.js';
import { lookupCodeExists } from './account-queries.js';
import { findTitleName } from './registration-queries.js';

/*
 * Error messages never quote what the caller sent: the widgets show the server's text as HTML
 * (sanitised), so it stays plain and ours.
 */

/**
 * What a sign-up asks for, whichever form sent it: the page and rail payload, the stepper's (fewer
 * fields, lower-case names) and the known-email one (no password) all become this.
 */
export interface NewAccount {
  email: string;
  password?: string | undefined;
  passwordConfirmation?: string | undefined;
  firstName: string;
  lastName: string;
  title: string;
  company: string;
  businessFunction: string;
  country: string;
  occasionalEmail: boolean;
  subscriptions: string[];
  cid?: string | undefined;
  practiceCode?: string | undefined;
  /** The stepper's captcha travels in the body (recaptcharesponse), the page's in a header. */
  captchaInBody?: string;
}

/** Longest metadata value stored (cid, practiceCode). */
export const METADATA_MAX = 64;

/**
 * The body is the stepper's when it has the stepper's own field names (lower-case `firstname` or
 * `recaptcharesponse`), else the page's; each is checked by its contract (a shape error is a 400).
 */
export function parseRegistration(body: unknown): NewAccount {
  const fields = typeof body === 'object' && body !== null ? body : {};
  if ('firstname' in fields || 'recaptcharesponse' in fields) {
    const s = parseRequest(StepperRegistrationRequest, body);
    return {
      email: s.email, password: s.password, firstName: s.firstname, lastName: s.lastname, title: '', company: '',
      businessFunction: '', country: s.country, occasionalEmail: false, subscriptions: s.subscriptions,
      captchaInBody: s.recaptcharesponse,
    };
  }
  const r = parseRequest(RegistrationRequest, body);
  return fromPagePayload(r);
}

/** The page payload (or the known-email one, which is it without the passwords). */
export function fromPagePayload(r: RegistrationRequest | KnownEmailRegistrationRequest): NewAccount {
  return {
    email: r.email, firstName: r.firstName, lastName: r.lastName, title: r.title, company: r.company,
    businessFunction: r.businessFunction, country: r.country, occasionalEmail: r.occasionalEmail,
    subscriptions: r.subscriptions, cid: r.metadata?.cid, practiceCode: r.metadata?.practiceCode,
    ...('password' in r ? { password: r.password, passwordConfirmation: r.passwordConfirmation } : {}),
  };
}

const length = (s: string) => Array.from(s).length;
const invalid = (message: string): never => fail(400, message, REGISTRATION_CODES.INVALID_FIELD);
const unknownLookup = (message: string): never => fail(400, message, REGISTRATION_CODES.UNKNOWN_LOOKUP);

function checkName(value: string, field: string, max: number) {
  if (!value) invalid(`${field} is required.`);
  if (length(value) > max) invalid(`${field} can be at most ${max} characters.`);
  if (!NAME_PATTERN.test(value)) invalid(`${field} has characters a name cannot have.`);
}

/** 1004 for an address the form kit would refuse (pattern, EMAIL_MAX). */
export function checkEmail(email: string) {
  if (length(email) > EMAIL_MAX || !isEmail(email)) invalid('The email is not a valid address.');
}

/** 1003 for a password failing the strength rule with the email; 1008 when the confirmation differs. */
export function checkPasswords(account: NewAccount, email: string) {
  if (!account.password) fail(400, 'A password is required.', REGISTRATION_CODES.PASSWORD_REFUSED);
  checkNewPassword(account.password, email, REGISTRATION_CODES.PASSWORD_REFUSED);
  if (account.passwordConfirmation !== undefined && account.passwordConfirmation !== account.password) {
    fail(400, 'The password confirmation is not the same as the password.', REGISTRATION_CODES.PASSWORDS_DIFFER);
  }
}

/** What is stored: trimmed values, empty optional fields as null, the title as the list's name. */
export interface CheckedAccount {
  firstName: string;
  lastName: string;
  title: string | null;
  company: string | null;
  businessFunction: string | null;
  country: string | null;
  occasionalEmail: boolean;
  subscriptions: string[];
  cid: string | null;
  practiceCode: string | null;
}

/**
 * The fields besides email and password. Names are required (the stepper has no others); title,
 * company, function and country may be empty (the rail's shorter forms) but when given must fit:
 * lengths and patterns give 1004, a value outside the lookup lists 2004 (the title may be given
 * by its list id or its name), a subscription outside the catalogue 1004.
 */
export async function checkFields(db: Queryable, account: NewAccount): Promise<CheckedAccount> {
  const firstName = account.firstName.trim();
  const lastName = account.lastName.trim();
  checkName(firstName, 'firstName', FIRST_NAME_MAX);
  checkName(lastName, 'lastName', LAST_NAME_MAX);
  const company = account.company.trim();
  if (length(company) > ORGANIZATION_MAX) invalid(`company can be at most ${ORGANIZATION_MAX} characters.`);
  const title = account.title.trim();
  if (length(title) > JOB_TITLE_MAX) invalid(`title can be at most ${JOB_TITLE_MAX} characters.`);
  const titleName = title ? await findTitleName(db, title) : null;
  if (title && !titleName) unknownLookup('The job title is not one of the list.');
  const businessFunction = account.businessFunction.trim();
  if (businessFunction && !(await lookupCodeExists(db, 'function', businessFunction))) {
    unknownLookup('The business function is not one of the list.');
  }
  const country = account.country.trim();
  if (country && !(await lookupCodeExists(db, 'country', country))) unknownLookup('The country is not one of the list.');
  const subscriptions = await checkSubscriptions(db, account.subscriptions);
  const cid = account.cid?.trim() || null;
  const practiceCode = account.practiceCode?.trim() || null;
  if ((cid && length(cid) > METADATA_MAX) || (practiceCode && length(practiceCode) > METADATA_MAX)) {
    invalid(`metadata values can be at most ${METADATA_MAX} characters.`);
  }
  return {
    firstName, lastName, title: titleName, company: company || null, businessFunction: businessFunction || null,
    country: country || null, occasionalEmail: account.occasionalEmail, subscriptions, cid, practiceCode,
  };
}

async function checkSubscriptions(db: Queryable, codes: readonly string[]): Promise<string[]> {
  if (codes.length > MAX_SUBSCRIPTIONS) invalid(`At most ${MAX_SUBSCRIPTIONS} subscriptions.`);
  const trimmed = [...new Set(codes.map((code) => code.trim()))];
  if (trimmed.some((code) => code === '' || code.length > MAX_ALERT_CODE_LENGTH)) {
    invalid(`Each subscription code is 1 to ${MAX_ALERT_CODE_LENGTH} characters.`);
  }
  const unknown = await unknownCodes(db, trimmed);
  if (unknown.length) invalid(`${unknown.length} subscription code(s) are not in the catalogue.`);
  return trimmed;
}
