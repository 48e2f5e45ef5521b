import { JOB_FILTERS, type JobFilter, type MasterListResponse } from '../../core/contracts/jobs.js';
import type { FilterSelection } from './job-search.url.js';

type MasterList = MasterListResponse['data'];

/** One option of a filter dropdown (D§3 "Filter tag"): a value of one query parameter. */
export interface FilterTag {
  /** `<qp>:<value>`, unique across filters. */
  uid: string;
  qp: JobFilter;
  value: string;
  /** 0 for a continent or interest category, 1 for a country or interest, 2 for a city. */
  depth: number;
  /** The tags above it (a city's country and continent) and below it (a continent's countries and cities). */
  parentTags: readonly string[];
  children: readonly string[];
}

/** A filter dropdown and the options it lists, in the master list's order. */
export interface FilterGroup {
  id: 'regions' | 'interests' | 'industries' | 'functions';
  /** The query parameters its options set. */
  filters: readonly JobFilter[];
  tags: readonly FilterTag[];
  /** The regions group has an All option that clears its selections (D§4). */
  hasAll: boolean;
}

export const uidOf = (qp: JobFilter, value: string) => `${qp}:${value}`;

function tag(qp: JobFilter, value: string, depth: number, parentTags: string[], children: string[]): FilterTag {
  return { uid: uidOf(qp, value), qp, value, depth, parentTags, children };
}

function regionTags(regions: MasterList['regions']): FilterTag[] {
  return regions.flatMap((continent) => {
    const continentUid = uidOf('continents', continent.name);
    const below = continent.countries.flatMap((country) => [
      uidOf('countries', country.name), ...country.cities.map((city) => uidOf('cities', city)),
    ]);
    return [
      tag('continents', continent.name, 0, [], below),
      ...continent.countries.flatMap((country) => {
        const countryUid = uidOf('countries', country.name);
        const cities = country.cities.map((city) => uidOf('cities', city));
        return [
          tag('countries', country.name, 1, [continentUid], cities),
          ...country.cities.map((city) => tag('cities', city, 2, [continentUid, countryUid], [])),
        ];
      }),
    ];
  });
}

function interestTags(interests: MasterList['interests']): FilterTag[] {
  return interests.flatMap(({ interestCategory, interests: children }) => {
    const categoryUid = uidOf('interestCategory', interestCategory);
    return [
      tag('interestCategory', interestCategory, 0, [], children.map((name) => uidOf('interest', name))),
      ...children.map((name) => tag('interest', name, 1, [categoryUid], [])),
    ];
  });
}

/** The four dropdowns from the facet master list (D§3); a failed master list gives none (D§8). */
export function filterGroups(master: MasterList | undefined): FilterGroup[] {
  if (!master) return [];
  return [
    { id: 'regions', filters: ['continents', 'countries', 'cities'], tags: regionTags(master.regions), hasAll: true },
    { id: 'interests', filters: ['interestCategory', 'interest'], tags: interestTags(master.interests), hasAll: false },
    { id: 'industries', filters: ['industries'], tags: master.industries.map((name) => tag('industries', name, 0, [], [])), hasAll: false },
    { id: 'functions', filters: ['functions'], tags: master.functions.map((name) => tag('functions', name, 0, [], [])), hasAll: false },
  ];
}

export const isSelected = (selection: FilterSelection, { qp, value }: Pick<FilterTag, 'qp' | 'value'>) =>
  !!selection[qp]?.includes(value);

/** `selection` without the tags whose uid is in `uids`. */
function without(selection: FilterSelection, uids: ReadonlySet<string>): FilterSelection {
  const next: FilterSelection = {};
  for (const [qp, values] of Object.entries(selection) as [JobFilter, readonly string[]][]) {
    const kept = values.filter((value) => !uids.has(uidOf(qp, value)));
    if (kept.length) next[qp] = kept;
  }
  return next;
}

/**
 * Picks or unpicks `tag`. Picking it removes its related parent and child tags (D§4: choosing
 * Europe drops Germany and Berlin; choosing Berlin drops Germany and Europe).
 */
export function toggleTag(selection: FilterSelection, tag: FilterTag): FilterSelection {
  if (isSelected(selection, tag)) return without(selection, new Set([tag.uid]));
  const rest = without(selection, new Set([...tag.parentTags, ...tag.children]));
  return { ...rest, [tag.qp]: [...(rest[tag.qp] ?? []), tag.value] };
}

/** Removes one applied tag (its remove button). */
export const removeTag = (selection: FilterSelection, qp: JobFilter, value: string) =>
  without(selection, new Set([uidOf(qp, value)]));

/** The All option of a group: none of its filters selected. */
export function clearGroup(selection: FilterSelection, group: Pick<FilterGroup, 'filters'>): FilterSelection {
  const next = { ...selection };
  for (const filter of group.filters) delete next[filter];
  return next;
}

/** The applied tags, in filter order, for the tag list (D§2). */
export const appliedTags = (selection: FilterSelection) =>
  JOB_FILTERS.flatMap((qp) => (selection[qp] ?? []).map((value) => ({ qp, value, uid: uidOf(qp, value) })));
