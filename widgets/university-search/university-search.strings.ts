import { defineStrings } from '../../core/text/i18n.js';

/** Dictionary keys of `<mck-university-search>` with their English defaults. */
export const universitySearchStrings = defineStrings({
  UniversitySearch_Label: 'University',
  UniversitySearch_Hint: 'Type at least 3 letters, then choose with the arrow keys and Enter.',
  UniversitySearch_Suggestions: 'Universities',
});
export const { t } = universitySearchStrings;
