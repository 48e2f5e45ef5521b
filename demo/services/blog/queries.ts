import type { BlogAuthor, BlogItem, BlogLink } from '../../../core/contracts/blog.js';
import type { Queryable } from '../../db/db.js';

/** The listing's narrowing and page, once the request is read and bounded. */
export interface ListingQuery {
  blog: string;
  current: string | null;
  tag: string | null;
  author: string | null;
  start: number;
  limit: number;
}

/** Where a blog's page is; its tag and author links are hash routes on it (D§2). */
export const blogPagePath = (blog: string) => `/blogs/${blog}`;
export const entryPagePath = (blog: string, entry: string) => `/blogs/${blog}/${entry}`;
export const tagLink = (blog: string, name: string, title: string): BlogLink => ({ url: `${blogPagePath(blog)}#/tag/${name}`, title });
export const authorLink = (blog: string, name: string, title: string): BlogLink => ({ url: `${blogPagePath(blog)}#/author/${name}`, title });

/** D§3 "Blog instance" as the blogs table holds it: its title and description (plain text); null: no such blog. */
export async function blogInstance(db: Queryable, blog: string): Promise<{ title: string; description: string } | null> {
  const [row] = await db.query<{ title: string; description: string }>('SELECT title, description FROM blogs WHERE name = $1', [blog]);
  return row ?? null;
}

export const blogExists = async (db: Queryable, blog: string): Promise<boolean> => (await blogInstance(db, blog)) !== null;

export async function blogAuthors(db: Queryable, blog: string): Promise<BlogAuthor[]> {
  const rows = await db.query<{ name: string; title: string; firmTitle: string; image: string }>(
    `SELECT name, title, firm_title AS "firmTitle", image_url AS image FROM blog_authors WHERE blog = $1 ORDER BY position`, [blog]);
  return rows.map((a) => ({ ...authorLink(blog, a.name, a.title), image: a.image, firmtitle: a.firmTitle }));
}

export async function blogTags(db: Queryable, blog: string): Promise<BlogLink[]> {
  const rows = await db.query<{ name: string; title: string }>('SELECT name, title FROM blog_tags WHERE blog = $1 ORDER BY position', [blog]);
  return rows.map((tag) => tagLink(blog, tag.name, tag.title));
}

interface EntryRow {
  id: string; name: string; title: string; description: string; body: string; image: string; heroStyle: string;
  displayDate: string; authors: { name: string; title: string }[]; tags: { name: string; title: string }[]; demoFailure: number | null;
}

// An entry with its authors' and tags' titles, in the order the entry names them.
const ENTRY_COLUMNS = `e.id, e.name, e.title, e.description, e.body, e.image_url AS image, e.hero_style AS "heroStyle",
  to_char(e.published_at, 'YYYY-MM-DD') AS "displayDate", e.demo_failure AS "demoFailure",
  (SELECT coalesce(json_agg(json_build_object('name', a.name, 'title', a.title) ORDER BY array_position(e.authors, a.name)), '[]'::json)
     FROM blog_authors a WHERE a.blog = e.blog AND a.name = ANY(e.authors)) AS authors,
  (SELECT coalesce(json_agg(json_build_object('name', t.name, 'title', t.title) ORDER BY array_position(e.tags, t.name)), '[]'::json)
     FROM blog_tags t WHERE t.blog = e.blog AND t.name = ANY(e.tags)) AS tags`;

/** One page of the listing, newest first, with the number of entries it narrows to. */
export async function blogListing(db: Queryable, query: ListingQuery): Promise<{ results: BlogItem[]; total: number }> {
  const conditions = ['e.blog = $1'];
  const params: unknown[] = [query.blog];
  const add = (value: unknown) => `$${params.push(value)}`;
  if (query.current) conditions.push(`e.name <> ${add(query.current)}`);
  if (query.tag) conditions.push(`${add(query.tag)} = ANY(e.tags)`);
  if (query.author) conditions.push(`${add(query.author)} = ANY(e.authors)`);
  const where = conditions.join(' AND ');
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM blog_entries e WHERE ${where}`, params);
  const rows = await db.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM blog_entries e WHERE ${where}
      ORDER BY e.published_at DESC, e.id DESC OFFSET ${add(query.start)} LIMIT ${add(query.limit)}`, params);
  return { results: rows.map((row) => itemOf(query.blog, row)), total };
}

/** An entry as a card (D§3 "Blog item"): the listing's results and an entry's related posts. */
function itemOf(blog: string, row: EntryRow): BlogItem {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    displaydate: row.displayDate,
    imageurl: row.image,
    description: row.description,
    url: entryPagePath(blog, row.name),
    blogauthors: row.authors.map((a) => authorLink(blog, a.name, a.title)),
    blogentrytags: row.tags.map((t) => tagLink(blog, t.name, t.title)),
  };
}

/** The blog's entries of these ids as cards, in the order of `ids`; ids it has no entry of are left out. */
export async function blogItems(db: Queryable, blog: string, ids: readonly string[]): Promise<BlogItem[]> {
  if (!ids.length) return [];
  const rows = await db.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM blog_entries e WHERE e.blog = $1 AND e.id = ANY($2::text[]) ORDER BY array_position($2::text[], e.id)`,
    [blog, ids]);
  return rows.map((row) => itemOf(blog, row));
}

/** An entry page's row: the card's columns and what only the page shows (D§3 "Blog entry"). */
interface EntryPageRow extends EntryRow {
  caption: string; showCaption: boolean; hideDek: boolean;
  /** Ids of the related posts, in the editor's order. */
  related: string[];
}

export async function blogEntry(db: Queryable, blog: string, name: string): Promise<EntryPageRow | null> {
  const [row] = await db.query<EntryPageRow>(
    `SELECT ${ENTRY_COLUMNS}, e.caption, e.show_caption AS "showCaption", e.hide_dek AS "hideDek", e.related
       FROM blog_entries e WHERE e.blog = $1 AND e.name = $2`, [blog, name]);
  return row ?? null;
}
