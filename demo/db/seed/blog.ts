import type { Db } from '../db.js';
import { insertRows } from './insert-rows.js';
import { createRng, type Rng } from './prng.js';
import { blogSlug } from '../../../core/contracts/blog.js';
import { TOPICS } from './articles.js';

/** Entries per blog at full size; the seed scale multiplies them (never fewer than the minimum). */
const ENTRIES_AT_SCALE_1 = 300;
const MIN_ENTRIES = 60; // more than one largest listing page, also at the tests' small scale

/**
 * The demo's failing entries (D§4, D§8 "blog entry fetch failure: entry skipped"): in the first
 * blog, right after its newest entry, one whose page call answers 500, then a good one, then one
 * that answers 404. An entry page on the newest entry therefore meets both while scrolling.
 */
/** The first blog's newest entry: the demo's entry page shows it, so its scroll meets the failing ones. */
export const WELCOME_BLOG_ENTRY = { blog: 'the-daily-read', name: 'welcome-to-the-daily-read', title: 'Welcome to The Daily Read' } as const;

export const FAILING_BLOG_ENTRIES = [
  { name: 'an-entry-that-fails', status: 500, position: 1 },
  { name: 'an-entry-withdrawn', status: 404, position: 3 },
] as const;

const BLOGS = [
  { name: 'the-daily-read', title: 'The Daily Read', description: 'Short takes on the research behind the headlines.' },
  { name: 'tech-forward', title: 'Tech Forward', description: 'What technology leaders are building, buying and learning.' },
  { name: 'the-people-blog', title: 'The People Blog', description: 'Talent, teams and the future of work.' },
];

const AUTHORS = [
  ['Ada Whitfield', 'Partner'], ['Kenji Morita', 'Senior Partner'], ['Lena Vogt', 'Associate Partner'],
  ['Omar Haddad', 'Partner'], ['Priya Raman', 'Expert'], ['Sofia Marin', 'Engagement Manager'],
  ['Tomás Ruiz', 'Partner'], ['Grace Okafor', 'Senior Expert'],
] as const;
const TAGS = ['Strategy', 'Artificial Intelligence', 'Sustainability', 'Operations', 'Talent', 'Growth', 'Risk', 'Data'];
const HERO_STYLES = ['Edge-to-Edge with text overlay', 'Edge-to-Edge', 'Small', 'Column Width'];

/** A seeded entry's id: its blog and its place in it (0 the newest), `the-daily-read-0001`. */
const entryId = (blog: string, at: number) => `${blog}-${String(at + 1).padStart(4, '0')}`;

const CAPTIONS = [
  'Where the value is: share of revenue by segment, 2026',
  'Adoption over five years, by industry',
  'Survey of 1,200 executives, October 2026',
  'How leaders spend their time, in hours a week',
];

/** What D§3 "Blog entry" showCaption, hideDek and relatedPosts are for one seeded entry. */
interface BlogEntryExtras {
  /** The hero image's caption (plain text); empty: none. */
  caption: string;
  show_caption: boolean;
  hide_dek: boolean;
  /** Ids of the related posts, in their order: older entries of the same blog. */
  related: string[];
}

/**
 * The seed's showCaption, hideDek and relatedPosts of the entry at place `at` (0 the newest) of
 * its blog. Every third entry shows its image's caption (2, 5, 8, …) and every third other has one
 * that is not shown (0, 3, 6, …); every fourth hides its dek (0, 4, 8, …); every other names the
 * two (0, 4, 8, …) or three (2, 6, 10, …) older entries after it as related posts, leaving out the
 * demo's failing ones and any past the blog's end. An entry scrolled to from the demo's entry page
 * (places 2, 4, 5, 6, … of the first blog: 1 and 3 fail) meets each case early on.
 */
function blogEntryExtras(blog: string, at: number, count: number): BlogEntryExtras {
  const failing = new Set<number>(blog === BLOGS[0]!.name ? FAILING_BLOG_ENTRIES.map((f) => f.position) : []);
  const related: string[] = [];
  const wanted = at % 2 !== 0 ? 0 : at % 4 === 0 ? 2 : 3;
  for (let next = at + 1; related.length < wanted && next < count; next++) if (!failing.has(next)) related.push(entryId(blog, next));
  return {
    caption: at % 3 === 1 ? '' : CAPTIONS[at % CAPTIONS.length]!,
    show_caption: at % 3 === 2,
    hide_dek: at % 4 === 0,
    related,
  };
}

