import { JOB_PAGE_PATH } from '../../core/contracts/jobs.js';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, parseConfig } from '../../core/page/config.js';
import type { Db } from '../db/db.js';
import { FAILING_BLOG_ENTRIES, WELCOME_BLOG_ENTRY } from '../db/seed/blog.js';
import { blogEntry, blogListing } from '../services/blog/queries.js';
import { richText, toHtmlString } from './html.js';
import { DEFAULT_SITE_SOURCES, type SiteSources } from './paths.js';
import { TEST_SETTINGS, createTestApp, openPostgresTestDb, openTestDb } from './testing.js';
import { readWidgetCatalogue } from './widget-catalogue.js';
import { cacheControlFor } from './static-assets.js';

let root: string;
let sources: SiteSources;
let app: ReturnType<typeof createTestApp>;

/** A small fake repository: a catalogue, one widget with a gallery, one without, a page, a build. */
async function writeFixtures(dir: string): Promise<SiteSources> {
  const files: Record<string, string> = {
    'WIDGETS.md': [
      '# Widget catalogue', '', '## Page level', '', '| tag | what it is | spec |', '|---|---|---|',
      '| `mck-alpha` | the alpha widget, `variant` = a or b | A§1 |',
      '| `mck-beta` | the beta widget | A§2 |', '', '## Editorial', '', '| tag | what it is | spec |', '|---|---|---|',
      '| `mck-gamma` | not built yet <b>bold</b> | E§3 |',
    ].join('\n'),
    'widgets/alpha/meta.json': '{ "tag": "mck-alpha", "hydrate": "visible", "services": [] }',
    'widgets/alpha/alpha.examples.html': '<section class="example"><mck-alpha id="first"></mck-alpha></section>\n<h2>Second state</h2>\n<mck-alpha variant="b"></mck-alpha>\n<h2>Notes only</h2>\n<p>No widget here.</p>',
    'widgets/beta/meta.json': '{ "tag": "mck-beta", "hydrate": "idle", "services": [] }',
    'widgets/broken/meta.json': '{ "tag": "mck-broken",',
    'pages/article-demo.html': '<!-- title: An article page -->\n<article><h1>Article</h1></article>',
    'dist/mck-loader.js': 'console.log("loader")',
    'dist/chunks/alpha-AB12CD34.js': 'export {}',
    'dist/manifest.json': '{}',
    'dist/custom-elements.json': JSON.stringify({ modules: [{ declarations: [{
      kind: 'class', customElement: true, tagName: 'mck-alpha', description: 'The alpha widget.\n\nKeyboard: Tab reaches its `button`.',
      attributes: [{ name: 'variant', type: { text: '"a"|"b"' }, default: '"a"', description: 'Which look.' }],
      events: [{ name: 'mck-alpha-change', type: { text: 'CustomEvent<{ variant: string; }>' }, description: 'The variant changed.' }],
      cssProperties: [{ name: '--mck-font-family', default: 'Georgia, "Times New Roman", serif', description: 'Heading font.' }],
    }] }] }),
  };
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return {
    widgetsMd: path.join(dir, 'WIDGETS.md'),
    widgetsDir: path.join(dir, 'widgets'),
    pagesDir: path.join(dir, 'pages'),
    distDir: path.join(dir, 'dist'),
  };
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'mck-site-'));
  sources = await writeFixtures(root);
  app = createTestApp(undefined, {}, sources);
});
afterAll(() => rm(root, { recursive: true, force: true }));

const page = async (url: string, expectedStatus = 200) => {
  const res = await app.request(`http://demo.test${url}`);
  expect(res.status).toBe(expectedStatus);
  return res.text();
};
const configText = (doc: string) =>
  /<script type="application\/json" id="mck-config">(.*?)<\/script>/s.exec(doc)?.[1] ?? '';

