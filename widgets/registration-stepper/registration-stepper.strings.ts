import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-registration-stepper>` with their English defaults (field labels and messages: the registration kit's). */
export const registrationStepperStrings = defineStrings({
  RegistrationStepper_Steps: 'Registration steps',
  RegistrationStepper_Progress: 'Step {step} of {total}',
  RegistrationStepper_AccountStep: 'Account',
  RegistrationStepper_NewslettersStep: 'Newsletters',
  RegistrationStepper_AlertsStep: 'Alerts',
  RegistrationStepper_GuidesStep: 'Email guides',
  RegistrationStepper_AccountHeading: 'Create your account',
  RegistrationStepper_NewslettersHeading: 'Choose your newsletters',
  RegistrationStepper_AlertsHeading: 'Choose your alerts',
  RegistrationStepper_GuidesHeading: 'Choose your email guides',
  RegistrationStepper_Continue: 'Continue',
  RegistrationStepper_Submit: 'Submit',
  RegistrationStepper_Back: 'Back',
  RegistrationStepper_Saving: 'Saving your subscriptions…',
});
export const { t } = registrationStepperStrings;
