import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-registration-rail>` with their English defaults. */
export const registrationRailStrings = defineStrings({
  RegistrationRail_Heading_EmailCourses: 'Sign up for this email course',
  RegistrationRail_Heading_MqDigital: 'Register to read the Quarterly online',
  RegistrationRail_Heading_UbPage: 'Register to keep reading',
  RegistrationRail_Heading_InsightsStore: 'Create a free account for our latest insights',
  RegistrationRail_SubscribeHeading: 'Get it in your inbox',
  RegistrationRail_Subscribe: 'Subscribe',
  RegistrationRail_ProfileHeading: 'Complete your profile',
  RegistrationRail_ProfileLink: 'Go to your profile',
  RegistrationRail_ConfirmationHeading_EmailCourses: 'You are enrolled in this email course',
  RegistrationRail_ConfirmationHeading: 'You are subscribed',
});
export const { t } = registrationRailStrings;
