/**
 * Registration kit: what the registration forms (mck-signup, mck-registration,
 * mck-registration-stepper, mck-registration-rail) share: the query (A§2), the account fields and
 * their rules (A§5, E§5), the payloads and calls (A§7), the server codes (A§8), the captcha slot
 * (shown after the captcha kit's check delay), the organization autocomplete, lookup dropdowns,
 * country and consent defaults, privacy text, subscription choices, and what happens after a
 * sign-up (A§4). Import it only through this file (its own shared chunk).
 */
import './registration.strings.js';

export { registrationQuery, splitName, hasSource, type RegistrationQuery } from './query.js';
export {
  ACCOUNT_FIELDS, PROFILE_FIELDS, REQUIRED_KEYS, CHECKED, accountFields, registrationPayload, stepperPayload,
  type AccountField, type AccountFieldOptions, type AccountValues, type PayloadExtras,
} from './fields.js';
export { RESTRICTED_CONSENT_COUNTRY, consentDefault } from './consent.js';
export {
  register, registerStepper, registerKnownEmail, subscribeToPractice, fetchCompanies, fetchGeoCountry,
  type RegisterOptions,
} from './calls.js';
export {
  REGISTRATION_FAILURES, REGISTRATION_GENERIC_KEY, REGISTRATION_MESSAGE_KEYS, failureCode, registrationSend,
  type SpecialCodeHandlers,
} from './codes.js';
export {
  afterSignUp, confirmationRoute, rememberReturnRoute, returnRoute,
  REGISTERED_KEY, REGISTRATION_CONFIRMATION_PATH, RETURN_ROUTE_COOKIE, RETURN_ROUTE_KEY, type AfterSignUpContext,
} from './after-sign-up.js';
export { clearTemporaryCookies, clearTemporaryCookiesOnLeave, singleSignOnToken } from './single-sign-on.js';
export { showThankYouToast } from './toast.js';
export { TOAST_ATTR } from '../toast/index.js';
export { scrollToTop, revealCaptcha } from './scroll.js';
export { goToSignIn, SIGN_IN_ROUTE } from './sign-in-switch.js';
export { useCountryDefault } from './country-default.js';
export { OrganizationField, companyTerm } from './organization-field.js';
export { LookupField, useLookup } from './lookup-field.js';
export { ConsentField } from './consent-field.js';
export { AccountFields, type AccountFieldsProps } from './account-fields.js';
export { PrivacyText, PRIVACY_POLICY_PATH } from './privacy-text.js';
export { SubscriptionChoices, CHOICE_CATEGORIES, useChoiceCatalogue, type SubscriptionChoicesProps } from './subscription-choices.js';
export { RegistrationCaptcha } from './registration-captcha.js';
export { registrationParts } from './registration.parts.js';
export { registrationStyles } from './registration.styles.js';
export { registrationStrings } from './registration.strings.js';