/** An entry's name: its title as a slug, without the punctuation a URL would escape. */
const entryName = (title: string) => blogSlug(title).replace(/[^a-z0-9-]/g, '');

const sentence = (rng: Rng) =>
  `${rng.pick(['Why', 'How', 'When', 'Where'])} ${rng.pick(TOPICS)} ${rng.pick(['changes the agenda', 'pays off', 'needs a new playbook', 'moves faster than expected'])}`;

function entriesOf(blog: string, count: number, rng: Rng) {
  const start = Date.UTC(2026, 9, 30);
  return Array.from({ length: count }, (_, i) => {
    const failing = blog === BLOGS[0]!.name ? FAILING_BLOG_ENTRIES.find((f) => f.position === i) : undefined;
    const welcome = blog === WELCOME_BLOG_ENTRY.blog && i === 0;
    const title = welcome ? WELCOME_BLOG_ENTRY.title
      : failing ? `Entry ${i + 1}: ${failing.status === 500 ? 'one that fails' : 'one withdrawn'}` : `${sentence(rng)} (${i + 1})`;
    const name = welcome ? WELCOME_BLOG_ENTRY.name : failing?.name ?? entryName(title);
    const authors = rng.sample(AUTHORS.map(([n]) => blogSlug(n)), rng.int(1, 2));
    const tags = rng.sample(TAGS.map(blogSlug), rng.int(1, 3));
    const paragraphs = Array.from({ length: rng.int(3, 6) }, () =>
      `<p>${sentence(rng)}. Leaders who act on ${rng.pick(TOPICS)} now see results within a year; those who wait pay more later.</p>`);
    return {
      id: entryId(blog, i),
      blog,
      name,
      title,
      description: `<p>${sentence(rng)}.</p>`,
      body: paragraphs.join('\n'),
      image_url: `/api/cms/images/blog-${(i % 12) + 1}.svg`,
      hero_style: rng.pick(HERO_STYLES),
      // Newest first in the listing: entry 1 is the newest, one day apart.
      published_at: new Date(start - i * 86_400_000).toISOString().slice(0, 10),
      authors,
      tags,
      demo_failure: failing?.status ?? null,
      ...blogEntryExtras(blog, i, count),
    };
  });
}

/**
 * Seeds the blogs, their authors, tags and entries when there are none, or when they are an
 * earlier seed's (without the welcome entry, or without related posts: a database seeded before
 * those existed); null when the current seed is there.
 */
export async function seedBlogsIfEmpty(db: Db, scale: number): Promise<{ blogEntries: number } | null> {
  return db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM blog_entries WHERE blog = $1 AND name = $2
         AND EXISTS (SELECT 1 FROM blog_entries WHERE cardinality(related) > 0)`, [WELCOME_BLOG_ENTRY.blog, WELCOME_BLOG_ENTRY.name]);
    if (n > 0) return null;
    await tx.exec('DELETE FROM blog_entries; DELETE FROM blog_tags; DELETE FROM blog_authors; DELETE FROM blogs');
    const count = Math.max(MIN_ENTRIES, Math.round(ENTRIES_AT_SCALE_1 * scale));
    await insertRows(tx, 'blogs', { name: 'text', title: 'text', description: 'text' }, BLOGS);
    for (const blog of BLOGS) {
      await insertRows(tx, 'blog_authors',
        { blog: 'text', name: 'text', title: 'text', firm_title: 'text', image_url: 'text', position: 'int' },
        AUTHORS.map(([title, firmTitle], position) => ({
          blog: blog.name, name: blogSlug(title), title, firm_title: firmTitle, image_url: `/api/cms/images/author-${position + 1}.svg`, position,
        })));
      await insertRows(tx, 'blog_tags', { blog: 'text', name: 'text', title: 'text', position: 'int' },
        TAGS.map((title, position) => ({ blog: blog.name, name: blogSlug(title), title, position })));
    }
    const entries = BLOGS.flatMap((blog) => entriesOf(blog.name, count, createRng(`blog-${blog.name}`)));
    await insertRows(tx, 'blog_entries', {
      id: 'text', blog: 'text', name: 'text', title: 'text', description: 'text', body: 'text', image_url: 'text',
      hero_style: 'text', published_at: 'date', authors: 'text[]', tags: 'text[]', demo_failure: 'int',
      caption: 'text', show_caption: 'boolean', hide_dek: 'boolean', related: 'text[]',
    }, entries);
    return { blogEntries: entries.length };
  });
}
