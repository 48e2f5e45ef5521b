import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-registration>` with their English defaults. */
export const registrationStrings = defineStrings({
  Registration_Heading: 'Register',
  Registration_HeadingPrint: 'Register to print this article',
  Registration_HeadingSave: 'Register to save this article',
  Registration_HeadingDownload: 'Register to download this file',
  Registration_HeadingSource: 'Register to continue',
  Registration_HeadingSingleSignOn: 'Complete account details',
  Registration_Intro: 'Create a free account to save articles, choose newsletters and alerts, and download our reports.',
  Registration_SingleSignOnBanner: 'Your single sign-on link worked. Please complete your account details.',
  Registration_Submit: 'Register',
});
export const { t } = registrationStrings;
