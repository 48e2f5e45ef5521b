import { GeoResponse } from '../../contracts/geo.js';
import {
  CompanyLookupResponse, DEFAULT_SOURCE, PracticeSubscriptionResponse, REGISTRATION_CAPTCHA_HEADER, REGISTRATION_PATHS,
  RegistrationResponse, SINGLE_SIGN_ON_HEADER, SOURCE_REGISTRATION_HEADER,
  type KnownEmailRegistrationRequest, type RegistrationRequest, type StepperRegistrationRequest,
} from '../../contracts/registration.js';
import type { User } from '../../contracts/user.js';
import { request } from '../../session/http.js';

/** What a registration call sends besides the payload (A§7 headers). */
export interface RegisterOptions {
  /** The visible captcha's token; `null` without one (flag off, single sign-on). */
  captchaToken?: string | null;
  /** The page's `source`; sent as the source-registration header unless it is the default. */
  source?: string;
  /** The single-sign-on completion token (TEMP_JWT_COOKIE), sent instead of a password. */
  singleSignOnToken?: string | null;
  signal?: AbortSignal;
}

function registrationHeaders({ captchaToken, source, singleSignOnToken }: RegisterOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  if (captchaToken) headers[REGISTRATION_CAPTCHA_HEADER] = captchaToken;
  if (source && source !== DEFAULT_SOURCE) headers[SOURCE_REGISTRATION_HEADER] = source;
  if (singleSignOnToken) headers[SINGLE_SIGN_ON_HEADER] = singleSignOnToken;
  return headers;
}

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/**
 * POST {user}/v2/users (A§7), with the page's or the stepper's payload: the new account, signed in (http.ts stores the tokens from the
 * response headers; call `afterSignUp` next). Anonymous: no token is sent and a 401 is final.
 */
export async function register(payload: RegistrationRequest | StepperRegistrationRequest, options: RegisterOptions = {}): Promise<User> {
  const answer = await request('user', REGISTRATION_PATHS.register, {
    method: 'POST', json: payload, auth: false, headers: registrationHeaders(options), schema: RegistrationResponse, ...withSignal(options.signal),
  });
  return answer.data;
}

/** The stepper's step-1 registration (A§3 stepper payload, same call; the captcha is in the body and the header). */
export async function registerStepper(payload: StepperRegistrationRequest, captchaToken: string | null, signal?: AbortSignal): Promise<User> {
  return register(payload, { captchaToken, ...withSignal(signal) });
}

/** The alternate registration with a known email (A§7): no password; `srcReg` names the link's source. */
export async function registerKnownEmail(payload: KnownEmailRegistrationRequest, source: string, signal?: AbortSignal): Promise<User> {
  const answer = await request('user', REGISTRATION_PATHS.registerKnownEmail, {
    method: 'POST', json: payload, auth: false, headers: { [SOURCE_REGISTRATION_HEADER]: source }, schema: RegistrationResponse, ...withSignal(signal),
  });
  return answer.data;
}

/** Subscribes the signed-in user to a practice (A§7, path ours); resolves with the user's codes after it. */
export async function subscribeToPractice(userId: string, practiceCode: string, signal?: AbortSignal): Promise<string[]> {
  const answer = await request('user', REGISTRATION_PATHS.practiceSubscription(userId), {
    method: 'POST', json: { practiceCode }, schema: PracticeSubscriptionResponse, ...withSignal(signal),
  });
  return answer.data.subscriptions;
}

/** GET {user}/v2/lookup/company?term (A§7): organization names for the autocomplete. */
export async function fetchCompanies(term: string, signal?: AbortSignal): Promise<string[]> {
  const answer = await request('user', REGISTRATION_PATHS.companies, { query: { term }, auth: false, schema: CompanyLookupResponse, ...withSignal(signal) });
  return answer.data.companies;
}

/** GET {geo} (A§7): the visitor's country code, for the country and consent defaults. */
export async function fetchGeoCountry(signal?: AbortSignal): Promise<string> {
  return (await request('geo', '', { auth: false, schema: GeoResponse, ...withSignal(signal) })).country_code;
}
