import {
  BLOG_BASE_PATH, BlogAuthorsResponse, BlogListingResponse, BlogTagsResponse, type BlogAuthor, type BlogItem, type BlogLink,
} from '../../core/contracts/blog.js';
import type { FailurePolicy } from '../../core/kits/async/index.js';
import type { Page, PageRequest } from '../../core/kits/list/index.js';
import { request } from '../../core/session/http.js';

/** What the listing asks for, apart from the page (which the list kit adds). */
export interface BlogListingQuery {
  blog: string;
  tag?: string;
  author?: string;
}

/** D§8 "Author and tag fetch failure: silently ignored": a failure is no data, never a message. */
export const browseFailures: FailurePolicy = { emptyOnFailure: true };

const blogPath = (blog: string, rest: string) => `${BLOG_BASE_PATH}/${encodeURIComponent(blog)}/${rest}`;

/** GET {article}/blogs/{blog}/authors (D§7). A public call (no tokens). */
export async function fetchAuthors(blog: string, signal: AbortSignal): Promise<BlogAuthor[]> {
  const { data } = await request('article', blogPath(blog, 'authors'), { auth: false, schema: BlogAuthorsResponse, signal });
  return data.results;
}

/** GET {article}/blogs/{blog}/tags (D§7): tags with url and title. */
export async function fetchTags(blog: string, signal: AbortSignal): Promise<BlogLink[]> {
  const { data } = await request('article', blogPath(blog, 'tags'), { auth: false, schema: BlogTagsResponse, signal });
  return data.results;
}

/** GET {article}/blogs/{blog}/listing (D§7): one page of cards, by tag or author when the route says. */
export async function fetchListingPage(query: BlogListingQuery, page: PageRequest, signal: AbortSignal): Promise<Page<BlogItem>> {
  const { data } = await request('article', blogPath(query.blog, 'listing'), {
    query: { start: page.offset, limit: page.limit, tag: query.tag, author: query.author },
    auth: false,
    schema: BlogListingResponse,
    signal,
  });
  return { items: data.results, total: data.total };
}
