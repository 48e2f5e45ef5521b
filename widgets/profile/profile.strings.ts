import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-profile>` with their English defaults. */
export const profileStrings = defineStrings({
  Profile_About: 'About {name}',
  Profile_Expertise: 'Expertise',
  Profile_AdditionalExpertise: 'Additional expertise',
  Profile_GetInTouch: 'Get in touch',
  Profile_Background: 'Background',
  Profile_PublishedWork: 'Published work',
  Profile_EditorPlaceholder: 'Profile module: shown on the published page',
});
export const { t } = profileStrings;
