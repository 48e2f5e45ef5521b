import { REGISTRATION_CODES } from '../../contracts/registration.js';
import type { FailurePolicy } from '../async/index.js';
import { HttpError } from '../../session/http.js';

/**
 * The generic registration message (E§8 "{product}Forms_Validations_ErrorMessageText"; our product
 * prefix is `Registration`): any failure without a mapped code and without a server text.
 */
export const REGISTRATION_GENERIC_KEY = 'RegistrationForms_Validations_ErrorMessageText';

/** A§8 sign-up codes → dictionary keys (what each code means: core/contracts/registration.ts). */
export const REGISTRATION_MESSAGE_KEYS: Readonly<Record<number, string>> = {
  [REGISTRATION_CODES.EMAIL_TAKEN]: 'RegistrationForm_EmailTaken',
  [REGISTRATION_CODES.PASSWORD_REFUSED]: 'RegistrationForm_PasswordRefused',
  [REGISTRATION_CODES.INVALID_FIELD]: 'RegistrationForm_InvalidField',
  [REGISTRATION_CODES.PASSWORDS_DIFFER]: 'RegistrationForm_PasswordsDiffer',
  [REGISTRATION_CODES.CAPTCHA_FAILED]: 'RegistrationForm_CaptchaFailed',
  [REGISTRATION_CODES.SOCIAL_ACCOUNT_EXISTS]: 'RegistrationForm_SocialAccountExists',
  [REGISTRATION_CODES.UNKNOWN_LOOKUP]: 'RegistrationForm_UnknownLookup',
  [REGISTRATION_CODES.KNOWN_EMAIL_REFUSED]: 'RegistrationForm_KnownEmailRefused',
  [REGISTRATION_CODES.SINGLE_SIGN_ON_EXPIRED]: 'RegistrationForm_SingleSignOnExpired',
};

/**
 * The registration forms' failure policy (A§8): a mapped code shows its message and an unmapped
 * code the generic key; a failure without a code shows the server's own text when it sent one
 * (A§4 "an error banner shows HTML text from the server", sanitised by the form kit's banner),
 * else the generic key.
 */
export const REGISTRATION_FAILURES: FailurePolicy = {
  codes: REGISTRATION_MESSAGE_KEYS,
  fallback: REGISTRATION_GENERIC_KEY,
  showServerMessage: true,
};

/** What a form does about the two special codes (A§8). */
export interface SpecialCodeHandlers {
  /** 2002: the captcha was refused. The form resets it; bring it into view. */
  captchaRefused?(): void;
  /** 2003: the email signs in with a social provider: switch to sign-in carrying the email. */
  socialAccount?(): void;
  /** Any other failure (A§4: the page scrolls to the top, where the banner is). */
  otherFailure?(): void;
}

/** The service's error code of a failed call, if it has one. */
export const failureCode = (err: unknown): number | undefined => (err instanceof HttpError ? err.code : undefined);

/**
 * Runs a registration call for a form's `send`: on failure it tells the handlers which case it
 * was, then rethrows for the form's failure banner.
 */
export async function registrationSend<R>(call: () => Promise<R>, handlers: SpecialCodeHandlers = {}): Promise<R> {
  try {
    return await call();
  } catch (err) {
    const code = failureCode(err);
    if (code === REGISTRATION_CODES.CAPTCHA_FAILED) handlers.captchaRefused?.();
    else if (code === REGISTRATION_CODES.SOCIAL_ACCOUNT_EXISTS) handlers.socialAccount?.();
    else if (!(err instanceof DOMException && err.name === 'AbortError')) handlers.otherFailure?.();
    throw err;
  }
}
