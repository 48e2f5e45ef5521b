import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-registration-confirmation>` with their English defaults. */
export const registrationConfirmationStrings = defineStrings({
  RegistrationConfirmation_RegisteredHeading: 'Thank you for registering',
  RegistrationConfirmation_RegisteredText: 'Your account is ready and you are signed in.',
  RegistrationConfirmation_NotRegisteredHeading: 'Your registration was not completed',
  RegistrationConfirmation_NotRegisteredText: 'We could not create your account. You can try again from the page you came from.',
  RegistrationConfirmation_NoVisitHeading: 'Registration',
  RegistrationConfirmation_NoVisitText: 'This page confirms a registration. Continue to the site from here.',
  RegistrationConfirmation_Countdown: 'Taking you to your page in {seconds} s.',
  RegistrationConfirmation_Announcement: 'You will be taken to your page in {seconds, plural, one {# second} other {# seconds}}.',
  RegistrationConfirmation_Continue: 'Continue now',
});
export const { t } = registrationConfirmationStrings;
