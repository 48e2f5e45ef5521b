import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { JOB_PAGE_PATH } from '../../core/contracts/jobs.js';
import { protectedPageOf } from '../../core/contracts/protected-pages.js';
import type { ServiceDeps } from '../services/deps.js';
import { overridesFromQuery, pageConfigFor } from '../services/config/page-config.js';
import { DEMO_USERS } from '../db/seed/demo-users.js';
import { blogPages } from './blog-pages.js';
import { html, trustedHtml, type TrustedHtml } from './html.js';
import { renderLayout, type ConfigMode } from './layout.js';
import { findDemoPage, listDemoPages } from './demo-pages.js';
import type { DemoPage } from '../pages/types.js';
import { includeExamples, includeFailure } from './gallery-examples.js';
import type { SiteSources } from './paths.js';
import { builtWidgetFolders, readWidgetCatalogue, type CatalogueEntry } from './widget-catalogue.js';
import { apiSection, examplesWithSnippets, GALLERY_SCRIPT } from './widget-api.js';

/** Where the demo's account pages live: mck-account-menu's default `account-path`. */
export const ACCOUNT_PATH = '/my-account';

/** Catalogue text marks names with backticks: show those as code, escape the rest. */
const withCode = (text: string): TrustedHtml =>
  html`${text.split('`').map((part, i) => (i % 2 ? html`<code>${part}</code>` : part))}`;

/**
 * The CMS-like pages: home (widget catalogue), one gallery page per built widget, demo pages, and
 * the pages the services link to (job, account, registration, blog pages; the blogs' from `db`).
 */
