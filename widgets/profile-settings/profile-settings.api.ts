/**
 * The public contract of `<mck-profile-settings>`: its attributes (read by defineWidget), parts, events and
 * strings; custom-elements.json and the typings are generated from this file.
 */
import { bool, num, oneOf, text } from '../../core/host/attributes.js';
import { defineParts } from '../../core/host/parts.js';
import { dialogParts } from '../../core/kits/dialog/index.js';
import { formParts } from '../../core/kits/form/index.js';
import { defineStrings } from '../../core/text/i18n.js';

/** camelCase prop → attribute kind; the attribute is kebab-case. The doc is the manifest's. */
export const profileSettingsAttributes = {
  heading: text('', { doc: 'Heading of the profile form; default from the dictionary (ProfileSettings_Heading).' }),
  headingLevel: num(2, { min: 2, max: 6, integer: true, doc: 'Level of the headings, 2 to 6 (the linked-accounts heading too).' }),
  mqMode: bool(false, { doc: 'MQ mode (A§3, A§5): no password field, and saves send no password.' }),
  whenSignedOut: oneOf(['prompt', 'hide'] as const, 'prompt', {
    doc: 'A protected page (A§2): `prompt` sends an anonymous or expired visitor to the sign-in prompt carrying the page path; `hide` renders nothing instead (previews, galleries).',
  }),
  campaignId: text('', { doc: 'Campaign id sent as `metadata.cid` with each save (A§7); empty = none.' }),
};

/** The parts of `<mck-profile-settings>`, for `mck-profile-settings::part(…)`; forms and the dialog add their kits' own. */
export const profileSettingsParts = /* @__PURE__ */ defineParts({
  base: 'The wrapper of the form and the linked accounts.',
  form: 'The profile form.',
  heading: 'The headings of the form and of the linked accounts.',
  spinner: 'What replaces the save button while saving.',
  loading: 'The empty box kept while the profile and the lookup lists load.',
  'alumni-notice': 'The notice an alumni user sees instead of the form.',
  'linked-accounts': 'The list of linked social accounts.',
  provider: 'One linked social account.',
  unlink: "A social account's unlink button.",
  'unlink-message': 'The message after unlinking.',
  'unlink-error': 'The message when unlinking failed, naming the provider.',
}, formParts, dialogParts);

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
