import { Hono, type Context } from 'hono';
import { is } from 'superstruct';
import { BlogSlug } from '../../core/contracts/blog.js';
import type { Db } from '../db/db.js';
import { blogEntry, blogInstance, blogPagePath, entryPagePath } from '../services/blog/queries.js';
import { html, richText, toHtmlString, type TrustedHtml } from './html.js';

type PageResponse = Response | Promise<Response>;

/** What the blog pages take from the site: its layout and its error pages (site-routes.ts). */
export interface SitePages {
  page(c: Context, title: string, body: TrustedHtml): PageResponse;
  /** The 404 page (mck-not-found), status 404. */
  notFound(c: Context): PageResponse;
  /** The error page of a page that exists but cannot be shown now, status 500. */
  serverError(c: Context): PageResponse;
}

/**
 * A path segment that is a slug (BlogSlug), else null. A page answers a name that is not a slug
 * with the 404 page (there is no such page), where the blog API answers 400; the name is never
 * echoed.
 */
function slugParam(c: Context, name: string): string | null {
  const value = c.req.param(name);
  return is(value, BlogSlug) ? value : null;
}

/**
 * The blog pages at the paths the blog service links its cards, related posts, authors and tags to
 * (`blogPagePath`, `entryPagePath`; D§2): what a CMS prints there, the widget's tag with the
 * content it keeps visible until (or without) JavaScript.
 */
export function blogPages(db: Db, site: SitePages) {
  const app = new Hono();
  // A failed query (the database down) is the site's error page too, not the services' JSON error.
  app.onError((err, c) => {
    console.error(`[demo] ${c.req.method} ${c.req.path} failed:`, err);
    return site.serverError(c);
  });

  // The blog instance page (demo/pages/blog.html): <mck-blog> with the blog's title and description
  // (plain text in the blogs table: as HTML for the attribute, as text in the printed hero). The
  // table holds no hero image, so the hero has none.
  app.get(blogPagePath(':blog'), async (c) => {
    const blog = slugParam(c, 'blog');
    const instance = blog ? await blogInstance(db, blog) : null;
    if (!blog || !instance) return site.notFound(c);
    const descriptionHtml = toHtmlString(html`<p>${instance.description}</p>`);
    return site.page(c, instance.title, html`<mck-blog blog="${blog}" heading="${instance.title}" description="${descriptionHtml}" hero-image-render-style="no-image">
  <div data-blog="hero">
    <p data-blog="title">${instance.title}</p>
    <p data-blog="description">${instance.description}</p>
  </div>
</mck-blog>`);
  });

  // The entry page (demo/pages/blog-entry.html): <mck-blog-entry> holding the entry's article, its
  // title, its dek (unless the entry hides it: D§3 hideDek, as the widget does for the entries it
  // loads) and its body. Dek and body are CMS HTML: printed through richText's allow-list
  // (html.ts), never as they are. The demo's failing entries (blog_entries.demo_failure, whose page
  // call answers that status) answer as the site would: the withdrawn one (404) the 404 page, the
  // one that fails (500) the site's error page with status 500: the page exists but its content
  // cannot be had, so it is neither "not found" nor shown; nothing of it is printed.
  app.get(entryPagePath(':blog', ':entry'), async (c) => {
    const blog = slugParam(c, 'blog');
    const name = slugParam(c, 'entry');
    const entry = blog && name ? await blogEntry(db, blog, name) : null;
    if (!blog || !entry || entry.demoFailure === 404) return site.notFound(c);
    if (entry.demoFailure) return site.serverError(c);
    return site.page(c, entry.title, html`<mck-blog-entry blog="${blog}" entry="${entry.name}" blog-url="${blogPagePath(blog)}">
  <article>
    <h1>${entry.title}</h1>
    ${entry.hideDek ? '' : html`<div class="entry-dek">${richText(entry.description)}</div>`}
    <div class="entry-body">${richText(entry.body)}</div>
  </article>
</mck-blog-entry>`);
  });

  return app;
}
