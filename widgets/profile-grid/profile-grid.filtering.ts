import {
  PROFILE_FILTERS, type ProfileCardFilters, type ProfileFacets, type ProfileFilterName,
} from '../../core/contracts/profiles.js';

/**
 * The reader's filters as data: what the grid sends, what "Clear filters" leaves, whether any is
 * chosen. Filters the template does not show (`filters`) keep their preset value: fixed.
 */

/** What the service gets: values trimmed, empty ones left out. */
export function filtersToSend(choice: ProfileCardFilters): ProfileCardFilters {
  const sent: ProfileCardFilters = {};
  for (const name of PROFILE_FILTERS) {
    const value = choice[name]?.trim();
    if (value) sent[name] = value;
  }
  return sent;
}

/** Whether the reader has chosen a value in one of the filters shown. */
export const hasChoice = (choice: ProfileCardFilters, shown: readonly ProfileFilterName[]): boolean =>
  shown.some((name) => !!choice[name]?.trim());

/** "Clear filters": the shown filters emptied; the fixed ones kept. */
export function cleared(choice: ProfileCardFilters, shown: readonly ProfileFilterName[]): ProfileCardFilters {
  const kept: ProfileCardFilters = { ...choice };
  for (const name of shown) delete kept[name];
  return kept;
}

/** The filters shown, in the bar's order whatever the attribute's, each once. */
export const shownFilters = (listed: readonly ProfileFilterName[]): ProfileFilterName[] =>
  PROFILE_FILTERS.filter((name) => listed.includes(name));

/** A selection with nobody in it has no facet values: the grid then stays as the CMS printed it. */
export const hasPeople = (facets: ProfileFacets): boolean => Object.values(facets).some((values) => values.length > 0);

/** A select's options: the facet's values, and a preset value the facets lack, so it still shows as chosen. */
export const optionsFor = (values: readonly string[], chosen: string | undefined): string[] =>
  (chosen && !values.includes(chosen) ? [chosen, ...values] : [...values]);
