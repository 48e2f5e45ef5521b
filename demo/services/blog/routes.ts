import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { is } from 'superstruct';
import {
  BLOG_BASE_PATH, BLOG_LISTING_LIMIT, BlogAuthorsResponse, BlogEntryPageResponse, BlogListingRequest, BlogListingResponse,
  BlogSlug, BlogTagsResponse, MAX_BLOG_LISTING_LIMIT, MAX_BLOG_LISTING_START,
} from '../../../core/contracts/blog.js';
import type { ServiceDeps } from '../deps.js';
import { clip, fail, parseRequest, respond } from '../http.js';
import { clampParam } from '../search/paging.js';
import { authorLink, blogAuthors, blogEntry, blogExists, blogItems, blogListing, blogTags, entryPagePath } from './queries.js';

/** A path segment that must be a slug; anything else is the caller's mistake. */
function slugParam(c: Context, name: string): string {
  const value = c.req.param(name) ?? '';
  if (!is(value, BlogSlug)) fail(400, clip(`Invalid request: ${name} is not a slug (lower-case letters, digits, hyphens).`));
  return value;
}

/**
 * The article service's blog calls (D§7) under `{article}/blogs/{blog}`: authors, tags, the
 * listing (the current entry filtered out, by tag or author, paged) and an entry's page layout.
 * Images are on this server by absolute URL: blogs run on other origins' pages.
 */
export function blogRoutes({ db, settings }: Pick<ServiceDeps, 'db' | 'settings'>) {
  const app = new Hono();
  const absolute = (path: string) => new URL(path, settings.publicOrigin).href;
  const withAbsoluteImage = <T extends { imageurl: string }>(item: T): T => ({ ...item, imageurl: absolute(item.imageurl) });

  /** The blog the path names, or 404. */
  const knownBlog = async (c: Context) => {
    const blog = slugParam(c, 'blog');
    if (!(await blogExists(db, blog))) fail(404, 'No such blog.');
    return blog;
  };

  app.get(`${BLOG_BASE_PATH}/:blog/authors`, async (c) => {
    const authors = await blogAuthors(db, await knownBlog(c));
    return respond(c, BlogAuthorsResponse, { data: { results: authors.map((a) => ({ ...a, image: absolute(a.image) })) } });
  });

  app.get(`${BLOG_BASE_PATH}/:blog/tags`, async (c) => {
    return respond(c, BlogTagsResponse, { data: { results: await blogTags(db, await knownBlog(c)) } });
  });

  app.get(`${BLOG_BASE_PATH}/:blog/listing`, async (c) => {
    const blog = await knownBlog(c);
    const request = parseRequest(BlogListingRequest, c.req.query());
    const { results, total } = await blogListing(db, {
      blog,
      current: request.current ?? null,
      tag: request.tag ?? null,
      author: request.author ?? null,
      start: clampParam(request.start, 0, 0, MAX_BLOG_LISTING_START),
      limit: clampParam(request.limit, BLOG_LISTING_LIMIT, 1, MAX_BLOG_LISTING_LIMIT),
    });
    return respond(c, BlogListingResponse, { data: { results: results.map(withAbsoluteImage), total } });
  });

  app.get(`${BLOG_BASE_PATH}/:blog/listing/:entry`, async (c) => {
    const blog = await knownBlog(c);
    const entry = await blogEntry(db, blog, slugParam(c, 'entry'));
    if (!entry) fail(404, 'No such blog entry.');
    // The demo's failing entries (demo/db/seed/blog.ts): the status the widget must skip.
    if (entry.demoFailure) fail(entry.demoFailure as ContentfulStatusCode, 'This blog entry cannot be shown.');
    const url = entryPagePath(blog, entry.name);
    const related = await blogItems(db, blog, entry.related);
    return respond(c, BlogEntryPageResponse, {
      data: {
        blogEntry: {
          id: entry.id,
          name: entry.name,
          title: entry.title,
          description: entry.description,
          body: entry.body,
          heroImage: { src: absolute(entry.image), alt: '', ...(entry.caption ? { caption: entry.caption } : {}) },
          heroImageRenderStyle: entry.heroStyle,
          showCaption: entry.showCaption,
          hideDek: entry.hideDek,
          displayDate: entry.displayDate,
          authors: entry.authors.map((a) => authorLink(blog, a.name, a.title)),
          blogEntryTags: entry.tags.map((t) => ({ blogTagTitle: t.title, name: t.name })),
          relatedPosts: related.map(withAbsoluteImage),
          parent: blog,
        },
        pageMetaData: { title: entry.title, url },
      },
    });
  });

  return app;
}