describe('home page', () => {
  it('lists the catalogue by section, linking built widgets and marking the others planned', async () => {
    const doc = await page('/');
    expect(doc).toContain('<h2>Page level</h2>');
    expect(doc).toContain('<h2>Editorial</h2>');
    expect(doc).toContain('<a href="/widgets/mck-alpha"><code>mck-alpha</code></a>');
    expect(doc).toContain('<a href="/widgets/mck-beta">');
    expect(doc).toMatch(/<code>mck-gamma<\/code> <span class="planned">planned<\/span>/);
    expect(doc).toContain('the alpha widget, <code>variant</code> = a or b');
    expect(doc).toContain('not built yet &#60;b&#62;bold&#60;/b&#62;');
  });

  it('lists the demo pages and the demo accounts', async () => {
    const doc = await page('/');
    expect(doc).toContain('<a href="/pages/article-demo">An article page</a>');
    expect(doc).toContain('reader@example.com');
  });
});

describe('layout', () => {
  it('prints a valid PageConfig with every service under the configured public origin, and the loader', async () => {
    const doc = await page('/');
    const config = parseConfig(configText(doc));
    expect(config.services.user).toBe(`${TEST_SETTINGS.publicOrigin}/api/user`);
    expect(config.services.lookups).toBe(`${TEST_SETTINGS.publicOrigin}/api/lookups`);
    expect(config.services.cms).toBe(`${TEST_SETTINGS.publicOrigin}/api/cms`);
    expect(config.services.video).toBe(`${TEST_SETTINGS.publicOrigin}/api/video`);
    expect(config.services.search).toBe(`${TEST_SETTINGS.publicOrigin}/api/search`);
    expect(config.videoPolicyKey).toBe(TEST_SETTINGS.videoPolicyKey);
    expect(doc).toContain('<script src="/mck/mck-loader.js" defer></script>');
    expect(doc).toMatch(/<html lang="en" dir="ltr">/);
    expect(doc).toMatch(/<header[^>]*>[\s\S]*<main id="main-content">[\s\S]*<\/main>\s*<footer/);
  });

  it('applies the demo-state query parameters', async () => {
    const doc = await page('/pages/article-demo?lang=ar&editor=1&site=insights&flags=piano_enabled');
    expect(doc).toMatch(/<html lang="ar" dir="rtl">/);
    const config = parseConfig(configText(doc));
    expect(config).toMatchObject({ language: 'ar', editorMode: true, site: 'insights' });
    expect(config.flags.piano_enabled).toBe(true);
    expect(parseConfig(configText(await page('/?lang=ja-JP'))).language).toBe('ja-JP');
  });

  it.each(['broken', 'invalid'])('prints a bad config on ?config=%s', async (mode) => {
    const text = configText(await page(`/?config=${mode}`));
    expect(() => parseConfig(text)).toThrow(ConfigError);
  });

  it('escapes what it interpolates', async () => {
    const doc = await page('/nowhere%3Cscript%3Ealert(1)%3C/script%3E?x=%22%3E%3Cscript%3E', 404);
    expect(doc).not.toContain('<script>alert');
    expect(doc).not.toMatch(/"><script>/);
    expect(configText(doc)).not.toContain('<');
  });
});

describe('gallery and demo pages', () => {
  it('renders a widget gallery from its examples file', async () => {
    const doc = await page('/widgets/mck-alpha');
    expect(doc).toContain('<mck-alpha id="first"></mck-alpha>');
    expect(doc).toContain('<title>mck-alpha | The Firm</title>');
  });

  it("shows each example's HTML to copy, and the widget's API from the manifest", async () => {
    const doc = await page('/widgets/mck-alpha');
    // One snippet per example that holds a widget: the one under "Second state", not under "Notes only".
    expect(doc.match(/class="gallery-snippet"/g)).toHaveLength(1);
    expect(doc).toContain('<code>&#60;mck-alpha variant=&#34;b&#34;&#62;&#60;/mck-alpha&#62;</code>');
    expect(doc).toContain('<p>Keyboard: Tab reaches its <code>button</code>.</p>');
    for (const caption of ['Attributes', 'Events', 'Custom properties']) expect(doc).toContain(`<caption>${caption}</caption>`);
    expect(doc).toContain('<code>Georgia, &#34;Times New Roman&#34;, serif</code>');
    expect(doc).toContain('<script src="/demo/gallery.js" defer></script>');
    expect(await page('/demo/gallery.js')).toContain('navigator.clipboard.writeText');
  });

  it('answers the 404 page for a widget without examples or not built', async () => {
    expect(await page('/widgets/mck-beta', 404)).toContain('Page not found');
    await page('/widgets/mck-gamma', 404);
  });

  it('renders demo pages with the title from their first-line comment', async () => {
    const doc = await page('/pages/article-demo');
    expect(doc).toContain('<title>An article page | The Firm</title>');
    expect(doc).toContain('<article><h1>Article</h1></article>');
    for (const invalid of ['/pages/missing', '/pages/..%2Fwidgets']) { // A§2: invalid pages redirect to /404
      const res = await app.request(`http://demo.test${invalid}`);
      expect([res.status, res.headers.get('location')]).toEqual([302, '/404']);
    }
    expect(await page('/404', 404)).toContain('<mck-not-found');
  });

  it('serves a job page under the job page path, and sends the job search path to the job search page', async () => {
    expect(await page(`${JOB_PAGE_PATH}analyst-101`)).toContain('<mck-job-detail');
    const res = await app.request('http://demo.test/careers/search-jobs?query=data&page=2');
    expect([res.status, res.headers.get('location')]).toEqual([302, '/pages/job-search?query=data&page=2']);
  });
});

/** The blog pages (blog-pages.ts) on the seeded blogs, on one database per backend. */
function blogPageSuite(open: typeof openTestDb) {
  let db: Db;
  let blogApp: ReturnType<typeof createTestApp>;
  let close = async () => {};
  beforeAll(async () => {
    const opened = await open();
    ({ db, close } = opened);
    blogApp = createTestApp(db, {}, sources);
  });
  afterAll(() => close());

  const get = async (url: string, expectedStatus = 200) => {
    const res = await blogApp.request(`http://demo.test${url}`);
    expect(res.status, url).toBe(expectedStatus);
    expect(res.headers.get('content-type'), url).toMatch(/^text\/html/);
    return res.text();
  };
  const BLOG = WELCOME_BLOG_ENTRY.blog;

  it('prints the blog page: <mck-blog> with the blog\'s title and description, and the hero printed for no JavaScript', async () => {
    const doc = await get(`/blogs/${BLOG}`);
    expect(doc).toContain('<title>The Daily Read | The Firm</title>');
    expect(doc).toContain('<mck-blog blog="the-daily-read" heading="The Daily Read" '
      + 'description="&#60;p&#62;Short takes on the research behind the headlines.&#60;/p&#62;" hero-image-render-style="no-image">');
    expect(doc).toMatch(/<div data-blog="hero">\s*<p data-blog="title">The Daily Read<\/p>\s*<p data-blog="description">Short takes on the research behind the headlines\.<\/p>/);
    expect(await get('/blogs/tech-forward')).toContain('heading="Tech Forward"');
    expect(await get(`/blogs/${BLOG}/`)).toContain('<mck-blog blog="the-daily-read"'); // as the demo's other pages, a trailing slash is the same page
  });

  it('prints the entry page: <mck-blog-entry> naming the entry, its blog page, and the article with its title as h1', async () => {
    const doc = await get(`/blogs/${BLOG}/${WELCOME_BLOG_ENTRY.name}`);
    expect(doc).toContain(`<title>${WELCOME_BLOG_ENTRY.title} | The Firm</title>`);
    expect(doc).toContain(`<mck-blog-entry blog="${BLOG}" entry="${WELCOME_BLOG_ENTRY.name}" blog-url="/blogs/${BLOG}">`);
    expect(doc).toMatch(/<mck-blog-entry [^>]*>\s*<article>\s*<h1>Welcome to The Daily Read<\/h1>[\s\S]*<div class="entry-body"><p>[\s\S]*<\/article>\s*<\/mck-blog-entry>/);
    // The seed's own rule hides the newest entry's dek (D§3 hideDek): the page leaves it out, as the widget does.
    expect((await blogEntry(db, BLOG, WELCOME_BLOG_ENTRY.name))?.hideDek).toBe(true);
    expect(doc).not.toContain('class="entry-dek"');
  });

  it('prints an entry\'s dek and body, the project\'s own HTML kept but for & as a reference', async () => {
    const { results } = await blogListing(db, { blog: BLOG, current: null, tag: null, author: null, start: 0, limit: 8 });
    const failing: string[] = FAILING_BLOG_ENTRIES.map((f) => f.name);
    const rows = await Promise.all(results.filter((r) => !failing.includes(r.name)).map((r) => blogEntry(db, BLOG, r.name)));
    const entry = rows.find((row) => row && !row.hideDek)!;
    expect(entry).toBeTruthy();
    const doc = await get(`/blogs/${BLOG}/${entry.name}`);
    const [dek, body] = [toHtmlString(richText(entry.description)), toHtmlString(richText(entry.body))];
    expect(dek.replaceAll('&amp;', '&')).toBe(entry.description);
    expect(body.replaceAll('&amp;', '&')).toBe(entry.body);
    expect(doc).toContain(`<div class="entry-dek">${dek}</div>`);
    expect(doc).toContain(`<div class="entry-body">${body}</div>`);
    expect(doc).toContain(`entry="${entry.name}"`);
  });

  it('answers the 404 page for an unknown blog or entry, a name that is not a slug, and the withdrawn entry', async () => {
    const withdrawn = FAILING_BLOG_ENTRIES.find((f) => f.status === 404)!;
    for (const url of [
      '/blogs/no-such-blog', '/blogs/no-such-blog/welcome-to-the-daily-read', `/blogs/${BLOG}/no-such-entry`,
      '/blogs/The-Daily-Read', `/blogs/${BLOG}/Not%20A%20Slug`, `/blogs/${'a'.repeat(101)}`, `/blogs/${BLOG}/${withdrawn.name}`,
      '/blogs/tech-forward/welcome-to-the-daily-read', // an entry of another blog
    ]) {
      const doc = await get(url, 404);
      expect(doc, url).toContain('<mck-not-found');
      expect(doc, url).toContain('<title>404: NotFound | The Firm</title>');
    }
  });

  it('answers the entry whose content fails with the site\'s error page, status 500, printing nothing of it', async () => {
    const failing = FAILING_BLOG_ENTRIES.find((f) => f.status === 500)!;
    const doc = await get(`/blogs/${BLOG}/${failing.name}`, 500);
    expect(doc).toContain('<h1>Something went wrong</h1>');
    expect(doc).not.toContain('<mck-blog-entry');
    expect(doc).not.toContain('one that fails');
  });

  it('answers hostile-looking names with the 404 page, echoing no markup', async () => {
    for (const url of [
      '/blogs/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      `/blogs/${BLOG}/%3Cscript%3E`,
      '/blogs/%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E/x',
      `/blogs/${BLOG}/x%27%20OR%201%3D1--`,
      `/blogs/${BLOG}/%00`,
    ]) {
      const doc = await get(url, 404);
      expect(doc, url).toContain('<mck-not-found');
      expect(doc, url).not.toMatch(/<script>|<img|onerror=alert/);
    }
  });
}

describe('blog pages on PGlite', () => blogPageSuite(openTestDb));
describe.skipIf(!process.env.DATABASE_URL)('blog pages on PostgreSQL (DATABASE_URL)', () => blogPageSuite(openPostgresTestDb));

describe('blog pages when the database fails', () => {
  it('answer the site\'s error page, not the services\' JSON', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await app.request('http://demo.test/blogs/the-daily-read'); // the fixture app's database refuses every query
      expect(res.status).toBe(500);
      expect(await res.text()).toContain('<h1>Something went wrong</h1>');
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});

describe('richText: CMS rich text through an allow-list', () => {
  const rich = (markup: string) => toHtmlString(richText(markup));

  it('keeps text structure and http(s) links as they are', () => {
    const kept = '<p>One <strong>two</strong> <em>three</em><br /></p>\n<ul><li>a</li></ul><p><a href="https://example.org/x">x</a></p>';
    expect(rich(kept)).toBe(kept);
  });

  it('leaves out whatever could run, load or style anything; the text of a harmless tag stays', () => {
    expect(rich('<script>alert(1)</script><style>p{}</style>ok')).toBe('ok');
    expect(rich('<img src=x onerror=alert(1)><iframe src="https://evil.test"></iframe>')).toBe('');
    expect(rich('<p onclick="steal()" style="color:red" class="x">a</p>')).toBe('<p>a</p>');
    expect(rich('<a href="javascript:alert(1)">x</a><a href="//evil.test">y</a>')).toBe('<a>x</a><a>y</a>');
    expect(rich('<div><span>kept text</span></div>')).toBe('kept text');
  });

  it('balances what it keeps: nothing stays open, no closing tag reaches the template', () => {
    expect(rich('<p><em>open')).toBe('<p><em>open</em></p>');
    // A stray </p> is an empty paragraph, as a browser reads it; the others go.
    expect(rich('text</p></strong></article>')).toBe('text<p></p>');
  });

  it('writes a bare ampersand and angle brackets in text as references', () => {
    expect(rich('M&A &amp; 1 < 2')).toBe('M&amp;A &amp; 1 &lt; 2');
  });
});

describe('/mck/* build output', () => {
  it('serves content-hashed files as immutable, the loader and manifests as no-cache', async () => {
    const hashed = await app.request('/mck/chunks/alpha-AB12CD34.js');
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const loader = await app.request('/mck/mck-loader.js');
    expect(loader.headers.get('cache-control')).toBe('no-cache');
    expect(loader.headers.get('content-type')).toMatch(/javascript/);
    expect((await app.request('/mck/manifest.json')).headers.get('cache-control')).toBe('no-cache');
    expect((await app.request('/mck/nope.js')).status).toBe(404);
  });

  it('tells apart hashed and fixed names', () => {
    expect(cacheControlFor('/dist/mck-accordion.js')).toBe('no-cache');
    expect(cacheControlFor('/dist/chunk-7QXJ2K4M.js')).toMatch(/immutable/);
    expect(cacheControlFor('/dist/chunk-7QXJ2K4M.js.map')).toMatch(/immutable/);
    expect(cacheControlFor('/dist/mck-loader.js')).toBe('no-cache');
  });

  it('says how to build when dist/ is missing', async () => {
    const unbuilt = createTestApp(undefined, {}, { ...sources, distDir: path.join(root, 'no-dist') });
    const res = await unbuilt.request('/mck/mck-loader.js');
    expect(res.status).toBe(404);
    expect(await res.text()).toMatch(/build\.mjs/);
  });
});

describe('GET /api/config/', () => {
  it('answers the same PageConfig the pages print', async () => {
    const res = await app.request('http://demo.test/api/config/?lang=de');
    expect(res.status).toBe(200);
    const config = parseConfig(await res.text());
    expect(config.language).toBe('de');
    expect(config.services.user).toBe(`${TEST_SETTINGS.publicOrigin}/api/user`);
  });
});

describe('the real docs/widgets.md', () => {
  it('parses into its sections with the page-level tags first', () => {
    const sections = readWidgetCatalogue(DEFAULT_SITE_SOURCES.widgetsMd);
    expect(sections.length).toBeGreaterThanOrEqual(4);
    expect(sections[0]!.widgets.map((w) => w.tag)).toContain('mck-page-shell');
  });

  it('lists every tag of the catalogue, 72 in all, each once', () => {
    const tags = readWidgetCatalogue(DEFAULT_SITE_SOURCES.widgetsMd).flatMap((s) => s.widgets.map((w) => w.tag));
    expect(new Set(tags).size).toBe(tags.length);
    expect(tags).toHaveLength(72);
    expect(tags).toEqual(expect.arrayContaining(['mck-accordion', 'mck-video', 'mck-signin', 'mck-quiz', 'mck-global-search']));
  });
});
