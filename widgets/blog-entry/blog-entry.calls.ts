import { BLOG_BASE_PATH, BlogEntryPageResponse, BlogListingResponse } from '../../core/contracts/blog.js';
import type { Page, PageRequest } from '../../core/kits/list/index.js';
import { request } from '../../core/session/http.js';
import { createEntryQueue, type EntryPage } from './blog-entry.queue.js';

/** The blog and the entry the reader is on (the listing leaves it out, D§7). */
export interface EntryScrollQuery {
  blog: string;
  current: string;
}

const blogPath = (blog: string, rest: string) => `${BLOG_BASE_PATH}/${encodeURIComponent(blog)}/${rest}`;

/** GET {article}/blogs/{blog}/listing and …/listing/{entry name} (D§7), public calls. */
const sourceFor = ({ blog, current }: EntryScrollQuery) => ({
  async listing(start: number, limit: number, signal: AbortSignal) {
    const { data } = await request('article', blogPath(blog, 'listing'), {
      query: { current, start, limit }, auth: false, schema: BlogListingResponse, signal,
    });
    return { names: data.results.map((item) => item.name), total: data.total };
  },
  async entry(name: string, signal: AbortSignal) {
    return (await request('article', blogPath(blog, `listing/${encodeURIComponent(name)}`), { auth: false, schema: BlogEntryPageResponse, signal })).data;
  },
});

const queues = new Map<string, ReturnType<typeof createEntryQueue>>();

/**
 * The list kit's page loader: one entry per page (D§4 "one at a time"), the cursor being where in
 * the listing to go on from. A page without an entry ends the scroll.
 */
export async function fetchNextEntry(query: EntryScrollQuery, page: PageRequest, signal: AbortSignal): Promise<Page<EntryPage>> {
  const key = JSON.stringify(query);
  let queue = queues.get(key);
  if (!queue || page.cursor === null) queues.set(key, (queue = createEntryQueue(sourceFor(query))));
  const { page: entry, next } = await queue.from(page.cursor === null ? 0 : Number(page.cursor), signal);
  return { items: entry ? [entry] : [], nextCursor: entry && next !== null ? String(next) : null };
}
