import { array, boolean, enums, integer, max, min, object, optional, refine, size, string, type Infer } from 'superstruct';
import { envelope } from './envelope.js';

/**
 * People profiles (D§2 "People profiles", D§3 "Profile card", "Profile", "Published work item"),
 * on the article service:
 * - POST {article}/api/profiles/cards — the cards of a profile grid: the ids the template
 *   configured (in that order), or every profile of a folder, narrowed by the reader's filters,
 *   with the selection's facets; offset paged;
 * - GET {article}/api/profiles/{id} — one profile for its people page;
 * - GET {article}/api/profiles/{id}/published-work?offset&limit — its published work, offset paged.
 */

/** D§9: a profile grid has 3 cards per row; published work shows 8 items and each "load more" adds 8. */
export const PROFILES_PER_ROW = 3;
export const PUBLISHED_WORK_PAGE_SIZE = 8;
/** The most cards or published-work items the service sends in one page (larger limits are clamped). */
export const MAX_PROFILE_PAGE = 60;
/** Bounds on what a caller may send. */
export const MAX_PROFILE_IDS = 200;
const MAX_ID_LENGTH = 100;

/** Profile ids and folder names: letters, digits, `-` and `_` (they are also URL path segments). */
export const ProfileId = refine(size(string(), 1, MAX_ID_LENGTH), 'ProfileId', (id) => /^[A-Za-z0-9_-]+$/.test(id));

/** Where a people page shows the expertise list (D§3 expertisePosition). */
export const EXPERTISE_POSITIONS = ['area-a', 'area-c', 'sidebar'] as const;
export type ExpertisePosition = (typeof EXPERTISE_POSITIONS)[number];

/**
 * What a grid's reader can filter the chosen profiles by (D§2 "card grid with filters"): the
 * practice (a card's `interest`), an office (one of its `locations`), the role (its `firmTitle`),
 * each an exact value the facets listed, and a name, matched as text anywhere in the name.
 */
export const PROFILE_FILTERS = ['practice', 'office', 'role', 'name'] as const;
export type ProfileFilterName = (typeof PROFILE_FILTERS)[number];
/** The facets the service lists values of: every filter but the free-text name. */
export const PROFILE_FACETS = ['practice', 'office', 'role'] as const satisfies readonly ProfileFilterName[];
export type ProfileFacetName = (typeof PROFILE_FACETS)[number];
const MAX_FILTER_LENGTH = 100;
const FilterValue = size(string(), 1, MAX_FILTER_LENGTH);

/** The filters chosen; an absent one does not filter. Also the widget's `preset-filters` attribute. */
export const ProfileCardFilters = object({
  practice: optional(FilterValue),
  office: optional(FilterValue),
  role: optional(FilterValue),
  name: optional(FilterValue),
});
export type ProfileCardFilters = Infer<typeof ProfileCardFilters>;

/**
 * The cards request: `ids` (the template's choice, kept in its order) or `folder` (every profile
 * filed there, by name); exactly one of them. `filters` narrow that selection; `offset` and `limit`
 * page through the filtered result. The widget checks its request with this struct before sending.
 */
export const ProfileCardsRequest = object({
  ids: optional(size(array(ProfileId), 1, MAX_PROFILE_IDS)),
  folder: optional(ProfileId),
  filters: optional(ProfileCardFilters),
  offset: optional(min(integer(), 0)),
  limit: optional(integer()),
});
export type ProfileCardsRequest = Infer<typeof ProfileCardsRequest>;

/**
 * One card (D§3 "Profile card"). `url` is the people page's path, empty for a private profile
 * (D§6: not clickable); `standardImage` is an absolute URL or empty (no photo); `description` and
 * `background` are HTML, sanitised by the widget before use.
 */
export const ProfileCard = object({
  id: string(),
  title: string(),
  firmTitle: string(),
  locations: array(string()),
  regions: array(string()),
  interest: string(),
  description: string(),
  backgroundHeader: string(),
  background: string(),
  standardImage: string(),
  url: string(),
  isPrivate: boolean(),
  enableContactForm: boolean(),
  linkedInUrl: string(),
  twitterUrl: string(),
  languages: array(string()),
});
export type ProfileCard = Infer<typeof ProfileCard>;

/**
 * The values each facet takes among the whole selection, filters aside (sorted), so the reader
 * can change any filter; a selection with nobody in it has none.
 */
export const ProfileFacets = object({
  practice: array(string()),
  office: array(string()),
  role: array(string()),
});
export type ProfileFacets = Infer<typeof ProfileFacets>;

/** A page of cards, how many the filtered request matches in all, and the selection's facets. */
export const ProfileCardsResponse = envelope(object({
  profiles: array(ProfileCard),
  total: min(integer(), 0),
  facets: ProfileFacets,
}));
export type ProfileCardsResponse = Infer<typeof ProfileCardsResponse>;

/**
 * One published work item (D§3), with the spec's field names. `DisplayDate` is `YYYY-MM-DD`;
 * `ImageUrl` is absolute or empty.
 */
export const PublishedWorkItem = object({
  Title: string(),
  URL: string(),
  source: string(),
  DisplayDate: string(),
  ArticleType: string(),
  ImageUrl: string(),
  ImageAlt: string(),
  LanguageName: string(),
  SourcePublication: string(),
});
export type PublishedWorkItem = Infer<typeof PublishedWorkItem>;

/**
 * A people page's profile (D§3 "Profile"). `about` and `background` are HTML (sanitised by the
 * widget); `email` is where "get in touch" writes to (the contact form's `to`). With
 * `autoFetchPublishedWork` the page lists the published-work call's items; otherwise
 * `externalPublishedWork` is the editor's text (one item per line: title|URL|source|date).
 */
export const Profile = object({
  id: string(),
  title: string(),
  engTitle: string(),
  firmTitle: string(),
  locations: array(string()),
  expertise: array(string()),
  additionalExpertise: array(string()),
  expertisePosition: enums(EXPERTISE_POSITIONS),
  about: string(),
  aboutName: string(),
  background: string(),
  standardImage: string(),
  email: string(),
  enableContactForm: boolean(),
  twitterUrl: string(),
  linkedInUrl: string(),
  autoFetchPublishedWork: boolean(),
  externalPublishedWork: string(),
});
export type Profile = Infer<typeof Profile>;

export const ProfileResponse = envelope(Profile);
export type ProfileResponse = Infer<typeof ProfileResponse>;

/** The published-work query string: where to start and how many. */
export const PublishedWorkQuery = object({
  offset: optional(min(integer(), 0)),
  limit: optional(max(min(integer(), 1), MAX_PROFILE_PAGE)),
});

/** A page of published work and the profile's total. */
export const PublishedWorkResponse = envelope(object({
  items: array(PublishedWorkItem),
  total: min(integer(), 0),
}));
export type PublishedWorkResponse = Infer<typeof PublishedWorkResponse>;

