import { defineStrings } from '../../core/text/i18n.js';

/**
 * Dictionary keys of `<mck-profile-grid>` with their English defaults: the name of the grid for
 * screen readers when it has no heading, and its filters' texts ("Load more" is the list kit's).
 */
export const profileGridStrings = defineStrings({
  ProfileGrid_Label: 'People',
  ProfileGrid_Filters: 'Filter people',
  ProfileGrid_Practice: 'Practice',
  ProfileGrid_AllPractices: 'All practices',
  ProfileGrid_Office: 'Office',
  ProfileGrid_AllOffices: 'All offices',
  ProfileGrid_Role: 'Role',
  ProfileGrid_AllRoles: 'All roles',
  ProfileGrid_Name: 'Name',
  ProfileGrid_ClearFilters: 'Clear filters',
  ProfileGrid_Count: '{count, plural, one {# person} other {# people}}',
  ProfileGrid_NoMatch: 'No people match these filters.',
});
export const { t } = profileGridStrings;
