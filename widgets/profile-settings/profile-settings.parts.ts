import type { PartDocs } from '../../core/host/parts.js';
import { dialogParts } from '../../core/kits/dialog/index.js';
import { formParts } from '../../core/kits/form/index.js';

/** The parts of `<mck-profile-settings>`, for `mck-profile-settings::part(…)`; forms and the dialog add their kits' own. */
export const profileSettingsParts = {
  ...formParts,
  ...dialogParts,
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
} satisfies PartDocs;
