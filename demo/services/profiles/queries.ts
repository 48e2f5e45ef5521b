import type { Profile, ProfileCard, ProfileCardFilters, ProfileFacets, PublishedWorkItem } from '../../../core/contracts/profiles.js';
import type { Queryable } from '../../db/db.js';

/** A people page's path; the grid's cards link to it. */
export const PROFILE_PAGE_PATH = '/our-people/';

/** The card columns, named as the contract names them; `url` is empty for a private profile. */
const CARD_COLUMNS = `
  id, name AS title, firm_title AS "firmTitle", locations, regions, interest, description,
  background_header AS "backgroundHeader", background, image_url AS "standardImage",
  CASE WHEN is_private THEN '' ELSE '${PROFILE_PAGE_PATH}' || slug END AS url,
  is_private AS "isPrivate", enable_contact_form AS "enableContactForm",
  linkedin_url AS "linkedInUrl", twitter_url AS "twitterUrl", languages`;

/** The cards a grid asks for: the given ids (in their order; unknown ids skipped) or a folder's. */
export type CardSelection = { ids: string[] } | { folder: string };

/** A name filter matches its text anywhere: `%`, `_` and `\` in it stand for themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE conditions of a selection and its filters, with their parameters ($1 …), and the selection's order. */
function cardConditions(selection: CardSelection, filters: ProfileCardFilters) {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  // Both selections become a list of ids in order; the filters narrow it.
  const [selected, order] = 'ids' in selection
    ? [`id = ANY(${param(selection.ids)}::text[])`, 'array_position($1::text[], id)']
    : [`folder = ${param(selection.folder)}`, 'position'];
  const conditions = [selected];
  if (filters.practice) conditions.push(`interest = ${param(filters.practice)}`);
  if (filters.office) conditions.push(`${param(filters.office)} = ANY(locations)`);
  if (filters.role) conditions.push(`firm_title = ${param(filters.role)}`);
  if (filters.name) {
    const pattern = param(containing(filters.name));
    conditions.push(`(name ILIKE ${pattern} OR eng_name ILIKE ${pattern})`);
  }
  return { selectionOnly: selected, where: conditions.join(' AND '), order, params };
}

const byName = new Intl.Collator('en').compare;

/** The values each facet takes in the selection (filters aside), each list sorted. */
async function cardFacets(db: Queryable, selectionOnly: string, selectionParam: unknown): Promise<ProfileFacets> {
  const rows = await db.query<{ facet: keyof ProfileFacets; value: string }>(
    `SELECT 'practice' AS facet, interest AS value FROM profiles WHERE ${selectionOnly}
     UNION SELECT 'role', firm_title FROM profiles WHERE ${selectionOnly}
     UNION SELECT 'office', unnest(locations) FROM profiles WHERE ${selectionOnly}`,
    [selectionParam],
  );
  const facets: ProfileFacets = { practice: [], office: [], role: [] };
  for (const { facet, value } of rows) facets[facet].push(value);
  for (const values of Object.values(facets)) values.sort(byName);
  return facets;
}

export async function profileCards(
  db: Queryable, selection: CardSelection, filters: ProfileCardFilters, offset: number, limit: number,
): Promise<{ profiles: ProfileCard[]; total: number; facets: ProfileFacets }> {
  const { selectionOnly, where, order, params } = cardConditions(selection, filters);
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM profiles WHERE ${where}`, params);
  const profiles = await db.query<ProfileCard>(
    `SELECT ${CARD_COLUMNS} FROM profiles WHERE ${where} ORDER BY ${order} OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
    [...params, offset, limit],
  );
  return { profiles, total, facets: await cardFacets(db, selectionOnly, params[0]) };
}

/** One public profile for its people page; `null` for an unknown or private one (it has no page). */
export async function profileById(db: Queryable, id: string): Promise<Profile | null> {
  const [row] = await db.query<Profile>(
    `SELECT id, name AS title, eng_name AS "engTitle", firm_title AS "firmTitle", locations, expertise,
            additional_expertise AS "additionalExpertise", expertise_position AS "expertisePosition",
            about, eng_name AS "aboutName", background, image_url AS "standardImage", email,
            enable_contact_form AS "enableContactForm", twitter_url AS "twitterUrl", linkedin_url AS "linkedInUrl",
            auto_fetch_published_work AS "autoFetchPublishedWork", external_published_work AS "externalPublishedWork"
       FROM profiles WHERE id = $1 AND NOT is_private`,
    [id],
  );
  return row ?? null;
}

/** One page of a public profile's published work, newest first; `null` when there is no such profile. */
export async function publishedWorkPage(db: Queryable, id: string, offset: number, limit: number): Promise<{ items: PublishedWorkItem[]; total: number } | null> {
  const [profile] = await db.query<{ total: number }>(
    `SELECT (SELECT count(*)::int FROM published_work WHERE profile_id = p.id) AS total
       FROM profiles p WHERE id = $1 AND NOT is_private`,
    [id],
  );
  if (!profile) return null;
  const items = await db.query<PublishedWorkItem>(
    `SELECT title AS "Title", url AS "URL", source, to_char(display_date, 'YYYY-MM-DD') AS "DisplayDate",
            article_type AS "ArticleType", image_url AS "ImageUrl", image_alt AS "ImageAlt",
            language_name AS "LanguageName", source_publication AS "SourcePublication"
       FROM published_work WHERE profile_id = $1 ORDER BY position OFFSET $2 LIMIT $3`,
    [id, offset, limit],
  );
  return { items, total: profile.total };
}
