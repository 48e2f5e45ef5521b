import { defineStrings } from '../../text/i18n.js';

/**
 * Dictionary keys of the registration kit (mck-signup, mck-registration, the stepper and the rail)
 * with their English defaults. The `RegistrationForms_Validations_*` keys are E§5's
 * `{product}Forms_Validations_*` with our product prefix `Registration`.
 */
export const registrationStrings = defineStrings({
  RegistrationForm_Email: 'Email address',
  RegistrationForm_Password: 'Password',
  RegistrationForm_PasswordHint: 'At least 8 characters with upper- and lower-case letters and a digit.',
  RegistrationForm_FirstName: 'First name',
  RegistrationForm_LastName: 'Last name',
  RegistrationForm_Organization: 'Organization',
  RegistrationForm_OrganizationSuggestions: 'Organization suggestions',
  RegistrationForm_JobTitle: 'Job title',
  RegistrationForm_BusinessFunction: 'Function',
  RegistrationForm_Country: 'Country',
  RegistrationForm_Choose: 'Please choose',
  RegistrationForm_Consent: 'Yes, I would like to receive occasional emails about new research and events.',
  RegistrationForm_Privacy: 'By creating an account you agree to our {link}.',
  RegistrationForm_PrivacyLink: 'privacy policy',
  RegistrationForm_Captcha: 'Captcha',
  RegistrationForm_Subscriptions: 'Choose your subscriptions',
  RegistrationForm_ThankYou: 'Thank you for registering. You are now signed in.',
  RegistrationForm_Close: 'Close',
  RegistrationForm_EmailTaken: 'An account with this email address already exists. Please sign in instead.',
  RegistrationForm_PasswordRefused: 'This password is not strong enough. Please choose another one.',
  RegistrationForm_InvalidField: 'Some of your details are not valid. Please check them and try again.',
  RegistrationForm_PasswordsDiffer: 'The passwords do not match.',
  RegistrationForm_CaptchaFailed: 'The captcha check failed. Please confirm again that you are not a robot.',
  RegistrationForm_SocialAccountExists: 'This email address signs in with a social account. Please sign in with it.',
  RegistrationForm_UnknownLookup: 'Please choose your country, function and job title from the lists.',
  RegistrationForm_KnownEmailRefused: 'This registration link does not match your email address.',
  RegistrationForm_SingleSignOnExpired: 'Your single sign-on link has expired. Please sign in again.',
  RegistrationForms_Validations_ErrorMessageText: 'Sorry, something went wrong. Please try again later.',
  RegistrationForms_Validations_Function: 'Please choose your function.',
  RegistrationForms_Validations_Country: 'Please choose your country.',
  RegistrationForms_Validations_JobTitle: 'Please choose your job title.',
  RegistrationForms_Validations_RequiredOrganization: 'Please enter your organization.',
});
export const { t } = registrationStrings;
