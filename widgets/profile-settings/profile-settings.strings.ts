import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-profile-settings>` with their English defaults. */
export const profileSettingsStrings = defineStrings({
  ProfileSettings_Heading: 'Profile',
  ProfileSettings_FirstName: 'First name',
  ProfileSettings_LastName: 'Last name',
  ProfileSettings_Email: 'Email address',
  ProfileSettings_EmailLockedHint: 'You sign in with a social account, so your email address cannot be changed here.',
  ProfileSettings_JobTitle: 'Job title',
  ProfileSettings_Organization: 'Organization',
  ProfileSettings_BusinessFunction: 'Business function',
  ProfileSettings_Country: 'Country',
  ProfileSettings_Choose: 'Choose…',
  ProfileSettings_Password: 'New password',
  ProfileSettings_PasswordHint: 'Leave empty to keep your password.',
  ProfileSettings_Submit: 'Save changes',
  ProfileSettings_Saving: 'Saving…',
  ProfileSettings_Success: 'Your profile has been updated.',
  ProfileSettings_EmailTaken: 'Another account already uses this email address.',
  ProfileSettings_EmailLocked: 'Your email address cannot be changed because you sign in with a social account.',
  ProfileSettings_PasswordRefused: 'This password is not strong enough. Please choose another.',
  ProfileSettings_AlumniNotice: 'Your profile is managed by the alumni network. Please update your details there.',
  ProfileSettings_LinkedAccounts: 'Linked accounts',
  ProfileSettings_Unlink: 'Unlink {provider}',
  ProfileSettings_Unlinked: 'Your {provider} account has been unlinked.',
  ProfileSettings_UnlinkError: 'We could not unlink your {provider} account. Please try again.',
  ProfileSettings_CreatePasswordTitle: 'Create a password',
  ProfileSettings_CreatePasswordIntro: '{provider} is the only way you sign in. Create a password before unlinking it.',
  ProfileSettings_ConfirmPassword: 'Confirm password',
  ProfileSettings_CreatePasswordSubmit: 'Create password and unlink',
  ProfileSettings_CreatePasswordError: 'We could not create your password. Please try again.',
});
export const { t } = profileSettingsStrings;
