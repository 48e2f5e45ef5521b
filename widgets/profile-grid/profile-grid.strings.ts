import { defineStrings } from '../../core/text/i18n.js';

/**
 * Dictionary keys of `<mck-profile-grid>` with their English defaults. Its only text of its own is
 * the list kit's "Load more"; this key names the grid for screen readers when it has no heading.
 */
export const profileGridStrings = defineStrings({
  ProfileGrid_Label: 'People',
});
export const { t } = profileGridStrings;