export function siteRoutes({ db, settings }: Pick<ServiceDeps, 'db' | 'settings'>, sources: SiteSources) {
  const catalogue = readWidgetCatalogue(sources.widgetsMd); // parsed once, at server start
  const findEntry = (tag: string): CatalogueEntry | undefined =>
    catalogue.flatMap((s) => s.widgets).find((w) => w.tag === tag);
  const app = new Hono();

  function page(c: Context, title: string, body: TrustedHtml, status: 200 | 404 | 500 = 200) {
    const url = new URL(c.req.url);
    const configParam = c.req.query('config');
    const configMode: ConfigMode = configParam === 'broken' || configParam === 'invalid' ? configParam : 'valid';
    // Service URLs from configuration, never from the Host header (issue 5 §2).
    const config = pageConfigFor(settings.publicOrigin, settings, overridesFromQuery((n) => c.req.query(n)));
    const nav = listDemoPages(sources.pagesDir).map((p) => ({ href: `/pages/${p.slug}`, label: p.title }));
    return c.html(renderLayout({ title, body, config, configMode, url, nav }), status);
  }

  /** A demo page, with the gallery examples it includes (gallery-examples.ts). */
  function demoPageResponse(c: Context, demoPage: DemoPage) {
    try {
      return page(c, demoPage.title, trustedHtml(includeExamples(demoPage.body, `demo/pages/${demoPage.slug}.html`, sources.widgetsDir)));
    } catch (err) {
      return includeFailure(c, err);
    }
  }

  // The 404 page is <mck-not-found> (A§2), with its texts printed as the fallback until it renders.
  const notFound = (c: Context) =>
    page(c, '404: NotFound', html`<mck-not-found hydrate="load"><h1>Page not found</h1><p>This page does not exist.</p><p><a href="/">Go to the Home page</a></p></mck-not-found>`, 404);
  // A page that exists but whose content cannot be had now (the CMS's call failed): plain markup, no widget.
  const serverError = (c: Context) =>
    page(c, '500: Server error', html`<h1>Something went wrong</h1><p>This page cannot be shown right now. Please try again later.</p><p><a href="/">Go to the Home page</a></p>`, 500);

  app.get('/', (c) => {
    const built = builtWidgetFolders(sources.widgetsDir);
    const pages = listDemoPages(sources.pagesDir);
    const body = html`<h1>mck-widgets demo</h1>
<p>Every widget of the catalogue, by section. Built widgets link to their gallery page; the others are planned.</p>
${catalogue.length === 0 ? html`<p>The widget catalogue (docs/widgets.md) was not found.</p>` : ''}
${catalogue.map((section) => html`<h2>${section.title}</h2>
<table class="catalogue"><thead><tr><th scope="col">Tag</th><th scope="col">What it is</th><th scope="col">Spec</th></tr></thead><tbody>
${section.widgets.map((w) => html`<tr>
  <td>${built.has(w.tag) ? html`<a href="/widgets/${w.tag}"><code>${w.tag}</code></a>` : html`<code>${w.tag}</code> <span class="planned">planned</span>`}</td>
  <td>${withCode(w.description)}</td><td>${w.specRefs}</td></tr>`)}
</tbody></table>`)}
<h2>Demo pages</h2>
${pages.length ? html`<ul>${pages.map((p) => html`<li><a href="/pages/${p.slug}">${p.title}</a></li>`)}</ul>` : html`<p>No demo pages yet.</p>`}
<h2>Demo accounts</h2>
<ul>${DEMO_USERS.map((u) => html`<li><code>${u.email}</code> ${u.password ? html`/ <code>${u.password}</code>` : html`(social login only: ${u.socialLoginIdps ?? ''})`}</li>`)}</ul>
<h2>Demo states</h2>
<p>Query parameters: <code>?lang=de|ja-JP|ar</code>, <code>?site=insights</code>, <code>?editor=1</code>,
<code>?flags=name,name</code>, <code>?config=broken|invalid</code>.</p>
<mck-auth-router></mck-auth-router>`; // the home page's router: the protected pages' sign-in prompt lands here (A§2)
    return page(c, 'Widgets', body);
  });

  app.get('/widgets/:tag', (c) => {
    const tag = c.req.param('tag');
    const folder = builtWidgetFolders(sources.widgetsDir).get(tag);
    const examples = folder && path.join(sources.widgetsDir, folder, `${folder}.examples.html`);
    if (!examples || !existsSync(examples)) return notFound(c);
    const entry = findEntry(tag);
    // The examples, each with its HTML to copy, then the API from the manifest (widget-api.ts).
    const body = html`<h1><code>${tag}</code></h1>
${entry ? html`<p>${withCode(entry.description)} <span class="planned">(${entry.specRefs})</span></p>` : ''}
<div class="gallery-examples">${examplesWithSnippets(readFileSync(examples, 'utf8'))}</div>
${apiSection(sources.distDir, tag)}
<script src="/demo/gallery.js" defer></script>`;
    return page(c, tag, body);
  });

  app.get('/demo/gallery.js', (c) => c.body(GALLERY_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }));

  app.get('/pages/:slug', (c) => {
    const demoPage = findDemoPage(sources.pagesDir, c.req.param('slug'));
    if (!demoPage) return c.redirect('/404'); // A§2: an invalid page redirects to /404
    return demoPageResponse(c, demoPage);
  });

  // The job search page where the widgets' "search all jobs" links point (their default).
  app.get('/careers/search-jobs', (c) => c.redirect(`/pages/job-search${new URL(c.req.url).search}`));

  // The job page (D§2): <mck-job-detail> shows the job its URL's last segment names.
  app.get(`${JOB_PAGE_PATH}:jobKey`, (c) =>
    page(c, 'Job', html`<mck-job-detail hydrate="load"><p><a href="/careers/search-jobs">Search all jobs</a></p></mck-job-detail>`));

  // The protected account pages at the paths the account menu links to (A§2): /my-account/saved_articles
  // is demo/pages/account-saved-articles.html, and so on.
  app.get(`${ACCOUNT_PATH}/:page`, (c) => {
    const name = c.req.param('page');
    const demoPage = protectedPageOf(`/${name}`) && findDemoPage(sources.pagesDir, `account-${name.replace(/_/g, '-')}`);
    return demoPage ? demoPageResponse(c, demoPage) : notFound(c);
  });

  // The registration pages at their site paths (A§2): a social sign-up without an account ends on
  // /registration (page config registrationPath); a sign-up with disable_reg_confirmation_toast on
  // /registration-confirmation (the registration kit's REGISTRATION_CONFIRMATION_PATH).
  for (const slug of ['registration', 'registration-confirmation']) {
    app.get(`/${slug}`, (c) => {
      const demoPage = findDemoPage(sources.pagesDir, slug);
      return demoPage ? demoPageResponse(c, demoPage) : notFound(c);
    });
  }

  // The blog and blog-entry pages, where the blog service's cards, related posts, authors and tags link.
  app.route('/', blogPages(db, { page, notFound, serverError }));

  app.get('/404', (c) => notFound(c));
  // A catch-all route, not notFound(): a sub-app's notFound handler is not used once mounted.
  app.get('*', (c) => notFound(c));
  return app;
}
